/**
 * The URL contract: the filter state read from and written to the page's
 * path and query string. Pure: works on strings, so the same code runs in tests, in a Worker
 * and in the page.
 *
 * - Page: `{path}/{pagination_base}/{page}` (only when page > 1), trailing slash when on.
 * - One parameter per active filter, named by its url_slug: value filters join the values'
 *   label_url with ','; ranges are 'min-max' (range-text.ts); search filters the phrase.
 * - orderby is part of the state only when the ordering override is on; otherwise it is kept
 *   as found, like the non-removable parameters and post_type=product. Anything else is
 *   dropped when the query string is rewritten.
 * - Incoming names and values are slugified (slugify.ts), except search phrases.
 * - WooCommerce's own layered-navigation links (its "Filter Products by Attribute" widget:
 *   `filter_color=red,blue&query_type_color=or`) are read as the filter whose parameter is the
 *   attribute's taxonomy (`pa_color`), when that parameter itself is absent: old links, menus and
 *   bookmarks keep filtering. The filter's own logic applies (query_type is not read), and the
 *   state is written back under the filter's own name.
 */
import { formatRangeText, parseRangeText, type RangeBounds } from './range-text.ts';
import { slugify } from './slugify.ts';

export type UrlFilterKind = 'values' | 'range' | 'search';

export interface UrlFilter {
  id: string;
  /** url_slug */
  slug: string;
  kind: UrlFilterKind;
}

export interface UrlConfig {
  filters: UrlFilter[];
  /** pagination_base, default 'page'. */
  paginationBase?: string;
  /** use_trailing_slash, default true. */
  trailingSlash?: boolean;
  /** non_removable_url_params. */
  nonRemovableParams?: string[];
  /** The ordering override (orderby belongs to the filter state). */
  orderingOverride?: boolean;
}

export interface UrlState {
  page: number;
  /** Filter id -> selected label_url slugs, in URL order. */
  values: Record<string, string[]>;
  ranges: Record<string, RangeBounds>;
  phrases: Record<string, string>;
  /** '' when absent or when the ordering override is off. */
  orderby: string;
}

export interface UrlLocation {
  pathname: string;
  /** The query string, with or without its leading '?'. */
  search: string;
}

export function emptyUrlState(): UrlState {
  return { page: 1, values: {}, ranges: {}, phrases: {}, orderby: '' };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function paginationPattern(config: UrlConfig): RegExp {
  return new RegExp(`/${escapeRegExp(config.paginationBase ?? 'page')}/(\\d+)/*$`);
}

/** Lone surrogates cannot survive URL encoding; they read as U+FFFD straight away. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export function pageFromPath(pathname: string, config: UrlConfig): number {
  const match = paginationPattern(config).exec(pathname);
  if (!match) return 1;
  const page = Number(match[1]);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The path for a page: the pagination segment replaced (or removed for page 1). */
export function pathForPage(pathname: string, page: number, config: UrlConfig): string {
  const base = pathname.replace(paginationPattern(config), '').replace(/\/+$/, '');
  const paged = page > 1 ? `${base}/${config.paginationBase ?? 'page'}/${Math.floor(page)}` : base;
  if (paged === '') return '/';
  return config.trailingSlash === false ? paged : `${paged}/`;
}

/** Shop fallback URL: origin + /shop, with the trailing slash when on. */
export function shopFallbackUrl(origin: string, config: Pick<UrlConfig, 'trailingSlash'>): string {
  return `${origin}/shop${config.trailingSlash === false ? '' : '/'}`;
}

/** Incoming parameters with slugified names; the first of two names that slugify alike wins. */
function incomingParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(wellFormed(search))) {
    const key = slugify(name);
    if (key !== '' && !params.has(key)) params.set(key, wellFormed(value));
  }
  return params;
}

/** The parameter WooCommerce's layered navigation gives an attribute filter (pa_color → filter_color), '' for others. */
function wooCommerceLayeredNavName(filter: UrlFilter): string {
  const slug = slugify(filter.slug);
  return filter.kind === 'values' && slug.startsWith('pa_') && slug.length > 3 ? `filter_${slug.slice(3)}` : '';
}

export function parseUrlState(location: UrlLocation, config: UrlConfig): UrlState {
  const state = emptyUrlState();
  state.page = pageFromPath(location.pathname, config);
  const params = incomingParams(location.search);
  // WordPress's `paged` query variable wins over the path's page, as in WP::parse_request:
  // WooCommerce's ordering form submits `paged=1` to the current page's address to start over.
  const paged = Number(params.get('paged'));
  if (params.has('paged') && Number.isSafeInteger(paged) && paged >= 1) state.page = paged;
  for (const filter of config.filters) {
    const raw = params.get(slugify(filter.slug)) ?? params.get(wooCommerceLayeredNavName(filter));
    if (raw === undefined) continue;
    if (filter.kind === 'search') {
      if (raw.trim() !== '') state.phrases[filter.id] = raw;
    } else if (filter.kind === 'range') {
      const range = parseRangeText(raw);
      if (formatRangeText(range) !== null) state.ranges[filter.id] = range;
    } else {
      const values = [
        ...new Set(
          raw
            .split(',')
            .map(slugify)
            .filter((v) => v !== ''),
        ),
      ];
      if (values.length > 0) state.values[filter.id] = values;
    }
  }
  if (config.orderingOverride) state.orderby = slugify(params.get('orderby') ?? '');
  return state;
}

/**
 * The path and query string for a state. Parameters of `current` that survive a rewrite are
 * kept in their order, before the filters' own.
 */
export function writeUrlState(state: UrlState, current: UrlLocation, config: UrlConfig): string {
  const own = new Set(config.filters.map((f) => slugify(f.slug)));
  const keep = new Set((config.nonRemovableParams ?? []).map(slugify));
  const out = new URLSearchParams();
  for (const [name, value] of incomingParams(current.search)) {
    if (own.has(name)) continue;
    const survives = keep.has(name) || (name === 'orderby' && !config.orderingOverride) || (name === 'post_type' && value === 'product');
    if (survives) out.append(name, value);
  }
  for (const filter of config.filters) {
    const slug = slugify(filter.slug);
    if (slug === '' || out.has(slug)) continue;
    if (filter.kind === 'search') {
      const phrase = state.phrases[filter.id];
      if (phrase !== undefined && phrase.trim() !== '') out.set(slug, phrase);
    } else if (filter.kind === 'range') {
      const range = state.ranges[filter.id];
      const text = range ? formatRangeText(range) : null;
      if (text !== null) out.set(slug, text);
    } else {
      const values = (state.values[filter.id] ?? []).map(slugify).filter((v) => v !== '');
      if (values.length > 0) out.set(slug, [...new Set(values)].join(','));
    }
  }
  if (config.orderingOverride && state.orderby !== '') out.set('orderby', slugify(state.orderby));
  const query = out.toString();
  return pathForPage(current.pathname, state.page, config) + (query ? `?${query}` : '');
}
