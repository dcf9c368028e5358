/**
 * The live search's custom parameters: the shop's and a box's own read from JSON, the box's
 * winning; the protocol's names, nested values and junk never sent.
 */
import { describe, expect, test } from 'vitest';
import { mergeCustomParams, readCustomParams } from './custom-params.ts';

describe('custom search parameters', () => {
  test('a flat JSON object becomes name → text; numbers and booleans as text', () => {
    expect(readCustomParams('{"brand":"acme","store_id":7,"in_stock":true}')).toEqual({ brand: 'acme', store_id: '7', in_stock: 'true' });
  });

  test('the protocol’s own names (s, wc-ajax, action, l, grouping) are never replaced', () => {
    expect(readCustomParams({ s: 'other', 'wc-ajax': 'x', action: 'y', l: 'fr', grouping: 'none', brand: 'acme' })).toEqual({ brand: 'acme' });
  });

  test('unreadable sources give nothing rather than half of them', () => {
    for (const source of ['', 'not json', '[1,2]', 'null', '"text"', 42, null]) expect(readCustomParams(source)).toEqual({});
  });

  test('nested values and odd names are left out; at most 20 parameters of 200 characters', () => {
    expect(readCustomParams({ nested: { a: 1 }, list: [1], 'bad name': 'x', '<b>': 'x', ok: 'y' })).toEqual({ ok: 'y' });
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, 'v'.repeat(300)]));
    const read = readCustomParams(many);
    expect(Object.keys(read)).toHaveLength(20);
    expect(read.p0).toHaveLength(200);
  });

  test("a box's own parameters win over the shop's", () => {
    expect(mergeCustomParams('{"brand":"shop","region":"eu"}', '{"brand":"box"}')).toEqual({ brand: 'box', region: 'eu' });
    expect(mergeCustomParams('', undefined)).toEqual({});
  });
});
