/**
 * The filter configuration the shop and category pages embed: the
 * envelope keys with the demo store's choices, and the filters with their values from the
 * catalogue. The values' `value` is what the descriptors carry (category ids, attribute slugs).
 */
import { BASE_CURRENCY, filterCurrency, type ShopCurrency } from '../catalogue/currencies.ts';
import { __, _n } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import { escText } from '../html.ts';
import { COLOR_TINTS } from '../catalogue/seed.ts';
import * as catalog from '../catalogue/catalogue-queries.ts';
import type { Db } from '../db.ts';
import { SEARCH_FLAG } from '../../../shared/engine/search/results-path.ts';
import { perCatalogueState } from './catalogue-state.ts';
import { CURRENCY_PRICE_SOURCES, descriptorsBuildId, FILTER_NAMESPACE, lastUpdatedDate, SOURCE } from './filter-index.ts';

export const FILTER_CONFIG_ID = 'shop-filter-config';
export type PaginationStrategy = 'pagination' | 'show-more-button' | 'infinite-scroll';
const PAGINATION_STRATEGIES: PaginationStrategy[] = ['pagination', 'show-more-button', 'infinite-scroll'];

/** The demo's ?pagination= switch (default: a 'show more' button). */
export const paginationStrategyOf = (value: unknown): PaginationStrategy => PAGINATION_STRATEGIES.find((s) => s === value) ?? 'show-more-button';

interface Value {
  value_id: number;
  value: string;
  parent_value: string;
  label: string;
  label_url: string;
  selected: boolean;
  counter: number;
  color?: string;
  label_num?: number;
  order?: number;
}

/** A filter value; `label` is HTML for the client, so names (text) are escaped into it here. */
const value = (id: number, v: string, label: string, extra: Partial<Value> = {}): Value => ({
  value_id: id,
  value: v,
  parent_value: '0',
  label: escText(label),
  label_url: v,
  selected: false,
  counter: 0,
  ...extra,
});

function attributeValues(db: Db, taxonomy: string): Value[] {
  const rows = db.prepare('SELECT DISTINCT slug, name FROM product_attributes WHERE taxonomy = ? ORDER BY name').all(taxonomy) as {
    slug: string;
    name: string;
  }[];
  return rows.map((r, i) => value(i + 1, r.slug, r.name, { order: i }));
}

const SIZE_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];

/** The filters with their values, built once per catalogue state (every listing page embeds them). */
const builtFilters = perCatalogueState(() => ({ filters: null as Record<string, unknown>[] | null }));

export function filtersFor(db: Db): Record<string, unknown>[] {
  const built = builtFilters(db);
  built.filters ??= buildFilters(db);
  return structuredClone(built.filters);
}

/** The filters' own words in the visitor's language (a shop owner writes them in the shop's language). */
function translatedFilters(filters: Record<string, unknown>[]): Record<string, unknown>[] {
  const words = (text: unknown) => {
    if (typeof text !== 'string') return text;
    const stars = /^(\d+) stars?$/.exec(text);
    return stars ? sprintf(_n('%d star', '%d stars', Number(stars[1])), Number(stars[1])) : __(text);
  };
  for (const filter of filters) {
    filter.label = words(filter.label);
    if (filter.tooltip) filter.tooltip = words(filter.tooltip);
    if (Array.isArray(filter.values)) for (const value of filter.values as { label: unknown }[]) value.label = words(value.label);
  }
  return filters;
}

function buildFilters(db: Db): Record<string, unknown>[] {
  const categories = catalog.categories(db);
  const base = { show_counters: true, show_zero_values: true, when_to_show: 'always', label_in_applied_filters: true };
  return [
    {
      ...base,
      id: 'category',
      type: 'checkboxes',
      label: 'Category',
      url_slug: 'product_cat',
      source: 'tax_product_cat',
      source_id: SOURCE.category,
      logic: 'or',
      orderby: 'term_order',
      is_hierarchical: true,
      values: categories.map((c, i) => value(c.id, String(c.id), c.name, { label_url: c.slug, parent_value: String(c.parent_id ?? 0), order: i })),
    },
    {
      ...base,
      id: 'color',
      type: 'color',
      label: 'Colour',
      url_slug: 'pa_color',
      source: 'tax_pa_color',
      source_id: SOURCE.color,
      logic: 'or',
      multiple_selection: true,
      // A swatch shows its colour's own tint (not the tint of some product carrying it).
      values: attributeValues(db, 'pa_color').map((v) => ({ ...v, color: COLOR_TINTS[v.value] ?? '#8a8f98' })),
    },
    {
      ...base,
      id: 'size',
      type: 'buttons',
      label: 'Size',
      url_slug: 'pa_size',
      source: 'tax_pa_size',
      source_id: SOURCE.size,
      logic: 'or',
      orderby: 'term_order',
      values: attributeValues(db, 'pa_size').map((v) => ({
        ...v,
        order: SIZE_ORDER.includes(v.value) ? SIZE_ORDER.indexOf(v.value) : 100 + (Number(v.value) || 0),
      })),
    },
    {
      ...base,
      id: 'price',
      type: 'range',
      label: 'Price',
      url_slug: 'price',
      source: 'price',
      source_id: SOURCE.price,
      logic: 'range',
      user_input_type: 'price_range',
      show_inputs: true,
      show_slider: true,
      show_radio_ranges: true,
      values: [],
      range: { min: '', max: '' },
    },
    {
      ...base,
      id: 'material',
      type: 'checkboxes',
      label: 'Material',
      url_slug: 'pa_material',
      source: 'tax_pa_material',
      source_id: SOURCE.material,
      logic: 'or',
      values: attributeValues(db, 'pa_material'),
    },
    {
      ...base,
      id: 'pattern',
      type: 'select',
      label: 'Pattern',
      url_slug: 'pa_pattern',
      source: 'tax_pa_pattern',
      source_id: SOURCE.pattern,
      logic: 'or',
      values: attributeValues(db, 'pa_pattern'),
    },
    {
      ...base,
      id: 'climate',
      type: 'checkboxes',
      label: 'Climate',
      url_slug: 'pa_climate',
      source: 'tax_pa_climate',
      source_id: SOURCE.climate,
      logic: 'and',
      values: attributeValues(db, 'pa_climate'),
      tooltip: 'Products made for <em>every</em> climate you tick (all of them, not any).',
    },
    {
      ...base,
      id: 'eco',
      type: 'toggle',
      label: 'Eco collection',
      url_slug: 'eco',
      source: 'cf_eco_collection',
      source_id: SOURCE.eco,
      logic: 'or',
      values: [value(1, 'yes', 'Eco collection only')],
      tooltip: 'Made with recycled or organic fibres.',
    },
    {
      ...base,
      id: 'sale',
      type: 'toggle',
      label: 'On sale',
      url_slug: 'on_sale',
      source: 'cf_on_sale',
      source_id: SOURCE.sale,
      logic: 'or',
      values: [value(1, 'yes', 'On sale only')],
    },
    {
      ...base,
      id: 'new',
      type: 'toggle',
      label: 'New',
      url_slug: 'new',
      source: 'cf_new',
      source_id: SOURCE.isNew,
      logic: 'or',
      values: [value(1, 'yes', 'New arrivals only')],
    },
    {
      ...base,
      id: 'rating',
      type: 'radio',
      label: 'Rating',
      url_slug: 'rating',
      source: 'cf_rating',
      source_id: SOURCE.rating,
      logic: 'or',
      orderby: 'numerically',
      values: [value(-1, '', 'Any rating'), ...[5, 4, 3, 2, 1].map((n) => value(n, String(n), `${n} star${n > 1 ? 's' : ''}`, { label_num: -n }))],
    },
    {
      ...base,
      id: 'search',
      type: 'search',
      label: 'Search in results',
      url_slug: 'q',
      source: 'title',
      source_id: SOURCE.title,
      logic: 'search',
      values: [],
      phrase: '',
    },
  ];
}

export interface FilterPageContext {
  categoryId?: number;
  /** The currency switcher's choice (default the shop's dollars). */
  currency?: ShopCurrency;
  /** A product search results page: the phrase and its matches, most relevant first. */
  search?: { phrase: string; productIds: number[] };
  /** The shop lists variations as products of their own (the demo's setting). */
  singleVariations?: boolean;
}

function pageContext({ categoryId, search }: FilterPageContext): Record<string, unknown> {
  if (search)
    return { conditions: { is_product_taxonomy: false, is_search: true }, details: {}, search: { phrase: search.phrase, product_ids: search.productIds } };
  if (categoryId) return { conditions: { is_product_taxonomy: true }, details: { taxonomy: 'product_cat', term_id: categoryId } };
  return { conditions: { is_product_taxonomy: false }, details: {} };
}

/**
 * The whole envelope for a shop, category or search results page. On a search, WooCommerce adds
 * 'Relevance' as the first and default order, and the search's own parameters (s, post_type)
 * stay in every URL the filters write.
 */
export function filterConfigFor(db: Db, context: FilterPageContext, strategy: PaginationStrategy): Record<string, unknown> {
  const singleVariations = context.singleVariations === true;
  const buildId = descriptorsBuildId(db, { singleVariations });
  const variant = singleVariations ? '?single_variations=1' : '';
  const orderSource = (source_id: number, order: 'asc' | 'desc', orderby_product_id: 'asc' | 'desc' | false) => ({ source_id, order, orderby_product_id });
  const currency = context.currency ?? BASE_CURRENCY;
  // Sorting by price sorts the prices shown (rounding in another currency can tie two).
  const priceSource = currency === BASE_CURRENCY ? SOURCE.price : (CURRENCY_PRICE_SOURCES[`price_${currency.code}`] ?? SOURCE.price);
  return {
    app_selector: 'shop-filter-app',
    v: Buffer.from('1.0.0').toString('base64'),
    index_valid: true,
    index_build_id: buildId,
    last_updated_date: lastUpdatedDate(db),
    refetch_descriptors_after_update: false,
    descriptors_compact_url: `/wp-content/uploads/${FILTER_NAMESPACE}/filters-descriptors-${buildId}.bin`,
    descriptors_json_url: `/wp-content/uploads/${FILTER_NAMESPACE}/filters-descriptors-${buildId}.json`,
    descriptors_endpoint: `/wp-json/${FILTER_NAMESPACE}/v1/filters/descriptors${variant}`,
    updated_descriptors_endpoint: `/wp-json/${FILTER_NAMESPACE}/v1/filters/updated-descriptors${variant}`,
    // The cards fetched show the listing's currency.
    single_products_fetch_url: currency === BASE_CURRENCY ? '/shop/' : `/shop/?currency=${currency.code}`,
    products_fetching_strategy: 'single',
    single_variations_support: singleVariations,
    products_per_page: catalog.PER_PAGE,
    per_row: 3,
    pagination_strategy: strategy,
    use_trailing_slash: true,
    pagination_base: 'page',
    // The demo's switches (pagination, sidebar) and WooCommerce's price filter widget's fields stay in every URL.
    non_removable_url_params: [
      'lang',
      'pagination',
      'sidebar',
      'min_price',
      'max_price',
      'currency',
      ...(context.search ? ['s', 'post_type', SEARCH_FLAG] : []),
    ],
    products_loop_selectors: ['ul.products'],
    product_categories_selectors: ['li.product-category'],
    override_ordering_enabled: true,
    catalog_orderedby: Object.fromEntries(
      (context.search ? [['relevance', 'Relevance'], ...catalog.ORDER_OPTIONS] : catalog.ORDER_OPTIONS).map(([key, label]) => [key, __(label!)]),
    ),
    default_catalog_orderby: context.search ? 'relevance' : 'menu_order',
    orderby_sources_map: {
      menu_order: orderSource(SOURCE.menuOrder, 'asc', 'asc'),
      popularity: orderSource(SOURCE.popularity, 'desc', 'desc'),
      rating: orderSource(SOURCE.rating, 'desc', 'desc'),
      date: orderSource(SOURCE.date, 'desc', 'desc'),
      price: orderSource(priceSource, 'asc', 'asc'),
      'price-desc': orderSource(priceSource, 'desc', 'desc'),
      order_by_stock_status: SOURCE.stock,
      order_by_featured: SOURCE.featured,
    },
    orderby_in_stock_first: true,
    orderby_in_stock_first_exceptions: [],
    orderby_featured_first: false,
    orderby_featured_first_exceptions: [],
    hide_categories_when_filters_active: true,
    filter_headline_tag: 'h2',
    collapsing: { collapse_after: 6 },
    show_more_less_number: 7,
    show_all_number: 15,
    range_slider_histogram: true,
    range_slider_min_value_label: 'dynamic',
    range_slider_max_value_label: 'dynamic',
    horizontal_max_buttons: 5,
    mobile_max_buttons: 2,
    mobile_breakpoint: 450,
    offcanvas_position: 'right',
    currency: filterCurrency(currency),
    // The prices per currency (filter spec: multicurrency, price_{CODE}); the filter switches to them when the currency is not USD.
    multicurrency: { baseCurrency: BASE_CURRENCY.code, priceSources: CURRENCY_PRICE_SOURCES },
    context: pageContext(context),
    filters: translatedFilters(filtersFor(db)),
  };
}
