/** The compact storage of the index (docs/filter-engine.md states its memory target). */
import { describe, expect, test } from 'vitest';
import { buildIndex } from './build-index.ts';
import { runQuery } from './query.ts';
import { packSpans, spanBegin } from './row-spans.ts';
import { joinSearchText, markMatches, searchTextAt } from './search-text.ts';

describe('row spans', () => {
  test('offsets read back exactly, in byte offsets where blocks allow', () => {
    const start = Uint32Array.from({ length: 1001 }, (_, r) => r * 3 + (r > 500 ? 7 : 0));
    const spans = packSpans(start);
    expect(spans.offset).toBeInstanceOf(Uint8Array);
    expect(spans.bits).toBe(6); // 64 rows × 3 values = 192 fits a byte; 128 rows would not
    for (let r = 0; r < start.length; r++) expect(spanBegin(spans, r)).toBe(start[r]);
  });
  test('rows too dense for byte offsets take 16-bit offsets over blocks of 256 rows', () => {
    const start = Uint32Array.from({ length: 1001 }, (_, r) => r * 100);
    const spans = packSpans(start);
    expect(spans.offset).toBeInstanceOf(Uint16Array);
    expect(spans.bits).toBe(8);
    for (let r = 0; r < start.length; r++) expect(spanBegin(spans, r)).toBe(start[r]);
  });
  test('a block holding more than 65,535 values falls back to 32-bit offsets', () => {
    const start = Uint32Array.from({ length: 301 }, (_, r) => r * 1000);
    const spans = packSpans(start);
    expect(spans.offset).toBeInstanceOf(Uint32Array);
    for (let r = 0; r < start.length; r++) expect(spanBegin(spans, r)).toBe(start[r]);
  });
});

describe('search text', () => {
  const search = joinSearchText(['Red Shirt', 'BLUE jeans', 'a\u0000b', 'İstanbul Tee']);
  const matches = (phrase: string) => {
    const mask = new Uint8Array(4);
    markMatches(search, phrase, mask);
    return [...mask];
  };
  test('case-insensitive substring per value', () => {
    expect(matches('shirt')).toEqual([1, 0, 0, 0]);
    expect(matches('e')).toEqual([1, 1, 0, 1]);
    expect(matches('tee')).toEqual([0, 0, 0, 1]);
  });
  test('a phrase never matches across two values', () => {
    expect(matches('shirtblue')).toEqual([0, 0, 0, 0]);
    expect(matches('shirt\u0000blue')).toEqual([0, 0, 0, 0]);
  });
  test('values read back lower-cased, even when lower-casing changes their length', () => {
    expect([0, 1, 2, 3].map((i) => searchTextAt(search, i))).toEqual(['red shirt', 'blue jeans', 'a b', 'i̇stanbul tee']);
  });
});

describe('inherited sources counted once per parent', () => {
  test('a variation overriding an inherited source is still counted per row', () => {
    const index = buildIndex(
      {
        1: [1, 1, { cat: [7], brand: ['acme'] }, 'variable'],
        2: [2, 1, { color: ['red'] }],
        3: [3, 1, { color: ['blue'], brand: ['zeta'] }],
      },
      {},
      () => {},
    );
    expect(index.columns.get('cat')!.perParent).toBe(true);
    expect(index.columns.get('brand')!.perParent).toBe(false);
    const counts = runQuery(index, {
      filters: [],
      counters: [
        { sourceId: 'brand', kind: 'facet' },
        { sourceId: 'cat', kind: 'facet' },
      ],
    }).counts;
    expect(counts).toEqual({ brand: { acme: 1, zeta: 1 }, cat: { 7: 1 } });
  });
});
