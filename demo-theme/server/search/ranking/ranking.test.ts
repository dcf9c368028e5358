/** The demo store's search ranking (server only): words, one-edit corrections, the FTS5 query, the order of hits, variations as suggestions. */
import { describe, expect, test } from 'vitest';
import { ftsQuery } from './fts-query.ts';
import { rankHits } from './rank.ts';
import { queryWords, searchWords } from './tokens.ts';
import { prefixWithinOneEdit, withinOneEdit } from './typo.ts';
import { namesEveryValue, skuBeginsWith } from './variation-suggestions.ts';
import { Vocabulary } from './vocabulary.ts';

describe('words', () => {
  test('lower case, accents gone, split on anything else', () => {
    expect(searchWords('Élisa EverCool™ Tee-shirt (XL)')).toEqual(['elisa', 'evercool', 'tee', 'shirt', 'xl']);
    expect(queryWords('yoga pa')).toEqual({ words: ['yoga', 'pa'], lastIsPrefix: true });
    expect(queryWords('yoga ')).toEqual({ words: ['yoga'], lastIsPrefix: false });
  });
});

describe('one edit', () => {
  test('substitution, insertion, deletion, adjacent swap; not two', () => {
    expect(withinOneEdit('jacket', 'jacket')).toBe(true);
    expect(withinOneEdit('jacket', 'jasket')).toBe(true);
    expect(withinOneEdit('jacket', 'jacet')).toBe(true);
    expect(withinOneEdit('jacket', 'jackett')).toBe(true);
    expect(withinOneEdit('jacket', 'jakcet')).toBe(true);
    expect(withinOneEdit('jacket', 'jakcte')).toBe(false);
    expect(withinOneEdit('jacket', 'jckt')).toBe(false);
  });
  test('a word still being typed against the beginning of a term', () => {
    expect(prefixWithinOneEdit('hoodie', 'hodi')).toBe(true);
    expect(prefixWithinOneEdit('hoodie', 'hoid')).toBe(true);
    expect(prefixWithinOneEdit('hoodie', 'xyzw')).toBe(false);
  });
  test('corrections: 4+ letters, most frequent first, capped', () => {
    const vocabulary = new Vocabulary([
      { word: 'jacket', documents: 25 },
      { word: 'jackets', documents: 3 },
      { word: 'racket', documents: 1 },
      { word: 'tee', documents: 30 },
    ]);
    expect(vocabulary.corrections('jakcet', false)).toEqual(['jacket']);
    // Still being typed: whole words one edit away first, then words whose beginning is.
    expect(vocabulary.corrections('jacke', true)).toEqual(['jacket', 'jackets']);
    // A 4-letter word with a letter missing: corrected to 4+ letter words only.
    expect(
      new Vocabulary([
        { word: 'tank', documents: 2 },
        { word: 'tin', documents: 9 },
      ]).corrections('tnk', false),
    ).toEqual(['tank']);
    expect(vocabulary.corrections('ti', false)).toEqual([]);
  });
});

describe('the FTS5 query', () => {
  test('every group required, each alternative a quoted prefix, quotes doubled; relaxed: any group', () => {
    expect(ftsQuery([['yoga'], ['pnat', 'pant']])).toBe('"yoga"* AND ("pnat"* OR "pant"*)');
    expect(ftsQuery([['a"b']])).toBe('"a""b"*');
    expect(ftsQuery([['men'], ['hoodie', 'hoodi']], 'OR')).toBe('"men"* OR ("hoodie"* OR "hoodi"*)');
  });
});

describe('ranking', () => {
  const hit = (id: number, title: string, extra: Partial<{ bm25: number; sales: number; corrected: boolean; sku: string }> = {}) => ({
    id,
    title,
    sku: '',
    bm25: -5,
    sales: 0,
    corrected: false,
    ...extra,
  });
  test('exact title first, then title starts, then the rest; corrected hits after exact ones; sales break ties', () => {
    const ranked = rankHits(
      [hit(1, 'Hoodie with Logo'), hit(2, 'Hoodie'), hit(3, 'Zip Hoodie', { corrected: true }), hit(4, 'Hoodie with Logo', { sales: 9 }), hit(5, 'Zip Hoodie')],
      'hoodie',
    );
    expect(ranked.map((h) => h.id)).toEqual([2, 4, 1, 5, 3]);
    expect(rankHits([hit(1, 'Bag', { sku: 'X-2' }), hit(2, 'Bag', { sku: 'MH01' })], 'mh01').map((h) => h.id)).toEqual([2, 1]);
  });
});

describe('variations as suggestions', () => {
  test('by SKU: the query begins the SKU (3+ characters, separators ignored)', () => {
    expect(skuBeginsWith('MH01-XS-Black', 'mh01 xs')).toBe(true);
    expect(skuBeginsWith('MH01-XS-Black', 'mh')).toBe(false);
    expect(skuBeginsWith('woo-hoodie-red', 'hood')).toBe(false);
  });

  test('by attribute values: only when every value is named, the last word as typed so far', () => {
    expect(namesEveryValue(['chaz', 'black', 'xs'], false, ['Black', 'XS'])).toBe(true);
    expect(namesEveryValue(['chaz', 'xs', 'bla'], true, ['Black', 'XS'])).toBe(true);
    expect(namesEveryValue(['chaz', 'xs', 'bla'], false, ['Black', 'XS'])).toBe(false);
    expect(namesEveryValue(['chaz', 'black'], false, ['Black', 'XS'])).toBe(false);
    expect(namesEveryValue(['tee', 'light', 'blue'], false, ['Light Blue'])).toBe(true);
    expect(namesEveryValue(['tee', 'blue'], false, ['Light Blue'])).toBe(false);
    expect(namesEveryValue(['tee'], false, [])).toBe(false);
  });
});
