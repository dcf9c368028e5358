/**
 * The engines the benchmark compares, behind one shape: build from the catalogue, then answer
 * one query = page-1 ids + total + every counter. Peers see the flat rows (variations with
 * inherited values) and cannot de-duplicate per parent; ours reads the descriptors.
 */
import crossfilter from 'crossfilter2';
import itemsjs from 'itemsjs';
import { buildIndex } from '../../shared/engine/filter/core/build-index.ts';
import { runQuery } from '../../shared/engine/filter/core/query.ts';
import type { ActiveFilter } from '../../shared/engine/filter/core/types.ts';
import { COUNTERS, PRICE_SORT, SOURCE_KINDS, SOURCES, type Catalogue } from './generate.ts';

export interface QueryAnswer {
  ids: number[];
  total: number;
  /** facet source id -> value -> count (range counters left out). */
  counts: Record<string, Record<string, number>>;
}

export interface Engine {
  name: string;
  build(c: Catalogue): unknown;
  query(state: unknown, filters: ActiveFilter[]): QueryAnswer;
}

const FACETS = COUNTERS.filter((c) => c.kind === 'facet').map((c) => c.sourceId);

export const ours: Engine = {
  name: 'ours',
  build: (c) => buildIndex(c.descriptors, { sourceKinds: SOURCE_KINDS, stockSourceId: SOURCES.stock, featuredSourceId: SOURCES.featured }, () => {}),
  query(state, filters) {
    const result = runQuery(state as ReturnType<typeof buildIndex>, { filters, counters: COUNTERS, sort: PRICE_SORT, page: 1, perPage: 12 });
    return { ids: result.ids, total: result.total, counts: result.counts };
  },
};

function rowFilter(filters: ActiveFilter[]): ((row: Record<string, unknown>) => boolean) | null {
  const range = filters.find((f) => f.logic === 'range');
  const search = filters.find((f) => f.logic === 'search');
  if (!range && !search) return null;
  const lo = range?.min !== undefined && range.min >= 0 ? range.min : -Infinity;
  const hi = range?.max !== undefined && range.max >= 0 ? range.max : Infinity;
  const phrase = search?.phrase?.trim().toLowerCase() ?? '';
  return (row) => {
    if (range && !((row[`s${SOURCES.price}`] as number) >= lo && (row[`s${SOURCES.price}`] as number) <= hi)) return false;
    if (search && !(row[`s${SOURCES.title}`] as string[]).some((t) => t.toLowerCase().includes(phrase))) return false;
    return true;
  };
}

export const itemsjsEngine: Engine = {
  name: 'itemsjs',
  build: (c) => ({
    rows: c.rows,
    engine: itemsjs(c.rows, {
      native_search_enabled: false,
      sortings: { price_asc: { field: [`s${SOURCES.price}`, 'id'], order: ['asc', 'asc'] } },
      aggregations: Object.fromEntries(FACETS.map((s) => [`s${s}`, { conjunction: false, size: 100000, hide_zero_doc_count: true }])),
    }),
  }),
  query(state, filters) {
    const { engine, rows } = state as { engine: ReturnType<typeof itemsjs>; rows: Catalogue['rows'] };
    const facetFilters = Object.fromEntries(filters.filter((f) => f.logic === 'or').map((f) => [`s${f.sourceId}`, (f.values ?? []).map(String)]));
    const filter = rowFilter(filters);
    // itemsjs has no range or substring filter of its own (its `filter` option is ignored in
    // 2.4): the matching ids are computed here, inside the timed query, and passed as `ids`.
    const ids = filter ? rows.filter(filter).map((row) => row.id) : undefined;
    if (ids && ids.length === 0) return { ids: [], total: 0, counts: {} }; // itemsjs reads [] as "no limit"
    const result = engine.search({ per_page: 12, page: 1, sort: 'price_asc', filters: facetFilters, ...(ids ? { ids } : {}) });
    const counts: QueryAnswer['counts'] = {};
    for (const [name, aggregation] of Object.entries(result.data.aggregations as Record<string, { buckets: { key: string; doc_count: number }[] }>)) {
      counts[name.slice(1)] = Object.fromEntries(aggregation.buckets.filter((b) => b.doc_count > 0).map((b) => [b.key, b.doc_count]));
    }
    return { ids: (result.data.items as { id: number }[]).map((i) => i.id), total: result.pagination.total as number, counts };
  },
};

interface CrossfilterState {
  dimensions: Map<string, crossfilter.Dimension<Record<string, unknown>, crossfilter.NaturallyOrderedValue>>;
  groups: Map<string, crossfilter.Group<Record<string, unknown>, crossfilter.NaturallyOrderedValue, number>>;
  price: crossfilter.Dimension<Record<string, unknown>, number>;
  title: crossfilter.Dimension<Record<string, unknown>, string>;
  cf: crossfilter.Crossfilter<Record<string, unknown>>;
}

export const crossfilterEngine: Engine = {
  name: 'crossfilter2',
  build(c) {
    const cf = crossfilter(c.rows as Record<string, unknown>[]);
    const dimensions = new Map<string, crossfilter.Dimension<Record<string, unknown>, crossfilter.NaturallyOrderedValue>>();
    const groups = new Map<string, crossfilter.Group<Record<string, unknown>, crossfilter.NaturallyOrderedValue, number>>();
    for (const s of FACETS) {
      const dimension = cf.dimension((row) => row[`s${s}`] as string[], true);
      dimensions.set(s, dimension);
      groups.set(s, dimension.group());
    }
    const price = cf.dimension((row) => row[`s${SOURCES.price}`] as number);
    const title = cf.dimension((row) => (row[`s${SOURCES.title}`] as string[])[0]!.toLowerCase());
    return { cf, dimensions, groups, price, title } satisfies CrossfilterState;
  },
  query(state, filters) {
    const s = state as CrossfilterState;
    for (const d of s.dimensions.values()) d.filterAll();
    s.price.filterAll();
    s.title.filterAll();
    for (const f of filters) {
      if (f.logic === 'or') {
        const wanted = new Set((f.values ?? []).map(String));
        s.dimensions.get(String(f.sourceId))?.filterFunction((v) => wanted.has(String(v)));
      } else if (f.logic === 'range') {
        const lo = f.min !== undefined && f.min >= 0 ? f.min : -Infinity;
        const hi = f.max !== undefined && f.max >= 0 ? f.max : Infinity;
        s.price.filterFunction((v) => (v as number) >= lo && (v as number) <= hi);
      } else if (f.logic === 'search') {
        const phrase = f.phrase?.trim().toLowerCase() ?? '';
        s.title.filterFunction((v) => String(v).includes(phrase));
      }
    }
    const counts: QueryAnswer['counts'] = {};
    for (const [source, group] of s.groups)
      counts[source] = Object.fromEntries(
        group
          .all()
          .filter((g) => g.value > 0)
          .map((g) => [String(g.key), g.value]),
      );
    const top = s.price.bottom(12) as { id: number }[];
    return { ids: top.map((r) => r.id), total: s.cf.groupAll().value() as number, counts };
  },
};
