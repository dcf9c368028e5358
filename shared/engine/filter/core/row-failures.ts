/**
 * Which active filters each row fails, as bits in one typed array: one bit per filter whose
 * source is counted disjunctively (a row failing only that filter still counts for its own
 * source), and one shared "blocked" bit for every other filter and for rows that can never
 * match. A row matches when its bits are 0; it counts for a column whose own filter has bit b
 * when its bits without b are 0.
 *
 * The passes are branch-free where they can be (a lookup per row instead of a test): at a
 * million products a mispredicted branch per row cost more than the rest of the query.
 */
import { parentRowOf, ROW_MATCHABLE, type Column, type FilterIndex } from './build-index.ts';
import type { RowSpans } from './row-spans.ts';
import type { ActiveFilter } from './types.ts';
import { rowPasses, valueMask } from './value-mask.ts';

export type FailBits = Uint8Array | Uint16Array | Uint32Array;

export interface BitLayout {
  /** The narrowest width holding the own bits and the blocked bit: 8 (up to 7 own bits), 16 or 32. */
  width: 8 | 16 | 32;
  /** Shift of the shared blocked bit (the top one). */
  blockedShift: number;
}

export function newFailBits(width: BitLayout['width'], length: number): FailBits {
  return width === 8 ? new Uint8Array(length) : width === 16 ? new Uint16Array(length) : new Uint32Array(length);
}

/** Own-bit shift per filter (the blocked shift for filters without a disjunctive counter). */
export function assignBits(filters: ActiveFilter[], hasOwnCounter: (filterIndex: number) => boolean): { layout: BitLayout; shifts: number[] } {
  const owners = filters.map((_, fi) => hasOwnCounter(fi));
  const ownCount = owners.filter(Boolean).length;
  // The narrowest array is read fastest (a million products: 2.5 MB of Uint8 fit the cache).
  const width = ownCount <= 7 ? 8 : ownCount <= 15 ? 16 : 32;
  const blockedShift = width - 1;
  let next = 0;
  // Beyond 31 disjunctive filters at once (no shop shows that many) the rest share the blocked
  // bit: their own counters then count as conjunctive ones.
  const shifts = owners.map((owner) => (owner && next < blockedShift ? next++ : blockedShift));
  return { layout: { width, blockedShift }, shifts };
}

const blockedCache = new WeakMap<FilterIndex, Map<number, FailBits>>();

/** The starting bits: blocked on every row that cannot match (computed once per index and width). */
export function blockedRows(index: FilterIndex, layout: BitLayout): FailBits {
  let byWidth = blockedCache.get(index);
  if (!byWidth) blockedCache.set(index, (byWidth = new Map()));
  let start = byWidth.get(layout.width);
  if (!start) {
    start = newFailBits(layout.width, index.rowCount);
    const blocked = 1 << layout.blockedShift;
    for (let r = 0; r < index.rowCount; r++) if (!(index.rowFlags[r]! & ROW_MATCHABLE)) start[r] = blocked;
    byWidth.set(layout.width, start);
  }
  return start;
}

/** Single-valued column: `pass[v]` is 1 when value id v - 1 passes (pass[0] = 0: no value). */
function failSingle(fails: FailBits, single: Column['single'] & object, pass: Uint8Array, shift: number, rowCount: number): void {
  for (let r = 0; r < rowCount; r++) fails[r] = fails[r]! | ((pass[single[r]!]! ^ 1) << shift);
}

const prefixCache = new WeakMap<FilterIndex, Uint8Array>();

/** One byte per value entry of the index's largest multi-valued column (+ 1), reused. */
function prefixScratch(index: FilterIndex, entries: number): Uint8Array {
  let prefix = prefixCache.get(index);
  if (!prefix || prefix.length < entries + 1) {
    let largest = entries;
    for (const column of index.columns.values()) largest = Math.max(largest, column.values?.length ?? 0);
    prefix = new Uint8Array(largest + 1);
    prefixCache.set(index, prefix);
  }
  return prefix;
}

/**
 * Multi-valued column, 'any' of the marked values, in two branch-free passes: a running count
 * (mod 256) of marked entries over the column's values, then per row whether the count moved
 * across its span. Fewer than 256 marked values per row are assumed: the caller sends masks
 * marking more to the row-by-row path.
 */
function failAny(index: FilterIndex, fails: FailBits, spans: RowSpans, values: Column['values'] & object, mask: Uint8Array, shift: number): void {
  const prefix = prefixScratch(index, values.length);
  let running = 0;
  prefix[0] = 0;
  for (let i = 0, n = values.length; i < n; i++) {
    running = (running + mask[values[i]!]!) & 0xff;
    prefix[i + 1] = running;
  }
  const { bits, base, offset } = spans;
  let begin = prefix[base[0]! + offset[0]!]!;
  for (let r = 0, rowCount = index.rowCount; r < rowCount; r++) {
    const end = prefix[base[(r + 1) >> bits]! + offset[r + 1]!]!;
    const marked = (end - begin) & 0xff;
    begin = end;
    fails[r] = fails[r]! | ((((marked | -marked) >>> 31) ^ 1) << shift);
  }
}

function markedCount(mask: Uint8Array): number {
  let marked = 0;
  for (let i = 0; i < mask.length; i++) marked += mask[i]!;
  return marked;
}

/** Sets the filter's bit on every row that fails it. */
export function markFailures(index: FilterIndex, filter: ActiveFilter, fails: FailBits, shift: number): void {
  const { rowCount } = index;
  const bit = 1 << shift;
  if (filter.logic === 'ids') {
    const allowed = new Set(filter.ids);
    const { productIds } = index;
    for (let r = 0; r < rowCount; r++) if (!allowed.has(productIds[r]!) && !allowed.has(productIds[parentRowOf(index, r)]!)) fails[r] = fails[r]! | bit;
    return;
  }
  const column = index.columns.get(String(filter.sourceId));
  const m = valueMask(column, filter);
  if (column?.single && (m.mode === 'any' || m.need === 1)) {
    const pass = new Uint8Array(m.mask.length + 1);
    pass.set(m.mask, 1);
    failSingle(fails, column.single, pass, shift, rowCount);
    return;
  }
  if (column?.spans && m.mode === 'any' && markedCount(m.mask) < 256) {
    failAny(index, fails, column.spans, column.values!, m.mask, shift);
    return;
  }
  for (let r = 0; r < rowCount; r++) if (!rowPasses(column, m, r)) fails[r] = fails[r]! | bit;
}
