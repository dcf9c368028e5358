/** What the filter shows per value and per filter: states, sorting, hiding, counts, range presets and slider data. */
import { describe, expect, test, vi } from 'vitest';
import type { FilterConfig, FilterValue } from '../config/filter-config.ts';
import { visibleFilters, type VisibilityInput } from './filter-visibility.ts';
import { currencyPrecision, priceSourceId, roundPrice } from './money.ts';
import { ResultCache } from '../core/result-cache.ts';
import { sliderStep } from './slider-step.ts';
import { toggleValues } from './toggle-values.ts';
import { sortValues } from './value-order.ts';
import { appliedValues, deriveValueStates, isRangeApplied } from './value-states.ts';

const value = (v: string, extra: Partial<FilterValue> = {}): FilterValue => ({
  value_id: Number(v) || 0,
  value: v,
  parent_value: '0',
  label: v,
  label_url: v,
  selected: false,
  counter: 0,
  ...extra,
});
const filter = (extra: Partial<FilterConfig> & { values: FilterValue[] }): FilterConfig => ({
  id: 'f',
  type: 'checkboxes',
  url_slug: 'f',
  source: 'pa_f',
  source_id: 1,
  ...extra,
});

// Clothing (10) > Tops (11) > Tees (12); Bottoms (13).
const categories = filter({
  type: 'category',
  source: 'tax_product_cat',
  values: [
    value('10', { label: 'Clothing' }),
    value('11', { parent_value: '10', label: 'Tops' }),
    value('12', { parent_value: '11', label: 'Tees' }),
    value('13', { parent_value: '10', label: 'Bottoms' }),
  ],
});

describe('derived value states', () => {
  test('counters from the engine; counter 0 disabled, otherwise enabled', () => {
    const values = deriveValueStates(categories, { 10: 5, 11: 3, 12: 0 });
    expect(values.map((v) => [v.counter, v.disabled])).toEqual([
      [5, false],
      [3, false],
      [0, true],
      [0, true],
    ]);
  });
  test('a selected child marks every ancestor indeterminate and enabled', () => {
    const selected = { ...categories, values: categories.values.map((v) => (v.value === '12' ? { ...v, selected: true } : v)) };
    const values = deriveValueStates(selected, { 12: 2 });
    expect(values.map((v) => [v.value, v.indeterminate, v.disabled])).toEqual([
      ['10', true, false],
      ['11', true, false],
      ['12', false, false],
      ['13', false, true],
    ]);
  });
  test('on a product_cat page, the page term is selected', () => {
    const values = deriveValueStates(categories, undefined, { conditions: { is_product_taxonomy: true }, details: { taxonomy: 'product_cat', term_id: 11 } });
    expect(values.filter((v) => v.selected).map((v) => v.value)).toEqual(['11']);
    const tagPage = deriveValueStates(categories, undefined, { conditions: { is_product_taxonomy: true }, details: { taxonomy: 'product_tag', term_id: 11 } });
    expect(tagPage.some((v) => v.selected)).toBe(false);
  });
  test('the radio -1 option is never selected; applied means selected with a non-empty value', () => {
    const radio = filter({
      type: 'radio',
      values: [value('', { value_id: -1, selected: true, label: 'Any' }), value('4', { selected: true }), value('', { value_id: 7, selected: true })],
    });
    const values = deriveValueStates(radio, undefined);
    expect(values.map((v) => v.selected)).toEqual([false, true, true]);
    expect(values[0]!.disabled).toBe(false); // 'any' has no counter of its own, it is never disabled
    expect(appliedValues({ ...radio, values }).map((v) => v.value)).toEqual(['4']);
  });
  test('a selected value with counter 0 stays enabled (it can be unticked)', () => {
    const values = deriveValueStates(filter({ values: [value('a', { selected: true })] }), {});
    expect(values[0]).toMatchObject({ counter: 0, disabled: false });
  });
  test('range applied when min > -1 or max > -1', () => {
    expect(isRangeApplied({ min: '', max: '' })).toBe(false);
    expect(isRangeApplied({ min: -1, max: -1 })).toBe(false);
    expect(isRangeApplied({ min: 0, max: '' })).toBe(true);
    expect(isRangeApplied({ min: '', max: 50 })).toBe(true);
  });
});

describe('value sorting', () => {
  const labels = (values: FilterValue[]) => values.map((v) => v.label);
  const colours = [
    value('r', { label: 'Red', counter: 3, order: 2, label_num: 30 }),
    value('b', { label: '<b>blue</b>', counter: 0, order: 1, label_num: 10 }),
    value('g', { label: 'Green', counter: 9, order: 3, label_num: 20 }),
    value('a', { label: 'Amber', counter: 0, order: 0, label_num: 5 }),
  ];
  test('label (default): alphabetical on the text, positive counters first', () => {
    expect(labels(sortValues(filter({ values: colours })))).toEqual(['Green', 'Red', 'Amber', '<b>blue</b>']);
  });
  test('counter: descending, zero-count values alphabetical', () => {
    expect(labels(sortValues(filter({ orderby: 'counter', values: colours })))).toEqual(['Green', 'Red', 'Amber', '<b>blue</b>']);
    const tied = [value('x', { label: 'Beta', counter: 2 }), value('y', { label: 'Alpha', counter: 2 }), value('z', { label: 'Zed', counter: 7 })];
    expect(labels(sortValues(filter({ orderby: 'counter', values: tied })))).toEqual(['Zed', 'Alpha', 'Beta']);
  });
  test('term_order by order, numerically by label_num', () => {
    expect(labels(sortValues(filter({ orderby: 'term_order', values: colours })))).toEqual(['Red', 'Green', 'Amber', '<b>blue</b>']);
    expect(labels(sortValues(filter({ orderby: 'numerically', values: colours })))).toEqual(['Green', 'Red', 'Amber', '<b>blue</b>']);
  });
  test('sorted within each parent group, depth-first with levels', () => {
    const tree = [
      value('1', { label: 'Women', counter: 4 }),
      value('2', { label: 'Men', counter: 4 }),
      value('3', { parent_value: '1', label: 'Tops', counter: 1 }),
      value('4', { parent_value: '1', label: 'Pants', counter: 3 }),
    ];
    expect(sortValues(filter({ values: tree })).map((v) => `${v.level}:${v.label}`)).toEqual(['0:Men', '0:Women', '1:Pants', '1:Tops']);
  });
  test('the radio -1 option stays first; range values are not sorted', () => {
    const radio = [
      value('5', { label: '5 stars', counter: 1 }),
      value('', { value_id: -1, label: 'Any', counter: 0 }),
      value('4', { label: '4 stars', counter: 2 }),
    ];
    expect(labels(sortValues(filter({ type: 'radio', values: radio })))).toEqual(['Any', '4 stars', '5 stars']);
    expect(labels(sortValues(filter({ type: 'range', values: colours })))).toEqual(labels(colours));
  });
  test('values in a parent cycle are still shown', () => {
    const cycle = [value('1', { parent_value: '2', counter: 1 }), value('2', { parent_value: '1', counter: 1 })];
    expect(
      sortValues(filter({ values: cycle }))
        .map((v) => v.value)
        .sort(),
    ).toEqual(['1', '2']);
  });
});

describe('filter visibility', () => {
  const base: Omit<VisibilityInput, 'filters'> = {
    settings: {},
    inUrl: new Set(),
    mainTotal: 100,
    coverage: { 1: 95, 2: 40 },
    ranges: { 9: { min: 5, max: 80, histogram: [], heights: [] } },
    filtered: false,
  };
  const ids = (filters: FilterConfig[]) => filters.map((f) => f.id);
  const colour = filter({ id: 'colour', url_slug: 'color', values: [value('red', { counter: 2 }), value('blue', { counter: 0 })] });
  test('hidden by id or by slug', () => {
    expect(ids(visibleFilters({ ...base, filters: [colour], settings: { hidden_filters_by_id: ['colour'] } }))).toEqual([]);
    expect(ids(visibleFilters({ ...base, filters: [colour], settings: { hidden_filters_by_slug: ['color'] } }))).toEqual([]);
  });
  test('content-aware: shown when enough filtered products carry the source (ratio 0.9, per-source override)', () => {
    const aware = (id: string, sourceId: number) => ({ ...colour, id, source: `pa_${id}`, source_id: sourceId, when_to_show: 'content_aware' });
    expect(ids(visibleFilters({ ...base, filters: [aware('a', 1), aware('b', 2)] }))).toEqual(['a']);
    expect(
      ids(visibleFilters({ ...base, filters: [aware('a', 1), aware('b', 2)], settings: { content_aware_filters_ratio_by_source: { pa_b: 0.4 } } })),
    ).toEqual(['a', 'b']);
    expect(ids(visibleFilters({ ...base, filters: [aware('a', 1), aware('b', 2)], inUrl: new Set(['b']) }))).toEqual(['a', 'b']);
    expect(ids(visibleFilters({ ...base, filters: [{ ...aware('b', 2), when_to_show: 'always' }] }))).toEqual(['b']);
  });
  test('range filters: dropped with nothing to show; content-aware ones also when unselected while filtered', () => {
    const price = filter({ id: 'price', type: 'range', source_id: 9, values: [] });
    expect(ids(visibleFilters({ ...base, filters: [price] }))).toEqual(['price']);
    expect(ids(visibleFilters({ ...base, filters: [price], ranges: {} }))).toEqual([]);
    // An applied range stays, so it can be cleared.
    expect(ids(visibleFilters({ ...base, filters: [{ ...price, range: { min: 10, max: '' } }], ranges: {} }))).toEqual(['price']);
    const aware = { ...price, when_to_show: 'content_aware', source_id: 9 };
    expect(ids(visibleFilters({ ...base, coverage: { 9: 100 }, filters: [aware], filtered: true }))).toEqual([]);
    expect(ids(visibleFilters({ ...base, filters: [price], filtered: true }))).toEqual(['price']);
  });
  test('radio and select with exactly 1 value are dropped; search always kept; others need values', () => {
    const one = [value('', { value_id: -1, label: 'Any' }), value('x', { counter: 3 })];
    expect(
      ids(
        visibleFilters({
          ...base,
          filters: [
            filter({ id: 'r', type: 'radio', values: one }),
            filter({ id: 's', type: 'select', values: one.slice(1) }),
            filter({ id: 'c', values: one.slice(1) }),
          ],
        }),
      ),
    ).toEqual(['c']);
    expect(ids(visibleFilters({ ...base, filters: [filter({ id: 'q', type: 'search', values: [] }), filter({ id: 'empty', values: [] })] }))).toEqual(['q']);
  });
  test('zero-count values shown only when show_zero_values / show_empty_values allow; selected ones always', () => {
    const shown = (settings: VisibilityInput['settings'], f: FilterConfig) =>
      visibleFilters({ ...base, settings, filters: [f] })[0]?.values.map((v) => v.value);
    expect(shown({}, colour)).toEqual(['red', 'blue']);
    expect(shown({ show_empty_values: false }, colour)).toEqual(['red']);
    expect(shown({ show_empty_values: true }, { ...colour, show_zero_values: false })).toEqual(['red']);
    expect(shown({ show_empty_values: false }, { ...colour, values: [value('blue', { counter: 0, selected: true })] })).toEqual(['blue']);
    expect(shown({ show_empty_values: false }, { ...colour, values: [value('blue', { counter: 0 })] })).toBeUndefined();
  });
});

describe('toggle values', () => {
  test('custom field: only yes, 1, true, on; taxonomy: by label', () => {
    const values = [value('yes'), value('No'), value('1'), value('TRUE'), value('on'), value('maybe')];
    expect(toggleValues(filter({ type: 'toggle', source: 'cf_eco', values })).map((v) => v.value)).toEqual(['yes', '1', 'TRUE', 'on']);
    const terms = [value('41', { label: 'Yes' }), value('42', { label: 'No' })];
    expect(toggleValues(filter({ type: 'toggle', source: 'tax_pa_eco', values: terms })).map((v) => v.value)).toEqual(['41']);
  });
});

describe('money', () => {
  test('price range values rounded to the currency precision', () => {
    expect(roundPrice(19.999, 2)).toBe(20);
    expect(roundPrice(19.994, 2)).toBe(19.99);
    expect(roundPrice(1234.5, 0)).toBe(1235);
    expect(roundPrice(-1, 2)).toBe(-1);
  });
  test("a null precision warns 'Currency precision is null' and uses 2", () => {
    const warn = vi.fn();
    expect(currencyPrecision({ code: 'USD', precision: null }, warn)).toBe(2);
    expect(warn).toHaveBeenCalledWith('Currency precision is null');
    expect(currencyPrecision({ code: 'JPY', precision: 0 }, warn)).toBe(0);
  });
  test('multicurrency: price_{CODE} only when baseCurrency is 3 capitals and differs', () => {
    const multi = { baseCurrency: 'USD', priceSources: { price_EUR: 31 } };
    expect(priceSourceId('1', 'EUR', multi)).toBe('31');
    expect(priceSourceId('1', 'USD', multi)).toBe('1');
    expect(priceSourceId('1', 'EUR', { ...multi, baseCurrency: 'usd' })).toBe('1');
    expect(priceSourceId('1', 'GBP', multi)).toBe('1');
    expect(priceSourceId('1', 'EUR', undefined)).toBe('1');
  });
});

describe('slider step', () => {
  test.each([
    [0, 100, 1],
    [5, 900, 1],
    [0.5, 9, 0.1],
    [0.05, 0.9, 0.01],
    [0.005, 0.5, 0.001],
    [0, 1500, 10],
    [0, 20_000, 100],
    [0, 200_000, 1000],
    [0, 2e6, 1e4],
    [0, 2e7, 1e5],
    [0, 2e8, 1e6],
  ])('min %s max %s -> %s', (min, max, step) => expect(sliderStep(min, max)).toBe(step));
});

describe('result cache', () => {
  test('keeps results that took more than 100 ms, keyed by the URL parameters in any order', () => {
    const cache = new ResultCache<string>();
    expect(cache.offer('?a=1&b=2', 'fast', 40)).toBe(false);
    expect(cache.get('?a=1&b=2')).toBeUndefined();
    expect(cache.offer('?a=1&b=2', 'slow', 140)).toBe(true);
    expect(cache.get('?b=2&a=1')).toBe('slow');
    expect(cache.get('?a=1&b=3')).toBeUndefined();
  });
  test('bounded: the least recently used goes first', () => {
    const cache = new ResultCache<number>(2);
    cache.offer('?x=1', 1, 200);
    cache.offer('?x=2', 2, 200);
    cache.get('?x=1');
    cache.offer('?x=3', 3, 200);
    expect([cache.get('?x=1'), cache.get('?x=2'), cache.get('?x=3')]).toEqual([1, undefined, 3]);
  });
});
