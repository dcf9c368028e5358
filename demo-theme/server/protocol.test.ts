/**
 * The demo store's WooCommerce protocol , through Fastify's inject: response shapes,
 * cookies, no-cache headers, and WooCommerce's answer to every kind of bad input.
 */
import { describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { useTestStore } from './testing/use-test-store.ts';

const HOODIE = 46; // a simple product with no stock limit (WooCommerce sample "Hoodie with Logo")
const BAG = 2994; // a simple product with 100 in stock

const store = useTestStore('shop-protocol-');

/** A browser's cookie jar, enough for these cookies (no paths or domains). */
class Jar {
  private cookies = new Map<string, string>();
  take(response: { cookies: { name: string; value: string; expires?: Date; maxAge?: number }[] }): void {
    for (const c of response.cookies) {
      const expired = (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

async function post(jar: Jar, url: string, fields: Record<string, string>) {
  const response = await store.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    payload: new URLSearchParams(fields).toString(),
  });
  jar.take(response);
  return response;
}

const wcAjax = (jar: Jar, endpoint: string, fields: Record<string, string> = {}) => post(jar, `/?wc-ajax=${endpoint}`, fields);

describe('?wc-ajax=add_to_cart', () => {
  test('a simple product answers {fragments, cart_hash}, sets both cookies and the HttpOnly session', async () => {
    const jar = new Jar();
    const response = await wcAjax(jar, 'add_to_cart', { product_id: String(HOODIE), quantity: '2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-cache|no-store/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['cart_hash', 'fragments']);
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('class="widget_shopping_cart_content"');
    expect(body.fragments['span.shop-MiniCart-count']).toContain('>2<');
    expect(jar.get('woocommerce_items_in_cart')).toBe('1');
    expect(jar.get('woocommerce_cart_hash')).toBe(body.cart_hash);
    const session = response.cookies.find((c) => c.name.startsWith('wp_woocommerce_session_'));
    expect(session?.httpOnly).toBe(true);

    const refreshed = await wcAjax(jar, 'get_refreshed_fragments');
    expect(refreshed.json().cart_hash).toBe(body.cart_hash);
  });

  test('an unknown id answers {error: true, product_url: false} and creates no session', async () => {
    const response = await wcAjax(new Jar(), 'add_to_cart', { product_id: '999999' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: true, product_url: false });
    expect(response.cookies).toEqual([]);
  });

  test("a non-numeric id is a 400 in WooCommerce's error shape, naming the field", async () => {
    const response = await wcAjax(new Jar(), 'add_to_cart', { product_id: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, product_url: false, message: 'Invalid value for "product_id".' });
  });

  test('no product id answers an empty 200, as WooCommerce does', async () => {
    const response = await wcAjax(new Jar(), 'add_to_cart', { quantity: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  test('quantity 0 adds one', async () => {
    const jar = new Jar();
    const body = (await wcAjax(jar, 'add_to_cart', { product_id: String(HOODIE), quantity: '0' })).json();
    expect(body.fragments['span.shop-MiniCart-count']).toContain('>1<');
  });

  test('an above stock quantity answers error with the absolute product page, keeps the cart and leaves the reason for that page', async () => {
    const jar = new Jar();
    const first = (await wcAjax(jar, 'add_to_cart', { product_id: String(BAG), quantity: '1' })).json();
    const response = await wcAjax(jar, 'add_to_cart', { product_id: String(BAG), quantity: '101' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ error: true, product_url: expect.stringMatching(/^http:\/\/[^/]+\/product\/[a-z0-9-]+\/$/) });
    expect((await wcAjax(jar, 'get_refreshed_fragments')).json().cart_hash).toBe(first.cart_hash);
    const productPage = await store.app.inject({ method: 'GET', url: new URL(body.product_url).pathname, headers: { cookie: jar.header() } });
    expect(productPage.body).toMatch(/<ul class="woocommerce-error" role="alert"><li>You cannot add that amount/);
  });

  test.each([
    ['negative', '-3'],
    ['exponent', '1e3'],
    ['hex', '0x10'],
    ['huge', '1e308'],
    ['decimal', '1.5'],
  ])('a %s quantity is a 400 and keeps the cart', async (_name, quantity) => {
    const jar = new Jar();
    const first = (await wcAjax(jar, 'add_to_cart', { product_id: String(BAG), quantity: '1' })).json();
    const response = await wcAjax(jar, 'add_to_cart', { product_id: String(BAG), quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, product_url: false });
    expect((await wcAjax(jar, 'get_refreshed_fragments')).json().cart_hash).toBe(first.cart_hash);
  });
});

describe('?wc-ajax=remove_from_cart', () => {
  test('an unknown key answers {success: false} and keeps the cart', async () => {
    const jar = new Jar();
    const added = (await wcAjax(jar, 'add_to_cart', { product_id: String(HOODIE) })).json();
    expect((await wcAjax(jar, 'remove_from_cart', { cart_item_key: 'f'.repeat(32) })).json()).toEqual({ success: false });
    const malformed = await wcAjax(jar, 'remove_from_cart', { cart_item_key: 'nope' });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { success: false }]);
    expect((await wcAjax(jar, 'get_refreshed_fragments')).json().cart_hash).toBe(added.cart_hash);
  });

  test('removing the last item empties the cart and expires both cookies', async () => {
    const jar = new Jar();
    const added = (await wcAjax(jar, 'add_to_cart', { product_id: String(HOODIE) })).json();
    const key = /data-cart_item_key="([^"]+)"/.exec(added.fragments['div.widget_shopping_cart_content'])![1]!;
    const removed = (await wcAjax(jar, 'remove_from_cart', { cart_item_key: key })).json();
    expect(removed.cart_hash).toBe('');
    expect(removed.fragments['div.widget_shopping_cart_content']).toContain('No products in the cart.');
    expect(jar.get('woocommerce_items_in_cart')).toBeUndefined();
    expect(jar.get('woocommerce_cart_hash')).toBeUndefined();
  });
});

describe("the theme's admin-ajax actions", () => {
  test('a quantity change with a wrong nonce answers 403 -1 and changes nothing', async () => {
    const jar = new Jar();
    const added = (await wcAjax(jar, 'add_to_cart', { product_id: String(HOODIE) })).json();
    const key = /data-cart_item_key="([^"]+)"/.exec(added.fragments['div.widget_shopping_cart_content'])![1]!;
    const response = await post(jar, '/wp-admin/admin-ajax.php', {
      action: 'shop_ajax_cart_item_alter_quantity',
      cart_item_key: key,
      quantity: '5',
      security: 'forged',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('-1');
    expect((await wcAjax(jar, 'get_refreshed_fragments')).json().cart_hash).toBe(added.cart_hash);
  });

  test('a product-form add of an out-of-range quantity answers error notices and the product url', async () => {
    const response = await post(new Jar(), '/wp-admin/admin-ajax.php', { action: 'shop_ajax_add_to_cart', 'add-to-cart': String(BAG), quantity: '500' });
    const body = response.json();
    expect(body.error).toBe(true);
    expect(body.notices).toContain('woocommerce-error');
    expect(body.product_url).toMatch(/^http:\/\/[^/]+\/product\//);
  });
});

describe('persistence', () => {
  test('a new server on the same database serves the same cart', async () => {
    const jar = new Jar();
    const added = (await wcAjax(jar, 'add_to_cart', { product_id: String(HOODIE), quantity: '3' })).json();
    const restarted = await buildApp(store.db);
    const response = await restarted.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: jar.header() } });
    expect(response.json().cart_hash).toBe(added.cart_hash);
    await restarted.close();
  });
});

describe('quantity rules', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const add = (cookie: string, fields: Record<string, string>) =>
    store.app.inject({ method: 'POST', url: '/?wc-ajax=add_to_cart', headers: { ...form, cookie }, payload: new URLSearchParams(fields).toString() });
  const setRules = (id: number, rules: Partial<Record<'sold_individually' | 'min_quantity' | 'max_quantity' | 'quantity_step', number | null>>) =>
    store.db
      .prepare('UPDATE products SET sold_individually = @sold, min_quantity = @min, max_quantity = @max, quantity_step = @step WHERE id = @id')
      .run({ id, sold: rules.sold_individually ?? 0, min: rules.min_quantity ?? null, max: rules.max_quantity ?? null, step: rules.quantity_step ?? null });

  test('sold individually: one, then "You cannot add another"; the product form prints a hidden quantity of 1', async () => {
    setRules(HOODIE, { sold_individually: 1 });
    const first = await add('', { product_id: String(HOODIE), quantity: '3' });
    expect(first.json().fragments['span.shop-MiniCart-count']).toContain('>1<');
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await add(cookie, { product_id: String(HOODIE) })).json()).toMatchObject({ error: true });
    const page = await store.app.inject({ method: 'GET', url: '/product/hoodie-with-logo/', headers: { cookie } });
    expect(page.body).toContain('You cannot add another “Hoodie with Logo” to your cart.');
    expect(page.body).toContain('<input type="hidden" id="quantity_main" class="qty" name="quantity" value="1">');
    setRules(HOODIE, {});
  });

  test('minimum, maximum and step are enforced and printed on the quantity field', async () => {
    setRules(HOODIE, { min_quantity: 2, max_quantity: 8, quantity_step: 2 });
    for (const [quantity, ok] of [
      ['1', false],
      ['3', false],
      ['2', true],
      ['10', false],
    ] as const) {
      const body = (await add('', { product_id: String(HOODIE), quantity })).json();
      expect(body.error === undefined, `quantity ${quantity}`).toBe(ok);
    }
    const page = await store.app.inject({ method: 'GET', url: '/product/hoodie-with-logo/' });
    expect(page.body).toContain('min="2" max="8" step="2"');
    setRules(HOODIE, {});
  });

  test('a variation of another product, or one that disagrees with the posted attributes, is refused', async () => {
    const variable = store.db
      .prepare(
        "SELECT p.id, p.slug FROM products p WHERE p.type = 'variable' AND EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id) ORDER BY p.id LIMIT 2",
      )
      .all() as { id: number; slug: string }[];
    const [a, b] = variable;
    const variationOfB = store.db.prepare("SELECT id FROM products WHERE parent_id = ? AND type = 'variation' AND in_stock = 1 LIMIT 1").get(b!.id) as {
      id: number;
    };
    const foreign = await store.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: form,
      payload: new URLSearchParams({ action: 'shop_ajax_add_to_cart', 'add-to-cart': String(a!.id), variation_id: String(variationOfB.id) }).toString(),
    });
    expect(foreign.json()).toMatchObject({ error: true });
    const own = store.db
      .prepare(
        'SELECT v.id, pa.taxonomy, pa.slug FROM products v JOIN product_attributes pa ON pa.product_id = v.id WHERE v.parent_id = ? AND v.in_stock = 1 LIMIT 1',
      )
      .get(b!.id) as { id: number; taxonomy: string; slug: string };
    const other = store.db.prepare('SELECT DISTINCT slug FROM product_attributes WHERE taxonomy = ? AND slug != ? LIMIT 1').get(own.taxonomy, own.slug) as {
      slug: string;
    };
    const mismatch = await store.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: form,
      payload: new URLSearchParams({
        action: 'shop_ajax_add_to_cart',
        'add-to-cart': String(b!.id),
        variation_id: String(own.id),
        [`attribute_${own.taxonomy}`]: other.slug,
      }).toString(),
    });
    expect(mismatch.json().notices).toMatch(/Invalid value posted for /);
  });
});

describe('?wc-ajax= on every front-end URL', () => {
  test.each(['/shop/', '/product/hoodie-with-logo/', '/cart/', '/product-category/men/', '/no-such-page/'])(
    '%s answers get_refreshed_fragments for GET and POST',
    async (path) => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await store.app.inject({ method, url: `${path}?wc-ajax=get_refreshed_fragments` });
        expect(response.statusCode).toBe(200);
        expect(Object.keys(response.json()).sort()).toEqual(['cart_hash', 'fragments']);
      }
    },
  );

  test('an add on a product page URL adds, and get_variation answers false as JSON for no match', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/product/hoodie-with-logo/?wc-ajax=add_to_cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${HOODIE}`,
    });
    expect(response.json().fragments['span.shop-MiniCart-count']).toContain('>1<');
    const none = await store.app.inject({
      method: 'POST',
      url: '/shop/?wc-ajax=get_variation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${HOODIE}`,
    });
    expect(none.body).toBe('false');
  });

  test('WooCommerce protocol to the letter: get_variation without product_id, or of no product, answers as WooCommerce does: 200 with an empty body', async () => {
    for (const payload of ['attribute_pa_size=m', 'product_id=9999999&attribute_pa_size=m']) {
      const answer = await store.app.inject({
        method: 'POST',
        url: '/?wc-ajax=get_variation',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect([answer.statusCode, answer.body]).toEqual([200, '']);
    }
  });

  test('the product form posted as multipart/form-data, as WooCommerce prints it, adds and redirects', async () => {
    const boundary = '----shop';
    const body =
      [
        ['add-to-cart', String(HOODIE)],
        ['quantity', '2'],
      ]
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const response = await store.app.inject({
      method: 'POST',
      url: '/product/hoodie-with-logo/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(303);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const page = await store.app.inject({ method: 'GET', url: '/product/hoodie-with-logo/', headers: { cookie } });
    expect(page.body).toContain('“Hoodie with Logo” has been added to your cart.');
  });

  test("the buy-now button (shop-buy-now=<id>, the product's only id field) adds and goes straight to the checkout", async () => {
    const boundary = '----shop';
    const body =
      [
        ['shop-buy-now', String(HOODIE)],
        ['quantity', '1'],
      ]
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const response = await store.app.inject({
      method: 'POST',
      url: '/product/hoodie-with-logo/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/checkout/');
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const checkout = await store.app.inject({ method: 'GET', url: '/checkout/', headers: { cookie } });
    expect(checkout.body).toContain('Hoodie with Logo');
    const product = await store.app.inject({ method: 'GET', url: '/product/hoodie-with-logo/' });
    expect(product.body).toContain(
      `<button type="submit" name="shop-buy-now" value="${HOODIE}" class="shop-BuyNow button" data-redirect="/checkout/">Buy now</button>`,
    );
  });
});

describe("WooCommerce's page contract", () => {
  const paramsOf = (body: string, name: string) => {
    const match = new RegExp(`<script id="[a-z-]+-js-extra" nonce="([^"]+)">var ${name} = (.*?);</script>`).exec(body);
    return match ? { nonce: match[1]!, value: JSON.parse(match[2]!) as Record<string, unknown> } : null;
  };

  test('every page prints woocommerce_params, wc_add_to_cart_params and wc_cart_fragments_params with the CSP nonce', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/shop/' });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
    for (const name of ['woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params']) {
      const found = paramsOf(response.body, name);
      expect(found, name).not.toBeNull();
      expect(found!.nonce).toBe(nonce);
    }
    expect(paramsOf(response.body, 'wc_add_to_cart_params')!.value).toMatchObject({
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      cart_url: '/cart/',
      i18n_view_cart: 'View cart',
      cart_redirect_after_add: 'no',
    });
    const fragments = paramsOf(response.body, 'wc_cart_fragments_params')!.value;
    const ours = JSON.parse(/<script type="application\/json" id="shop-cart-params">(.*?)<\/script>/.exec(response.body)![1]!);
    expect([ours.fragmentName, ours.cartHashKey]).toEqual([fragments.fragment_name, fragments.cart_hash_key]);
    expect(paramsOf(response.body, 'wc_checkout_params')).toBeNull();
  });

  test('the product page adds the variation params, templates and the gallery classes', async () => {
    const variable = store.db.prepare("SELECT slug FROM products WHERE type = 'variable' LIMIT 1").get() as { slug: string };
    const body = (await store.app.inject({ method: 'GET', url: `/product/${variable.slug}/` })).body;
    expect(paramsOf(body, 'wc_add_to_cart_variation_params')!.value).toHaveProperty('i18n_no_matching_variations_text');
    expect(body).toContain('<script type="text/template" id="tmpl-variation-template">');
    expect(body).toContain('<script type="text/template" id="tmpl-unavailable-variation-template">');
    expect(body).toMatch(/class="woocommerce-product-gallery woocommerce-product-gallery--with-images[^"]* images"/);
    expect(body).toMatch(
      /<div data-thumb="[^"]+" data-thumb-alt="[^"]*" class="woocommerce-product-gallery__image"><a href="[^"]+"><img [^>]*class="wp-post-image"[^>]*data-large_image=/,
    );
  });

  test('the header prints the cart link with count and total and the mini-cart widget, targets for fragments', async () => {
    const added = await store.app.inject({
      method: 'POST',
      url: '/?wc-ajax=add_to_cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${HOODIE}&quantity=2`,
    });
    const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const body = (await store.app.inject({ method: 'GET', url: '/shop/', headers: { cookie } })).body;
    const header = /<shop-mini-cart>([\s\S]*?)<\/shop-mini-cart>/.exec(body)![1]!;
    expect(header).toContain('<span class="shop-MiniCart-count">2</span>');
    expect(header).toContain('<span class="shop-MiniCart-total"><span class="woocommerce-Price-amount amount">');
    expect(header).toContain(added.json().fragments['div.widget_shopping_cart_content']);
  });

  test('cart and checkout pages print wc_cart_params and wc_checkout_params with their nonces', async () => {
    const added = await store.app.inject({
      method: 'POST',
      url: '/?wc-ajax=add_to_cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${HOODIE}`,
    });
    const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const cart = (await store.app.inject({ method: 'GET', url: '/cart/', headers: { cookie } })).body;
    expect(paramsOf(cart, 'wc_cart_params')!.value).toHaveProperty('apply_coupon_nonce');
    expect(paramsOf(cart, 'wc_add_to_cart_params')!.value.is_cart).toBe('1');
    const checkout = (await store.app.inject({ method: 'GET', url: '/checkout/', headers: { cookie } })).body;
    expect(paramsOf(checkout, 'wc_checkout_params')!.value).toMatchObject({ checkout_url: '/?wc-ajax=checkout', is_checkout: '1' });
  });
});
