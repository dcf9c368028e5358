/** Selecting values and removing applied filters. */
import { describe, expect, test } from 'vitest';
import type { FilterConfig, FilterValue } from './filter-config.ts';
import { applyRangeChange, applySearchChange, applyValueChange, appliedChips, clearFilter, removeChip } from './selection.ts';

const value = (v: string, extra: Partial<FilterValue> = {}): FilterValue => ({
  value_id: Number(v) || 1,
  value: v,
  parent_value: '0',
  label: v,
  label_url: v,
  selected: false,
  counter: 1,
  ...extra,
});
const filter = (type: FilterConfig['type'], values: FilterValue[], extra: Partial<FilterConfig> = {}): FilterConfig => ({
  id: 'f',
  type,
  url_slug: 'f',
  source: 's',
  source_id: 1,
  values,
  ...extra,
});
const selected = (f: FilterConfig) => f.values.filter((v) => v.selected).map((v) => v.value);
const click = (f: FilterConfig, index: number, newState = true, unselectOthers = false) =>
  applyValueChange(f, { filterID: f.id, index, newState, unselectOthers });

describe('selecting values', () => {
  test('radio: selects exclusively; re-clicking the selected or a disabled item does nothing; -1 clears', () => {
    const radio = filter('radio', [value('', { value_id: -1 }), value('4'), value('5', { selected: true }), value('3', { disabled: true })]);
    expect(selected(click(radio, 1))).toEqual(['4']);
    expect(click(radio, 2)).toBe(radio);
    expect(click(radio, 3)).toBe(radio);
    expect(selected(click(radio, 0))).toEqual([]);
  });
  test('checkboxes toggle; hierarchical selection unselects ancestors and descendants first', () => {
    const tree = filter(
      'checkboxes',
      [value('1', { selected: true }), value('2', { parent_value: '1' }), value('3', { parent_value: '2', selected: true }), value('4', { selected: true })],
      { is_hierarchical: true },
    );
    expect(selected(click(tree, 1))).toEqual(['2', '4']);
    expect(selected(click(tree, 3, false))).toEqual(['1', '3']);
    const flat = filter('checkboxes', [value('a', { selected: true }), value('b')]);
    expect(selected(click(flat, 1))).toEqual(['a', 'b']);
  });
  test('buttons and toggle toggle without unselecting others', () => {
    const buttons = filter('buttons', [value('s', { selected: true }), value('m')]);
    expect(selected(click(buttons, 1))).toEqual(['s', 'm']);
    expect(selected(click(filter('toggle', [value('yes', { selected: true })]), 0, false))).toEqual([]);
  });
  test('colour toggles and unselects the others unless multiple_selection', () => {
    const colours = [value('red', { selected: true }), value('blue')];
    expect(selected(click(filter('color', colours), 1))).toEqual(['blue']);
    expect(selected(click(filter('color', colours, { multiple_selection: true }), 1))).toEqual(['red', 'blue']);
  });
  test('select picks exclusively; index false clears', () => {
    const select = filter('select', [value('a', { selected: true }), value('b')]);
    expect(selected(click(select, 1))).toEqual(['b']);
    expect(selected(applyValueChange(select, { filterID: 'f', index: false, newState: false, unselectOthers: true }))).toEqual([]);
  });
  test('range: empty or null is unbounded, min above max becomes max; search sets the phrase', () => {
    const range = filter('range', []);
    expect(applyRangeChange(range, { filterID: 'f', value: { min: 80, max: 20 } }).range).toEqual({ min: 20, max: 20 });
    expect(applyRangeChange(range, { filterID: 'f', value: { min: null, max: -4 } }).range).toEqual({ min: '', max: '' });
    expect(applySearchChange(filter('search', []), { filterID: 'f', phrase: 'tee' }).phrase).toBe('tee');
  });
});

describe('removing applied filters', () => {
  test('a value chip unselects; with a default value, the default is reselected', () => {
    const plain = filter('checkboxes', [value('a', { selected: true }), value('b', { selected: true })]);
    expect(selected(removeChip(plain, { filterID: 'f', kind: 'value', index: 0 }))).toEqual(['b']);
    const withDefault = filter('radio', [value('all', { default: true }), value('b', { selected: true })]);
    expect(selected(removeChip(withDefault, { filterID: 'f', kind: 'value', index: 1 }))).toEqual(['all']);
  });
  test('a range chip resets its side; a search chip clears the phrase', () => {
    const range = filter('range', [], { range: { min: 10, max: 50 } });
    expect(removeChip(range, { filterID: 'f', kind: 'min' }).range).toEqual({ min: '', max: 50 });
    expect(removeChip(range, { filterID: 'f', kind: 'max' }).range).toEqual({ min: 10, max: '' });
    expect(removeChip(filter('search', [], { phrase: 'x' }), { filterID: 'f', kind: 'phrase' }).phrase).toBe('');
  });
  test('clear all: nothing selected, ranges empty, no phrase; chips listed in filter order', () => {
    const filters = [
      filter('checkboxes', [value('a', { selected: true }), value('', { selected: true })]),
      { ...filter('range', [], { range: { min: 5, max: '' } }), id: 'p' },
      { ...filter('search', [], { phrase: ' ' }), id: 'q' },
    ];
    expect(appliedChips(filters)).toEqual([
      { filterID: 'f', kind: 'value', index: 0 },
      { filterID: 'p', kind: 'min' },
    ]);
    expect(appliedChips(filters.map(clearFilter))).toEqual([]);
  });
});
