/** URL contract and range text: rules, then fuzzing with random strings. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatRangeText, parseRangeText, rangeSideText } from './range-text.ts';
import { slugify } from './slugify.ts';
import { pageFromPath, parseUrlState, pathForPage, shopFallbackUrl, writeUrlState, type UrlConfig } from './url-state.ts';

const CONFIG: UrlConfig = {
  filters: [
    { id: 'f1', slug: 'pa_color', kind: 'values' },
    { id: 'f2', slug: 'size', kind: 'values' },
    { id: 'f3', slug: 'price', kind: 'range' },
    { id: 'f4', slug: 'q', kind: 'search' },
  ],
  nonRemovableParams: ['lang'],
};

describe('slugify', () => {
  test.each([
    ['Dark Blue', 'dark-blue'],
    ['Men/Tops', 'men-tops'],
    ["Women's  Tees!", 'womens-tees'],
    ['a -- b', 'a-b'],
    ['pa_color', 'pa_color'],
    ['Ελληνικά Ρούχα', 'ελληνικα-ρουχα'],
    ['ΐ ΰ ώ', 'ι-υ-ω'],
    // Latin accents and dots as WordPress's sanitize_title writes term slugs.
    ['Café', 'cafe'],
    ['STÜSSY', 'stussy'],
    ['A.P.C.', 'a-p-c'],
    ['Straße Œuvre', 'strasse-oeuvre'],
    ['Mars HeatTech™ Pullover', 'mars-heattech-pullover'],
    // Found by the fuzzer: a special letter under a mark ends in one pass (idempotence).
    ['Ǣ', 'ae'],
    ['  -x-  ', 'x'],
  ])('%s -> %s', (input, slug) => expect(slugify(input)).toBe(slug));
});

describe('range text', () => {
  test.each([
    ['10-50', [10, 50]],
    ['10-', [10, -1]],
    ['-50', [-1, 50]],
    ['abc-50', [-1, 50]],
    ['10', [-1, -1]],
    ['1-2-3', [-1, -1]],
    ['80-20', [20, 20]],
    ['80-x', [80, -1]],
    ['9.99-19.5', [9.99, 19.5]],
    ['', [-1, -1]],
  ])('%s', (text, [min, max]) => expect(parseRangeText(text)).toEqual({ min, max }));
  test('an invalid or negative side is written empty; both empty is omitted', () => {
    expect(formatRangeText({ min: 10, max: 50 })).toBe('10-50');
    expect(formatRangeText({ min: -1, max: 50 })).toBe('-50');
    expect(formatRangeText({ min: Number.NaN, max: 5 })).toBe('-5');
    expect(formatRangeText({ min: -1, max: -3 })).toBeNull();
  });
  test('never exponent notation', () => {
    expect(rangeSideText(1e-7)).toBe('0.0000001');
    expect(rangeSideText(1.5e-9)).toBe('0.0000000015');
  });
});

describe('URL state', () => {
  test('filters, page and search phrase read from the URL, names and values slugified', () => {
    const state = parseUrlState({ pathname: '/shop/page/3/', search: '?PA_Color=Black,Dark%20Blue,,black&price=20-80&q=Red%20Tee!&other=1' }, CONFIG);
    expect(state).toEqual({ page: 3, values: { f1: ['black', 'dark-blue'] }, ranges: { f3: { min: 20, max: 80 } }, phrases: { f4: 'Red Tee!' }, orderby: '' });
  });
  test('written back: one parameter per active filter, unknown parameters dropped, non-removable kept', () => {
    const state = parseUrlState({ pathname: '/shop/', search: '?pa_color=black&size=m' }, CONFIG);
    state.values.f2 = [];
    state.ranges.f3 = { min: -1, max: 40 };
    state.page = 2;
    expect(writeUrlState(state, { pathname: '/shop/page/5/', search: '?lang=de&utm=x&size=m&pa_color=red' }, CONFIG)).toBe(
      '/shop/page/2/?lang=de&pa_color=black&price=-40',
    );
  });
  test('orderby: kept as found when the override is off, part of the state when on', () => {
    const off = parseUrlState({ pathname: '/shop/', search: '?orderby=price-desc' }, CONFIG);
    expect(off.orderby).toBe('');
    expect(writeUrlState(off, { pathname: '/shop/', search: '?orderby=price-desc' }, CONFIG)).toBe('/shop/?orderby=price-desc');
    const on = { ...CONFIG, orderingOverride: true };
    const state = parseUrlState({ pathname: '/shop/', search: '?orderby=price-desc' }, on);
    expect(state.orderby).toBe('price-desc');
    expect(writeUrlState({ ...state, orderby: '' }, { pathname: '/shop/', search: '?orderby=price-desc' }, on)).toBe('/shop/');
  });
  test('post_type survives only when it is product', () => {
    expect(writeUrlState(parseUrlState({ pathname: '/', search: '' }, CONFIG), { pathname: '/', search: '?post_type=product&s=tee' }, CONFIG)).toBe(
      '/?post_type=product',
    );
    expect(writeUrlState(parseUrlState({ pathname: '/', search: '' }, CONFIG), { pathname: '/', search: '?post_type=page' }, CONFIG)).toBe('/');
  });
  test('pagination path: segment only after page 1, trailing slash per setting', () => {
    expect(pathForPage('/shop/page/4/', 1, CONFIG)).toBe('/shop/');
    expect(pathForPage('/shop', 2, CONFIG)).toBe('/shop/page/2/');
    expect(pathForPage('/product-category/tops/page/2', 3, { ...CONFIG, trailingSlash: false })).toBe('/product-category/tops/page/3');
    expect(pathForPage('/boutique/seite/2/', 3, { ...CONFIG, paginationBase: 'seite' })).toBe('/boutique/seite/3/');
    expect(pageFromPath('/shop/page/0/', CONFIG)).toBe(1);
    expect(shopFallbackUrl('https://shop.test', CONFIG)).toBe('https://shop.test/shop/');
    expect(shopFallbackUrl('https://shop.test', { ...CONFIG, trailingSlash: false })).toBe('https://shop.test/shop');
  });
  test("WordPress's paged query variable wins over the path (WooCommerce's ordering form sends paged=1 to start over) and is not written back", () => {
    const state = parseUrlState({ pathname: '/shop/page/2/', search: '?orderby=price&paged=1' }, CONFIG);
    expect(state.page).toBe(1);
    expect(writeUrlState(state, { pathname: '/shop/page/2/', search: '?orderby=price&paged=1' }, CONFIG)).toBe('/shop/?orderby=price');
    expect(parseUrlState({ pathname: '/shop/', search: '?paged=3' }, CONFIG).page).toBe(3);
    expect(parseUrlState({ pathname: '/shop/page/2/', search: '?paged=zero' }, CONFIG).page).toBe(2);
  });
});

describe("WooCommerce's layered-navigation links", () => {
  test('filter_color=red,blue is the pa_color filter, query_type ignored, written back as pa_color', () => {
    const state = parseUrlState({ pathname: '/shop/', search: '?filter_color=red,Blue&query_type_color=and&lang=de' }, CONFIG);
    expect(state.values).toEqual({ f1: ['red', 'blue'] });
    expect(writeUrlState(state, { pathname: '/shop/', search: '?filter_color=red,Blue&query_type_color=and&lang=de' }, CONFIG)).toBe(
      '/shop/?lang=de&pa_color=red%2Cblue',
    );
  });
  test("the filter's own parameter wins; no alias for filters that are not an attribute's", () => {
    expect(parseUrlState({ pathname: '/shop/', search: '?pa_color=green&filter_color=red' }, CONFIG).values).toEqual({ f1: ['green'] });
    expect(parseUrlState({ pathname: '/shop/', search: '?filter_size=m&filter_=x&filter_price=10-20' }, CONFIG)).toMatchObject({ values: {}, ranges: {} });
  });
});

describe('fuzzing: never throws, the written URL re-parses to the same state', () => {
  const anyText = fc.string({ unit: 'binary', maxLength: 40 });
  const urlish = fc
    .array(
      fc.oneof(
        anyText,
        fc.constantFrom(
          'pa_color',
          'PA_COLOR',
          'size',
          'price',
          'q',
          'lang',
          'orderby',
          'post_type',
          'product',
          '=',
          '&',
          ',',
          '-',
          '%',
          '%E2%82',
          '+',
          '?',
          '/page/',
          '7',
          '.5',
          ' ',
        ),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(''));
  // location.pathname never holds '?' or '#' (they arrive percent-encoded).
  const pathish = urlish.map((path) => path.replace(/[?#]/g, ''));
  const configs = fc.record({ trailingSlash: fc.boolean(), orderingOverride: fc.boolean(), paginationBase: fc.constantFrom('page', 'seite', 'p.g') });

  test('range text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, urlish), (text) => {
        const range = parseRangeText(text);
        const written = formatRangeText(range);
        expect(written === null ? { min: -1, max: -1 } : parseRangeText(written)).toEqual(range);
      }),
      { numRuns: 2000 },
    );
  });
  test('slugify is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, urlish), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
      { numRuns: 2000 },
    );
  });
  test('URL state', () => {
    fc.assert(
      fc.property(pathish, urlish, pathish, urlish, configs, (path, search, currentPath, currentSearch, options) => {
        const config = { ...CONFIG, ...options };
        const state = parseUrlState({ pathname: path, search }, config);
        const url = writeUrlState(state, { pathname: currentPath, search: currentSearch }, config);
        const at = url.indexOf('?');
        const again = parseUrlState({ pathname: at < 0 ? url : url.slice(0, at), search: at < 0 ? '' : url.slice(at) }, config);
        expect(again).toEqual(state);
      }),
      { numRuns: 2000 },
    );
  });
});
