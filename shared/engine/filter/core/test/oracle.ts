/**
 * The brute-force oracle for the filter engine: the same rules as docs/filter-engine.md, written
 * as plainly as possible over objects (no typed arrays, no single pass, no caches). The
 * property tests compare the engine with it on random catalogues and queries.
 */
import type { ActiveFilter, FilterQuery, SortRule } from '../types.ts';

type Raw = [number, number, Record<string, (string | number)[]>, string?];

interface Row {
  id: number;
  parentId: number;
  values: Map<string, string[]>;
  type?: string;
  inStock: boolean;
  featured: boolean;
  matchable: boolean;
}

export interface OracleOptions {
  stockSourceId?: string;
  featuredSourceId?: string;
}

export function oracleRows(descriptors: Raw[], options: OracleOptions = {}): Row[] {
  const byId = new Map(descriptors.map((d) => [d[0], d]));
  const mains = descriptors.filter((d) => d[0] === d[1]);
  const rows: Row[] = [];
  for (const main of mains) {
    const group = [main, ...descriptors.filter((d) => d[0] !== d[1] && d[1] === main[0] && byId.get(d[1]) === main)];
    for (const d of group) {
      const values = new Map<string, string[]>();
      const names = new Set([...Object.keys(main[2]), ...Object.keys(d[2])]);
      for (const name of names) {
        const own = (d[2][name] ?? []).map(String);
        const parent = (main[2][name] ?? []).map(String);
        let list: string[];
        if (d === main) list = own;
        else if (own.length === 0) list = parent;
        else if (own.includes('')) list = [...own.filter((v) => v !== ''), ...parent];
        else list = own;
        list = [...new Set(list.filter((v) => v !== ''))];
        if (list.length) values.set(name, list);
      }
      const stock = options.stockSourceId ? (values.get(options.stockSourceId) ?? []) : [];
      const feature = options.featuredSourceId ? (values.get(options.featuredSourceId) ?? []) : [];
      rows.push({
        id: d[0],
        parentId: main[0],
        values,
        type: d[3],
        inStock: !stock.some((v) => ['outofstock', '0', 'false', 'no'].includes(v.toLowerCase())),
        featured: feature.some((v) => ['1', 'true', 'yes', 'featured'].includes(v.toLowerCase())),
        matchable: true,
      });
    }
  }
  for (const row of rows) {
    if (row.id === row.parentId) {
      const variations = rows.filter((r) => r.parentId === row.id && r.id !== row.id);
      row.matchable = !variations.some((v) => v.inStock);
    } else {
      row.matchable = row.inStock;
    }
  }
  return rows;
}

function active(f: ActiveFilter): boolean {
  if (f.logic === 'or' || f.logic === 'and') return (f.values ?? []).length > 0;
  if (f.logic === 'range') return (f.min !== undefined && f.min >= 0) || (f.max !== undefined && f.max >= 0);
  if (f.logic === 'ids') return Array.isArray(f.ids);
  return (f.phrase ?? '').trim() !== '';
}

export function oracleMatches(row: Row, f: ActiveFilter): boolean {
  if (f.logic === 'ids') return (f.ids ?? []).includes(row.id) || (f.ids ?? []).includes(row.parentId);
  const values = row.values.get(String(f.sourceId));
  if (!values) return false;
  const selected = (f.values ?? []).map(String);
  switch (f.logic) {
    case 'or':
      return selected.some((v) => values.includes(v));
    case 'and':
      return selected.every((v) => values.includes(v));
    case 'range': {
      const lo = f.min !== undefined && f.min >= 0 ? f.min : -Infinity;
      const hi = f.max !== undefined && f.max >= 0 ? f.max : Infinity;
      return values.some((v) => v.trim() !== '' && Number(v) >= lo && Number(v) <= hi);
    }
    case 'search':
      return values.some((v) => v.toLowerCase().includes((f.phrase ?? '').trim().toLowerCase()));
    default:
      return false;
  }
}

export function oracleQuery(rows: Row[], query: FilterQuery) {
  const filters = query.filters.filter(active);
  const passesAllBut = (row: Row, skip: ActiveFilter | null) => row.matchable && filters.every((f) => f === skip || oracleMatches(row, f));
  const matching = rows.filter((r) => passesAllBut(r, null));
  const outputIdOf = (r: Row) => (r.id !== r.parentId && (r.type === undefined || r.type === 'variable') ? r.parentId : r.id);
  const outputIds = new Set(matching.map(outputIdOf));

  const counts: Record<string, Record<string, number>> = {};
  const rangeValues: Record<string, Map<number, number>> = {};
  const coverage: Record<string, number> = {};
  for (const counter of query.counters ?? []) {
    const source = String(counter.sourceId);
    let counted: Row[];
    if (counter.kind === 'coverage') {
      coverage[source] = new Set(matching.filter((r) => (r.values.get(source) ?? []).length > 0).map((r) => r.parentId)).size;
      continue;
    }
    if (counter.kind === 'store-wide') counted = rows.filter((r) => r.matchable);
    else {
      const own = filters.find((f) => String(f.sourceId) === source && (counter.kind === 'range' || f.logic === 'or' || f.logic === 'range')) ?? null;
      counted = rows.filter((r) => passesAllBut(r, own));
    }
    const parentsPerValue = new Map<string, Set<number>>();
    for (const row of counted) {
      for (const v of row.values.get(source) ?? []) {
        if (!parentsPerValue.has(v)) parentsPerValue.set(v, new Set());
        parentsPerValue.get(v)!.add(row.parentId);
      }
    }
    if (counter.kind === 'range') {
      const byNumber = new Map<number, number>();
      for (const [v, parents] of parentsPerValue) {
        if (v.trim() === '' || !Number.isFinite(Number(v))) continue;
        byNumber.set(Number(v), (byNumber.get(Number(v)) ?? 0) + parents.size);
      }
      rangeValues[source] = byNumber;
      continue;
    }
    const out: Record<string, number> = {};
    for (const [v, parents] of parentsPerValue) out[v] = parents.size;
    for (const f of filters) if (String(f.sourceId) === source) for (const v of f.values ?? []) out[String(v)] ??= 0;
    counts[source] = out;
  }

  const candidates = [...new Set(rows.map(outputIdOf))].map((id) => rows.find((r) => r.id === id)!);
  const ranked = (ids: number[]) => [...ids.flatMap((id) => candidates.filter((r) => r.id === id)), ...candidates.filter((r) => !ids.includes(r.id))];
  const ordered = query.sort ? sortRows(candidates, query.sort) : query.ranking ? ranked([...new Set(query.ranking)]) : candidates;
  const all = ordered.filter((r) => outputIds.has(r.id)).map((r) => r.id);
  return { all, total: all.length, mainTotal: new Set(matching.map((r) => r.parentId)).size, counts, rangeValues, coverage };
}

function sortRows(rows: Row[], rule: SortRule): Row[] {
  const valueOf = (row: Row): number | string | null => {
    const values = row.values.get(String(rule.sourceId)) ?? [];
    if (rule.asText) {
      const texts = values.map((v) => v.toLowerCase()).sort();
      return texts.length ? (rule.order === 'asc' ? texts[0]! : texts.at(-1)!) : null;
    }
    const numbers = values
      .filter((v) => v.trim() !== '')
      .map(Number)
      .filter(Number.isFinite);
    return numbers.length ? (rule.order === 'asc' ? Math.min(...numbers) : Math.max(...numbers)) : null;
  };
  return rows
    .map((row, position) => ({ row, position, value: valueOf(row) }))
    .sort((a, b) => {
      if (rule.inStockFirst && a.row.inStock !== b.row.inStock) return a.row.inStock ? -1 : 1;
      if (rule.featuredFirst && a.row.featured !== b.row.featured) return a.row.featured ? -1 : 1;
      if (a.value !== b.value) {
        if (a.value === null) return 1;
        if (b.value === null) return -1;
        return (a.value < b.value ? -1 : 1) * (rule.order === 'desc' ? -1 : 1);
      }
      if (rule.idOrder) return (a.row.id - b.row.id) * (rule.idOrder === 'desc' ? -1 : 1);
      return a.position - b.position;
    })
    .map((x) => x.row);
}
