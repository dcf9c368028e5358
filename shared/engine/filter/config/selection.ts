/**
 * Selecting values and removing applied filters, as pure changes
 * of one filter's state. The stores apply them; the views only describe what the shopper did.
 */
import { ancestorsOf, RADIO_ANY, type FilterConfig, type FilterValue } from './filter-config.ts';
import { roundRangeSide } from '../presentation/money.ts';

/**
 * A value change. `index` is the value's position in filter.values (false with unselectOthers:
 * a select's "clear"). `type` names the filter's type (the spec's change events carry it; the
 * page API checks it); `skipProcess` changes the selection without filtering yet (a theme
 * batching several changes: the next processed change filters with all of them).
 */
export interface ValueChange {
  filterID: string;
  index: number | false;
  newState: boolean;
  unselectOthers?: boolean;
  type?: string;
  skipProcess?: boolean;
}

export interface RangeChange {
  filterID: string;
  value: { min: number | '' | null; max: number | '' | null };
  type?: string;
}

export interface SearchChange {
  filterID: string;
  phrase: string;
  type?: string;
}

const descendantsOf = (value: FilterValue, values: FilterValue[]): Set<string> => {
  const out = new Set<string>();
  let frontier = [value.value];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const v of values) if (frontier.includes(v.parent_value) && !out.has(v.value) && v.value !== value.value) next.push(v.value);
    next.forEach((v) => out.add(v));
    frontier = next;
  }
  return out;
};

/**
 * radio selects exclusively (re-clicking the selected item, or a disabled one, does
 * nothing); select picks exclusively, `index: false` clears; checkboxes toggle, and in a
 * hierarchical filter selecting an item first unselects its ancestors and descendants; buttons
 * and toggle toggle; colour toggles and unselects the others unless multiple_selection.
 * Returns the same object when nothing changes.
 */
export function applyValueChange(filter: FilterConfig, change: ValueChange): FilterConfig {
  const values = filter.values;
  if (change.index === false) {
    return values.some((v) => v.selected) ? { ...filter, values: values.map((v) => ({ ...v, selected: false })) } : filter;
  }
  const target = values[change.index];
  if (!target) return filter;
  const select = (predicate: (v: FilterValue, i: number) => boolean | undefined) => ({
    ...filter,
    values: values.map((v, i) => {
      const s = predicate(v, i);
      return s === undefined || s === v.selected ? v : { ...v, selected: s };
    }),
  });
  switch (filter.type) {
    case 'radio': {
      if (target.disabled || !change.newState || target.selected) return filter;
      // The 'any' option (-1) unselects the rest and is never itself marked selected.
      return select((_, i) => i === change.index && target.value_id !== RADIO_ANY);
    }
    case 'select':
      return select((_, i) => i === change.index && change.newState && target.value_id !== RADIO_ANY);
    case 'color': {
      const exclusive = !filter.multiple_selection || change.unselectOthers;
      return select((v, i) => (i === change.index ? change.newState : exclusive && change.newState ? false : undefined));
    }
    case 'checkboxes':
    case 'category': {
      if (change.newState && filter.is_hierarchical) {
        const byValue = new Map(values.map((v) => [v.value, v]));
        const related = new Set([...ancestorsOf(target, byValue).map((v) => v.value), ...descendantsOf(target, values)]);
        return select((v, i) => (i === change.index ? true : related.has(v.value) ? false : change.unselectOthers ? false : undefined));
      }
      return select((_, i) => (i === change.index ? change.newState : change.unselectOthers && change.newState ? false : undefined));
    }
    default: // buttons, toggle
      return select((_, i) => (i === change.index ? change.newState : change.unselectOthers && change.newState ? false : undefined));
  }
}

const side = (v: number | '' | null | undefined): number | '' => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : '');

/** A range change: both sides set; '' or null is unbounded. The clear control sends nulls. */
export function applyRangeChange(filter: FilterConfig, change: RangeChange): FilterConfig {
  const range = { min: roundRangeSide(side(change.value.min), filter.price_precision), max: roundRangeSide(side(change.value.max), filter.price_precision) };
  if (range.min !== '' && range.max !== '' && range.min > range.max) range.min = range.max;
  if (filter.range && filter.range.min === range.min && filter.range.max === range.max) return filter;
  return { ...filter, range };
}

export function applySearchChange(filter: FilterConfig, change: SearchChange): FilterConfig {
  return (filter.phrase ?? '') === change.phrase ? filter : { ...filter, phrase: change.phrase };
}

/** An applied-filter chip: one value, one side of a range, or a phrase. */
export type AppliedChip = { filterID: string; kind: 'value'; index: number } | { filterID: string; kind: 'min' | 'max' } | { filterID: string; kind: 'phrase' };

/** Removing a chip. A value chip reselects the filter's default value when it has one. */
export function removeChip(filter: FilterConfig, chip: AppliedChip): FilterConfig {
  if (chip.kind === 'phrase') return applySearchChange(filter, { filterID: filter.id, phrase: '' });
  if (chip.kind !== 'value') {
    const range = filter.range ?? { min: '', max: '' };
    return applyRangeChange(filter, { filterID: filter.id, value: chip.kind === 'min' ? { min: '', max: range.max } : { min: range.min, max: '' } });
  }
  const defaultIndex = filter.values.findIndex((v) => v.default);
  if (defaultIndex >= 0 && defaultIndex !== chip.index)
    return { ...filter, values: filter.values.map((v, i) => ({ ...v, selected: i === defaultIndex && v.value_id !== RADIO_ANY })) };
  return { ...filter, values: filter.values.map((v, i) => (i === chip.index ? { ...v, selected: false } : v)) };
}

/** Nothing selected, ranges empty, no phrase. */
export function clearFilter(filter: FilterConfig): FilterConfig {
  if (filter.type === 'range') return applyRangeChange(filter, { filterID: filter.id, value: { min: null, max: null } });
  if (filter.type === 'search') return applySearchChange(filter, { filterID: filter.id, phrase: '' });
  return filter.values.some((v) => v.selected) ? { ...filter, values: filter.values.map((v) => ({ ...v, selected: false })) } : filter;
}

/** The chips of the applied filters, in filter order (applied: selected, with a value). */
export function appliedChips(filters: FilterConfig[]): AppliedChip[] {
  const chips: AppliedChip[] = [];
  for (const filter of filters) {
    if (filter.type === 'range') {
      if (typeof filter.range?.min === 'number') chips.push({ filterID: filter.id, kind: 'min' });
      if (typeof filter.range?.max === 'number') chips.push({ filterID: filter.id, kind: 'max' });
    } else if (filter.type === 'search') {
      if ((filter.phrase ?? '').trim() !== '') chips.push({ filterID: filter.id, kind: 'phrase' });
    } else {
      filter.values.forEach((v, index) => {
        if (v.selected && v.value !== '' && v.value_id !== RADIO_ANY) chips.push({ filterID: filter.id, kind: 'value', index });
      });
    }
  }
  return chips;
}
