/** Filter engine rules, each test naming the rule it checks (docs/filter-engine.md states them). */
import { describe, expect, test, vi } from 'vitest';
import { buildIndex, buildIndexInSteps } from './build-index.ts';
import { countUnsupportedIds } from './descriptors.ts';
import { runQuery } from './query.ts';
import { presetRanges, roundingStep } from './range-stats.ts';

const quiet = () => {};
// A variable tee (id 1) with blue-M in stock, red-M out of stock and an "any size" green;
// a simple belt (id 10).
const CATALOGUE = {
  1: [1, 1, { color: ['blue', 'red', 'green'], size: ['s', 'm', 'l'], cat: [7], price: [20] }, 'variable'],
  2: [2, 1, { color: ['blue'], size: ['m'], stock: ['instock'], price: [20] }],
  3: [3, 1, { color: ['red'], size: ['m'], stock: ['outofstock'], price: [25] }],
  4: [4, 1, { color: ['green'], size: [''], stock: ['instock'], price: [22] }],
  10: [10, 10, { color: ['red'], cat: [8], price: [5] }, 'simple'],
};
const index = buildIndex(CATALOGUE, { sourceKinds: { price: 'range' }, stockSourceId: 'stock' }, quiet);
const counters = [
  { sourceId: 'color', kind: 'facet' as const },
  { sourceId: 'size', kind: 'facet' as const },
];

describe('products with many variations', () => {
  // A row finds its parent by how many rows back it is, in a byte while no product has 255
  // variations: past that, the counts and the listing must not wrap.
  test('a product with 300 variations is counted once per value and listed once', () => {
    const catalogue: Record<number, unknown> = { 1: [1, 1, { cat: [7] }, 'variable'] };
    for (let v = 0; v < 300; v++) catalogue[100 + v] = [100 + v, 1, { size: [`s${v % 3}`], stock: ['instock'] }];
    catalogue[999] = [999, 999, { cat: [8], size: ['s0'] }, 'simple'];
    const wide = buildIndex(catalogue, { stockSourceId: 'stock' }, quiet);
    expect(wide.parentOffset).toBeInstanceOf(Uint16Array);
    const result = runQuery(wide, {
      filters: [{ sourceId: 'size', logic: 'or', values: ['s2'] }],
      counters: [
        { sourceId: 'size', kind: 'facet' },
        { sourceId: 'cat', kind: 'facet' },
      ],
    });
    expect(result.ids).toEqual([1]);
    expect(result.counts.size).toEqual({ s0: 2, s1: 1, s2: 1 });
    expect(result.counts.cat).toEqual({ 7: 1 });
    const byIds = runQuery(wide, { filters: [{ sourceId: 'ids', logic: 'ids', ids: [1] }], counters: [{ sourceId: 'size', kind: 'facet' }] });
    expect(byIds.counts.size).toEqual({ s0: 1, s1: 1, s2: 1 });
  });
});

describe('matching multi-valued sources', () => {
  // The 'any' pass counts marked values per row modulo 256: a filter marking 256 values or more
  // must not read a row holding exactly 256 of them as holding none.
  test('a product carrying 256 of the selected values matches', () => {
    const tags = Array.from({ length: 300 }, (_, i) => `t${i}`);
    const many = buildIndex({ 1: [1, 1, { tag: tags }], 2: [2, 2, { tag: ['other'] }] }, {}, quiet);
    const selected = tags.slice(0, 256);
    const result = runQuery(many, {
      filters: [{ sourceId: 'tag', logic: 'or', values: selected }],
      counters: [{ sourceId: 'tag', kind: 'facet' }],
      perPage: 0,
    });
    expect(result.ids).toEqual([1]);
    expect(result.counts.tag!.other).toBe(1); // its own 'or' filter: the other product still counted
  });
});

describe('matching with WooCommerce variations', () => {
  test('an out-of-stock variation does not make its parent match on its values', () => {
    const result = runQuery(index, { filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }], perPage: 0 });
    expect(result.ids).toEqual([10]);
  });
  test('an "any" attribute value matches every value of the parent', () => {
    const result = runQuery(index, {
      filters: [
        { sourceId: 'color', logic: 'and', values: ['green'] },
        { sourceId: 'size', logic: 'or', values: ['l'] },
      ],
      perPage: 0,
    });
    expect(result.ids).toEqual([1]);
  });
  test('variations inherit the sources they lack (category) from the parent', () => {
    expect(runQuery(index, { filters: [{ sourceId: 'cat', logic: 'or', values: [7] }], perPage: 0 }).ids).toEqual([1]);
  });
  test('range with -1 unbounded, inclusive bounds', () => {
    expect(runQuery(index, { filters: [{ sourceId: 'price', logic: 'range', min: -1, max: 20 }], perPage: 0 }).ids).toEqual([1, 10]);
    expect(runQuery(index, { filters: [{ sourceId: 'price', logic: 'range', min: 21, max: -1 }], perPage: 0 }).ids).toEqual([1]);
  });
  test('a product lacking the source fails; an unknown source matches nothing', () => {
    expect(
      runQuery(index, {
        filters: [
          { sourceId: 'cat', logic: 'or', values: [8] },
          { sourceId: 'size', logic: 'or', values: ['m'] },
        ],
        perPage: 0,
      }).ids,
    ).toEqual([]);
    expect(runQuery(index, { filters: [{ sourceId: 'nope', logic: 'or', values: ['x'] }], perPage: 0 }).total).toBe(0);
  });
});

describe('single variations (F3.3 single_variations_support, F4.6 output ids)', () => {
  // The same tee with its variations typed 'variation', as a shop listing them as products sends them.
  const typed = Object.fromEntries(
    Object.entries(CATALOGUE).map(([id, d]) => [id, d[0] !== d[1] ? [d[0], d[1], d[2], 'variation'] : d]),
  ) as unknown as typeof CATALOGUE;
  const blue = { filters: [{ sourceId: 'color', logic: 'or' as const, values: ['blue', 'green'] }], perPage: 0, counters };
  test('on: each matching variation in stock is a product of its own; counters still count each parent once', () => {
    const on = runQuery(buildIndex(typed, { stockSourceId: 'stock', singleVariations: true }, quiet), blue);
    expect(on.ids).toEqual([2, 4]);
    expect(on.total).toBe(2);
    expect(on.counts.color!.blue).toBe(1);
  });
  test("off: the same descriptors list the parent once (the types are not the shop's setting)", () => {
    const off = runQuery(buildIndex(typed, { stockSourceId: 'stock', singleVariations: false }, quiet), blue);
    expect(off.ids).toEqual([1]);
    expect(off.counts.color!.blue).toBe(1);
  });
});

describe('counters', () => {
  test('a parent is counted once, however many of its variations carry the value', () => {
    const result = runQuery(index, { filters: [], counters });
    expect(result.counts.size).toEqual({ s: 1, m: 1, l: 1 });
    expect(result.counts.color).toEqual({ blue: 1, green: 1, red: 1 });
    expect(result.mainTotal).toBe(2);
  });
  test("a selected 'or' filter counts its own values over the other filters (extended counter)", () => {
    const result = runQuery(index, { filters: [{ sourceId: 'color', logic: 'or', values: ['blue'] }], counters });
    expect(result.counts.color).toEqual({ blue: 1, green: 1, red: 1 });
    expect(result.counts.size).toEqual({ m: 1 });
  });
  test('selected values are always reported, with 0 when nothing matches', () => {
    const result = runQuery(index, { filters: [{ sourceId: 'size', logic: 'and', values: ['xl'] }], counters });
    expect(result.counts.size).toEqual({ xl: 0 });
  });
});

describe('ranges', () => {
  test('rounding steps by magnitude', () => {
    expect([roundingStep(0.5), roundingStep(3), roundingStep(37), roundingStep(450), roundingStep(12_000)]).toEqual([0.1, 1, 10, 50, 5000]);
  });
  test('five equal-frequency presets, unbounded at both ends', () => {
    const points = { values: Float64Array.from({ length: 100 }, (_, i) => i + 1), counts: new Int32Array(100).fill(1) };
    const presets = presetRanges(points);
    expect(presets.length).toBe(5);
    expect(presets[0]!.min).toBe(-1);
    expect(presets.at(-1)!.max).toBe(-1);
    // Quantiles 20/40/60/80, rounded by the table: 60 and 80 are in the 50 band (step 25).
    expect(presets.map((p) => p.max).slice(0, 4)).toEqual([20, 40, 50, 75]);
  });
});

describe('bad descriptors give a usable index and a warning, never an exception', () => {
  test.each([
    ['not an object', 'garbage'],
    ['null', null],
    ['0 products', {}],
    ['missing fields', { 1: [1] }],
    ['wrong types', { 1: ['x', {}, 'nope'], 2: [2, 2, [1, 2]], 3: [3, 3, { color: { not: 'a list' }, size: [null, NaN, 'm'] }] }],
    [
      'duplicate ids',
      [
        [1, 1, { color: ['red'] }],
        [1, 1, { color: ['blue'] }],
      ],
    ],
    ['a variation whose parent is missing', { 5: [5, 99, { color: ['red'] }] }],
  ])('%s', (_name, input) => {
    const warn = vi.fn();
    const built = buildIndex(input, {}, warn);
    const result = runQuery(built, {
      filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }],
      counters: [
        { sourceId: 'color', kind: 'facet' },
        { sourceId: 'unknown', kind: 'range' },
      ],
    });
    expect(Array.isArray(result.ids)).toBe(true);
    if (_name !== '0 products') expect(warn).toHaveBeenCalled();
  });
  test('duplicate ids keep the first', () => {
    const built = buildIndex(
      [
        [1, 1, { color: ['red'] }],
        [1, 1, { color: ['blue'] }],
      ],
      {},
      quiet,
    );
    expect(runQuery(built, { filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }] }).ids).toEqual([1]);
  });
});

describe('structured clone (Web Worker use)', () => {
  test('the index and a result survive structuredClone', () => {
    const copy = structuredClone(index);
    expect(runQuery(copy, { filters: [], counters }).counts).toEqual(runQuery(index, { filters: [], counters }).counts);
  });
});

describe('building in steps (the page thread gives the browser turns between them)', () => {
  test('pauses every few hundred rows and per column, and ends with the same index as buildIndex', () => {
    const many: Record<number, unknown> = {};
    for (let id = 1; id <= 3000; id++) many[id] = [id, id, { color: [id % 3 ? 'blue' : 'red'], price: [id % 90] }, 'simple'];
    const options = { sourceKinds: { price: 'range' as const } };
    const steps = buildIndexInSteps(many, options, quiet);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    // 1 after reading, 5 within 3,000 rows (every 512), 2 columns.
    expect(pauses).toBe(8);
    expect(step.value).toEqual(buildIndex(many, options, quiet));
  });
});

describe('large product ids', () => {
  const BIG = 3_000_000_000;
  const MAX = 4_294_967_295;
  const big = {
    [BIG]: [BIG, BIG, { color: ['red'] }, 'variable'],
    [BIG + 1]: [BIG + 1, BIG, { color: ['red'], stock: ['instock'] }],
    [MAX]: [MAX, MAX, { color: ['blue'] }, 'simple'],
    5: [5, 5, { color: ['blue'] }, 'simple'],
  };

  test('ids up to 4,294,967,295 round-trip through the index and the query, in id order', () => {
    const large = buildIndex(big, { stockSourceId: 'stock' }, quiet);
    expect(runQuery(large, { filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }], perPage: 0 }).ids).toEqual([BIG]);
    expect(runQuery(large, { filters: [], perPage: 0, sort: { sourceId: 'none', order: 'asc', idOrder: 'desc' } }).ids).toEqual([MAX, BIG, 5]);
  });

  test('a larger id is refused with a clear message, never stored wrapped', () => {
    const warnings: string[] = [];
    const tooBig = buildIndex({ ...big, [MAX + 1]: [MAX + 1, MAX + 1, { color: ['red'] }, 'simple'], 7: [7, MAX + 2, { color: ['red'] }] }, {}, (w) =>
      warnings.push(w),
    );
    const ids = runQuery(tooBig, { filters: [{ sourceId: 'color', logic: 'or', values: ['red'] }], perPage: 0 }).ids;
    expect(ids).not.toContain((MAX + 1) % 2 ** 32);
    expect(ids).not.toContain(MAX + 1);
    expect(warnings.join(' ')).toMatch(/2 descriptor\(s\) with a product id above 4294967295 skipped/);
    expect(countUnsupportedIds({ a: [MAX + 1, MAX + 1, {}], b: [1, 1, {}] })).toBe(1);
  });
});
