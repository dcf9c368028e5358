/** Finding values by label: select narrowing and the 'show all' view. */
import { describe, expect, test } from 'vitest';
import type { FilterValue } from '../config/filter-config.ts';
import { groupByFirstChar, narrowValues, plainLabel } from './value-search.ts';

const value = (label: string): FilterValue => ({ value_id: 1, value: label, parent_value: '0', label, label_url: label, selected: false, counter: 1 });

describe('value search', () => {
  test('labels compare as plain text', () => {
    expect(plainLabel('<b>Red</b> &amp; <i>blue</i>')).toBe('Red & blue');
    expect(plainLabel('Caf&#233; &#x41;')).toBe('Café A');
    expect(plainLabel('Cocona&reg; performance, LumaTech&trade;')).toBe('Cocona® performance, LumaTech™');
    expect(plainLabel('&bogus; <img src=x onerror=alert(1)>x')).toBe('&bogus; x');
  });

  test('typing narrows case- and accent-insensitively', () => {
    const values = ['Été', 'Winter', 'Spring', 'All seasons'].map(value);
    expect(narrowValues(values, 'ete').map((v) => v.label)).toEqual(['Été']);
    expect(narrowValues(values, 'IN').map((v) => v.label)).toEqual(['Winter', 'Spring']);
    expect(narrowValues(values, '  ')).toHaveLength(4);
    expect(narrowValues(values, 'xyz')).toEqual([]);
  });

  test('grouped A–Z by first letter, digits and signs under # at the end', () => {
    const groups = groupByFirstChar(['banana', 'Apple', '3D', 'avocado', 'Éclair', 'berry'].map(value));
    expect(groups.map((g) => [g.key, g.values.map((v) => v.label)])).toEqual([
      ['A', ['Apple', 'avocado']],
      ['B', ['banana', 'berry']],
      ['E', ['Éclair']],
      ['#', ['3D']],
    ]);
  });
});
