/**
 * One query over the index: the matching rows, every requested counter and the requested page
 * of output ids (docs/filter-engine.md, "How a query runs").
 *
 * Each active filter sets its bit on the rows failing it (row-failures.ts). Rows with no bit
 * match: all their values are counted. A row whose only bit is the filter of a counted source
 * whose counter is disjunctive ('or' logic, or a range counter) counts for that source alone.
 * Counting goes a column at a time over listed rows (column-counts.ts), de-duplicated per
 * parent. The answer with no filter is computed once per index.
 */
import { ROW_MATCHABLE, ROW_STANDALONE, type Column, type FilterIndex } from './build-index.ts';
import { textsOf, valueCount } from './column-values.ts';
import { spanBegin } from './row-spans.ts';
import { countColumn, countingRows, nearMatches, type CountingRows, type RowList } from './column-counts.ts';
import { assignBits, blockedRows, markFailures, newFailBits, type BitLayout, type FailBits } from './row-failures.ts';
import { histogram, presetRanges, valuePoints } from './range-stats.ts';
import { rankedOrder, sortOrder } from './sort-order.ts';
import type { ActiveFilter, CounterRequest, FilterQuery, FilterResult, RangeStats } from './types.ts';
import { isActive } from './value-mask.ts';

export interface RangeStatsWithPresets extends RangeStats {
  presets?: ReturnType<typeof presetRanges>;
}

function countRow(column: Column, row: number, parent: number, counts: Int32Array, last: Int32Array): void {
  const base = column.slotBase;
  const single = column.single;
  if (single) {
    const v = single[row]!;
    if (v !== 0) {
      const slot = base + v - 1;
      if (last[slot] !== parent) {
        last[slot] = parent;
        counts[slot]!++;
      }
    }
    return;
  }
  const spans = column.spans!;
  const values = column.values!;
  for (let i = spanBegin(spans, row), end = spanBegin(spans, row + 1); i < end; i++) {
    const slot = base + values[i]!;
    if (last[slot] !== parent) {
      last[slot] = parent;
      counts[slot]!++;
    }
  }
}

function hasValue(column: Column, row: number): boolean {
  if (column.single) return column.single[row] !== 0;
  return spanBegin(column.spans!, row + 1) > spanBegin(column.spans!, row);
}

/** Counts, per column, the distinct parents whose counted rows carry any value of it. */
function cover(columns: Column[], row: number, parent: number, covered: Int32Array, lastCovered: Int32Array): void {
  for (let c = 0; c < columns.length; c++) {
    if (lastCovered[c] !== parent && hasValue(columns[c]!, row)) {
      lastCovered[c] = parent;
      covered[c]!++;
    }
  }
}

function splitByLevel(columns: Column[]): [perParent: Column[], perRow: Column[]] {
  return [columns.filter((c) => c.perParent), columns.filter((c) => !c.perParent)];
}

interface Unfiltered {
  counts: Int32Array;
  hit: Uint8Array;
  /** Output products matched (rows set in `hit`). */
  total: number;
  mainTotal: number;
  /** Coverage per column, in the order of `coverageColumns`. */
  covered: Int32Array;
  coverageColumns: Column[];
}
const unfilteredCache = new WeakMap<FilterIndex, Unfiltered>();

/**
 * The answer with no filter at all: every matchable row counted. Computed once per index; it
 * is also the store-wide count (sibling categories) and the answer to an empty query.
 */
function unfiltered(index: FilterIndex): Unfiltered {
  let known = unfilteredCache.get(index);
  if (known) return known;
  const counts = new Int32Array(index.slotCount);
  const last = new Int32Array(index.slotCount).fill(-1);
  const hit = new Uint8Array(index.rowCount);
  const [perParent, perRow] = splitByLevel([...index.columns.values()].filter((c) => c.slotBase >= 0));
  const coverageColumns = [...index.columns.values()];
  const covered = new Int32Array(coverageColumns.length);
  const lastCovered = new Int32Array(coverageColumns.length).fill(-1);
  let mainTotal = 0;
  let total = 0;
  let lastMain = -1;
  for (let r = 0; r < index.rowCount; r++) {
    const flags = index.rowFlags[r]!;
    if (!(flags & ROW_MATCHABLE)) continue;
    const parent = r - index.parentOffset[r]!;
    const shown = flags & ROW_STANDALONE ? r : parent;
    if (hit[shown] === 0) {
      hit[shown] = 1;
      total++;
    }
    if (parent !== lastMain) {
      lastMain = parent;
      mainTotal++;
      for (const column of perParent) countRow(column, r, parent, counts, last);
    }
    for (const column of perRow) countRow(column, r, parent, counts, last);
    cover(coverageColumns, r, parent, covered, lastCovered);
  }
  known = { counts, hit, total, mainTotal, covered, coverageColumns };
  unfilteredCache.set(index, known);
  return known;
}

interface Scratch {
  /** Per width of failure bits, allocated on first use. */
  failsByWidth: Map<number, FailBits>;
  /** The rows counting for some column (failing nothing, or only a filter with its own bit). */
  near: RowList;
  /** The rows a group of columns counts on. */
  listed: CountingRows;
  hit: Uint8Array;
  counts: Int32Array;
  last: Int32Array;
}
const scratchCache = new WeakMap<FilterIndex, Scratch>();

/** Per-index work arrays, reused across queries (reset, not reallocated: less GC). */
function scratchFor(index: FilterIndex, layout: BitLayout): Scratch & { fails: FailBits } {
  let scratch = scratchCache.get(index);
  if (!scratch) {
    scratch = {
      failsByWidth: new Map(),
      near: { rows: new Int32Array(index.rowCount), length: 0 },
      listed: { rows: new Int32Array(index.rowCount), length: 0, firsts: new Int32Array(index.parentCount), firstsLength: 0 },
      hit: new Uint8Array(index.rowCount),
      counts: new Int32Array(index.slotCount),
      last: new Int32Array(index.slotCount),
    };
    scratchCache.set(index, scratch);
  }
  let fails = scratch.failsByWidth.get(layout.width);
  if (!fails) scratch.failsByWidth.set(layout.width, (fails = newFailBits(layout.width, index.rowCount)));
  fails.set(blockedRows(index, layout));
  scratch.hit.fill(0);
  scratch.counts.fill(0);
  scratch.last.fill(-1);
  return { ...scratch, fails };
}

export function runQuery(
  index: FilterIndex,
  query: FilterQuery,
  options: { presets?: boolean } = {},
): FilterResult & { ranges: Record<string, RangeStatsWithPresets> } {
  const { parentOffset, rowFlags } = index;
  const filters: ActiveFilter[] = query.filters.filter(isActive).slice(0, 254);
  if (filters.length === 0) return answer(index, query, filters, unfiltered(index), options);

  // Counters: each counted column, and the filter on its own source whose failures it still
  // counts ('or' logic, or a range counter): disjunctive faceting.
  const requested = (query.counters ?? []).filter((c) => c.kind === 'facet' || c.kind === 'range');
  const counted: { column: Column; own: number }[] = [];
  for (const counter of requested) {
    const column = index.columns.get(String(counter.sourceId));
    if (!column || column.slotBase < 0) continue;
    const own = filters.findIndex(
      (f) => !f.fixed && String(f.sourceId) === column.sourceId && (counter.kind === 'range' || f.logic === 'or' || f.logic === 'range'),
    );
    counted.push({ column, own });
  }
  const { layout, shifts } = assignBits(filters, (fi) => counted.some((c) => c.own === fi));
  const { fails, near, listed, hit, counts, last } = scratchFor(index, layout);
  filters.forEach((filter, fi) => markFailures(index, filter, fails, shifts[fi]!));

  // Columns grouped by the bit whose failures they still count (0: matched rows only).
  const byOwnBit = new Map<number, Column[]>([[0, []]]);
  for (const { column, own } of counted) {
    const ownBit = own >= 0 && shifts[own] !== layout.blockedShift ? 1 << shifts[own]! : 0;
    byOwnBit.set(ownBit, [...(byOwnBit.get(ownBit) ?? []), column]);
  }

  // The matched rows first: output products, distinct parents, coverage.
  const target = { counts, last };
  // Several disjunctive filters: one pass lists the rows counting for any column, and each
  // counter's rows are taken from that shorter list; with one, every row is read directly.
  const candidates = byOwnBit.size > 2 ? near : null;
  if (candidates) nearMatches(fails, 1 << layout.blockedShift, candidates);
  countingRows(fails, 0, candidates, parentOffset, listed);
  const { rows, length } = listed;
  const mainTotal = listed.firstsLength;
  const coverageColumns = (query.counters ?? [])
    .filter((c) => c.kind === 'coverage')
    .map((c) => index.columns.get(String(c.sourceId)))
    .filter((c): c is Column => c !== undefined);
  const covered = new Int32Array(coverageColumns.length);
  const lastCovered = new Int32Array(coverageColumns.length).fill(-1);
  let total = 0;
  for (let k = 0; k < length; k++) {
    const r = rows[k]!;
    const parent = r - parentOffset[r]!;
    const shown = rowFlags[r]! & ROW_STANDALONE ? r : parent;
    if (hit[shown] === 0) {
      hit[shown] = 1;
      total++;
    }
    if (coverageColumns.length > 0) cover(coverageColumns, r, parent, covered, lastCovered);
  }
  for (const column of byOwnBit.get(0)!) countColumn(column, listed, parentOffset, target);

  for (const [ownBit, columns] of byOwnBit) {
    if (ownBit === 0) continue;
    // The only filter: its own sources count every row that can match, which is the answer
    // with no filter (computed once). A shopper's first choice is this case.
    if (filters.length === 1) {
      const none = unfiltered(index).counts;
      for (const column of columns) counts.set(none.subarray(column.slotBase, column.slotBase + valueCount(column)), column.slotBase);
      continue;
    }
    countingRows(fails, ownBit, candidates, parentOffset, listed);
    for (const column of columns) countColumn(column, listed, parentOffset, target);
  }

  return answer(index, query, filters, { counts, hit, total, mainTotal, covered, coverageColumns }, options);
}

/** Output ids in order (the precomputed order walked through the hit mask) and the counters. */
function answer(
  index: FilterIndex,
  query: FilterQuery,
  filters: ActiveFilter[],
  matched: Unfiltered,
  options: { presets?: boolean },
): FilterResult & { ranges: Record<string, RangeStatsWithPresets> } {
  const { counts, hit, mainTotal } = matched;
  const order = !query.sort && query.ranking ? rankedOrder(index, query.ranking) : sortOrder(index, query.sort);
  const perPage = query.perPage === undefined ? 12 : query.perPage;
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const from = perPage > 0 ? (page - 1) * perPage : 0;
  const pages = Math.max(1, Math.floor(query.pages ?? 1));
  const to = perPage > 0 ? from + perPage * pages : Number.POSITIVE_INFINITY;
  const ids: number[] = [];
  // The total is known: the walk through the order stops after the requested pages.
  const total = matched.total;
  for (let i = 0, seen = 0; i < order.length && seen < to; i++) {
    const row = order[i]!;
    if (!hit[row]) continue;
    if (seen >= from) ids.push(index.productIds[row]!);
    seen++;
  }

  const result: FilterResult & { ranges: Record<string, RangeStatsWithPresets> } = { ids, total, mainTotal, counts: {}, ranges: {}, coverage: {} };
  const storeWide = (query.counters ?? []).some((c) => c.kind === 'store-wide') ? unfiltered(index).counts : null;
  for (const counter of query.counters ?? []) {
    const column = index.columns.get(String(counter.sourceId));
    const source = String(counter.sourceId);
    if (counter.kind === 'coverage') {
      const at = column ? matched.coverageColumns.indexOf(column) : -1;
      result.coverage[source] = at >= 0 ? matched.covered[at]! : 0;
      continue;
    }
    if (counter.kind === 'range') {
      const points = column && column.slotBase >= 0 ? valuePoints(column, counts) : { values: new Float64Array(0), counts: new Int32Array(0) };
      const stats: RangeStatsWithPresets = histogram(points, counter.buckets ?? 16);
      if (options.presets) stats.presets = presetRanges(points);
      result.ranges[source] = stats;
      continue;
    }
    result.counts[source] = facetCounts(column, counter.kind === 'store-wide' ? storeWide! : counts, filters, source);
  }
  return result;
}

function facetCounts(column: Column | undefined, counts: Int32Array, filters: ActiveFilter[], sourceId: string): Record<string, number> {
  const out: Record<string, number> = {};
  if (column && column.slotBase >= 0) {
    textsOf(column).forEach((value, i) => {
      const n = counts[column.slotBase + i]!;
      if (n > 0) out[value] = n;
    });
  }
  // Selected values are always reported, with 0 when nothing matches.
  for (const f of filters) {
    if (String(f.sourceId) !== sourceId) continue;
    for (const v of f.values ?? []) if (!(String(v) in out)) out[String(v)] = 0;
  }
  return out;
}

export type { CounterRequest };
