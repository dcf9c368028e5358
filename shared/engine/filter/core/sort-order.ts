/**
 * Product orders, computed once per sort rule and index, then reused by every query:
 * a query walks the order and keeps the rows it matched, stopping after the page it needs.
 * Keys, in order: in stock first, featured first, the source's value (missing values last),
 * then the product id tiebreak (or index order).
 */
import { parentRowOf, ROW_FEATURED, ROW_IN_STOCK, ROW_STANDALONE, type Column, type FilterIndex } from './build-index.ts';
import { lowerTextAt, numbersOf } from './column-values.ts';
import { spanBegin } from './row-spans.ts';
import type { SortRule } from './types.ts';

const cache = new WeakMap<FilterIndex, Map<string, Int32Array>>();

/** Rows that can be shown as products: main products and standalone variations. */
export function outputCandidates(index: FilterIndex): Int32Array {
  const seen = new Uint8Array(index.rowCount);
  for (let r = 0; r < index.rowCount; r++) seen[index.rowFlags[r]! & ROW_STANDALONE ? r : parentRowOf(index, r)] = 1;
  const out: number[] = [];
  for (let r = 0; r < index.rowCount; r++) if (seen[r]) out.push(r);
  return Int32Array.from(out);
}

function sortValue(column: Column | undefined, row: number, rule: SortRule): number | string | null {
  if (!column) return null;
  const pick = (ids: number[]): number | string | null => {
    if (ids.length === 0) return null;
    if (rule.asText) {
      const texts = ids.map((i) => lowerTextAt(column, i)).sort();
      return rule.order === 'asc' ? texts[0]! : texts.at(-1)!;
    }
    const numbers = ids.map((i) => numbersOf(column)[i]!).filter(Number.isFinite);
    if (numbers.length === 0) return null;
    return rule.order === 'asc' ? Math.min(...numbers) : Math.max(...numbers);
  };
  if (column.single) {
    const v = column.single[row]!;
    return v === 0 ? null : pick([v - 1]);
  }
  const ids: number[] = [];
  for (let i = spanBegin(column.spans!, row), end = spanBegin(column.spans!, row + 1); i < end; i++) ids.push(column.values![i]!);
  return pick(ids);
}

export function ruleKey(rule: SortRule): string {
  return JSON.stringify([rule.sourceId, rule.order, rule.idOrder, !!rule.asText, !!rule.inStockFirst, !!rule.featuredFirst]);
}

/**
 * The output rows in a given order of product ids (a search's relevance): the ranked rows
 * first, then the others in index order.
 */
export function rankedOrder(index: FilterIndex, ranking: number[]): Int32Array {
  const candidates = outputCandidates(index);
  const rowOf = new Map<number, number>();
  for (const row of candidates) rowOf.set(index.productIds[row]!, row);
  const out: number[] = [];
  const placed = new Uint8Array(index.rowCount);
  for (const id of ranking) {
    const row = rowOf.get(id);
    if (row !== undefined && !placed[row]) {
      placed[row] = 1;
      out.push(row);
    }
  }
  for (const row of candidates) if (!placed[row]) out.push(row);
  return Int32Array.from(out);
}

export function sortOrder(index: FilterIndex, rule: SortRule | null | undefined): Int32Array {
  let byRule = cache.get(index);
  if (!byRule) {
    byRule = new Map();
    cache.set(index, byRule);
  }
  const key = rule ? ruleKey(rule) : 'index';
  const known = byRule.get(key);
  if (known) return known;
  const candidates = outputCandidates(index);
  if (!rule) {
    byRule.set(key, candidates);
    return candidates;
  }
  const column = index.columns.get(String(rule.sourceId));
  const values = Array.from(candidates, (row) => sortValue(column, row, rule));
  const positions = Array.from(candidates, (_, i) => i);
  const direction = rule.order === 'desc' ? -1 : 1;
  const idDirection = rule.idOrder === 'desc' ? -1 : rule.idOrder === 'asc' ? 1 : 0;
  const { rowFlags } = index;
  positions.sort((a, b) => {
    const ra = candidates[a]!;
    const rb = candidates[b]!;
    if (rule.inStockFirst) {
      const first = (rowFlags[rb]! & ROW_IN_STOCK) - (rowFlags[ra]! & ROW_IN_STOCK);
      if (first !== 0) return first;
    }
    if (rule.featuredFirst) {
      const first = (rowFlags[rb]! & ROW_FEATURED) - (rowFlags[ra]! & ROW_FEATURED);
      if (first !== 0) return first;
    }
    const va = values[a]!;
    const vb = values[b]!;
    if (va !== vb) {
      if (va === null) return 1;
      if (vb === null) return -1;
      return (va < vb ? -1 : 1) * direction;
    }
    if (idDirection !== 0) return (index.productIds[ra]! - index.productIds[rb]!) * idDirection;
    return a - b;
  });
  const order = Int32Array.from(positions, (i) => candidates[i]!);
  byRule.set(key, order);
  return order;
}
