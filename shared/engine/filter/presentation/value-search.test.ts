/** Finding values by label: select narrowing and the 'show all' view. */
import { describe, expect, test } from 'vitest';
import type { FilterValue } from '../config/filter-config.ts';
import { groupByFirstChar, matchingBranches, narrowValues, plainLabel } from './value-search.ts';

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

  test('F2.11.2: searching a hierarchical list expands the matching branches: each match under its ancestors, in tree order', () => {
    const node = (label: string, parent = '0'): FilterValue => ({ ...value(label), value: label.toLowerCase(), parent_value: parent });
    // Children listed before their parents, as a shop may send them.
    const values = [
      node('Hoodies', 'tops'),
      node('Tops', 'men'),
      node('Men'),
      node('Women'),
      node('Tops', 'women'),
      node('Tees', 'tops'),
      node('Gear'),
      node('Bags', 'gear'),
    ];
    values[4] = { ...values[4]!, value: 'women-tops' };
    values[5] = { ...values[5]!, parent_value: 'women-tops' };
    const rows = matchingBranches(values, 'ee');
    expect(rows.map((r) => `${'  '.repeat(r.depth)}${r.value.label}${r.match ? '*' : ''}`)).toEqual(['Women', '  Tops', '    Tees*']);
    expect(matchingBranches(values, 'hood').map((r) => [r.value.label, r.depth])).toEqual([
      ['Men', 0],
      ['Tops', 1],
      ['Hoodies', 2],
    ]);
    // Two matches share no branch; a match's children are listed only when they match too; nothing found: no rows.
    expect(matchingBranches(values, 'tops').map((r) => r.value.value)).toEqual(['men', 'tops', 'women', 'women-tops']);
    expect(matchingBranches(values, 'zzz')).toEqual([]);
  });

  test('parents that loop (bad data) still list their matching values, at the top level', () => {
    const a: FilterValue = { ...value('Alpha'), value: 'a', parent_value: 'b' };
    const b: FilterValue = { ...value('Beta'), value: 'b', parent_value: 'a' };
    expect(matchingBranches([a, b], 'alpha').map((r) => [r.value.value, r.depth])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });
});
