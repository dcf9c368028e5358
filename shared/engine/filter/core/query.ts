/**
 * One query over the index: the matching rows, every requested counter and
 * the requested page of output ids, in one pass over the rows.
 *
 * Each row gets the number of active filters it fails and the last one it failed. Rows failing
 * none match: all their values are counted. Rows failing exactly one filter count only for
 * that filter's own source when its counter is "extended" ('or' logic, or a range counter):
 * disjunctive faceting. Counts are de-duplicated per parent (rows of a parent are contiguous,
 * so one "last parent seen" per value suffices).
 */
import type { Column, FilterIndex } from './build-index.ts';
import { textsOf } from './column-values.ts';
import { SPAN_BLOCK_BITS, spanBegin } from './row-spans.ts';
import { histogram, presetRanges, valuePoints } from './range-stats.ts';
import { rankedOrder, sortOrder } from './sort-order.ts';
import type { ActiveFilter, CounterRequest, FilterQuery, FilterResult, RangeStats } from './types.ts';
import { isActive, rowPasses, valueMask } from './value-mask.ts';

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
  let lastMain = -1;
  for (let r = 0; r < index.rowCount; r++) {
    if (!index.matchable[r]) continue;
    const parent = index.parentRow[r]!;
    hit[index.standalone[r] ? r : parent] = 1;
    if (parent !== lastMain) {
      lastMain = parent;
      mainTotal++;
      for (const column of perParent) countRow(column, r, parent, counts, last);
    }
    for (const column of perRow) countRow(column, r, parent, counts, last);
    cover(coverageColumns, r, parent, covered, lastCovered);
  }
  known = { counts, hit, mainTotal, covered, coverageColumns };
  unfilteredCache.set(index, known);
  return known;
}

interface Scratch {
  failCount: Uint8Array;
  failWho: Uint8Array;
  hit: Uint8Array;
  counts: Int32Array;
  last: Int32Array;
}
const scratchCache = new WeakMap<FilterIndex, Scratch>();

/** Per-index work arrays, reused across queries (cleared, not reallocated: less GC). */
function scratchFor(index: FilterIndex): Scratch {
  let scratch = scratchCache.get(index);
  if (!scratch) {
    scratch = {
      failCount: new Uint8Array(index.rowCount),
      failWho: new Uint8Array(index.rowCount),
      hit: new Uint8Array(index.rowCount),
      counts: new Int32Array(index.slotCount),
      last: new Int32Array(index.slotCount),
    };
    scratchCache.set(index, scratch);
  }
  scratch.failCount.fill(0);
  scratch.hit.fill(0);
  scratch.counts.fill(0);
  scratch.last.fill(-1);
  return scratch;
}

export function runQuery(
  index: FilterIndex,
  query: FilterQuery,
  options: { presets?: boolean } = {},
): FilterResult & { ranges: Record<string, RangeStatsWithPresets> } {
  const { rowCount, matchable, parentRow, standalone } = index;
  const filters: ActiveFilter[] = query.filters.filter(isActive).slice(0, 254);
  if (filters.length === 0) return answer(index, query, filters, unfiltered(index), options);
  const { failCount, failWho, hit, counts, last } = scratchFor(index);

  filters.forEach((filter, fi) => {
    if (filter.logic === 'ids') {
      const allowed = new Set(filter.ids);
      const { productIds } = index;
      for (let r = 0; r < rowCount; r++) {
        if (!allowed.has(productIds[r]!) && !allowed.has(productIds[parentRow[r]!]!)) {
          failCount[r]!++;
          failWho[r] = fi;
        }
      }
      return;
    }
    const column = index.columns.get(String(filter.sourceId));
    const m = valueMask(column, filter);
    const single = column?.single;
    if (single && (m.mode === 'any' || m.need === 1)) {
      const mask = m.mask;
      for (let r = 0; r < rowCount; r++) {
        const v = single[r]!;
        if (v === 0 || mask[v - 1] !== 1) {
          failCount[r]!++;
          failWho[r] = fi;
        }
      }
      return;
    }
    const spans = column?.spans;
    if (spans && m.mode === 'any') {
      // Multi-valued 'any' (colour, size, category): the common case, inlined.
      const { base, offset } = spans;
      const values = column.values!;
      const mask = m.mask;
      for (let r = 0; r < rowCount; r++) {
        let i = base[r >> SPAN_BLOCK_BITS]! + offset[r]!;
        const end = base[(r + 1) >> SPAN_BLOCK_BITS]! + offset[r + 1]!;
        while (i < end && mask[values[i]!] !== 1) i++;
        if (i === end) {
          failCount[r]!++;
          failWho[r] = fi;
        }
      }
      return;
    }
    for (let r = 0; r < rowCount; r++) {
      if (!rowPasses(column, m, r)) {
        failCount[r]!++;
        failWho[r] = fi;
      }
    }
  });

  // Counters: which column each row counts, when it fails nothing or only one filter.
  const requested = (query.counters ?? []).filter((c) => c.kind === 'facet' || c.kind === 'range');
  const countedColumns: Column[] = [];
  const extendedByFilter: Column[][] = filters.map(() => []);
  for (const counter of requested) {
    const column = index.columns.get(String(counter.sourceId));
    if (!column || column.slotBase < 0) continue;
    countedColumns.push(column);
    const own = filters.findIndex(
      (f) => !f.fixed && String(f.sourceId) === column.sourceId && (counter.kind === 'range' || f.logic === 'or' || f.logic === 'range'),
    );
    if (own >= 0) extendedByFilter[own]!.push(column);
  }

  const coverageColumns = (query.counters ?? [])
    .filter((c) => c.kind === 'coverage')
    .map((c) => index.columns.get(String(c.sourceId)))
    .filter((c): c is Column => c !== undefined);
  const covered = new Int32Array(coverageColumns.length);
  const lastCovered = new Int32Array(coverageColumns.length).fill(-1);
  // A row whose parent already matched adds nothing to the parent's inherited sources.
  const [perParent, perRow] = splitByLevel(countedColumns);
  let mainTotal = 0;
  let lastMain = -1;
  for (let r = 0; r < rowCount; r++) {
    if (!matchable[r]) continue;
    const fails = failCount[r]!;
    if (fails === 0) {
      const parent = parentRow[r]!;
      hit[standalone[r] ? r : parent] = 1;
      if (parent !== lastMain) {
        lastMain = parent;
        mainTotal++;
        for (let c = 0; c < perParent.length; c++) countRow(perParent[c]!, r, parent, counts, last);
      }
      for (let c = 0; c < perRow.length; c++) countRow(perRow[c]!, r, parent, counts, last);
      if (coverageColumns.length > 0) cover(coverageColumns, r, parent, covered, lastCovered);
    } else if (fails === 1) {
      const extended = extendedByFilter[failWho[r]!]!;
      for (let c = 0; c < extended.length; c++) countRow(extended[c]!, r, parentRow[r]!, counts, last);
    }
  }

  return answer(index, query, filters, { counts, hit, mainTotal, covered, coverageColumns }, options);
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
  let total = 0;
  for (let i = 0; i < order.length; i++) {
    const row = order[i]!;
    if (!hit[row]) continue;
    if (total >= from && total < to) ids.push(index.productIds[row]!);
    total++;
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
