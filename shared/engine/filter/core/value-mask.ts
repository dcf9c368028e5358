/**
 * Turns one active filter into a mask over its source's values: 'or' and 'and' mark the
 * selected values, 'range' the numeric values within the bounds (-1 = unbounded), 'search'
 * the values containing the phrase, case-insensitively. Null when the filter selects nothing.
 */
import type { Column } from './build-index.ts';
import { numbersOf, textsOf, valueCount } from './column-values.ts';
import { spanBegin } from './row-spans.ts';
import { markMatches } from './search-text.ts';
import type { ActiveFilter } from './types.ts';

export interface ValueMask {
  mask: Uint8Array;
  /** 'all': a row must carry `need` marked values; 'any': at least one. */
  mode: 'any' | 'all';
  need: number;
}

const bound = (value: number | undefined, fallback: number) => (value === undefined || !Number.isFinite(value) || value < 0 ? fallback : value);

export function isActive(filter: ActiveFilter): boolean {
  switch (filter.logic) {
    case 'or':
    case 'and':
      return (filter.values?.length ?? 0) > 0;
    case 'range':
      return bound(filter.min, -1) >= 0 || bound(filter.max, -1) >= 0;
    case 'search':
      return (filter.phrase ?? '').trim() !== '';
    case 'ids':
      return Array.isArray(filter.ids); // an empty list allows nothing
    default:
      return false;
  }
}

/** Assumes isActive(filter). A missing column means no row carries the source: nothing passes. */
export function valueMask(column: Column | undefined, filter: ActiveFilter): ValueMask {
  const size = column ? valueCount(column) : 0;
  const mask = new Uint8Array(size);
  if (!column) return { mask, mode: 'any', need: 1 };
  if (filter.logic === 'range') {
    const lo = bound(filter.min, Number.NEGATIVE_INFINITY);
    const hi = bound(filter.max, Number.POSITIVE_INFINITY);
    const numeric = numbersOf(column);
    for (let i = 0; i < size; i++) mask[i] = numeric[i]! >= lo && numeric[i]! <= hi ? 1 : 0;
    return { mask, mode: 'any', need: 1 };
  }
  if (filter.logic === 'search') {
    const phrase = (filter.phrase ?? '').trim().toLowerCase();
    if (column.search) markMatches(column.search, phrase, mask);
    else textsOf(column).forEach((value, i) => (mask[i] = value.toLowerCase().includes(phrase) ? 1 : 0));
    return { mask, mode: 'any', need: 1 };
  }
  const wanted = new Set((filter.values ?? []).map(String));
  let found = 0;
  textsOf(column).forEach((value, i) => {
    if (wanted.has(value)) {
      mask[i] = 1;
      found++;
    }
  });
  if (filter.logic === 'and') {
    // A selected value that no product carries can never be matched by all.
    return found < wanted.size ? { mask: new Uint8Array(size), mode: 'any', need: 1 } : { mask, mode: 'all', need: found };
  }
  return { mask, mode: 'any', need: 1 };
}

/** Does this row pass the mask? */
export function rowPasses(column: Column | undefined, m: ValueMask, row: number): boolean {
  if (!column) return false;
  const { single } = column;
  if (single) {
    const v = single[row]!;
    return v !== 0 && m.mask[v - 1] === 1 && (m.mode === 'any' || m.need === 1);
  }
  const spans = column.spans!;
  const values = column.values!;
  let hits = 0;
  for (let i = spanBegin(spans, row), end = spanBegin(spans, row + 1); i < end; i++) {
    if (m.mask[values[i]!] === 1) {
      if (m.mode === 'any') return true;
      hits++;
    }
  }
  return m.mode === 'all' && hits === m.need;
}
