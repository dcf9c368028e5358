/**
 * A change event in the spec's shapes (filter.md §3.6), as a theme script sends it to
 * `window.shopFilter.change()`, read into one of the filter's changes — or the reason it is
 * refused, so a theme's mistake is named instead of silently changing nothing:
 * - value: {filterID, index, newState, unselectOthers, type, skipProcess?}
 * - range: {filterID, value: {min, max}, type}
 * - search: {filterID, phrase, type}
 * - select clear: {filterID, index: false, unselectOthers: true, type}
 */
import type { FilterConfig } from './filter-config.ts';
import type { RangeChange, SearchChange, ValueChange } from './selection.ts';

export type ReadChange =
  | { kind: 'value'; change: ValueChange }
  | { kind: 'range'; change: RangeChange }
  | { kind: 'search'; change: SearchChange }
  | { kind: 'refused'; reason: string };

const isBound = (v: unknown) => v === '' || v === null || (typeof v === 'number' && Number.isFinite(v));

export function readChangeEvent(raw: unknown, filters: readonly FilterConfig[]): ReadChange {
  if (!raw || typeof raw !== 'object') return { kind: 'refused', reason: 'A change event is an object.' };
  const event = raw as Record<string, unknown>;
  const filter = filters.find((f) => f.id === String(event.filterID ?? ''));
  if (!filter) return { kind: 'refused', reason: 'There is no such filter instance.' };
  if (event.type !== undefined && event.type !== filter.type) {
    return { kind: 'refused', reason: `Filter ${filter.id} is of type ${filter.type}, not ${String(event.type)}.` };
  }
  const type = filter.type;
  if ('phrase' in event) {
    return typeof event.phrase === 'string'
      ? { kind: 'search', change: { filterID: filter.id, phrase: event.phrase, type } }
      : { kind: 'refused', reason: 'phrase is text.' };
  }
  if ('value' in event) {
    const value = event.value as { min?: unknown; max?: unknown } | null;
    if (!value || typeof value !== 'object' || !isBound(value.min ?? null) || !isBound(value.max ?? null)) {
      return { kind: 'refused', reason: 'value is {min, max}, each a number or empty.' };
    }
    return {
      kind: 'range',
      change: { filterID: filter.id, value: { min: (value.min ?? null) as number | '' | null, max: (value.max ?? null) as number | '' | null }, type },
    };
  }
  const index = event.index;
  const clear = index === false && event.unselectOthers === true;
  if (!clear && !(Number.isInteger(index) && (index as number) >= 0 && (index as number) < filter.values.length)) {
    return { kind: 'refused', reason: `index is a value's position in filter ${filter.id} (0 to ${filter.values.length - 1}), or false with unselectOthers.` };
  }
  return {
    kind: 'value',
    change: {
      filterID: filter.id,
      index: clear ? false : (index as number),
      newState: clear ? false : event.newState !== false,
      unselectOthers: event.unselectOthers === true,
      type,
      skipProcess: event.skipProcess === true,
    },
  };
}
