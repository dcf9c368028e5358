/** The search engine's pure parts: words, one-edit matching, the FTS5 query, the suggestion list, object ids. */
import { describe, expect, test } from 'vitest';
import { ftsQuery } from './fts-query.ts';
import { completionHint } from './query-rules.ts';
import { rankHits } from './rank.ts';
import { missingPriceIds, priceId, withPrices } from './suggestion-prices.ts';
import { buildSuggestions, objectId, parseObjectId } from './suggestions.ts';
import { queryWords, searchWords } from './tokens.ts';
import { prefixWithinOneEdit, withinOneEdit } from './typo.ts';
import { namesEveryValue, skuBeginsWith } from './variation-match.ts';
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
    const vocabulary = new Vocabulary([{ word: 'jacket', documents: 25 }, { word: 'jackets', documents: 3 }, { word: 'racket', documents: 1 }, { word: 'tee', documents: 30 }]);
    expect(vocabulary.corrections('jakcet', false)).toEqual(['jacket']);
    // Still being typed: whole words one edit away first, then words whose beginning is.
    expect(vocabulary.corrections('jacke', true)).toEqual(['jacket', 'jackets']);
    // A 4-letter word with a letter missing: corrected to 4+ letter words only.
    expect(new Vocabulary([{ word: 'tank', documents: 2 }, { word: 'tin', documents: 9 }]).corrections('tnk', false)).toEqual(['tank']);
    expect(vocabulary.corrections('ti', false)).toEqual([]);
  });
});

describe('the FTS5 query', () => {
  test('every word a quoted prefix, corrections as alternatives, quotes doubled', () => {
    expect(ftsQuery(['yoga', 'pnat'], new Map([['pnat', ['pant']]]))).toBe('"yoga"* AND ("pnat"* OR "pant"*)');
    expect(ftsQuery(['a"b'])).toBe('"a""b"*');
  });
});

describe('ranking', () => {
  const hit = (id: number, title: string, extra: Partial<{ bm25: number; sales: number; corrected: boolean; sku: string }> = {}) => ({ id, title, sku: '', bm25: -5, sales: 0, corrected: false, ...extra });
  test('exact title first, then title starts, then the rest; corrected hits after exact ones; sales break ties', () => {
    const ranked = rankHits([hit(1, 'Hoodie with Logo'), hit(2, 'Hoodie'), hit(3, 'Zip Hoodie', { corrected: true }), hit(4, 'Hoodie with Logo', { sales: 9 }), hit(5, 'Zip Hoodie')], 'hoodie');
    expect(ranked.map((h) => h.id)).toEqual([2, 4, 1, 5, 3]);
    expect(rankHits([hit(1, 'Bag', { sku: 'X-2' }), hit(2, 'Bag', { sku: 'MH01' })], 'mh01').map((h) => h.id)).toEqual([2, 1]);
  });
});

describe('suggestions', () => {
  const product = (n: number) => ({ type: 'product', post_id: n, value: `P${n}` });
  test('limits per group, headlines, more products; no products headline when alone; no-results', () => {
    const list = buildSuggestions({ product_cat: [1, 2, 3, 4].map((n) => ({ type: 'taxonomy', term_id: n })), product: [1, 2, 3, 4, 5, 6, 7, 8].map(product) }, { grouping: 'headline', totalProducts: 20, moreUrl: '/?s=x' });
    expect(list.map((s) => s.type)).toEqual(['headline', 'taxonomy', 'taxonomy', 'taxonomy', 'headline', ...Array(7).fill('product'), 'more_products']);
    expect(list.at(-1)).toMatchObject({ total: 20, url: '/?s=x' });
    expect(buildSuggestions({ product: [product(1)] }, { grouping: 'headline', totalProducts: 1, moreUrl: '' }).map((s) => s.type)).toEqual(['product']);
    expect(buildSuggestions({}, { grouping: 'headline', totalProducts: 0, moreUrl: '' })).toEqual([{ type: 'no-results', value: '' }]);
  });
  test('object ids both ways; malformed ones refused', () => {
    expect(objectId({ type: 'product_variation', post_id: 15, variation_id: 23 })).toBe('product_variation__15__23');
    expect(parseObjectId('taxonomy__12__product_cat')).toEqual({ type: 'taxonomy', id: 12, taxonomy: 'product_cat' });
    for (const bad of ['product__', 'product__1__2', 'product__1e3', 'post__1__<b>', 'x__1']) expect(parseObjectId(bad), bad).toBeNull();
  });
});

describe('the autocomplete hint', () => {
  const hoodie = { type: 'product', value: 'Hoodie with Logo' };
  test('completes the typed text with the first suggestion when it starts so (case kept as typed)', () => {
    expect(completionHint('HOOD', [{ type: 'headline', value: 'product' }, hoodie])).toBe('HOODie with Logo');
    expect(completionHint('logo', [hoodie])).toBe('');
    expect(completionHint('Hoodie with Logo', [hoodie])).toBe('');
    expect(completionHint('hood', [{ type: 'no-results', value: '' }])).toBe('');
    expect(completionHint('', [hoodie])).toBe('');
  });
});

describe('dynamic prices', () => {
  const product = { type: 'product', post_id: 15, value: 'Hoodie', price: '<span>$40</span>' };
  const variation = { type: 'product_variation', post_id: 15, variation_id: 23, value: 'Hoodie – Blue', price: '<span>$42</span>' };
  const category = { type: 'taxonomy', taxonomy: 'product_cat', term_id: 4, value: 'Hoodies' };

  test('products are asked by post id, variations by variation id, each once and only when unknown', () => {
    expect(missingPriceIds([product, variation, category, product], new Map())).toEqual(['15', '23']);
    expect(missingPriceIds([product, variation], new Map([['product__15', '<span>$39</span>']]))).toEqual(['23']);
  });

  test('answered prices replace the indexed ones; the rest stay as they were', () => {
    const shown = withPrices([product, variation, category], new Map([['product__23', '<span>$35</span>']]), true);
    expect(shown.map((s) => s.price)).toEqual(['<span>$40</span>', '<span>$35</span>', undefined]);
    expect(shown[2]).toBe(category);
  });

  test('a shop that hides prices shows none, even the answered ones', () => {
    const shown = withPrices([product, variation], new Map([['product__15', '<span>$39</span>']]), false);
    expect(shown.every((s) => !('price' in s))).toBe(true);
    expect(priceId(category)).toBeNull();
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
