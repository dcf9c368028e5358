/** The configuration envelope and the query it leads to. */
import { describe, expect, test } from 'vitest';
import { readFilterAppConfig, type FilterAppConfig } from './app-config.ts';
import { buildIndex } from '../core/build-index.ts';
import { activeFilters, applyUrlState, countersFor, indexOptionsFor, queryFor, sortRuleFor, urlConfigOf, urlStateOf } from '../core/state-to-query.ts';
import { runQuery } from '../core/query.ts';
import { parseUrlState, writeUrlState } from '../url/url-state.ts';

const FILTERS = [
  {
    id: 'color',
    type: 'color',
    url_slug: 'pa_color',
    source: 'tax_pa_color',
    source_id: 3,
    values: [
      { value_id: 1, value: 'red', label: 'Red' },
      { value_id: 2, value: 'blue', label: 'Blue', label_url: 'blue-ish' },
    ],
  },
  { id: 'price', type: 'range', url_slug: 'price', source: 'price', source_id: 1, values: [] },
  { id: 'q', type: 'search', url_slug: 'q', source: 'title', source_id: 14, values: [] },
  {
    id: 'rating',
    type: 'radio',
    url_slug: 'rating',
    source: 'cf_rating',
    source_id: 11,
    when_to_show: 'content_aware',
    values: [
      { value_id: -1, value: '', label: 'Any' },
      { value_id: 5, value: '5', label: '5 stars' },
    ],
  },
];
const ENVELOPE = {
  index_build_id: 'b1',
  v: btoa('2.1.0'),
  filters: FILTERS,
  override_ordering_enabled: true,
  orderby_sources_map: {
    price: { source_id: 1, order: 'asc', orderby_product_id: 'asc' },
    title: { source_id: 14, order: 'asc', orderby_product_id: false },
    order_by_stock_status: 12,
    order_by_featured: 13,
  },
  orderby_in_stock_first: true,
  orderby_in_stock_first_exceptions: ['title'],
};
const read = (envelope: unknown, search = '') => readFilterAppConfig(JSON.stringify(envelope), search);
const config = (envelope: Record<string, unknown> = {}) => {
  const reading = read({ ...ENVELOPE, ...envelope });
  if (!reading.enabled) throw new Error(reading.reason);
  return reading.config;
};

describe('configuration envelope', () => {
  test("the documented defaults and the version decoded ('Unknown' when absent)", () => {
    const c = config();
    expect([
      c.version,
      c.products_per_page,
      c.per_row,
      c.pagination_strategy,
      c.products_fetching_strategy,
      c.use_trailing_slash,
      c.pagination_base,
      c.default_catalog_orderby,
      c.hide_categories_when_filters_active,
      c.content_aware_filters_ratio,
    ]).toEqual(['2.1.0', 12, 3, 'show-more-button', 'single', true, 'page', 'menu_order', true, 0.9]);
    expect(config({ v: undefined }).version).toBe('Unknown');
    expect(config({ v: '%%%' }).version).toBe('Unknown');
  });
  test('wrong types fall back key by key', () => {
    const c = config({ products_per_page: 'lots', per_row: -2, pagination_strategy: 'pages', use_trailing_slash: 'no', products_fetching_strategy: 'page' });
    expect([c.products_per_page, c.per_row, c.pagination_strategy, c.use_trailing_slash, c.products_fetching_strategy]).toEqual([
      12,
      3,
      'show-more-button',
      false,
      'page',
    ]);
  });
  test('filters with an empty id or an unknown type are skipped silently', () => {
    const c = config({ filters: [...FILTERS, { id: '', type: 'color', values: [] }, { id: 'x', type: 'slider', values: [] }, 'junk'] });
    expect(c.filters.map((f) => f.id)).toEqual(['color', 'price', 'q', 'rating']);
    expect(c.filters[0]!.values[0]).toMatchObject({ label_url: 'red', parent_value: '0', selected: false, counter: 0 });
  });
});

describe('is_hierarchical (filter.md: a checkboxes filter becomes hierarchical when any value has a parent_value other than 0)', () => {
  const checkboxes = (values: object[], extra: object = {}) => ({ id: 'cat', type: 'checkboxes', source: 'tax_product_cat', source_id: 2, values, ...extra });
  test('derived from the values, whatever the flag says; other types and flat lists keep the flag', () => {
    const nested = config({
      filters: [
        checkboxes(
          [
            { value: 'men', label: 'Men' },
            { value: 'tops', label: 'Tops', parent_value: 'men' },
          ],
          { is_hierarchical: false },
        ),
      ],
    });
    expect(nested.filters[0]!.is_hierarchical).toBe(true);
    const flat = config({ filters: [checkboxes([{ value: 'men', label: 'Men' }])] });
    expect(flat.filters[0]!.is_hierarchical).toBe(false);
    const flagged = config({ filters: [checkboxes([{ value: 'men', label: 'Men' }], { is_hierarchical: true })] });
    expect(flagged.filters[0]!.is_hierarchical).toBe(true);
    const buttons = config({
      filters: [
        {
          ...checkboxes([
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B', parent_value: 'a' },
          ]),
          type: 'buttons',
        },
      ],
    });
    expect(buttons.filters[0]!.is_hierarchical).toBe(false);
  });
});

describe('switched off', () => {
  test.each([
    ['no configuration block', null, ''],
    ['JSON that does not parse', '{"filters": [', ''],
    ['index_valid false', JSON.stringify({ ...ENVELOPE, index_valid: false }), ''],
    ['no filters', JSON.stringify({ ...ENVELOPE, filters: [] }), ''],
    ['the disable setting', JSON.stringify({ ...ENVELOPE, nostorefrontfilters: true }), ''],
    ['?nostorefrontfilters=1', JSON.stringify(ENVELOPE), '?nostorefrontfilters=1'],
    ['?nostorefrontfilters=2', JSON.stringify(ENVELOPE), '?nostorefrontfilters=2'],
  ])('%s', (_name, json, search) => {
    expect(readFilterAppConfig(json, search).enabled).toBe(false);
  });
  test('?nostorefrontfilters=3 does not switch it off', () => {
    expect(readFilterAppConfig(JSON.stringify(ENVELOPE), '?nostorefrontfilters=3').enabled).toBe(true);
  });
});

describe('URL to query and back', () => {
  const c: FilterAppConfig = config();
  const url = urlConfigOf(c);
  test('the URL selects values by label_url, the range and the phrase', () => {
    const filters = applyUrlState(c.filters, parseUrlState({ pathname: '/shop/page/2/', search: '?pa_color=red,blue-ish,nope&price=10-&q=Tee' }, url));
    expect(activeFilters(filters)).toEqual([
      { sourceId: '3', logic: 'or', values: ['red', 'blue'] },
      { sourceId: '1', logic: 'range', min: 10, max: -1 },
      { sourceId: '14', logic: 'search', phrase: 'Tee' },
    ]);
    const written = writeUrlState(urlStateOf(filters, 2, 'price'), { pathname: '/shop/page/2/', search: '' }, url);
    expect(written).toBe('/shop/page/2/?pa_color=red%2Cblue-ish&price=10-&q=Tee&orderby=price');
  });
  test('counters: facets, the range histogram, coverage for content-aware filters', () => {
    expect(countersFor(c.filters)).toEqual([
      { sourceId: '3', kind: 'facet' },
      { sourceId: '1', kind: 'range', buckets: 16 },
      { sourceId: '11', kind: 'facet' },
      { sourceId: '11', kind: 'coverage' },
    ]);
  });
  test('sorting per orderby key: source, order, id tiebreak, in stock first unless excepted, title as text', () => {
    expect(sortRuleFor(c, 'price')).toEqual({ sourceId: '1', order: 'asc', idOrder: 'asc', asText: false, inStockFirst: true, featuredFirst: false });
    expect(sortRuleFor(c, 'title')).toMatchObject({ sourceId: '14', asText: true, inStockFirst: false, idOrder: false });
    expect(sortRuleFor(c, 'unknown')).toBeNull();
  });
  test('end to end through the engine: the radio "any" option never filters', () => {
    const index = buildIndex(
      { 1: [1, 1, { 3: ['red'], 1: [30], 11: [5], 12: ['instock'] }], 2: [2, 2, { 3: ['blue'], 1: [5], 11: [4], 12: ['outofstock'] }] },
      indexOptionsFor(c),
      () => {},
    );
    const any = applyUrlState(c.filters, parseUrlState({ pathname: '/shop/', search: '' }, url)).map((f) =>
      f.id === 'rating' ? { ...f, values: f.values.map((v) => ({ ...v, selected: v.value_id === -1 })) } : f,
    );
    const result = runQuery(index, queryFor(c, any, { page: 1, orderby: 'price' }));
    // In stock first, then by price.
    expect(result.ids).toEqual([1, 2]);
    expect(result.coverage['11']).toBe(2);
  });
});

describe('a search results page (context.search)', () => {
  const searchPage = config({ context: { conditions: { is_search: true }, search: { phrase: 'hood', product_ids: [3, '1', -4, 'x', 2.5] } } });
  const index = buildIndex(
    {
      1: [1, 1, { 3: ['red'], 1: [30], 12: ['instock'] }],
      2: [2, 2, { 3: ['blue'], 1: [5], 12: ['instock'] }],
      3: [3, 3, { 3: ['red', 'blue'], 1: [10], 12: ['instock'] }],
    },
    indexOptionsFor(searchPage),
    () => {},
  );
  const none = applyUrlState(searchPage.filters, parseUrlState({ pathname: '/', search: '?s=hood&post_type=product' }, urlConfigOf(searchPage)));

  test('keeps only whole positive product ids from the page', () => {
    expect(searchPage.context.search).toEqual({ phrase: 'hood', product_ids: [3, 1] });
  });

  test('lists only the matches, most relevant first, and counts within them', () => {
    const result = runQuery(index, { ...queryFor(searchPage, none, { page: 1, orderby: 'relevance' }), counters: [{ sourceId: '3', kind: 'facet' }] });
    expect(result.ids).toEqual([3, 1]);
    expect(result.counts['3']).toEqual({ red: 2, blue: 1 });
  });

  test("a shopper's filter narrows the matches; another order sorts them", () => {
    const blue = none.map((f) => (f.id === 'color' ? { ...f, values: f.values.map((v) => ({ ...v, selected: v.value === 'blue' })) } : f));
    expect(runQuery(index, queryFor(searchPage, blue, { page: 1, orderby: 'relevance' })).ids).toEqual([3]);
    expect(runQuery(index, queryFor(searchPage, none, { page: 1, orderby: 'price' })).ids).toEqual([3, 1]);
    expect(
      runQuery(index, { ...queryFor(searchPage, none, { page: 1, orderby: 'price' }), sort: { ...sortRuleFor(searchPage, 'price')!, order: 'desc' } }).ids,
    ).toEqual([1, 3]);
  });

  test('a search that found nothing lists nothing (not the whole shop)', () => {
    const empty = config({ context: { search: { phrase: 'zzz', product_ids: [] } } });
    expect(runQuery(index, queryFor(empty, empty.filters, { page: 1, orderby: '' })).total).toBe(0);
  });
});
