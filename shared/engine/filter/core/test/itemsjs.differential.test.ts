/**
 * Differential test against itemsjs on catalogues without variations, where the
 * semantics overlap: 'or' facets are itemsjs's disjunctive aggregations (conjunction: false),
 * 'and' facets its conjunctive ones. Counts, totals and the first page sorted by price then id
 * must be equal.
 */
import fc from 'fast-check';
import itemsjs from 'itemsjs';
import { describe, expect, test } from 'vitest';
import { buildIndex } from '../build-index.ts';
import { runQuery } from '../query.ts';
import type { ActiveFilter } from '../types.ts';
import { encodeCompact } from '../../compact/encode-compact.ts';
import { decodeCompact } from '../../compact/decode-compact.ts';

/** The descriptors as JSON, or through the compact format (numeric coding forced on). */
const WIRES: [string, (map: Record<number, unknown>) => unknown][] = [
  ['the JSON descriptors', (map) => map],
  ['the compact format', (map) => decodeCompact(encodeCompact(map, () => {}, { numericDistinctMin: 0 }))],
];

const FACETS = { color: ['red', 'blue', 'green', 'black', 'white'], size: ['xs', 's', 'm', 'l', 'xl'], cat: ['10', '11', '12', '13'] };
const LOGIC = { color: 'or', size: 'or', cat: 'and' } as const;
type Facet = keyof typeof FACETS;
const NAMES = Object.keys(FACETS) as Facet[];

const productList = fc.array(
  fc.record({ color: fc.subarray(FACETS.color), size: fc.subarray(FACETS.size), cat: fc.subarray(FACETS.cat), price: fc.integer({ min: 1, max: 200 }) }),
  { maxLength: 60 },
);
const selection = fc.record({
  color: fc.subarray(FACETS.color, { maxLength: 3 }),
  size: fc.subarray(FACETS.size, { maxLength: 3 }),
  cat: fc.subarray(FACETS.cat, { maxLength: 2 }),
});

describe.each(WIRES)('filter engine = itemsjs on catalogues without variations, built from %s', (_, wire) => {
  test('disjunctive and conjunctive counts, totals and page 1 agree', () => {
    fc.assert(
      fc.property(productList, selection, fc.integer({ min: 1, max: 3 }), (products, chosen, page) => {
        // itemsjs leaves a selected value that no product carries out of the other facets'
        // counts (while its result is empty); ours counts 0 everywhere. Outside the overlap.
        const carried = (name: Facet, value: string) => products.some((p) => p[name].includes(value));
        const selected = Object.fromEntries(NAMES.map((name) => [name, chosen[name].filter((v) => carried(name, v))])) as Record<Facet, string[]>;
        const items = products.map((p, i) => ({ id: i + 1, ...p }));
        const index = buildIndex(
          wire(
            Object.fromEntries(
              items.map((item) => [item.id, [item.id, item.id, { color: item.color, size: item.size, cat: item.cat, price: [item.price] }, 'simple']]),
            ),
          ),
          { sourceKinds: { price: 'range' } },
          () => {},
        );
        const filters: ActiveFilter[] = NAMES.filter((name) => selected[name].length > 0).map((name) => ({
          sourceId: name,
          logic: LOGIC[name],
          values: selected[name],
        }));
        const ours = runQuery(index, {
          filters,
          counters: NAMES.map((sourceId) => ({ sourceId, kind: 'facet' })),
          sort: { sourceId: 'price', order: 'asc', idOrder: 'asc' },
          page,
          perPage: 5,
        });

        const peer = itemsjs(items, {
          native_search_enabled: false,
          sortings: { price: { field: ['price', 'id'], order: ['asc', 'asc'] } },
          aggregations: Object.fromEntries(NAMES.map((name) => [name, { conjunction: LOGIC[name] === 'and', size: 100, hide_zero_doc_count: true }])),
        }).search({
          per_page: 5,
          page,
          sort: 'price',
          filters: Object.fromEntries(NAMES.filter((name) => selected[name].length > 0).map((name) => [name, selected[name]])),
        });

        const peerCounts = Object.fromEntries(
          Object.entries(peer.data.aggregations as Record<string, { buckets: { key: string; doc_count: number }[] }>).map(([name, aggregation]) => [
            name,
            Object.fromEntries(aggregation.buckets.filter((b) => b.doc_count > 0).map((b) => [b.key, b.doc_count])),
          ]),
        );
        // Ours also reports a selected value that nothing matches, as 0 (so the control can show it).
        const ourCounts = Object.fromEntries(
          Object.entries(ours.counts).map(([name, counts]) => [name, Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))]),
        );
        expect(ourCounts).toEqual(peerCounts);
        expect(ours.total).toBe(peer.pagination.total);
        expect(ours.ids).toEqual((peer.data.items as { id: number }[]).map((item) => item.id));
      }),
      { numRuns: 300 },
    );
  });
});
