/**
 * The filter configuration envelope read with the spec's defaults, and
 * the conditions that switch the whole filter off. Wrong types fall back key by key, so a
 * half-broken block still gives a working filter; filters without an id or with an unknown type
 * are skipped silently (their messages 'Empty filter ID.' and 'Invalid filter type.' go to the console).
 */
import { readCurrency } from '../../money/number-format.ts';
import { currencyPrecision, priceSourceId, type Multicurrency } from '../presentation/money.ts';
import type { FilterConfig, FilterType, PageContext } from './filter-config.ts';
import { readLayoutConfig, type LayoutConfig } from './layout-config.ts';

export type PaginationStrategy = 'pagination' | 'show-more-button' | 'infinite-scroll';
export type FetchingStrategy = 'single' | 'page';

export interface OrderSource {
  source_id: string;
  order: 'asc' | 'desc';
  orderby_product_id: 'asc' | 'desc' | false;
}

export interface FilterAppConfig {
  namespace: string;
  app_selector: string;
  /** Decoded version, 'Unknown' when absent. */
  version: string;
  index_build_id: string;
  last_updated_date: string;
  refetch_descriptors_after_update: boolean;
  descriptors_compact_url: string;
  descriptors_json_url: string;
  descriptors_endpoint: string;
  updated_descriptors_endpoint: string;
  single_products_fetch_url: string;
  products_fetching_strategy: FetchingStrategy;
  early_products_caching: boolean;
  single_variations_support: boolean;
  products_per_page: number;
  per_row: number;
  pagination_strategy: PaginationStrategy;
  use_trailing_slash: boolean;
  pagination_base: string;
  non_removable_url_params: string[];
  hidden_filters_by_id: string[];
  hidden_filters_by_slug: string[];
  products_loop_selectors: string[];
  product_categories_selectors: string[];
  ignored_classes_in_css_selectors: string[];
  /** The theme's page links and ordering form, for a page without our tags (first match wins). */
  pagination_selectors: string[];
  ordering_selectors: string[];
  override_ordering_enabled: boolean;
  catalog_orderedby: Record<string, string>;
  default_catalog_orderby: string;
  orderby_sources: Record<string, OrderSource>;
  order_by_stock_status: string | null;
  order_by_featured: string | null;
  orderby_in_stock_first: boolean;
  orderby_in_stock_first_exceptions: string[];
  orderby_featured_first: boolean;
  orderby_featured_first_exceptions: string[];
  hide_categories_when_filters_active: boolean;
  show_empty_values: boolean;
  content_aware_filters_ratio: number;
  context: PageContext;
  filters: FilterConfig[];
  /** The layouts', controls' and products area's settings, typed and defaulted: what views read. */
  layout: LayoutConfig;
  /** Every key as found (the engine's own readers; views read `layout`). */
  raw: Record<string, unknown>;
}

/** `skipped`: filters left out (no id, an unknown type): a sign the configuration has mistakes. */
export type ConfigReading = { enabled: true; config: FilterAppConfig; skipped: number } | { enabled: false; reason: string };

const FILTER_TYPES = new Set<FilterType>(['category', 'checkboxes', 'buttons', 'color', 'radio', 'range', 'search', 'select', 'toggle', 'data-picker']);
const STRATEGIES = new Set<PaginationStrategy>(['pagination', 'show-more-button', 'infinite-scroll']);
const LOGIC_BY_TYPE: Partial<Record<FilterType, FilterConfig['logic']>> = { range: 'range', search: 'search' };

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => !!v && typeof v === 'object' && !Array.isArray(v);

/** The page context; a search's product ids are kept only when they are whole positive numbers. */
function readContext(raw: Loose): PageContext {
  const context = { ...raw } as PageContext;
  const search = raw.search;
  if (isObject(search) && Array.isArray(search.product_ids)) {
    context.search = {
      phrase: typeof search.phrase === 'string' ? search.phrase : '',
      product_ids: search.product_ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0),
    };
  } else delete context.search;
  return context;
}
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
const bool = (v: unknown, fallback: boolean) =>
  typeof v === 'boolean'
    ? v
    : v === 1 || v === '1' || v === 'yes' || v === 'true'
      ? true
      : v === 0 || v === '0' || v === 'no' || v === 'false'
        ? false
        : fallback;
const int = (v: unknown, fallback: number, min = 0) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min ? n : fallback;
};
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String) : []);

function decodeVersion(v: unknown): string {
  if (typeof v !== 'string' || v === '') return 'Unknown';
  try {
    return atob(v);
  } catch {
    return 'Unknown';
  }
}

function readFilter(raw: unknown): FilterConfig | null {
  if (!isObject(raw)) return null;
  const id = str(raw.id, '');
  if (id === '') return null; // 'Empty filter ID.'
  const type = raw.type as FilterType;
  if (!FILTER_TYPES.has(type)) return null; // 'Invalid filter type.'
  const values = Array.isArray(raw.values)
    ? raw.values.filter(isObject).map((v) => ({
        ...v,
        value_id: int(v.value_id, 0, -1),
        value: str(v.value, ''),
        parent_value: str(v.parent_value, '0') || '0',
        label: str(v.label, str(v.value, '')),
        label_url: str(v.label_url, str(v.value, '')),
        selected: bool(v.selected, false),
        counter: v.counter === null ? null : int(v.counter, 0),
      }))
    : [];
  const logic = LOGIC_BY_TYPE[type] ?? (raw.logic === 'and' ? 'and' : 'or');
  // A checkboxes filter whose values nest is hierarchical whatever the flag says (selecting a value then unselects its ancestors and descendants).
  const is_hierarchical = bool(raw.is_hierarchical, false) || (type === 'checkboxes' && values.some((v) => v.parent_value !== '0'));
  return {
    ...raw,
    id,
    type,
    url_slug: str(raw.url_slug, id),
    source: str(raw.source, ''),
    source_id: str(raw.source_id, ''),
    logic,
    values,
    is_hierarchical,
  } as FilterConfig;
}

function readOrderSources(raw: unknown): { sources: Record<string, OrderSource>; stock: string | null; featured: string | null } {
  const sources: Record<string, OrderSource> = {};
  if (!isObject(raw)) return { sources, stock: null, featured: null };
  for (const [key, v] of Object.entries(raw)) {
    if (!isObject(v) || v.source_id === undefined) continue;
    const idOrder = v.orderby_product_id === 'asc' || v.orderby_product_id === 'desc' ? v.orderby_product_id : false;
    sources[key] = { source_id: str(v.source_id, ''), order: v.order === 'desc' ? 'desc' : 'asc', orderby_product_id: idOrder };
  }
  const id = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  return { sources, stock: id(raw.order_by_stock_status), featured: id(raw.order_by_featured) };
}

/** A range filter of prices: its source is `price` or its input type says so. */
export const isPriceFilter = (filter: FilterConfig): boolean =>
  filter.type === 'range' && (filter.user_input_type === 'price_range' || filter.source === 'price');

/**
 * Price filters take the currency's precision (their sides are rounded to it) and, when a
 * currency switcher shows another currency than the shop's, the prices in that currency
 * (`multicurrency.priceSources.price_{CODE}`).
 */
function withPrices(filters: FilterConfig[], raw: Record<string, unknown>): FilterConfig[] {
  const currency = readCurrency(raw.currency);
  const precision = currencyPrecision(currency, () => {}); // the warning is the configuration check's
  const multicurrency = isObject(raw.multicurrency) ? (raw.multicurrency as Multicurrency) : undefined;
  return filters.map((filter) =>
    isPriceFilter(filter)
      ? { ...filter, price_precision: precision, source_id: priceSourceId(String(filter.source_id), currency.code, multicurrency) }
      : filter,
  );
}

/** The configuration's own `range_slider_histogram_ranges_limit`: the bars of every range filter that sets none. */
function withHistogramLimit(filters: FilterConfig[], global: unknown): FilterConfig[] {
  const limit = typeof global === 'string' && /^\d+$/.test(global) ? Number(global) : global;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) return filters;
  return filters.map((filter) =>
    filter.type === 'range' && !(Number(filter.range_slider_histogram_ranges_limit) >= 1) ? { ...filter, range_slider_histogram_ranges_limit: limit } : filter,
  );
}

/**
 * @param json the text of the embedded block (null when the page has none)
 * @param search the page's query string, for the no{namespace}filters switch
 */
export function readFilterAppConfig(json: string | null, search: string): ConfigReading {
  if (json === null) return { enabled: false, reason: 'no configuration block' };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { enabled: false, reason: 'the configuration JSON does not parse' };
  }
  if (!isObject(raw)) return { enabled: false, reason: 'the configuration is not an object' };
  const namespace = str(raw.namespace, 'storefront');
  const switchName = `no${namespace}filters`;
  const switchParam = new URLSearchParams(search).get(switchName);
  if (bool(raw[switchName], false) || switchParam === '1' || switchParam === '2') return { enabled: false, reason: `switched off by ${switchName}` };
  if (raw.index_valid === false) return { enabled: false, reason: 'the index is not valid' };
  const given = Array.isArray(raw.filters) ? raw.filters : isObject(raw.filters) ? Object.values(raw.filters) : [];
  const filters = withHistogramLimit(
    withPrices(
      given.map(readFilter).filter((f): f is FilterConfig => f !== null),
      raw,
    ),
    raw.range_slider_histogram_ranges_limit,
  );
  if (filters.length === 0) return { enabled: false, reason: 'there are no filters' };
  const order = readOrderSources(raw.orderby_sources_map);
  const ratio =
    typeof raw.content_aware_filters_ratio === 'number' && raw.content_aware_filters_ratio >= 0 && raw.content_aware_filters_ratio <= 1
      ? raw.content_aware_filters_ratio
      : 0.9;
  const catalog = isObject(raw.catalog_orderedby)
    ? (Object.fromEntries(Object.entries(raw.catalog_orderedby).filter(([, v]) => typeof v === 'string')) as Record<string, string>)
    : {};
  const selectors = (v: unknown, fallback: string[]) => {
    const list = strings(v).filter((s) => s.trim() !== '');
    return list.length > 0 ? list : fallback;
  };
  const config: FilterAppConfig = {
    namespace,
    app_selector: str(raw.app_selector, `${namespace}-filter-app`),
    version: decodeVersion(raw.v),
    index_build_id: str(raw.index_build_id, ''),
    last_updated_date: str(raw.last_updated_date, ''),
    refetch_descriptors_after_update: bool(raw.refetch_descriptors_after_update, false),
    descriptors_compact_url: str(raw.descriptors_compact_url, ''),
    descriptors_json_url: str(raw.descriptors_json_url, ''),
    descriptors_endpoint: str(raw.descriptors_endpoint, `/wp-json/${namespace}/v1/filters/descriptors`),
    updated_descriptors_endpoint: str(raw.updated_descriptors_endpoint, `/wp-json/${namespace}/v1/filters/updated-descriptors`),
    single_products_fetch_url: str(raw.single_products_fetch_url, '/shop/'),
    products_fetching_strategy: raw.products_fetching_strategy === 'page' ? 'page' : 'single',
    early_products_caching: bool(raw.early_products_caching, false),
    single_variations_support: bool(raw.single_variations_support, false),
    products_per_page: int(raw.products_per_page, 12, 1),
    per_row: int(raw.per_row, 3, 1),
    pagination_strategy: STRATEGIES.has(raw.pagination_strategy as PaginationStrategy) ? (raw.pagination_strategy as PaginationStrategy) : 'show-more-button',
    use_trailing_slash: bool(raw.use_trailing_slash, true),
    pagination_base: str(raw.pagination_base, 'page') || 'page',
    non_removable_url_params: strings(raw.non_removable_url_params),
    hidden_filters_by_id: strings(raw.hidden_filters_by_id),
    hidden_filters_by_slug: strings(raw.hidden_filters_by_slug),
    products_loop_selectors: selectors(raw.products_loop_selectors, []),
    product_categories_selectors: selectors(raw.product_categories_selectors, ['li.product-category']),
    ignored_classes_in_css_selectors: strings(raw.ignored_classes_in_css_selectors),
    pagination_selectors: selectors(raw.pagination_selectors, ['.woocommerce-pagination']),
    ordering_selectors: selectors(raw.ordering_selectors, ['.woocommerce-ordering']),
    override_ordering_enabled: bool(raw.override_ordering_enabled, false),
    catalog_orderedby: catalog,
    default_catalog_orderby: str(raw.default_catalog_orderby, 'menu_order') || 'menu_order',
    orderby_sources: order.sources,
    order_by_stock_status: order.stock,
    order_by_featured: order.featured,
    orderby_in_stock_first: bool(raw.orderby_in_stock_first, false),
    orderby_in_stock_first_exceptions: strings(raw.orderby_in_stock_first_exceptions),
    orderby_featured_first: bool(raw.orderby_featured_first, false),
    orderby_featured_first_exceptions: strings(raw.orderby_featured_first_exceptions),
    hide_categories_when_filters_active: bool(raw.hide_categories_when_filters_active, true),
    show_empty_values: bool(raw.show_empty_values, true),
    content_aware_filters_ratio: ratio,
    context: isObject(raw.context) ? readContext(raw.context) : {},
    filters,
    layout: readLayoutConfig(raw),
    raw,
  };
  return { enabled: true, config, skipped: given.length - filters.length };
}
