/** The live search's server side: FiboSearch's protocol under our prefix, the ranking, typo tolerance, bad input. */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-search-');

async function search(query: string, extra = '') {
  const response = await store.app.inject({ method: 'GET', url: `/?wc-ajax=shop_ajax_search&s=${encodeURIComponent(query)}${extra}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { suggestions: Record<string, unknown>[]; total: number; time: string };
}
const productNames = (answer: { suggestions: Record<string, unknown>[] }) => answer.suggestions.filter((s) => s.type === 'product').map((s) => s.value);

describe('shop_ajax_search', () => {
  test("'hood' as typed finds the hoodies, the shortest title first, with the categories under a headline", async () => {
    const answer = await search('hood');
    expect(productNames(answer)[0]).toBe('Hoodie');
    expect(productNames(answer).every((name) => /hood/i.test(String(name)))).toBe(true);
    const types = answer.suggestions.map((s) => s.type);
    expect(types[0]).toBe('headline');
    expect(answer.suggestions[0]!.value).toBe('product_cat');
    expect(answer.suggestions.filter((s) => s.type === 'taxonomy').length).toBeLessThanOrEqual(3);
    expect(productNames(answer).length).toBe(7);
    const more = answer.suggestions.at(-1)!;
    expect(more).toMatchObject({ type: 'more_products', total: answer.total, url: '/?s=hood&post_type=product&shop_search=1' });
    const product = answer.suggestions.find((s) => s.type === 'product')!;
    expect(product).toMatchObject({ post_id: expect.any(Number), url: expect.stringMatching(/^\/product\/[^/]+\/$/), sku: expect.any(String) });
    expect(String(product.thumb_html)).toMatch(/^<img src="\/assets\/placeholder\/\d+\.svg"/);
    expect(String(product.price)).toContain('woocommerce-Price-amount');
  });

  test('one wrong, missing, extra or swapped letter still finds the product', async () => {
    for (const typo of ['jakcet', 'jacet', 'jacckets', 'jacjet'])
      expect(
        productNames(await search(typo)).some((name) => /jacket/i.test(String(name))),
        typo,
      ).toBe(true);
    for (const typo of ['hoodei', 'hodie', 'backpak']) expect(String(productNames(await search(typo))[0]), typo).toMatch(/hoodie|backpack/i);
  });

  test('how shoppers type: category words, plurals and possessives, compounds however written, synonyms, SKUs without separators', async () => {
    const cases: [query: string, first: RegExp][] = [
      ['womens running short', /running short/i],
      ["men's hoodies", /hoodie/i],
      ['crew neck sweatshirt', /^Grayson Crewneck Sweatshirt$/],
      ['crossfit', /Cross-Fit/],
      ['heat tech', /HeatTech/],
      ['tshirt', /^T-Shirt$/],
      ['t shirt', /^T-Shirt$/],
      ['trousers', /\bPant$/],
      ['rucksack', /Backpack/],
      ['24mb01', /^Joust Duffle Bag$/],
    ];
    for (const [query, first] of cases) expect(String(productNames(await search(query))[0]), query).toMatch(first);
    // Women's, not men's: the category's parent narrows (the five women's running shorts first).
    const womens = productNames(await search('womens running short')).slice(0, 5);
    expect(
      womens.every((name) => /(Artemis|Angel Light|Sybil|Ana|Erika) Running Short/.test(String(name))),
      womens.join(),
    ).toBe(true);
  });

  test('no dead end: when no product has every word, those with most of them, never an empty list; "Did you mean" only when nothing matches', async () => {
    const relaxed = await search('messanger bagg');
    expect(productNames(relaxed).length).toBeGreaterThan(0);
    expect(String(productNames(relaxed)[0])).toMatch(/messenger/i);
    expect(String(productNames(await search('qqqq hoodie'))[0])).toMatch(/hoodie/i);
    const none = await search('hoooodie');
    expect(none.suggestions).toEqual([{ type: 'no-results', value: '', did_you_mean: 'hoodie' }]);
    expect(productNames(await search(none.suggestions[0]!.did_you_mean as string))[0]).toBe('Hoodie');
    // Nothing close: no suggestion.
    expect((await search('xyzzy')).suggestions).toEqual([{ type: 'no-results', value: '' }]);
  });

  test('the synonym list the owner saves counts from the next search, without a restart', async () => {
    expect(productNames(await search('zorbflap'))).toEqual([]);
    store.db
      .prepare("INSERT INTO options (name, value) VALUES ('search_synonyms', 'zorbflap => beanie') ON CONFLICT(name) DO UPDATE SET value = excluded.value")
      .run();
    try {
      expect(productNames(await search('zorbflap'))[0]).toBe('Beanie');
      // One-way: the beanie does not find the new word's products, and the defaults are replaced.
      expect(productNames(await search('rucksack'))).toEqual([]);
    } finally {
      store.db.prepare("DELETE FROM options WHERE name = 'search_synonyms'").run();
    }
    expect(productNames(await search('rucksack')).some((name) => /Backpack/.test(String(name)))).toBe(true);
  });

  test('an exact title and an exact SKU come first; a SKU query lists the matching variations', async () => {
    expect(productNames(await search('Beanie'))[0]).toBe('Beanie');
    const sku = await search('MH01-XS');
    expect(
      sku.suggestions.some((s) => s.type === 'product_variation' && /^MH01-XS-/.test(String(s.sku)) && String(s.url).includes('attribute_pa_size=xs')),
    ).toBe(true);
  });

  test('naming every attribute value lists that variation first; naming some lists the product', async () => {
    const exact = await search('chaz black xs');
    const first = exact.suggestions.find((s) => s.type === 'product' || s.type === 'product_variation')!;
    expect(first).toMatchObject({ type: 'product_variation', value: 'Chaz Kangeroo Hoodie - Black, XS' });
    expect(String(first.url)).toContain('attribute_pa_color=black');
    expect(productNames(exact)).toContain('Chaz Kangeroo Hoodie');
    const typing = await search('chaz xs bla');
    expect(typing.suggestions.some((s) => s.value === 'Chaz Kangeroo Hoodie - Black, XS')).toBe(true);
    const partial = await search('chaz black');
    expect(partial.suggestions.filter((s) => s.type === 'product_variation')).toEqual([]);
    expect(productNames(partial)).toEqual(['Chaz Kangeroo Hoodie']);
  });

  test('headline-v2 carries the label; no headline when products are the only group; no-results', async () => {
    const v2 = await search('hood', '&grouping=headline-v2');
    expect(v2.suggestions[0]).toMatchObject({ type: 'headline-v2', value: 'Categories', group: 'product_cat' });
    const productsOnly = await search('Chaz Kangeroo');
    expect(productsOnly.suggestions.some((s) => String(s.type).startsWith('headline'))).toBe(false);
    expect((await search('zzqxv')).suggestions).toEqual([{ type: 'no-results', value: '' }]);
  });

  test('FTS5 syntax and markup in the query are plain words; bad input is a 400, never a 500', async () => {
    for (const q of ['"', 'title:hood', 'hood OR', 'NEAR(a b)', '(((', '-', '*', '<img src=x onerror=alert(1)>']) {
      const answer = await search(q);
      expect(JSON.stringify(answer)).not.toContain('onerror=alert');
    }
    const tooLong = await store.app.inject({ method: 'GET', url: `/?wc-ajax=shop_ajax_search&s=${'a'.repeat(201)}` });
    expect(tooLong.statusCode).toBe(400);
    const badGrouping = await store.app.inject({ method: 'GET', url: '/?wc-ajax=shop_ajax_search&s=hood&grouping=x' });
    expect(badGrouping.statusCode).toBe(400);
  });
});

describe('shop_result_details and shop_get_prices', () => {
  test('details per object id, each once; unknown ids skipped', async () => {
    const answer = await search('Beanie');
    const beanie = answer.suggestions.find((s) => s.value === 'Beanie')!;
    const body = new URLSearchParams({
      action: 'shop_result_details',
      'items[0][objectID]': `product__${beanie.post_id}`,
      'items[0][value]': 'Beanie',
      'items[1][objectID]': `product__${beanie.post_id}`,
      'items[2][objectID]': 'product__999999',
      'items[3][objectID]': 'nonsense',
    });
    const response = await store.app.inject({
      method: 'POST',
      url: '/?wc-ajax=shop_result_details',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    const { items } = response.json() as { items: { objectID: string; html: string; price: string }[] };
    expect(items.map((i) => i.objectID)).toEqual([`product__${beanie.post_id}`]);
    expect(items[0]!.html).toContain('shop-SearchDetails-product');
    expect(items[0]!.price).toContain('woocommerce-Price-amount');
  });

  test('S2.28: the details panel shows the sale flash for a product on sale and Featured for a featured one, neither otherwise', async () => {
    const rows = store.db.prepare("SELECT id, featured, sale_price, regular_price FROM products WHERE type = 'simple'").all() as {
      id: number;
      featured: number;
      sale_price: number | null;
      regular_price: number | null;
    }[];
    const onSale = rows.find((r) => r.sale_price !== null && r.regular_price !== null && r.sale_price < r.regular_price && !r.featured)!;
    const plain = rows.find((r) => r.sale_price === null && !r.featured)!;
    store.db.prepare('UPDATE products SET featured = 1 WHERE id = ?').run(plain.id);
    const details = async (id: number) => {
      const response = await store.app.inject({
        method: 'POST',
        url: '/?wc-ajax=shop_result_details',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `items[0][objectID]=product__${id}`,
      });
      return (response.json() as { items: { html: string }[] }).items[0]!.html;
    };
    const sale = await details(onSale.id);
    expect(sale).toContain('<span class="onsale">Sale!</span>');
    expect(sale).not.toContain('Featured');
    const featured = await details(plain.id);
    expect(featured).toContain('<span class="shop-SearchDetails-featured">Featured</span>');
    expect(featured).not.toContain('onsale');
    store.db.prepare('UPDATE products SET featured = 0 WHERE id = ?').run(plain.id);
  });

  test("request-method='post': the same fields as a form body, custom parameters beside them, answer as the GET's", async () => {
    const get = await search('hoodie');
    const response = await store.app.inject({
      method: 'POST',
      url: '/?wc-ajax=shop_ajax_search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ s: 'hoodie', l: 'en', brand: 'acme', region: 'eu' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as typeof get;
    expect(answer.suggestions).toEqual(get.suggestions);
    expect(answer.total).toBe(get.total);
  });

  test('prices per id', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/?wc-ajax=shop_get_prices',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'items[]=44&items[]=abc',
    });
    const answer = response.json() as { success: boolean; data: Record<string, string> };
    expect(answer.success).toBe(true);
    expect(Object.keys(answer.data)).toEqual(['44']);
  });

  test('more than 40 items is a 400', async () => {
    const payload = Array.from({ length: 41 }, (_, i) => `items[]=${i + 1}`).join('&');
    const response = await store.app.inject({
      method: 'POST',
      url: '/?wc-ajax=shop_get_prices',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the results page /?s=<q>&post_type=product', () => {
  const page = (url: string) => store.app.inject({ method: 'GET', url });
  test('lists the same ranking as the live search, in WooCommerce markup, paged by 12', async () => {
    const response = await page('/?s=hood&post_type=product&shop_search=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Search results: “hood”');
    const names = [...response.body.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]+)<\/h2>/g)].map((m) => m[1]);
    const live = await search('hood');
    expect(names.slice(0, 7)).toEqual(productNames(live));
    expect(response.body).toContain('<option value="relevance" selected>Relevance</option>');
    expect(names.length).toBe(12);
    expect(response.body).toContain('href="/page/2/?s=hood&amp;post_type=product&amp;shop_search=1"');
    const second = await page('/page/2/?s=hood&post_type=product');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Page 2');
  });

  test('a typo finds the product; another order sorts the matches; nothing found says so; a page past the end is a 404', async () => {
    expect((await page('/?s=hoodei&post_type=product')).body).toContain('>Hoodie</h2>');
    const byPrice = await page('/?s=hood&post_type=product&orderby=price');
    const prices = [
      ...byPrice.body.matchAll(/<span class="price">[\s\S]*?<bdi><span class="woocommerce-Price-currencySymbol">\$<\/span>([\d.,]+)<\/bdi>/g),
    ].map((m) => Number(m[1]!.replace(',', '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await page('/?s=zzqxv&post_type=product')).body).toContain('No products were found matching your selection.');
    expect((await page('/?s=zzqxv&post_type=product')).body).not.toContain('Did you mean');
    // Nothing found, but a closer spelling finds products: offered as a link to its results.
    const none = (await page('/?s=hoooodie&post_type=product')).body;
    expect(none).toContain('No products were found matching your selection.');
    expect(none).toContain('Did you mean <a href="/?s=hoodie&amp;post_type=product&amp;shop_search=1">hoodie</a>?');
    expect((await page('/page/99/?s=hood&post_type=product')).statusCode).toBe(404);
    expect((await page('/?s=' + 'a'.repeat(300))).statusCode).toBe(400);
  });

  test('the filters work within the matches: the page embeds them most relevant first, a filter in the URL narrows them, its links keep the search', async () => {
    const names = (body: string) => [...body.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]+)<\/h2>/g)].map((m) => m[1]!);
    const all = await page('/?s=jacket&post_type=product');
    const config = JSON.parse(/<script type="application\/json" id="shop-filter-config">([\s\S]*?)<\/script>/.exec(all.body)![1]!) as {
      context: { search: { phrase: string; product_ids: number[] } };
      default_catalog_orderby: string;
      non_removable_url_params: string[];
    };
    expect(config.context.search.phrase).toBe('jacket');
    expect(config.context.search.product_ids.length).toBeGreaterThan(12);
    expect(config.default_catalog_orderby).toBe('relevance');
    expect(config.non_removable_url_params).toEqual(expect.arrayContaining(['s', 'post_type']));
    const blue = await page('/?s=jacket&post_type=product&pa_color=blue&pagination=pagination');
    expect(blue.statusCode).toBe(200);
    expect(names(blue.body).length).toBeGreaterThan(0);
    // Every blue match is a match of the search, in the same relative order.
    const allIds = config.context.search.product_ids;
    const blueIds = [...blue.body.matchAll(/<li class="product type-product post-(\d+)/g)].map((m) => Number(m[1]));
    expect(blueIds.every((id) => allIds.includes(id))).toBe(true);
    expect(blueIds).toEqual([...blueIds].sort((a, b) => allIds.indexOf(a) - allIds.indexOf(b)));
    const total = (body: string) => Number(/(?:of|all) (\d+) results/.exec(body)![1]);
    expect(total(all.body)).toBe(allIds.length);
    expect(total(blue.body)).toBeLessThan(allIds.length);
    // The page links keep the phrase, the filters and the order.
    const twoColours = await page('/?s=jacket&post_type=product&pa_color=blue,black&orderby=price&pagination=pagination');
    const links = [...twoColours.body.matchAll(/class="page-numbers" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links, links.join(' ')).toContain('/page/2/?s=jacket&amp;post_type=product&amp;pagination=pagination&amp;pa_color=black%2Cblue&amp;orderby=price');
  });
});

describe('hostile catalogue text', () => {
  test("a description's markup reaches the suggestions as escaped text, never as HTML", async () => {
    const beanie = store.db.prepare("SELECT id FROM products WHERE name = 'Beanie'").get() as { id: number };
    store.db
      .prepare('UPDATE products SET short_description = ? WHERE id = ?')
      .run('Warm &lt;img src=x onerror=alert(1)&gt; <script>alert(2)</script> beanie', beanie.id);
    const answer = await search('beanie');
    const desc = String(answer.suggestions.find((s) => s.post_id === beanie.id)!.desc);
    expect(desc).not.toMatch(/<img|<script/);
    expect(desc).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
