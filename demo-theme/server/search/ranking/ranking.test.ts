/** The demo store's search ranking (server only): words, one-edit corrections, the FTS5 query, the order of hits, variations as suggestions. */
import { describe, expect, test } from 'vitest';
import { ftsQuery } from './fts-query.ts';
import { rankHits } from './rank.ts';
import { queryWords, searchWords } from './tokens.ts';
import { editDistance, prefixWithinOneEdit, withinOneEdit } from './typo.ts';
import { indexedForms, stemmerFor } from './word-forms.ts';
import { parseSynonyms, Synonyms } from './synonyms.ts';
import { THEME_SYNONYMS } from '../search-synonyms.ts';
import { wordGroups } from './query-forms.ts';
import { namesEveryValue, skuBeginsWith } from './variation-suggestions.ts';
import { Vocabulary } from './vocabulary.ts';

describe('words', () => {
  test('lower case, accents gone, split on anything else', () => {
    expect(searchWords('Élisa EverCool™ Tee-shirt (XL)')).toEqual(['elisa', 'evercool', 'tee', 'shirt', 'xl']);
    expect(searchWords("Men's and women’s Go-Get'r")).toEqual(['men', 'and', 'women', 'go', 'get', 'r']);
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
    // Two words the title writes as one; the words in their order before the words apart.
    expect(rankHits([hit(1, 'Hero Hoodie', { bm25: -9 }), hit(2, 'Frankie Sweatshirt')], 'sweat shirt').map((h) => h.id)).toEqual([2, 1]);
    expect(rankHits([hit(1, 'Short Running Jacket'), hit(2, 'Apollo Running Short')], 'running short').map((h) => h.id)).toEqual([2, 1]);
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

describe('word forms, synonyms, groups', () => {
  const stem = stemmerFor('en_US');
  test("stems in the shop's language: plurals and possessives meet; words with digits stay", () => {
    expect(['hoodies', 'hoodie', 'mens', 'men', 'shorts', 'running'].map(stem)).toEqual(['hoodi', 'hoodi', 'men', 'men', 'short', 'run']);
    expect(stem('mb01')).toBe('mb01');
    expect(stemmerFor('de_DE')('jacken')).toBe('jack');
  });
  test('the index holds each word, its stem and neighbours written as one', () => {
    expect(indexedForms(['crew', 'neck', 'tees'], stem, true).split(' ')).toEqual(['crew', 'neck', 'tees', 'tee', 'crewneck', 'necktees', 'neckte']);
    expect(indexedForms(['crew', 'neck'], stem, false)).toBe('crew neck');
  });
  test('the owner’s list: two-way lines, one-way with =>, compounds as one word; lines it cannot read are named', () => {
    const { rules, problems } = parseSynonyms('trousers, pants\njoggers => track pants\n\n# a note\njust-one\na => b => c');
    expect(rules).toEqual([
      { from: ['trousers', 'pants'], to: ['trousers', 'pants'] },
      { from: ['joggers'], to: ['trackpants'] },
    ]);
    expect(problems).toEqual([expect.stringMatching(/^Line 5:/), expect.stringMatching(/^Line 6:/)]);
    const synonyms = new Synonyms(rules, stem);
    expect(synonyms.of('trouser')).toEqual(['pants']);
    expect(synonyms.of('pants')).toEqual(['trousers']);
    expect(synonyms.of('trackpants')).toEqual([]);
    expect(synonyms.of('trou')).toEqual([]);
    expect(synonyms.of('trou', true)).toEqual(['pants']);
  });
  test('a group per word: the word, its stem, synonyms, corrections, the compound with each neighbour; none another one begins', () => {
    const synonyms = new Synonyms(parseSynonyms(THEME_SYNONYMS).rules, stem);
    // 'tee shirts' written as one is a synonym of 'tee' and 't-shirt' ('teeshirt' itself begins with 'tee').
    expect(wordGroups(['tee', 'shirts'], stem, synonyms)).toEqual([
      ['tee', 'tshirt'],
      ['shirt', 'tee', 'tshirt'],
    ]);
    expect(wordGroups(['jakcet'], stem, synonyms, { corrections: new Map([['jakcet', ['jacket']]]) })).toEqual([['jakcet', 'jacket']]);
  });
  test('"Did you mean": the closest word within one edit per four letters (two at most), the most frequent first', () => {
    const vocabulary = new Vocabulary([
      { word: 'hoodie', documents: 9 },
      { word: 'hoodies', documents: 2 },
      { word: 'jacket', documents: 4 },
    ]);
    expect(vocabulary.closest('hoooodie')).toBe('hoodie');
    expect(vocabulary.closest('jackkett')).toBe('jacket');
    expect(vocabulary.closest('jackketts')).toBe(null);
    expect(vocabulary.closest('hod')).toBe(null);
    expect(editDistance('hoodie', 'hodoie', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
