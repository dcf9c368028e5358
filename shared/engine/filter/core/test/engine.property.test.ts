/**
 * Property tests (fast-check): on random catalogues with variations ("any" values, inherited
 * sources, out-of-stock variations, standalone variations) and random queries, the engine
 * gives exactly what the brute-force oracle gives: ids and order, totals, every counter,
 * range bounds and histograms, preset counts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildIndex } from '../build-index.ts';
import { runQuery } from '../query.ts';
import type { ActiveFilter, CounterRequest, FilterQuery, SortRule } from '../types.ts';
import { oracleQuery, oracleRows } from './oracle.ts';
import { encodeCompact } from '../../compact/encode-compact.ts';
import { decodeCompact } from '../../compact/decode-compact.ts';

const COLORS = ['red', 'blue', 'green', 'black'];
const SIZES = ['s', 'm', 'l'];
const CATS = ['10', '11', '12', '13'];
const WORDS = ['Tee', 'Hoodie', 'Jacket', 'tank', 'Pant'];

type Raw = [number, number, Record<string, (string | number)[]>, string?];

const SOURCE_KINDS = { price: 'range', title: 'search' } as const;
const OPTIONS = { sourceKinds: SOURCE_KINDS, stockSourceId: 'stock', featuredSourceId: 'featured' };

const product = fc.record({
  cats: fc.subarray(CATS),
  color: fc.subarray(COLORS, { maxLength: 3 }),
  size: fc.subarray(SIZES),
  price: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  title: fc.constantFrom(...WORDS),
  featured: fc.boolean(),
  type: fc.constantFrom(undefined, 'simple', 'variable'),
  variations: fc.array(
    fc.record({
      color: fc.option(fc.constantFrom('', ...COLORS), { nil: undefined }),
      size: fc.option(fc.constantFrom('', ...SIZES), { nil: undefined }),
      price: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
      inStock: fc.boolean(),
      standalone: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
});

const catalogue = fc.array(product, { maxLength: 25 }).map((products) => {
  const out: Raw[] = [];
  let id = 1;
  for (const p of products) {
    const parentId = id++;
    const sources: Record<string, (string | number)[]> = { cat: p.cats, color: p.color, size: p.size, title: [p.title], featured: [p.featured ? 1 : 0] };
    if (p.price !== undefined) sources.price = [p.price];
    out.push([parentId, parentId, sources, p.type]);
    for (const v of p.variations) {
      const own: Record<string, (string | number)[]> = { stock: [v.inStock ? 'instock' : 'outofstock'] };
      if (v.color !== undefined) own.color = [v.color];
      if (v.size !== undefined) own.size = [v.size];
      if (v.price !== undefined) own.price = [v.price];
      out.push([id++, parentId, own, v.standalone ? 'variation' : undefined]);
    }
  }
  return out;
});

const filter: fc.Arbitrary<ActiveFilter> = fc.oneof(
  fc.record({
    sourceId: fc.constantFrom('cat', 'color', 'size'),
    logic: fc.constantFrom('or' as const, 'and' as const),
    values: fc.subarray([...CATS, ...COLORS, ...SIZES, 'nope'], { maxLength: 3 }),
  }),
  fc.record({
    sourceId: fc.constant('price'),
    logic: fc.constant('range' as const),
    min: fc.integer({ min: -1, max: 300 }),
    max: fc.integer({ min: -1, max: 300 }),
  }),
  fc.record({ sourceId: fc.constant('title'), logic: fc.constant('search' as const), phrase: fc.constantFrom('', 'T', 'ee', 'HOOD', ' tank ', 'x') }),
  // A search results page's matches (a fixed restriction of the page).
  fc.record({
    sourceId: fc.constant('search-results'),
    logic: fc.constant('ids' as const),
    ids: fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 20 }),
    fixed: fc.constant(true),
  }),
  fc.record({ sourceId: fc.constant('unknown'), logic: fc.constant('or' as const), values: fc.constant(['1']).map((v) => [...v]) }),
);

const sort: fc.Arbitrary<SortRule | null> = fc.option(
  fc.record({
    sourceId: fc.constantFrom('price', 'title', 'cat'),
    order: fc.constantFrom('asc' as const, 'desc' as const),
    idOrder: fc.constantFrom('asc' as const, 'desc' as const, false as const),
    asText: fc.boolean(),
    inStockFirst: fc.boolean(),
    featuredFirst: fc.boolean(),
  }),
  { nil: null },
);

const COUNTERS: CounterRequest[] = [
  { sourceId: 'cat', kind: 'facet' },
  { sourceId: 'color', kind: 'facet' },
  { sourceId: 'size', kind: 'facet' },
  { sourceId: 'cat', kind: 'store-wide' },
  { sourceId: 'price', kind: 'range', buckets: 4 },
  ...['cat', 'color', 'size', 'price', 'title', 'missing'].map((sourceId) => ({ sourceId, kind: 'coverage' as const })),
];

const query = fc.record({
  filters: fc.array(filter, { maxLength: 4 }),
  sort,
  page: fc.integer({ min: 1, max: 3 }),
  perPage: fc.constantFrom(0, 2, 5),
  pages: fc.integer({ min: 1, max: 3 }),
  // A search's relevance: used when there is no sort rule.
  ranking: fc.option(fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 30 }), { nil: undefined }),
});

/** What the engine is built from: the JSON map, or the same map through the compact format (its numeric coding forced on). */
type Wire = (map: Record<number, Raw>) => unknown;
const WIRES: [string, Wire][] = [
  ['the JSON descriptors', (map) => map],
  ['the compact format', (map) => decodeCompact(encodeCompact(map, () => {}, { numericDistinctMin: 0 }))],
];

function compare(descriptors: Raw[], q: FilterQuery, wire: Wire) {
  const index = buildIndex(wire(Object.fromEntries(descriptors.map((d) => [d[0], d]))), OPTIONS, () => {});
  const engine = runQuery(index, { ...q, counters: COUNTERS }, { presets: true });
  const oracle = oracleQuery(oracleRows(descriptors, OPTIONS), { ...q, counters: COUNTERS });
  const perPage = q.perPage ?? 12;
  const page = q.page ?? 1;
  const pages = q.pages ?? 1;
  const expectedIds = perPage > 0 ? oracle.all.slice((page - 1) * perPage, (page - 1 + pages) * perPage) : oracle.all;
  expect(engine.ids).toEqual(expectedIds);
  expect(engine.total).toBe(oracle.total);
  expect(engine.mainTotal).toBe(oracle.mainTotal);
  // 'cat' is asked twice (facet and store-wide): the engine reports the last; compare that one.
  expect(engine.counts.color).toEqual(oracle.counts.color);
  expect(engine.counts.size).toEqual(oracle.counts.size);
  expect(engine.counts.cat).toEqual(oracle.counts.cat);
  expect(engine.coverage).toEqual(oracle.coverage);

  const points = [...oracle.rangeValues.price!].sort((a, b) => a[0] - b[0]);
  const price = engine.ranges.price!;
  expect(price.min).toBe(points.length ? points[0]![0] : null);
  expect(price.max).toBe(points.length ? points.at(-1)![0] : null);
  const bars = [0, 0, 0, 0];
  if (points.length) {
    const [min, max] = [points[0]![0], points.at(-1)![0]];
    for (const [value, count] of points) bars[max === min ? 0 : Math.min(3, Math.floor(((value - min) / (max - min)) * 4))]! += count;
  }
  expect(price.histogram).toEqual(bars);
  for (const preset of price.presets ?? []) {
    const inside = points.filter(([v]) => (preset.min < 0 || v >= preset.min) && (preset.max < 0 || v <= preset.max));
    expect(preset.count).toBe(inside.reduce((n, [, c]) => n + c, 0));
  }
}

describe.each(WIRES)('filter engine = oracle (the counting rules of docs/filter-engine.md), built from %s', (_, wire) => {
  test('random catalogues and queries', () => {
    fc.assert(
      fc.property(catalogue, query, (descriptors, q) => compare(descriptors, q, wire)),
      { numRuns: 400 },
    );
  });

  test('counts with only facet counters (no store-wide) equal the oracle for cat', () => {
    fc.assert(
      fc.property(catalogue, query, (descriptors, q) => {
        const index = buildIndex(wire(Object.fromEntries(descriptors.map((d) => [d[0], d]))), OPTIONS, () => {});
        const counters: CounterRequest[] = [{ sourceId: 'cat', kind: 'facet' }];
        const engine = runQuery(index, { ...q, counters });
        const oracle = oracleQuery(oracleRows(descriptors, OPTIONS), { ...q, counters });
        expect(engine.counts.cat).toEqual(oracle.counts.cat);
        expect(engine.coverage).toEqual(oracle.coverage);
      }),
      { numRuns: 300 },
    );
  });
});
