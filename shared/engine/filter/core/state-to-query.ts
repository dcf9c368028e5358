/**
 * From the page's filters and the URL to an engine query, and back: which values are selected, which counters each filter needs, and the product
 * order for the current orderby key.
 */
import { roundRangeSide } from '../presentation/money.ts';
import type { FilterAppConfig } from '../config/app-config.ts';
import type { FilterConfig } from '../config/filter-config.ts';
import type { ActiveFilter, CounterRequest, FilterQuery, IndexOptions, SortRule, SourceKind } from './types.ts';
import type { UrlConfig, UrlFilter, UrlState } from '../url/url-state.ts';
import { emptyUrlState } from '../url/url-state.ts';
import { RADIO_ANY } from '../config/filter-config.ts';
import { isPageTaxonomyFilter } from '../presentation/value-states.ts';

export function urlFilterKind(filter: FilterConfig): UrlFilter['kind'] {
  return filter.type === 'range' ? 'range' : filter.type === 'search' ? 'search' : 'values';
}

export function urlConfigOf(config: FilterAppConfig): UrlConfig {
  return {
    filters: config.filters.filter((f) => f.type !== 'data-picker').map((f) => ({ id: f.id, slug: f.url_slug, kind: urlFilterKind(f) })),
    paginationBase: config.pagination_base,
    trailingSlash: config.use_trailing_slash,
    nonRemovableParams: config.non_removable_url_params,
    orderingOverride: config.override_ordering_enabled,
  };
}

const rangeSide = (v: number) => (v >= 0 ? v : '');

/** The filters with the URL's selection applied: values by label_url, ranges, phrases. */
export function applyUrlState(filters: FilterConfig[], state: UrlState): FilterConfig[] {
  return filters.map((filter) => {
    const kind = urlFilterKind(filter);
    if (kind === 'range') {
      const range = state.ranges[filter.id];
      const precision = filter.price_precision;
      return {
        ...filter,
        range: range ? { min: roundRangeSide(rangeSide(range.min), precision), max: roundRangeSide(rangeSide(range.max), precision) } : { min: '', max: '' },
      };
    }
    if (kind === 'search') return { ...filter, phrase: state.phrases[filter.id] ?? '' };
    const slugs = new Set(state.values[filter.id] ?? []);
    return { ...filter, values: filter.values.map((v) => ({ ...v, selected: v.value_id !== RADIO_ANY && slugs.has(v.label_url) })) };
  });
}

/** The URL state of the filters' current selection (the inverse of applyUrlState). */
export function urlStateOf(filters: FilterConfig[], page: number, orderby: string): UrlState {
  const state = emptyUrlState();
  state.page = page;
  state.orderby = orderby;
  for (const filter of filters) {
    const kind = urlFilterKind(filter);
    if (kind === 'range') {
      const min = typeof filter.range?.min === 'number' ? filter.range.min : -1;
      const max = typeof filter.range?.max === 'number' ? filter.range.max : -1;
      if (min >= 0 || max >= 0) state.ranges[filter.id] = { min, max };
    } else if (kind === 'search') {
      if ((filter.phrase ?? '').trim() !== '') state.phrases[filter.id] = filter.phrase!;
    } else {
      const slugs = filter.values.filter((v) => v.selected && v.value !== '' && v.value_id !== RADIO_ANY).map((v) => v.label_url);
      if (slugs.length > 0) state.values[filter.id] = slugs;
    }
  }
  return state;
}

/** The ids of the filters the selection writes into the URL (what the filters output keeps visible). */
export function filtersInUrl(filters: FilterConfig[]): Set<string> {
  const state = urlStateOf(filters, 1, '');
  return new Set([...Object.keys(state.values), ...Object.keys(state.ranges), ...Object.keys(state.phrases)]);
}

/** The active filters of an engine query. */
export function activeFilters(filters: FilterConfig[]): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const filter of filters) {
    const sourceId = String(filter.source_id);
    if (filter.type === 'range') {
      const min = typeof filter.range?.min === 'number' ? filter.range.min : -1;
      const max = typeof filter.range?.max === 'number' ? filter.range.max : -1;
      if (min >= 0 || max >= 0) out.push({ sourceId, logic: 'range', min, max });
    } else if (filter.type === 'search') {
      if ((filter.phrase ?? '').trim() !== '') out.push({ sourceId, logic: 'search', phrase: filter.phrase });
    } else if (filter.type !== 'data-picker') {
      const values = filter.values.filter((v) => v.selected && v.value !== '' && v.value_id !== RADIO_ANY).map((v) => v.value);
      if (values.length > 0) out.push({ sourceId, logic: filter.logic === 'and' ? 'and' : 'or', values });
    }
  }
  return out;
}

/** The counters the filters need. */
export function countersFor(filters: FilterConfig[]): CounterRequest[] {
  const counters: CounterRequest[] = [];
  for (const filter of filters) {
    const sourceId = String(filter.source_id);
    if (filter.type === 'range') counters.push({ sourceId, kind: 'range', buckets: Number(filter.range_slider_histogram_ranges_limit) || 16 });
    else if (filter.type === 'category' && filter.showing_sibling_categories) counters.push({ sourceId, kind: 'store-wide' });
    else if (filter.type !== 'search' && filter.type !== 'data-picker') counters.push({ sourceId, kind: 'facet' });
    if ((filter.when_to_show ?? 'always') !== 'always') counters.push({ sourceId, kind: 'coverage' });
  }
  return counters;
}

/** The product order for an orderby key; null (index order) when the key is unknown. */
export function sortRuleFor(config: FilterAppConfig, orderby: string): SortRule | null {
  const key = orderby || config.default_catalog_orderby;
  const source = config.orderby_sources[key];
  if (!source) return null;
  return {
    sourceId: source.source_id,
    order: source.order,
    idOrder: source.orderby_product_id,
    asText: key === 'title' || key === 'title-desc',
    inStockFirst: config.orderby_in_stock_first && !config.orderby_in_stock_first_exceptions.includes(key),
    featuredFirst: config.orderby_featured_first && !config.orderby_featured_first_exceptions.includes(key),
  };
}

/**
 * The page's own restriction: on a product_cat archive only that category's products are listed
 * (WooCommerce includes its subcategories: the descriptors carry every ancestor category). It
 * is not a shopper's choice, so it never goes into the URL, and it is fixed: every counter,
 * the category's own included, is taken within the archive, so a value's counter is what
 * clicking it shows (a sibling category outside the archive counts 0). Category links
 * (store-wide counters) count what the linked archive shows.
 */
export function pageRestriction(config: FilterAppConfig): ActiveFilter[] {
  // A search results page lists only its matches; the filters narrow those (and count within them).
  const search = config.context.search ? [{ sourceId: 'search-results', logic: 'ids' as const, ids: config.context.search.product_ids, fixed: true }] : [];
  return [...search, ...categoryRestriction(config)];
}

function categoryRestriction(config: FilterAppConfig): ActiveFilter[] {
  const details = config.context.details;
  if (!config.context.conditions?.is_product_taxonomy || details?.taxonomy !== 'product_cat' || details.term_id === undefined) return [];
  const categoryFilter = config.filters.find((f) => isPageTaxonomyFilter(f, config.context));
  const sourceId = categoryFilter
    ? String(categoryFilter.source_id)
    : typeof config.raw.category_source_id === 'string' || typeof config.raw.category_source_id === 'number'
      ? String(config.raw.category_source_id)
      : null;
  return sourceId ? [{ sourceId, logic: 'or', values: [String(details.term_id)], fixed: true }] : [];
}

export function queryFor(config: FilterAppConfig, filters: FilterConfig[], options: { page: number; orderby: string; perPage?: number }): FilterQuery {
  return {
    filters: [...activeFilters(filters), ...pageRestriction(config)],
    counters: countersFor(filters),
    sort: sortRuleFor(config, options.orderby),
    // 'relevance' (or any order without a source) follows the search's ranking.
    ranking: config.context.search?.product_ids,
    page: options.page,
    perPage: options.perPage ?? config.products_per_page,
  };
}

/** How the engine reads the catalogue for this configuration: range and search sources, stock and featured. */
export function indexOptionsFor(config: FilterAppConfig): IndexOptions {
  const sourceKinds: Record<string, SourceKind> = {};
  for (const filter of config.filters) {
    if (filter.type === 'range') sourceKinds[String(filter.source_id)] = 'range';
    if (filter.type === 'search') sourceKinds[String(filter.source_id)] = 'search';
  }
  return {
    sourceKinds,
    stockSourceId: config.order_by_stock_status ?? undefined,
    featuredSourceId: config.order_by_featured ?? undefined,
    singleVariations: config.single_variations_support,
  };
}
