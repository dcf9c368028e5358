/** The applied-filters bar's text. */
import { describe, expect, test } from 'vitest';
import { describeChips, showClearAll } from './applied-chips.ts';
import type { FilterConfig } from '../config/filter-config.ts';

const colour: FilterConfig = {
  id: 'color',
  type: 'color',
  url_slug: 'c',
  source: 's',
  source_id: 1,
  label: 'Colour',
  values: [
    { value_id: 1, value: 'red', parent_value: '0', label: '<span class="x">Red</span>', label_url: 'red', selected: true, counter: 1 },
    { value_id: 2, value: 'blue', parent_value: '0', label: 'Blue &amp; navy', label_url: 'blue', selected: true, counter: 1 },
  ],
};
const price: FilterConfig = {
  id: 'price',
  type: 'range',
  url_slug: 'p',
  source: 'price',
  source_id: 2,
  label: 'Price',
  values: [],
  range: { min: 10, max: 50 },
};
const format = (_f: FilterConfig, v: number) => `$${v}`;

describe('applied chips', () => {
  test("the value alone, or 'Label: value' with label_in_applied_filters; label HTML read as text", () => {
    expect(describeChips([colour], format).map((c) => c.text)).toEqual(['Red', 'Blue & navy']);
    expect(describeChips([{ ...colour, label_in_applied_filters: true }], format).map((c) => c.text)).toEqual(['Colour: Red', 'Colour: Blue & navy']);
  });
  test("range sides read 'from %s' / 'to %s'", () => {
    expect(describeChips([price], format).map((c) => c.text)).toEqual(['from $10', 'to $50']);
    expect(describeChips([{ ...price, range: { min: '', max: 50 } }], format).map((c) => c.text)).toEqual(['to $50']);
  });
  test("'Clear all' only when more than one filter is applied", () => {
    expect(showClearAll(describeChips([colour], format))).toBe(false);
    expect(showClearAll(describeChips([colour, price], format))).toBe(true);
  });
});
