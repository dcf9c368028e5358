/**
 * The filter's server side through Fastify's inject: the descriptors
 * file and REST fallback, incremental updates after an admin change, product markup in both
 * fetching strategies, and the configuration embedded in the shop page.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { decodeCompact } from '../../../shared/engine/filter/compact/decode-compact.ts';
import { TEST_ADMIN_TOKEN as ADMIN_TOKEN } from '../test-store.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { SOURCE } from './filter-index.ts';
import { contractBreach } from '../../../shared/testing/theme-contract.ts';
import { readFilterAppConfig } from '../../../shared/engine/filter/config/app-config.ts';
import { buildIndex } from '../../../shared/engine/filter/core/build-index.ts';
import { answersQuery, parseFirstResult } from '../../../shared/engine/filter/core/first-result.ts';
import { listingQuery } from '../../../shared/engine/filter/core/listing-query.ts';
import { runQuery } from '../../../shared/engine/filter/core/query.ts';
import { applyUrlState, indexOptionsFor, urlConfigOf } from '../../../shared/engine/filter/core/state-to-query.ts';
import { parseUrlState } from '../../../shared/engine/filter/url/url-state.ts';

const HOODIE = 46; // simple product

const store = useTestStore('shop-filter-');

type Descriptor = [number, number, Record<string, (string | number)[]>, string?];

async function config(url = '/shop/'): Promise<Record<string, unknown>> {
  const page = await store.app.inject({ method: 'GET', url });
  const match = /<script type="application\/json" id="shop-filter-config">(.*?)<\/script>/s.exec(page.body);
  expect(match, 'the page embeds the filter configuration').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

describe('descriptors', () => {
  test('the file named by the index build id holds every product and variation', async () => {
    const { descriptors_json_url: url } = await config();
    const response = await store.app.inject({ method: 'GET', url: String(url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const descriptors = response.json() as Record<string, Descriptor>;
    const products = (store.db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
    expect(Object.keys(descriptors).length).toBe(products);
    const hoodie = descriptors[HOODIE]!;
    expect(hoodie.slice(0, 2)).toEqual([HOODIE, HOODIE]);
    expect(hoodie[3]).toBe('simple');
    expect(hoodie[2][SOURCE.title]).toEqual(['Hoodie with Logo']);
    const variation = Object.values(descriptors).find((d) => d[0] !== d[1])!;
    expect(descriptors[variation[1]]![3]).toBe('variable');
    expect(variation[2][SOURCE.stock]).toHaveLength(1);
    // A variation that leaves an attribute empty carries '' ("any").
    expect(Object.values(descriptors).some((d) => d[0] !== d[1] && d[2][SOURCE.size]?.[0] === '')).toBe(true);
  });
  test('an old build id is not found; the REST fallback gives the same map', async () => {
    expect((await store.app.inject({ method: 'GET', url: '/wp-content/uploads/storefront/filters-descriptors-0ld.json' })).statusCode).toBe(404);
    const { descriptors_json_url: url, descriptors_endpoint: rest } = await config();
    const file = await store.app.inject({ method: 'GET', url: String(url) });
    const fallback = await store.app.inject({ method: 'GET', url: String(rest) });
    expect(fallback.json()).toEqual(file.json());
  });
  test('the compact file holds the same catalogue as the JSON, in about a quarter of its bytes; its own ETag; an old build is not found', async () => {
    const { descriptors_compact_url: compactUrl, descriptors_json_url: jsonUrl } = await config();
    expect(String(compactUrl)).toMatch(/^\/wp-content\/uploads\/storefront\/filters-descriptors-.+\.bin$/);
    const compact = await store.app.inject({ method: 'GET', url: String(compactUrl), headers: { 'accept-encoding': 'gzip' } });
    const json = await store.app.inject({ method: 'GET', url: String(jsonUrl), headers: { 'accept-encoding': 'gzip' } });
    expect(compact.statusCode).toBe(200);
    expect(compact.headers['content-type']).toBe('application/octet-stream');
    expect(compact.headers['content-encoding']).toBe('gzip');
    expect(compact.rawPayload.length).toBeLessThan(json.rawPayload.length / 2);
    const decoded = decodeCompact(new Uint8Array(gunzipSync(compact.rawPayload)));
    const asText = (d: Descriptor) => [d[0], d[1], Object.fromEntries(Object.entries(d[2]).map(([k, v]) => [k, v.map(String)])), ...(d[3] ? [d[3]] : [])];
    expect(decoded).toEqual(
      Object.fromEntries(Object.entries(JSON.parse(gunzipSync(json.rawPayload).toString()) as Record<string, Descriptor>).map(([id, d]) => [id, asText(d)])),
    );
    expect(compact.headers.etag).not.toBe(json.headers.etag);
    const again = await store.app.inject({
      method: 'GET',
      url: String(compactUrl),
      headers: { 'if-none-match': String(compact.headers.etag), 'accept-encoding': 'gzip' },
    });
    expect(again.statusCode).toBe(304);
    // Each encoding is its own representation: the gzip copy's ETag does not stand for the Brotli or the plain bytes.
    const brotli = await store.app.inject({
      method: 'GET',
      url: String(compactUrl),
      headers: { 'if-none-match': String(compact.headers.etag), 'accept-encoding': 'br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(compact.headers.etag);
    const plain = await store.app.inject({ method: 'GET', url: String(compactUrl), headers: { 'if-none-match': String(compact.headers.etag) } });
    expect(plain.statusCode).toBe(200);
    expect(new Set([plain.headers.etag, brotli.headers.etag, compact.headers.etag]).size).toBe(3);
    expect((await store.app.inject({ method: 'GET', url: '/wp-content/uploads/storefront/filters-descriptors-0ld.bin' })).statusCode).toBe(404);
  });
});

describe('incremental update', () => {
  test('a price change reaches updated-descriptors, and only that product', async () => {
    const before = await config();
    const forbidden = await store.app.inject({ method: 'POST', url: `/wp-json/storefront/v1/demo/products/${HOODIE}`, payload: { regular_price: 12 } });
    expect(forbidden.statusCode).toBe(403);
    const changed = await store.app.inject({
      method: 'POST',
      url: `/wp-json/storefront/v1/demo/products/${HOODIE}`,
      headers: { 'x-shop-admin': ADMIN_TOKEN },
      payload: { regular_price: 12.5, sale_price: null },
    });
    expect(changed.statusCode).toBe(200);
    const after = await config();
    expect(after.index_build_id).toBe(before.index_build_id);
    expect(String(after.last_updated_date) > String(before.last_updated_date)).toBe(true);
    const update = await store.app.inject({
      method: 'GET',
      url: `${String(after.updated_descriptors_endpoint)}?date_start=${encodeURIComponent(String(before.last_updated_date))}&date_end=${encodeURIComponent(String(after.last_updated_date))}`,
    });
    const body = update.json() as { deleted: number[]; descriptors: Record<string, Descriptor> };
    expect(body.deleted).toEqual([]);
    expect(Object.keys(body.descriptors)).toEqual([String(HOODIE)]);
    expect(body.descriptors[HOODIE]![2][SOURCE.price]).toEqual([12.5]);
    const none = await store.app.inject({
      method: 'GET',
      url: `${String(after.updated_descriptors_endpoint)}?date_start=${encodeURIComponent(String(after.last_updated_date))}&date_end=${encodeURIComponent(String(after.last_updated_date))}`,
    });
    expect(none.json()).toEqual({ deleted: [], descriptors: {} });
  });
  test('unknown product 404, bad values refused with 400 and nothing changed', async () => {
    expect(
      (await store.app.inject({ method: 'POST', url: '/wp-json/storefront/v1/demo/products/999999', headers: { 'x-shop-admin': ADMIN_TOKEN }, payload: {} }))
        .statusCode,
    ).toBe(404);
    const response = await store.app.inject({
      method: 'POST',
      url: `/wp-json/storefront/v1/demo/products/${HOODIE}`,
      headers: { 'x-shop-admin': ADMIN_TOKEN },
      payload: { regular_price: -5, stock: 'lots' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
    expect((store.db.prepare('SELECT regular_price FROM products WHERE id = ?').get(HOODIE) as { regular_price: number }).regular_price).toBe(12.5);
  });
});

describe('missing product markup', () => {
  const body = { 'storefront-products': '1', ids: [HOODIE, 999999, 'x', -3] };
  test("'single': a JSON map of id to the loop's product markup", async () => {
    const response = await store.app.inject({ method: 'POST', url: '/shop/', payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { products } = response.json() as { products: Record<string, string> };
    expect(Object.keys(products)).toEqual([String(HOODIE)]);
    expect(products[HOODIE]).toMatch(/^<li class="product type-product post-46 /);
  });
  test("F7.7 'page': the JSON body sent as text/html (the original backend's protocol) gets an HTML page whose loop holds the products", async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/shop/',
      headers: { accept: 'text/html', 'content-type': 'text/html' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<ul class="products columns-3"><li class="product type-product post-46 ');
    // Not JSON under that type: the same clear 400 as any other body.
    const bad = await store.app.inject({ method: 'POST', url: '/shop/', headers: { 'content-type': 'text/html' }, payload: '<p>hello</p>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/SyntaxError|stack|at /);
  });
  test('any other POST to the shop is refused', async () => {
    expect((await store.app.inject({ method: 'POST', url: '/shop/', payload: { ids: [HOODIE] } })).statusCode).toBe(400);
  });
});

describe('docs/contract/filter-endpoints.json', () => {
  test('every answer of the filter routes fits the contract: descriptors, updates, product cards, and the 400s', async () => {
    const { descriptors_endpoint: rest, updated_descriptors_endpoint: updated } = await config();
    const answers: [string, { statusCode: number; body: string }][] = [
      ['filters/descriptors', await store.app.inject({ method: 'GET', url: String(rest) })],
      ['filters/updated-descriptors', await store.app.inject({ method: 'GET', url: `${String(updated)}?date_start=2020-01-01%2000:00:00` })],
      ['filters/updated-descriptors', await store.app.inject({ method: 'GET', url: `${String(updated)}?date_start=yesterday` })],
      ['filters/products', await store.app.inject({ method: 'POST', url: '/shop/', payload: { 'storefront-products': '1', ids: [HOODIE] } })],
      ['filters/products', await store.app.inject({ method: 'POST', url: '/shop/', payload: { ids: [HOODIE] } })],
    ];
    expect(answers.map(([, answer]) => answer.statusCode)).toEqual([200, 200, 400, 200, 400]);
    expect(answers.map(([action, answer]) => contractBreach(action, answer.statusCode, answer.body)).filter(Boolean)).toEqual([]);
  });
});

describe('the first result (#shop-filter-first-result)', () => {
  test("each listing embeds the browser's first query for its address and the answer the browser's engine gives it from the descriptors file", async () => {
    for (const url of ['/shop/', '/shop/?pa_color=blue&orderby=price', '/product-category/men/?pa_size=m', '/?s=hoodie&post_type=product']) {
      const page = await store.app.inject({ method: 'GET', url });
      const embedded = /<script type="application\/json" id="shop-filter-first-result">(.*?)<\/script>/s.exec(page.body);
      expect(embedded, `${url} embeds its first result`).not.toBeNull();
      const first = parseFirstResult(embedded![1]!)!;
      expect(first, url).not.toBeNull();
      // What the browser computes on this page: its configuration read, its state from the address.
      const configText = /<script type="application\/json" id="shop-filter-config">(.*?)<\/script>/s.exec(page.body)![1]!;
      const location = new URL(url, 'http://shop.test');
      const reading = readFilterAppConfig(configText, location.search);
      if (!reading.enabled) throw new Error(reading.reason);
      const app = reading.config;
      const state = parseUrlState({ pathname: location.pathname, search: location.search }, urlConfigOf(app));
      const query = listingQuery(app, applyUrlState(app.filters, state), { firstVisiblePage: state.page, currentPage: state.page, orderby: state.orderby });
      expect(answersQuery(first, query), `${url}: the very query the browser asks`).toBe(true);
      const descriptors = (await store.app.inject({ method: 'GET', url: String(app.descriptors_json_url) })).json();
      const browser = runQuery(
        buildIndex(descriptors, indexOptionsFor(app), () => undefined),
        query,
        { presets: true },
      );
      expect(first.result, `${url}: the browser's engine's answer`).toEqual(browser);
    }
  });
});

describe('the first result by address (?shop_first_result=1)', () => {
  test("a listing's address answers its first result as JSON, the same the page embeds; any other value gets the page", async () => {
    for (const url of ['/shop/?pa_color=blue', '/product-category/men/?pa_size=m&orderby=price', '/?s=hoodie&post_type=product&pa_color=black']) {
      const page = await store.app.inject({ method: 'GET', url });
      const embedded = parseFirstResult(/<script type="application\/json" id="shop-filter-first-result">(.*?)<\/script>/s.exec(page.body)![1]!);
      const json = await store.app.inject({ method: 'GET', url: `${url}&shop_first_result=1` });
      expect(json.statusCode, url).toBe(200);
      expect(json.headers['content-type']).toContain('application/json');
      expect(json.headers['cache-control']).toBe('no-store');
      expect(parseFirstResult(json.body), url).toEqual(embedded);
    }
    const other = await store.app.inject({ method: 'GET', url: '/shop/?shop_first_result=yes' });
    expect(other.headers['content-type']).toContain('text/html');
  });
});

describe('F3.3 single_variations_support: a shop that lists variations as products of their own', () => {
  const LISTS_VARIATIONS = { cookie: 'shop_demo_settings=single_variations%3D1' };
  const listing = (url: string) => store.app.inject({ method: 'GET', url, headers: LISTS_VARIATIONS });
  const embedded = (body: string) =>
    JSON.parse(/<script type="application\/json" id="shop-filter-config">(.*?)<\/script>/s.exec(body)![1]!) as Record<string, string | boolean>;
  const cards = (body: string) =>
    [...body.matchAll(/<li class="product [^"]*post-(\d+)[^"]*product-type-(\w+)"/g)].map(([, id, type]) => ({ id: Number(id), type }));
  const count = (body: string) => /Showing \d+–\d+ of (\d+) results/.exec(body)?.[1];

  test('the configuration says so and names a descriptors file of its own, whose variations are typed; the REST and update endpoints follow', async () => {
    const plain = await config();
    const config_ = embedded((await listing('/shop/')).body);
    expect(config_.single_variations_support).toBe(true);
    expect(plain.single_variations_support).toBe(false);
    expect(config_.index_build_id).toBe(`${String(plain.index_build_id)}-variations`);
    const file = await store.app.inject({ method: 'GET', url: String(config_.descriptors_json_url) });
    expect(file.statusCode).toBe(200);
    const descriptors = Object.values(file.json() as Record<string, Descriptor>);
    expect(descriptors.filter((d) => d[0] !== d[1]).every((d) => d[3] === 'variation')).toBe(true);
    expect(descriptors.filter((d) => d[0] === d[1]).every((d) => d[3] === 'simple' || d[3] === 'variable')).toBe(true);
    // The compact file carries the types too (its values read back as text).
    const compact = await store.app.inject({ method: 'GET', url: String(config_.descriptors_compact_url) });
    const decoded = Object.values(decodeCompact(new Uint8Array(compact.rawPayload)));
    expect(decoded.map((d) => d[3])).toEqual(descriptors.map((d) => d[3]));
    const rest = await store.app.inject({ method: 'GET', url: String(config_.descriptors_endpoint) });
    expect(rest.json()).toEqual(file.json());
    expect((await store.app.inject({ method: 'GET', url: '/wp-json/storefront/v1/filters/descriptors?single_variations=yes' })).statusCode).toBe(400);
    // A variation's price change: the update for this shop carries its product with the variations typed.
    const variation = descriptors.find((d) => d[0] !== d[1])!;
    const changed = await store.app.inject({
      method: 'POST',
      url: `/wp-json/storefront/v1/demo/products/${variation[0]}`,
      headers: { 'x-shop-admin': ADMIN_TOKEN },
      payload: { regular_price: 31.5 },
    });
    expect(changed.statusCode).toBe(200);
    const after = embedded((await listing('/shop/')).body);
    const update = await store.app.inject({
      method: 'GET',
      url: `${String(after.updated_descriptors_endpoint)}&date_start=${encodeURIComponent(String(config_.last_updated_date))}&date_end=${encodeURIComponent(String(after.last_updated_date))}`,
    });
    const updated = (update.json() as { descriptors: Record<string, Descriptor> }).descriptors;
    expect(updated[variation[0]]![3]).toBe('variation');
    expect(updated[variation[1]]![3]).toBe('variable');
  });

  test('the listing (as without JavaScript) shows the matching variations as cards: name, its product page with its colour chosen, an add of the variation; the count is theirs', async () => {
    const page = (await listing('/shop/?pa_color=black')).body;
    const shown = cards(page);
    expect(shown.length).toBe(12);
    expect(shown.every((c) => c.type === 'variation' || c.type === 'simple')).toBe(true);
    const variationId = shown.find((c) => c.type === 'variation')!.id;
    const row = store.db
      .prepare('SELECT p.name, parent.slug FROM products p JOIN products parent ON parent.id = p.parent_id WHERE p.id = ?')
      .get(variationId) as {
      name: string;
      slug: string;
    };
    const card = page.slice(page.indexOf(`post-${variationId} `), page.indexOf('</li>', page.indexOf(`post-${variationId} `)));
    expect(card).toContain(`<h2 class="woocommerce-loop-product__title">${row.name}</h2>`);
    expect(card).toMatch(new RegExp(`href="/product/${row.slug}/\\?[^"]*attribute_pa_color=black`));
    expect(card).toContain(`data-product_id="${variationId}"`);
    // More cards than products: every black variation in stock is one; the same address without the setting lists products.
    const products = count((await store.app.inject({ method: 'GET', url: '/shop/?pa_color=black' })).body);
    expect(Number(count(page))).toBeGreaterThan(Number(products));
    // The engine on the same descriptors and configuration gives the same answer as the page.
    const config_ = embedded(page);
    const reading = readFilterAppConfig(JSON.stringify(config_), '?pa_color=black');
    if (!reading.enabled) throw new Error(reading.reason);
    const descriptors = (await store.app.inject({ method: 'GET', url: String(config_.descriptors_json_url) })).json() as Record<string, Descriptor>;
    const app = reading.config;
    const state = parseUrlState({ pathname: '/shop/', search: '?pa_color=black' }, urlConfigOf(app));
    const query = listingQuery(app, applyUrlState(app.filters, state), { firstVisiblePage: 1, currentPage: 1, orderby: state.orderby });
    const result = runQuery(
      buildIndex(descriptors, indexOptionsFor(app), () => undefined),
      query,
    );
    expect(result.ids.slice(0, shown.length)).toEqual(shown.map((c) => c.id));
    expect(String(result.total)).toBe(count(page));
  });

  test("a variation's card is fetched by its id like any product's; a variation with an 'any' attribute offers its options instead of an add", async () => {
    const any = store.db
      .prepare(
        "SELECT v.id FROM products v WHERE v.type = 'variation' AND EXISTS (SELECT 1 FROM product_attributes a WHERE a.product_id = v.parent_id AND a.for_variations = 1 AND a.taxonomy NOT IN (SELECT taxonomy FROM product_attributes b WHERE b.product_id = v.id)) LIMIT 1",
      )
      .get() as { id: number } | undefined;
    const complete = store.db
      .prepare(
        "SELECT v.id FROM products v WHERE v.type = 'variation' AND v.in_stock = 1 AND NOT EXISTS (SELECT 1 FROM product_attributes a WHERE a.product_id = v.parent_id AND a.for_variations = 1 AND a.taxonomy NOT IN (SELECT taxonomy FROM product_attributes b WHERE b.product_id = v.id)) LIMIT 1",
      )
      .get() as { id: number };
    const ids = [complete.id, ...(any ? [any.id] : [])];
    const response = await store.app.inject({ method: 'POST', url: '/shop/', payload: { 'storefront-products': '1', ids } });
    const { products } = response.json() as { products: Record<string, string> };
    expect(Object.keys(products).map(Number).sort()).toEqual([...ids].sort());
    expect(products[complete.id]).toContain('ajax_add_to_cart');
    if (any) {
      expect(products[any.id]).not.toContain('ajax_add_to_cart');
      expect(products[any.id]).toContain('Select options');
    }
  });
});
