/**
 * Counting a column over a list of rows, a column at a time: one tight loop per column instead
 * of a call per row and column, and only over the rows that count (at a million products the
 * per-row calls were most of the query).
 *
 * A value counts once per parent. Inherited columns (category, brand…: the same values on
 * every row of a parent that can match) are counted on each parent's first counting row only;
 * the others keep the last parent seen per value slot (rows of a parent are contiguous).
 */
import type { Column, FilterIndex } from './build-index.ts';

type ParentOffsets = FilterIndex['parentOffset'];
import type { FailBits } from './row-failures.ts';

export interface CountTarget {
  counts: Int32Array;
  /** Per slot, the parent row that last counted it (-1 before any). */
  last: Int32Array;
}

/** The rows a group of columns counts on: all of them, and each parent's first. */
export interface CountingRows {
  rows: Int32Array;
  length: number;
  firsts: Int32Array;
  firstsLength: number;
}

/** Rows, in order, as the first `length` entries of `rows`. */
export interface RowList {
  rows: Int32Array;
  length: number;
}

/**
 * The one pass over every row: lists the rows that count for some column, those failing no
 * filter or only one that has its own bit (not the blocked bit). Branch-free: each row is
 * written and the length advances only when it counts (a branch mispredicted on about every
 * other row).
 */
export function nearMatches(fails: FailBits, blockedBit: number, into: RowList): void {
  const { rows } = into;
  let n = 0;
  for (let r = 0, rowCount = fails.length; r < rowCount; r++) {
    const x = fails[r]!;
    const y = (x & (x - 1)) | (x & blockedBit); // 0 when x is 0 or one own bit
    rows[n] = r;
    // 1 when y is 0: y | -y has its sign bit set for any other 32-bit y.
    n += ((y | -y) >>> 31) ^ 1;
  }
  into.length = n;
}

/**
 * The rows whose failure bits without `ownBit` are 0, and apart the first such row of each
 * parent, taken from the near matches, or from every row when `near` is null (a query with one
 * disjunctive filter: its near matches are about every row). Two loops, not one with a test
 * per row of where the rows come from: the tests slowed it by a fifth.
 */
export function countingRows(fails: FailBits, ownBit: number, near: RowList | null, parentOffset: ParentOffsets, into: CountingRows): void {
  if (near) countingRowsOf(near, fails, ~ownBit, parentOffset, into);
  else countingRowsOfAll(fails, ~ownBit, parentOffset, into);
}

function countingRowsOfAll(fails: FailBits, keep: number, parentOffset: ParentOffsets, into: CountingRows): void {
  const { rows, firsts } = into;
  let n = 0;
  let f = 0;
  let previous = -1;
  for (let r = 0, length = fails.length; r < length; r++) {
    const x = fails[r]! & keep;
    const counts = ((x | -x) >>> 31) ^ 1;
    const parent = r - parentOffset[r]!;
    const other = parent ^ previous;
    rows[n] = r;
    n += counts;
    firsts[f] = r;
    f += counts & ((other | -other) >>> 31);
    previous ^= (parent ^ previous) & (0 - counts); // the parent when the row counts
  }
  into.length = n;
  into.firstsLength = f;
}

function countingRowsOf(near: RowList, fails: FailBits, keep: number, parentOffset: ParentOffsets, into: CountingRows): void {
  const { rows, firsts } = into;
  const candidates = near.rows;
  let n = 0;
  let f = 0;
  let previous = -1;
  for (let k = 0, length = near.length; k < length; k++) {
    const r = candidates[k]!;
    const x = fails[r]! & keep;
    const counts = ((x | -x) >>> 31) ^ 1;
    const parent = r - parentOffset[r]!;
    const other = parent ^ previous;
    rows[n] = r;
    n += counts;
    firsts[f] = r;
    f += counts & ((other | -other) >>> 31);
    previous ^= (parent ^ previous) & (0 - counts); // the parent when the row counts
  }
  into.length = n;
  into.firstsLength = f;
}

function countSingle(column: Column, rows: Int32Array, length: number, parentOffset: ParentOffsets, target: CountTarget): void {
  const { counts, last } = target;
  const base = column.slotBase - 1;
  const single = column.single!;
  if (column.perParent) {
    // One row per parent: nothing to de-duplicate.
    for (let k = 0; k < length; k++) {
      const v = single[rows[k]!]!;
      if (v !== 0) counts[base + v]!++;
    }
    return;
  }
  for (let k = 0; k < length; k++) {
    const r = rows[k]!;
    const v = single[r]!;
    if (v === 0) continue;
    const slot = base + v;
    const parent = r - parentOffset[r]!;
    if (last[slot] !== parent) {
      last[slot] = parent;
      counts[slot]!++;
    }
  }
}

function countMulti(column: Column, rows: Int32Array, length: number, parentOffset: ParentOffsets, target: CountTarget): void {
  const { counts, last } = target;
  const base = column.slotBase;
  const { bits, base: blockBase, offset } = column.spans!;
  const values = column.values!;
  for (let k = 0; k < length; k++) {
    const r = rows[k]!;
    const parent = r - parentOffset[r]!;
    for (let i = blockBase[r >> bits]! + offset[r]!, end = blockBase[(r + 1) >> bits]! + offset[r + 1]!; i < end; i++) {
      const slot = base + values[i]!;
      if (last[slot] !== parent) {
        last[slot] = parent;
        counts[slot]!++;
      }
    }
  }
}

/** Counts `column` on the listed rows (each parent's first only, for an inherited column). */
export function countColumn(column: Column, listed: CountingRows, parentOffset: ParentOffsets, target: CountTarget): void {
  const [rows, length] = column.perParent ? [listed.firsts, listed.firstsLength] : [listed.rows, listed.length];
  if (column.single) countSingle(column, rows, length, parentOffset, target);
  else countMulti(column, rows, length, parentOffset, target);
}
