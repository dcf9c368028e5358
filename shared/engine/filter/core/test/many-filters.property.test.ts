/**
 * Property test for queries filtering many sources at once: each filtered source whose counter
 * is disjunctive needs its own failure bit, so 8 or more of them take the engine's 16-bit and
 * 32-bit layouts (up to 7 fit a byte). Random catalogues over 20 sources, 0 to 20 'or' filters
 * plus an occasional 'and' one: counts, totals and ids equal the brute-force oracle's.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildIndex } from '../build-index.ts';
import { runQuery } from '../query.ts';
import type { ActiveFilter, CounterRequest } from '../types.ts';
import { oracleQuery, oracleRows } from './oracle.ts';

type Raw = [number, number, Record<string, (string | number)[]>, string?];
const SOURCES = Array.from({ length: 20 }, (_, i) => `s${i}`);
const VALUES = ['a', 'b', 'c'];
const OPTIONS = { sourceKinds: {}, stockSourceId: 'stock', featuredSourceId: 'featured' };

// Parents with up to 2 variations; every source multi-valued on some rows, inherited on others.
const product = fc.record({
  values: fc.array(fc.subarray(VALUES, { minLength: 1, maxLength: 2 }), { minLength: SOURCES.length, maxLength: SOURCES.length }),
  variations: fc.array(fc.record({ own: fc.constantFrom('a', 'b', 'c', ''), inStock: fc.boolean() }), { maxLength: 2 }),
});
const catalogue = fc.array(product, { maxLength: 40 }).map((products) => {
  const rows: Raw[] = [];
  let id = 1;
  for (const p of products) {
    const parent = id++;
    const sources = Object.fromEntries(SOURCES.map((s, i) => [s, p.values[i]!]));
    rows.push([parent, parent, { ...sources, stock: ['1'] }, p.variations.length ? 'variable' : 'simple']);
    for (const v of p.variations) rows.push([id++, parent, { s0: [v.own], stock: [v.inStock ? '1' : '0'] }, 'variation']);
  }
  return rows;
});
// Distinct sources (a filter per source), often 16 or more, mostly 'or' and mostly passing
// (two of three values): rows failing exactly one of many filters must occur.
const filters: fc.Arbitrary<ActiveFilter[]> = fc.oneof(fc.shuffledSubarray(SOURCES, { minLength: 16 }), fc.shuffledSubarray(SOURCES)).chain((sources) =>
  fc.tuple(
    ...sources.map((sourceId) =>
      fc.record({
        sourceId: fc.constant(sourceId),
        logic: fc.constantFrom('or' as const, 'or' as const, 'or' as const, 'or' as const, 'or' as const, 'and' as const),
        values: fc.subarray(VALUES, { minLength: 2 }),
      }),
    ),
  ),
);
const COUNTERS: CounterRequest[] = SOURCES.map((sourceId) => ({ sourceId, kind: 'facet' }));

test('many filtered sources at once (8- to 32-bit failure layouts) = the oracle', () => {
  fc.assert(
    fc.property(catalogue, filters, (descriptors, active) => {
      const index = buildIndex(Object.fromEntries(descriptors.map((d) => [d[0], d])), OPTIONS, () => {});
      const q = { filters: active, counters: COUNTERS, perPage: 0 };
      const engine = runQuery(index, q);
      const oracle = oracleQuery(oracleRows(descriptors, OPTIONS), q);
      expect(engine.ids).toEqual(oracle.all);
      expect(engine.total).toBe(oracle.total);
      expect(engine.mainTotal).toBe(oracle.mainTotal);
      for (const source of SOURCES) expect(engine.counts[source], source).toEqual(oracle.counts[source]);
    }),
    { numRuns: 300 },
  );
});
