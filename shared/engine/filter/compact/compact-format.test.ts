/**
 * The compact descriptors format: what goes in comes back (as the text the engine reads), the
 * catalogue's structure is what makes it small, and a damaged file is refused with one clear
 * error type (the loader then falls back to the JSON), never read as another catalogue.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { valueText } from '../core/descriptors.ts';
import { CorruptIndexError } from './bytes.ts';
import { decodeCompact, isCompactIndex } from './decode-compact.ts';
import { encodeCompact } from './encode-compact.ts';

const roundTrip = (input: unknown, numericDistinctMin?: number) => decodeCompact(encodeCompact(input, () => {}, { numericDistinctMin }));

describe('what goes in comes back', () => {
  test('ids, parents, types and values as text; variations after their product', () => {
    const input = {
      7: [7, 7, { cat: [12, 15], price: [19.5], tag: ['new'] }, 'variable'],
      9: [9, 7, { color: ['red'], size: [''], price: ['21.25'] }, 'variation'],
      8: [8, 8, { cat: ['12'], stock: [true] }],
    };
    expect(roundTrip(input)).toEqual({
      7: [7, 7, { cat: ['12', '15'], price: ['19.5'], tag: ['new'] }, 'variable'],
      8: [8, 8, { cat: ['12'], stock: ['1'] }],
      9: [9, 7, { color: ['red'], size: [''], price: ['21.25'] }, 'variation'],
    });
  });

  test('prices coded as differences read back digit for digit, whatever their decimals', () => {
    const prices = ['0.1', '0.3', '19.99', '1000000', '-5', '3.0001', '12.5', '7'];
    const input: Record<number, unknown> = { 1: [1, 1, { price: ['10'] }] };
    prices.forEach((price, i) => (input[i + 2] = [i + 2, 1, { price: [price] }]));
    const back = roundTrip(input, 0);
    prices.forEach((price, i) => expect(back[i + 2]![2].price).toEqual([price]));
  });

  test('texts that are not written as JavaScript writes numbers stay as they are', () => {
    const texts = ['12.50', '1e3', ' 4', '0x10', '-0', 'NaN'];
    const input: Record<number, unknown> = { 1: [1, 1, { price: ['12.50'] }] };
    texts.forEach((text, i) => (input[i + 2] = [i + 2, 1, { price: [text] }]));
    const back = roundTrip(input, 0);
    texts.forEach((text, i) => expect(back[i + 2]![2].price).toEqual([text]));
  });

  test('a value the engine cannot read still keeps a variation from inheriting its product’s', () => {
    const back = roundTrip({ 1: [1, 1, { color: ['red'] }], 2: [2, 1, { color: [{ bad: 1 }] }], 3: [3, 1, {}] });
    expect(back[2]![2]).toEqual({ color: [null] });
    expect(back[3]![2]).toEqual({});
  });

  test('random catalogues: every value of every row, in order', () => {
    const value = fc.oneof(
      fc.constantFrom('', 'red', 'blue', '5'),
      fc.integer({ min: -50, max: 500 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => Math.round(d * 100) / 100),
    );
    const row = fc.dictionary(fc.constantFrom('a', 'b', '3'), fc.array(value, { maxLength: 3 }));
    const catalogue = fc.array(fc.tuple(row, fc.array(row, { maxLength: 3 })), { maxLength: 12 });
    fc.assert(
      fc.property(catalogue, fc.constantFrom(0, 1000), (products, numericMin) => {
        const input: Record<number, unknown> = {};
        let id = 1;
        for (const [own, variations] of products) {
          const parent = id++;
          input[parent] = [parent, parent, own, variations.length ? 'variable' : 'simple'];
          for (const v of variations) input[id] = [id++, parent, v];
        }
        const back = roundTrip(input, numericMin);
        for (const [key, entry] of Object.entries(input)) {
          const [, , sources] = entry as [number, number, Record<string, unknown[]>];
          const expected = Object.fromEntries(
            Object.entries(sources)
              .filter(([, list]) => list.length > 0)
              .map(([k, list]) => [k, list.map(valueText)]),
          );
          expect(back[Number(key)]![2]).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('a damaged file is refused', () => {
  const good = encodeCompact(
    { 1: [1, 1, { cat: [3, 4], price: [10] }, 'variable'], 2: [2, 1, { price: [11], size: ['m'] }], 3: [3, 3, { cat: [4] }] },
    () => {},
    {
      numericDistinctMin: 0,
    },
  );

  test('every shortened copy throws CorruptIndexError', () => {
    for (let length = 0; length < good.length; length++) expect(() => decodeCompact(good.slice(0, length)), `${length} bytes`).toThrow(CorruptIndexError);
  });

  test('a damaged count never allocates the impossible', () => {
    const header = (rows: number) => {
      const json = new TextEncoder().encode(JSON.stringify({ rows, sources: [{ id: 'a', values: ['x'], single: false }] }));
      return [0x53, 0x48, 0x50, 0x58, 1, json.length, ...json];
    };
    expect(() => decodeCompact(Uint8Array.from([...header(2 ** 40), 2, 0, 0]))).toThrow(CorruptIndexError);
    // One row, then a count of 2^34 values with an empty values stream.
    expect(() => decodeCompact(Uint8Array.from([...header(1), 2, 0, 0, 5, 0x80, 0x80, 0x80, 0x80, 0x40, 0, 0, 0]))).toThrow(CorruptIndexError);
  });

  test('another format, another version, bytes left over', () => {
    expect(isCompactIndex(new TextEncoder().encode('{"1":[1,1,{}]}'))).toBe(false);
    expect(() => decodeCompact(new TextEncoder().encode('{"1":[1,1,{}]}'))).toThrow(CorruptIndexError);
    const version2 = good.slice();
    version2[4] = 2;
    expect(() => decodeCompact(version2)).toThrow(/version 2/);
    expect(() => decodeCompact(Uint8Array.from([...good, 0]))).toThrow(CorruptIndexError);
  });

  test('any single damaged byte is refused or read as a catalogue of the same shape, never thrown as another error', () => {
    for (let at = 5; at < good.length; at++)
      for (const flip of [0x01, 0x80, 0xff]) {
        const damaged = good.slice();
        damaged[at]! ^= flip;
        try {
          const back = decodeCompact(damaged);
          for (const entry of Object.values(back)) expect(entry[0]).toBeGreaterThan(0);
        } catch (error) {
          expect(error, `byte ${at} ^ ${flip}`).toBeInstanceOf(CorruptIndexError);
        }
      }
  });
});

describe('small because the catalogue has structure', () => {
  test('a variation’s colour among its product’s costs one byte, a price a difference', () => {
    const input: Record<number, unknown> = {};
    for (let p = 0; p < 400; p++) {
      const id = p * 10 + 1;
      input[id] = [id, id, { color: ['red', 'blue', 'green'], price: [String(20 + (p % 50))] }, 'variable'];
      for (let v = 1; v <= 4; v++) input[id + v] = [id + v, id, { color: [['red', 'blue', 'green'][v % 3]], price: [String(20 + (p % 50) + v / 4)] }];
    }
    const bytes = encodeCompact(input);
    const json = new TextEncoder().encode(JSON.stringify(input)).length;
    expect(bytes.length).toBeLessThan(json / 6);
  });
});
