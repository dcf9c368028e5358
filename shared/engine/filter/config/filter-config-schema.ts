/**
 * The filter's configuration (the page's `#shop-filter-config` JSON block) as a JSON Schema
 * (draft 2020-12): every key the filter reads, its type, its default and what it does. The one
 * source for the load-time check (config-check.ts), the reference docs/filter-config.md and
 * dist/filter-config.schema.json (for editors and a shop's own validation); all three are
 * generated or checked from this object. The schema states each key's canonical form; the
 * filter also reads numbers written as strings and booleans as 1/0 or "yes"/"no" (as WordPress
 * options often are), and the check reports only values it cannot read. `x-when-wrong` says
 * what happens to a value that is wrong when that is not "the default is used".
 */
type Schema = Record<string, unknown>;

/** The JSON Schema keywords this schema uses, as its readers (the check, the docs) see them. */
export interface JsonSchema {
  $ref?: string;
  type?: string | readonly string[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
  description?: string;
  required?: readonly string[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  /** What the filter does with a wrong value when that is not "the default is used". */
  'x-when-wrong'?: string;
}

const text = (description: string, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra });
const flag = (description: string, fallback: boolean): Schema => ({ type: 'boolean', default: fallback, description });
const count = (description: string, fallback: number | undefined, minimum = 0): Schema => ({
  type: 'integer',
  minimum,
  ...(fallback === undefined ? {} : { default: fallback }),
  description,
});
const list = (description: string): Schema => ({ type: 'array', items: { type: ['string', 'number'] }, default: [], description });
const oneOf = (values: (string | number | boolean)[], fallback: string | number | boolean, description: string): Schema => ({
  enum: values,
  default: fallback,
  description,
});
const LAYOUTS = { type: 'array', items: { enum: ['sidebar', 'horizontal', 'offcanvas', 'mobile'] } };

const VALUE: Schema = {
  type: 'object',
  description: 'One value of a filter (a term, a colour, a rating…).',
  required: ['value'],
  properties: {
    value_id: count('Its id; -1 is the radio filter’s “any” option.', 0, -1),
    value: text('What the descriptors carry for it (a term id for taxonomies, the text for custom fields) and what the URL holds.'),
    parent_value: text('The `value` of its parent in a hierarchy; "0" at the top.', { default: '0' }),
    label: text('What the shopper reads (may hold HTML, which is sanitised); default: `value`.'),
    label_url: text('How it is written in the URL; default: `value`.'),
    title: text('A longer text shown as its title.'),
    description: text('A line under it.'),
    selected: flag('Applied when the page loads.', false),
    disabled: flag('Shown but not choosable.', false),
    default: flag('The radio filter’s preselected value.', false),
    counter: { type: ['integer', 'null'], minimum: 0, description: 'Products with it when the page loads (the filter then counts for itself); null: unknown.' },
    color: text('A CSS colour for a colour swatch.'),
    img_url: text('An image for a swatch.'),
    label_num: { type: 'number', description: 'Its number, for the `numerically` order and rating values.' },
    order: count('Its place for the `term_order` order.', undefined),
    group: text('A group heading it is listed under.'),
    url: text('A link (category links).'),
  },
};

const FILTER: Schema = {
  type: 'object',
  description: 'One filter.',
  required: ['id', 'type'],
  properties: {
    id: text('Its id, unique on the page; a filter without one is left out.', { minLength: 1, 'x-when-wrong': 'this filter is left out' }),
    type: {
      enum: ['category', 'checkboxes', 'buttons', 'color', 'radio', 'range', 'search', 'select', 'toggle', 'data-picker'],
      description:
        'The control: category links, checkboxes, buttons, colour swatches, radio buttons, a price or number range, a text search, a select, an on/off switch, a date range. A filter of another type is left out.',
      'x-when-wrong': 'this filter is left out',
    },
    label: text('Its heading (may hold HTML, sanitised).'),
    url_slug: text('Its name in the URL; default: `id`.'),
    source: text('What it filters on: `price`, `title`, a taxonomy (`product_cat`, `pa_color`…), a meta key.'),
    source_id: { type: ['string', 'number'], description: 'The descriptors’ id of that source.' },
    logic: oneOf(
      ['or', 'and', 'range', 'search'],
      'or',
      'How several values combine: any of them (`or`) or all (`and`); range and search filters always use `range` and `search`.',
    ),
    values: { type: 'array', items: { $ref: '#/$defs/value' }, default: [], description: 'Its values.' },
    orderby: oneOf(
      ['label', 'counter', 'term_order', 'numerically'],
      'label',
      'The order of its values: alphabetical, most products first, the shop’s own order, by number.',
    ),
    multiple_selection: flag('Several values at once (select filters).', false),
    is_hierarchical: flag('Values nest under their parents.', false),
    show_counters: flag('The product count beside each value.', true),
    show_zero_values: flag('Values with no product are shown (disabled); default: the top-level `show_empty_values`.', true),
    when_to_show: oneOf(
      ['always', 'content-aware'],
      'always',
      '`content-aware`: shown only while enough of the listed products carry it (see `content_aware_filters_ratio`).',
    ),
    label_in_applied_filters: flag('The applied-filter chip reads “Label: value” instead of the value alone.', false),
    is_collapsible: { ...LAYOUTS, description: 'Layouts in which its heading folds it away.' },
    is_initially_collapsed: { ...LAYOUTS, description: 'Layouts in which it starts folded.' },
    tooltip: text('A help text behind an (i) button beside its heading (HTML, sanitised).'),
    desc: text('A line under its heading.'),
    html_before: text('The shop’s HTML before the filter (sanitised).'),
    html_after: text('The shop’s HTML after the filter (sanitised).'),
    show_inputs: flag('Range filters: the minimum and maximum fields.', true),
    show_slider: flag('Range filters: the two-handle slider.', false),
    show_radio_ranges: flag('Range filters: the preset ranges of `radio_range` as choices.', false),
    radio_range: {
      type: 'array',
      items: { type: 'object', properties: { min: { type: ['number', 'string'] }, max: { type: ['number', 'string'] }, label: { type: 'string' } } },
      description: 'Range filters: preset ranges (min, max, optional label).',
    },
    range_slider_histogram_ranges_limit: count('Range filters: bars of the slider’s histogram.', 16, 1),
    user_input_type: text('`price_range` makes a range filter a price filter (currency, precision) even when its source is not `price`.'),
    use_global_number_format: flag('Range filters: numbers written by the top-level `number_format` (else by the three keys below).', true),
    number_precision: count('Range filters: decimals.', 0, -1),
    number_prefix: text('Range filters: text before a number.'),
    number_suffix: text('Range filters: text after a number.'),
    slider_data: {
      type: 'object',
      properties: { min: { type: 'number' }, max: { type: 'number' }, step: { type: 'number' }, histogramValues: { type: 'array', items: { type: 'number' } } },
      description: 'Range filters: the slider’s ends and histogram when the page loads (the filter computes them itself afterwards).',
    },
    showing_sibling_categories: flag('Category filters: lists the current category’s siblings, counted over the whole shop.', false),
    is_subcategory: flag('Category filters: the page is a subcategory (picks `label_subcategory`).', false),
    label_category: text('Category filters: a line above the links on a category page.'),
    label_subcategory: text('Category filters: a line above the links on a subcategory page.'),
  },
};

const ORDER_SOURCE: Schema = {
  type: 'object',
  required: ['source_id'],
  properties: {
    source_id: { type: ['string', 'number'], description: 'The descriptors’ source to sort on.' },
    order: oneOf(['asc', 'desc'], 'asc', 'Direction.'),
    orderby_product_id: { enum: ['asc', 'desc', false], default: false, description: 'Ties broken by product id, or not.' },
  },
};

export const FILTER_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'urn:storefront-elements:filter-config',
  title: 'Storefront elements: filter configuration',
  description:
    'The JSON a shop prints in `<script type="application/json" id="shop-filter-config">` on a product listing. Unknown keys are ignored; a value the filter cannot read takes its default, and the filter says so on the console.',
  type: 'object',
  required: ['filters'],
  properties: {
    filters: {
      type: ['array', 'object'],
      items: { $ref: '#/$defs/filter' },
      additionalProperties: { $ref: '#/$defs/filter' },
      description: 'The filters, in order (an object’s values are taken in order). Without one valid filter the filter does not start.',
      'x-when-wrong': 'the filter does not start',
    },
    namespace: text('The prefix of the URL switch that turns the filter off (`?no<namespace>filters=1`) and of the default endpoints.', {
      default: 'storefront',
    }),
    app_selector: text('The id of the filter’s app element; default: `<namespace>-filter-app`.'),
    v: text('The backend’s version, base64-encoded (shown in diagnostics).'),
    index_valid: flag('false: the product index is being rebuilt; the filter does not start and the page works as without it.', true),
    index_build_id: text('The index build the descriptors belong to (a new one invalidates the cached descriptors).', { default: '' }),
    last_updated_date: text('When the catalogue last changed (a newer one refreshes the cached descriptors).', { default: '' }),
    refetch_descriptors_after_update: flag(
      'When `last_updated_date` differs from the cached copy’s, fetch the descriptors in full (else only the changes since, merged in).',
      false,
    ),
    descriptors_compact_url: text(
      'The descriptors in the compact format (docs/filter-engine.md), fetched first when set: about a quarter of the JSON’s transfer. The JSON file and the REST route stay the fallbacks.',
      { default: '' },
    ),
    descriptors_json_url: text('The static JSON file of the descriptors (fetched first when there is no compact file, or it fails).', { default: '' }),
    descriptors_endpoint: text('The REST route of the descriptors (when the file fails); default: `/wp-json/<namespace>/v1/filters/descriptors`.'),
    updated_descriptors_endpoint: text('The REST route of descriptors changed since a date; default: `/wp-json/<namespace>/v1/filters/updated-descriptors`.'),
    single_products_fetch_url: text('The listing URL the product cards are fetched from.', { default: '/shop/' }),
    products_fetching_strategy: oneOf(['single', 'page'], 'single', '`single`: cards fetched by id from one URL; `page`: the filtered page itself is fetched.'),
    early_products_caching: flag(
      'Fetch the next page’s product cards as soon as the browser is idle after each result (every pagination strategy), so the next page or “Show more” draws at once.',
      false,
    ),
    single_variations_support: flag(
      "Variations are listed as products of their own: a descriptor typed 'variation' shows itself, not its parent. Off, every variation stands for its parent.",
      false,
    ),
    products_per_page: count('Products per page.', 12, 1),
    per_row: count('Products per row (the loop’s `first`/`last` classes).', 3, 1),
    pagination_strategy: oneOf(
      ['pagination', 'show-more-button', 'infinite-scroll'],
      'show-more-button',
      'How more products come: page links, a “Show more products” button, or on scrolling.',
    ),
    use_trailing_slash: flag('URLs end with a slash.', true),
    pagination_base: text('The path segment of page URLs (`/page/2/`).', { default: 'page' }),
    pagination_args: {
      type: 'object',
      properties: {
        mid_size: count('Page links beside the current one.', 2),
        end_size: count('Page links at each end.', 1, 1),
        show_all: flag('Every page link.', false),
        prev_next: flag('Previous and next links.', true),
        prev_text: text('The previous link’s text.'),
        next_text: text('The next link’s text.'),
        before_page_number: text('Text before each number.'),
        after_page_number: text('Text after each number.'),
        type: {
          enum: ['list', 'plain', 'array'],
          default: 'list',
          description: '`list`: links in a `<ul class="page-numbers">`; `plain`: side by side; `array` is drawn as `list`.',
        },
        wrapper_class: text('Classes added to the `<nav>`.'),
        item_class: text('Classes added to each `<li>` of the list.'),
        link_class: text('Classes added to each link, the current page and the dots.'),
      },
      description: 'WordPress’s paginate_links() arguments for the page links.',
    },
    non_removable_url_params: list('Query parameters every URL the filter writes keeps (a search’s `s`, a currency switch…).'),
    hidden_filters_by_id: list('Filters (by id) not shown.'),
    hidden_filters_by_slug: list('Filters (by URL slug) not shown.'),
    products_loop_selectors: list('CSS selectors of the theme’s products loop (else a product list with a columns class, then any `ul.products`).'),
    product_categories_selectors: { ...list('CSS selectors of category boxes in the loop (hidden while filters apply).'), default: ['li.product-category'] },
    ignored_classes_in_css_selectors: list(
      'Classes left out when the filter writes a selector from an element’s classes (the loop’s, to find it in a fetched page with the ‘page’ strategy): classes a script adds or changes.',
    ),
    pagination_selectors: {
      ...list('CSS selectors of the theme’s page links: the first that matches gets the filter’s page links instead of its children.'),
      default: ['.woocommerce-pagination'],
    },
    ordering_selectors: {
      ...list('CSS selectors of the theme’s ordering form: the first that matches gets the filter’s ‘Shop order’ select instead of its children.'),
      default: ['.woocommerce-ordering'],
    },
    hide_categories_when_filters_active: flag('Category boxes in the loop hide while a filter applies.', true),
    override_ordering_enabled: flag('The filter sorts the products itself (the sort dropdown changes its order without a page load).', false),
    catalog_orderedby: { type: 'object', additionalProperties: { type: 'string' }, default: {}, description: 'The sort choices: key → label.' },
    default_catalog_orderby: text('The sort the listing starts with.', { default: 'menu_order' }),
    orderby_sources_map: {
      type: 'object',
      properties: { order_by_stock_status: { type: ['string', 'number'] }, order_by_featured: { type: ['string', 'number'] } },
      additionalProperties: { $ref: '#/$defs/orderSource' },
      description: 'For each sort key, the source it sorts on; `order_by_stock_status` and `order_by_featured` name the stock and featured sources.',
    },
    orderby_in_stock_first: flag('Products in stock before the others, in every sort.', false),
    orderby_in_stock_first_exceptions: list('Sorts where that does not apply.'),
    orderby_featured_first: flag('Featured products first, in every sort.', false),
    orderby_featured_first_exceptions: list('Sorts where that does not apply.'),
    show_empty_values: flag('Values with no product are shown (a filter’s `show_zero_values` wins).', true),
    content_aware_filters_ratio: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 0.9,
      description: 'A content-aware filter shows when at least this share of the listed products carry it.',
    },
    content_aware_filters_ratio_by_source: {
      type: 'object',
      additionalProperties: { type: 'number', minimum: 0, maximum: 1 },
      description: 'The same share per source.',
    },
    category_source_id: {
      type: ['string', 'number'],
      description: 'The descriptors’ source of product categories (a category page filters within its category).',
    },
    context: {
      type: 'object',
      properties: {
        conditions: { type: 'object', properties: { is_product_taxonomy: { type: 'boolean' }, is_search: { type: 'boolean' } } },
        details: { type: 'object', properties: { taxonomy: { type: 'string' }, term_id: { type: ['string', 'number'] } } },
        search: {
          type: 'object',
          properties: { phrase: { type: 'string' }, product_ids: { type: 'array', items: { type: 'integer', minimum: 1 } } },
          description: 'A search results page: its phrase and its products, most relevant first.',
        },
      },
      description: 'The page: a category or tag archive, a search.',
    },
    currency: {
      type: 'object',
      properties: {
        code: text('ISO 4217 code.'),
        symbol: text('Its symbol.'),
        symbolPosition: { enum: ['left', 'right', 'left_space', 'right_space'] },
        thousandSeparator: text('Thousands separator.'),
        decimalSeparator: text('Decimal separator.'),
        precision: { type: ['integer', 'null'], minimum: 0, maximum: 10, description: 'Decimals (null: 2, with a console warning).' },
      },
      description: 'The shop’s price format (WooCommerce’s settings), for prices the filter writes itself.',
    },
    range_slider_histogram_ranges_limit: count('Range filters that set none: bars of the slider’s histogram.', 16, 1),
    multicurrency: {
      type: 'object',
      properties: {
        baseCurrency: text('The shop’s own currency (3 capital letters). When `currency.code` differs, price filters use the source mapped for it.'),
        priceSources: {
          type: 'object',
          additionalProperties: { type: ['string', 'integer'] },
          description: '`price_{CODE}` → the source id of the prices in that currency (e.g. `{"price_EUR": 21}`).',
        },
      },
      description: 'A currency switcher’s prices: which source price filters read in the shown currency.',
    },
    number_format: {
      type: 'object',
      properties: {
        precision: { type: 'integer', minimum: -1, description: 'Decimals; -1: as many as the value has.' },
        decimal_point: text('Decimal separator.'),
        thousands_sep: text('Thousands separator.'),
        prefix: text('Text before.'),
        suffix: text('Text after.'),
      },
      description: 'How range filters write numbers.',
    },
    mobile_breakpoint: count('Widths up to this (px) get the mobile filter bar.', 450, 1),
    horizontal_max_buttons: count('Filter buttons on the horizontal bar before “All filters”.', 5),
    mobile_max_buttons: count('Filter buttons on the mobile bar before “All filters”.', 2),
    always_display_all_filters_button: flag('“All filters” even when every filter has a button.', false),
    collapsing: {
      type: 'object',
      properties: {
        collapse_after: count('Sidebar and horizontal bar: filters after this many start folded.', undefined),
        off_canvas_collapse_after: count('The off-canvas panel: the same.', undefined),
        mobile_collapse_after: count('The mobile panel: the same.', undefined),
      },
      description: 'Folding long lists of filters (unset: none fold by count).',
    },
    show_count: flag('Product counts beside values.', true),
    counter_format: oneOf(['brackets', 'plain'], 'brackets', '“(5)” or “5”.'),
    filter_headline_tag: oneOf(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'div', 'p'], 'h3', 'The element of each filter’s heading.'),
    applied_filters_position_sidebar: oneOf(['top', 'bottom', 'both', 'none'], 'none', 'Where the sidebar repeats the applied filters.'),
    sidebar_html_before: text('The shop’s HTML above the sidebar’s filters (sanitised).'),
    sidebar_html_after: text('The shop’s HTML below them (sanitised).'),
    offcanvas_position: oneOf(['left', 'right'], 'right', 'The side the off-canvas panel slides in from.'),
    show_more_less: flag('Long value lists fold after `show_more_less_number` values with a “more (n)” button.', true),
    show_more_less_number: count('Values shown before “more”.', 7, 1),
    show_all_number: count('From this many values, “Show all” opens them in a dialog with a search.', 15, 1),
    show_all_grouping_by_first_char: flag('That dialog groups values by first letter.', true),
    expand_to_level: count('Hierarchy levels open when the page loads.', 0),
    range_slider_histogram: flag('Range sliders show the products’ histogram.', true),
    range_slider_min_value_label: {
      type: 'string',
      default: 'dynamic',
      description: 'The slider’s left label: `min`, `max`, `dynamic` (the chosen value) or a fixed text.',
    },
    range_slider_max_value_label: { type: 'string', default: 'dynamic', description: 'The slider’s right label, the same way.' },
    scroll_top: oneOf(['mobile', 'desktop', 'both', 'disabled'], 'mobile', 'Where a change scrolls back to the products.'),
    scroll_top_on_page_change: flag('A page change scrolls back to the products.', true),
    scroll_top_offset_mobile: { type: 'number', default: 200, description: 'Pixels kept above the products on a phone.' },
    scroll_top_offset_desktop: { type: 'number', default: 200, description: 'Pixels kept above the products on a wide screen.' },
    scroll_top_wait: { type: 'number', minimum: 0, description: 'Milliseconds before that scroll (unset: after the products render).' },
    engine_in_worker: oneOf(['auto', 'always', 'never'], 'auto', 'Where the counting runs: a Web Worker above a catalogue size (`auto`), always, or never.'),
  },
  patternProperties: {
    '^no[a-z0-9_-]*filters$': { type: ['boolean', 'integer', 'string'], description: '`no<namespace>filters`: true turns the filter off on this page.' },
  },
  $defs: { filter: FILTER, value: VALUE, orderSource: ORDER_SOURCE },
} as const;
