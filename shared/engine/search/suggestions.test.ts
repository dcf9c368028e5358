/** The search's shared parts (browser and store): the suggestion list and object ids, the autocomplete hint, dynamic prices. */
import { describe, expect, test } from 'vitest';
import { completionHint } from './query-rules.ts';
import { missingPriceIds, priceId, withPrices } from './suggestion-prices.ts';
import { buildSuggestions, objectId, parseObjectId } from './suggestions.ts';

describe('suggestions', () => {
  const product = (n: number) => ({ type: 'product', post_id: n, value: `P${n}` });
  test('limits per group, headlines, more products; no products headline when alone; no-results', () => {
    const list = buildSuggestions(
      { product_cat: [1, 2, 3, 4].map((n) => ({ type: 'taxonomy', term_id: n })), product: [1, 2, 3, 4, 5, 6, 7, 8].map(product) },
      { grouping: 'headline', totalProducts: 20, moreUrl: '/?s=x' },
    );
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
