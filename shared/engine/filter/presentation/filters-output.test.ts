/** The filters output: states, toggle values, sorting, ranges and visibility together, from a real query. */
import { describe, expect, test } from 'vitest';
import { readFilterAppConfig } from '../config/app-config.ts';
import { buildIndex } from '../core/build-index.ts';
import { applyUrlState, indexOptionsFor, queryFor, urlConfigOf } from '../core/state-to-query.ts';
import { buildFiltersOutput } from './filters-output.ts';
import { runQuery } from '../core/query.ts';
import { parseUrlState } from '../url/url-state.ts';

const reading = readFilterAppConfig(
  JSON.stringify({
    currency: { symbol: '€', symbolPosition: 'right_space', decimalSeparator: ',', thousandSeparator: '.', precision: 0 },
    filters: [
      {
        id: 'color',
        type: 'checkboxes',
        url_slug: 'color',
        source_id: 'c',
        orderby: 'counter',
        values: [
          { value_id: 1, value: 'red', label: 'Red' },
          { value_id: 2, value: 'blue', label: 'Blue' },
          { value_id: 3, value: 'green', label: 'Green' },
        ],
      },
      {
        id: 'eco',
        type: 'toggle',
        url_slug: 'eco',
        source: 'cf_eco',
        source_id: 'e',
        values: [
          { value_id: 1, value: 'yes', label: 'Eco' },
          { value_id: 2, value: 'no', label: 'No' },
        ],
      },
      { id: 'price', type: 'range', url_slug: 'price', source: 'price', source_id: 'p', user_input_type: 'price_range', values: [] },
      { id: 'q', type: 'search', url_slug: 'q', source_id: 't', values: [] },
    ],
  }),
  '',
);
if (!reading.enabled) throw new Error(reading.reason);
const config = reading.config;
// 10 products: 1..5 red, 6..8 blue, none green; price = id * 10; even ids eco.
const descriptors = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => {
    const id = i + 1;
    const sources: Record<string, (string | number)[]> = { p: [id * 10], e: [id % 2 ? 'no' : 'yes'], t: [`Product ${id}`] };
    if (id <= 8) sources.c = [id <= 5 ? 'red' : 'blue'];
    return [id, [id, id, sources, 'simple']];
  }),
);
const index = buildIndex(descriptors, indexOptionsFor(config), () => {});

function output(search: string) {
  const filters = applyUrlState(config.filters, parseUrlState({ pathname: '/shop/', search }, urlConfigOf(config)));
  const result = runQuery(index, queryFor(config, filters, { page: 1, orderby: '' }), { presets: true });
  return buildFiltersOutput(config, filters, result, new Set());
}

describe('filters output', () => {
  test('counters, disabled zero values, sorting by counter, the toggle keeps its "on" value only', () => {
    const { filters, total_products_count } = output('');
    expect(total_products_count).toBe(10);
    const color = filters.find((f) => f.id === 'color')!;
    expect(color.values.map((v) => [v.label, v.counter, v.disabled])).toEqual([
      ['Red', 5, false],
      ['Blue', 3, false],
      ['Green', 0, true],
    ]);
    expect(filters.find((f) => f.id === 'eco')!.values.map((v) => v.value)).toEqual(['yes']);
  });
  test('a range filter gets slider data and labelled preset ranges in the shop currency', () => {
    const price = output('?color=red').filters.find((f) => f.id === 'price')!;
    expect(price.slider_data).toEqual({ min: 10, max: 50, step: 1, histogramValues: expect.any(Array) });
    expect(price.radio_range!.map((r) => r.label)).toEqual(['less than 20 €', '20 € to 30 €', '30 € to 40 €', 'more than 40 €']);
    expect(price.radio_range!.every((r) => !r.selected)).toBe(true);
  });
  test('a chosen preset is marked selected; selected values stay shown and enabled', () => {
    const price = output('?color=red&price=20-30').filters.find((f) => f.id === 'price')!;
    expect(price.radio_range!.filter((r) => r.selected).map((r) => r.label)).toEqual(['20 € to 30 €']);
    const color = output('?color=green').filters.find((f) => f.id === 'color')!;
    expect(color.values.find((v) => v.value === 'green')).toMatchObject({ selected: true, disabled: false, counter: 0 });
  });
});
