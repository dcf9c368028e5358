/**
 * Bad input on every route: ids, quantities, bodies, cookies and headers an attacker
 * or a broken client sends. No answer is a 5xx, none leaks an internal message, and a refused
 * request (4xx) changes nothing in the database.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { createNonce, QUANTITY_NONCE_ACTION } from './security/nonces.ts';
import { SESSION_COOKIE } from './session.ts';
import { useTestStore } from './testing/use-test-store.ts';

const HOODIE = 46;
const BAG = 2994;
let cookie = '';
let key = '';
let nonce = '';

const store = useTestStore('shop-bad-input-');
beforeAll(async () => {
  // A shopper with one line, whose cookies ride on every case below.
  const added = await store.app.inject({
    method: 'POST',
    url: '/?wc-ajax=add_to_cart',
    payload: `product_id=${HOODIE}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const sessionId = decodeURIComponent(added.cookies.find((c) => c.name === SESSION_COOKIE)!.value).split('||')[0]!;
  nonce = createNonce(store.db, QUANTITY_NONCE_ACTION, sessionId);
  key = /data-cart_item_key="([^"]+)"/.exec(added.json().fragments['div.widget_shopping_cart_content'])![1]!;
}, 60_000);

/** Everything a request could change, as one string. */
function snapshot(): string {
  const rows = (sql: string) => JSON.stringify(store.db.prepare(sql).all());
  return [
    rows('SELECT id, cart, expires_at FROM sessions ORDER BY id'),
    rows('SELECT id, regular_price, sale_price, stock, in_stock FROM products ORDER BY id'),
    rows('SELECT id FROM orders'),
    rows('SELECT * FROM product_changes'),
  ].join('\n');
}

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return body.toString();
};

const BAD_IDS = ['abc', '-1', '1e3', '0x10', '1.5', '', ' ', '99999999999999999999', '١٢', '%00', '<script>', "1' OR '1'='1", 'x'.repeat(5000)];
const BAD_QUANTITIES = ['-3', '1e308', '1e20', '1e3', '0x10', '1.5', 'NaN', 'Infinity', '١', '9'.repeat(40), '<svg onload=alert(1)>'];
/** Nesting deep enough to overflow a recursive walk, small enough to pass the body limit. */
const deepJson = '{"ids":' + '['.repeat(30_000) + ']'.repeat(30_000) + '}';

type Case = [name: string, options: InjectOptions];

function formCase(name: string, url: string, fields: Record<string, string | string[]>, method: 'POST' | 'GET' = 'POST'): Case {
  if (method === 'GET') return [name, { method, url: `${url}${url.includes('?') ? '&' : '?'}${form(fields)}` }];
  return [name, { method, url, payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } }];
}

/** Cases are listed before the shopper exists: these stand for the line's key and the session's nonce. */
const KEY = '%KEY%';
const NONCE = '%NONCE%';
const withShopper = (options: InjectOptions): InjectOptions =>
  JSON.parse(JSON.stringify(options).replaceAll(KEY, key).replaceAll(NONCE, nonce)) as InjectOptions;

function cases(): Case[] {
  const list: Case[] = [];
  for (const id of BAD_IDS) {
    list.push(formCase(`wc-ajax add_to_cart product_id=${id.slice(0, 20)}`, '/?wc-ajax=add_to_cart', { product_id: id }));
    list.push(formCase(`wc-ajax get_variation product_id=${id.slice(0, 20)}`, '/?wc-ajax=get_variation', { product_id: id, attribute_pa_size: 'm' }));
    list.push(
      formCase(`admin-ajax form add add-to-cart=${id.slice(0, 20)}`, '/wp-admin/admin-ajax.php', { action: 'shop_ajax_add_to_cart', 'add-to-cart': id }),
    );
    list.push(formCase(`?add-to-cart=${id.slice(0, 20)}`, '/shop/', { 'add-to-cart': id }, 'GET'));
    list.push(formCase(`product form add-to-cart=${id.slice(0, 20)}`, '/product/hoodie-with-logo/', { 'add-to-cart': id, quantity: '1' }));
    list.push(formCase(`variation_id=${id.slice(0, 20)}`, '/?wc-ajax=add_to_cart', { product_id: String(HOODIE), variation_id: id }));
    list.push([`placeholder image ${id.slice(0, 20)}`, { method: 'GET', url: `/assets/placeholder/${encodeURIComponent(id)}.svg` }]);
    list.push([
      `admin product ${id.slice(0, 20)}`,
      { method: 'POST', url: `/wp-json/storefront/v1/demo/products/${encodeURIComponent(id)}`, payload: { stock: 1 } },
    ]);
  }
  for (const quantity of BAD_QUANTITIES) {
    list.push(formCase(`wc-ajax add_to_cart quantity=${quantity.slice(0, 20)}`, '/?wc-ajax=add_to_cart', { product_id: String(BAG), quantity }));
    list.push(
      formCase(`admin-ajax form add quantity=${quantity.slice(0, 20)}`, '/wp-admin/admin-ajax.php', {
        action: 'shop_ajax_add_to_cart',
        'add-to-cart': String(BAG),
        quantity,
      }),
    );
    list.push(
      formCase(`alter quantity=${quantity.slice(0, 20)}`, '/wp-admin/admin-ajax.php', {
        action: 'shop_ajax_cart_item_alter_quantity',
        cart_item_key: KEY,
        quantity,
        security: NONCE,
      }),
    );
    list.push(formCase(`cart form qty=${quantity.slice(0, 20)}`, '/cart/', { [`cart[${KEY}][qty]`]: quantity, update_cart: 'Update cart' }));
    list.push(formCase(`product form quantity=${quantity.slice(0, 20)}`, '/product/hoodie-with-logo/', { 'add-to-cart': String(HOODIE), quantity }));
    list.push(formCase(`?add-to-cart with quantity=${quantity.slice(0, 20)}`, '/shop/', { 'add-to-cart': String(HOODIE), quantity }, 'GET'));
  }
  list.push(
    formCase('repeated product_id', '/?wc-ajax=add_to_cart', { product_id: [String(BAG), String(HOODIE)] }),
    formCase('repeated wc-ajax', '/?wc-ajax=add_to_cart&wc-ajax=remove_from_cart', { product_id: String(BAG) }),
    formCase('remove with a malformed key', '/?wc-ajax=remove_from_cart', { cart_item_key: '../../etc/passwd' }),
    formCase('remove with an array key', '/?wc-ajax=remove_from_cart', { cart_item_key: [KEY, KEY] }),
    formCase('remove link with a forged nonce', '/cart/', { remove_item: KEY, _wpnonce: 'forged' }, 'GET'),
    formCase('remove link with a malformed key', '/cart/', { remove_item: '<img src=x onerror=alert(1)>', _wpnonce: 'x' }, 'GET'),
    formCase('cart form without a nonce', '/cart/', { [`cart[${KEY}][qty]`]: '5', update_cart: 'Update cart' }),
    formCase('checkout without a nonce', '/checkout/', { billing_first_name: 'A', billing_email: 'a@b.co' }),
    formCase('search synonyms without a nonce', '/demo-settings/search-synonyms', { synonyms: 'a, b' }),
    formCase('search synonyms with a forged nonce', '/demo-settings/search-synonyms', { synonyms: 'a, b', _wpnonce: 'forged' }),
    formCase('search synonyms too long', '/demo-settings/search-synonyms', { synonyms: 'a, b\n'.repeat(6000), _wpnonce: 'x' }),
    formCase('search synonyms as an array', '/demo-settings/search-synonyms', { synonyms: ['a, b', 'c, d'], _wpnonce: 'x' }),
    formCase('lost password request as an array', '/my-account/lost-password/', { user_login: ['a@b.co', 'c@d.co'], 'woocommerce-lost-password-nonce': 'x' }),
    formCase('lost password without a nonce', '/my-account/lost-password/', { user_login: 'a@b.co' }),
    formCase('new password with a forged key', '/my-account/lost-password/', {
      password_1: 'x'.repeat(20),
      password_2: 'x'.repeat(20),
      reset_key: '<b>',
      reset_login: '1e3',
      'woocommerce-reset-password-nonce': 'x',
    }),
    formCase('reset link with odd ids', '/my-account/lost-password/', { key: '%00', id: "1' OR '1'='1" }, 'GET'),
    formCase('reset link with an array key', '/my-account/lost-password/', { key: ['a', 'b'], id: '1' }, 'GET'),
    formCase('review of a product id that is not one', '/wp-comments-post.php', { comment_post_ID: '1e3', rating: '5', comment: 'x' }),
    formCase('review with an array rating', '/wp-comments-post.php', { comment_post_ID: String(HOODIE), rating: ['5', '1'], comment: 'x' }),
    formCase('review far too long', '/wp-comments-post.php', { comment_post_ID: String(HOODIE), rating: '5', comment: 'x'.repeat(120_000) }),
    formCase('review moderation by a guest', '/shop-owner/reviews', { id: '1', action: 'approve', _wpnonce: 'x' }),
    formCase('review moderation with an unknown action', '/shop-owner/reviews', { id: '1', action: 'publish', _wpnonce: 'x' }),
    formCase('order again with an odd id', '/cart/', { order_again: "1' OR '1'='1", _wpnonce: 'x' }, 'GET'),
    formCase('order again without a nonce', '/cart/', { order_again: '1' }, 'GET'),
    formCase('an order completed by a guest', '/shop-owner/orders', { id: '1', _wpnonce: 'x' }),
    formCase('an order completed with an odd id', '/shop-owner/orders', { id: '-1', _wpnonce: 'x' }),
    formCase('unknown admin-ajax action', '/wp-admin/admin-ajax.php', { action: '../../x' }),
    formCase('admin-ajax action array', '/wp-admin/admin-ajax.php', { action: ['a', 'b'] }),
    formCase('wc-ajax endpoint with odd characters', '/?wc-ajax=%3Cscript%3E', {}),
    [
      'admin-ajax JSON with a numeric quantity',
      {
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        payload: { action: 'shop_ajax_cart_item_alter_quantity', cart_item_key: KEY, quantity: 5, security: NONCE },
      },
    ],
    [
      'admin-ajax with an array nonce',
      {
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        payload: { action: 'shop_ajax_cart_item_alter_quantity', cart_item_key: KEY, quantity: '2', security: [NONCE] },
      },
    ],
    ['admin-ajax JSON with an object action', { method: 'POST', url: '/wp-admin/admin-ajax.php', payload: { action: { toString: 'x' } } }],
    ['wc-ajax JSON body with nested objects', { method: 'POST', url: '/?wc-ajax=add_to_cart', payload: { product_id: { $gt: 1 }, quantity: [1] } }],
    ['deeply nested JSON to the products route', { method: 'POST', url: '/shop/', payload: deepJson, headers: { 'content-type': 'application/json' } }],
    ['deeply nested JSON to wc-ajax', { method: 'POST', url: '/?wc-ajax=add_to_cart', payload: deepJson, headers: { 'content-type': 'application/json' } }],
    ['invalid JSON', { method: 'POST', url: '/shop/', payload: '{"storefront-products": "1", ids: [', headers: { 'content-type': 'application/json' } }],
    [
      '__proto__ in JSON',
      {
        method: 'POST',
        url: '/shop/',
        payload: '{"storefront-products":"1","ids":[46],"__proto__":{"polluted":1}}',
        headers: { 'content-type': 'application/json' },
      },
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/?wc-ajax=add_to_cart',
        payload: `product_id=46&x=${'a'.repeat(300_000)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ],
    [
      'a multipart body cut short',
      {
        method: 'POST',
        url: '/product/hoodie-with-logo/',
        payload: '--x\r\nContent-Disposition: form-data; name="add-to-cart"\r\n\r\n46',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
    ],
    [
      'a multipart body with a file',
      {
        method: 'POST',
        url: '/product/hoodie-with-logo/',
        payload: '--x\r\nContent-Disposition: form-data; name="f"; filename="a.php"\r\nContent-Type: text/plain\r\n\r\n<?php ?>\r\n--x--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
    ],
    ['multipart without a boundary', { method: 'POST', url: '/?wc-ajax=add_to_cart', payload: 'x', headers: { 'content-type': 'multipart/form-data' } }],
    [
      'an unknown content type',
      { method: 'POST', url: '/?wc-ajax=add_to_cart', payload: 'product_id=46', headers: { 'content-type': 'application/x-unknown' } },
    ],
    [
      'products route with thousands of ids',
      { method: 'POST', url: '/shop/', payload: { 'storefront-products': '1', ids: Array.from({ length: 5000 }, (_, i) => i) } },
    ],
    ['products route with ids that are objects', { method: 'POST', url: '/shop/', payload: { 'storefront-products': '1', ids: [{}, [], null, true] } }],
    ['repeated date_start', { method: 'GET', url: '/wp-json/storefront/v1/filters/updated-descriptors?date_start=2020-01-01&date_start=2021-01-01' }],
    ['date_start that is not a date', { method: 'GET', url: "/wp-json/storefront/v1/filters/updated-descriptors?date_start=x'%20OR%201=1--" }],
    [
      'descriptors with a garbage If-None-Match and Accept-Encoding',
      { method: 'GET', url: '/wp-json/storefront/v1/filters/descriptors', headers: { 'if-none-match': '\u0000"', 'accept-encoding': ';;;q=abc,br;q=' } },
    ],
    ['descriptors file of another build', { method: 'GET', url: '/wp-content/uploads/storefront/filters-descriptors-..%2F..%2Fetc.json' }],
    ['admin route without a token', { method: 'POST', url: `/wp-json/storefront/v1/demo/products/${HOODIE}`, payload: { stock: 0 } }],
    [
      'admin route with a wrong token',
      { method: 'POST', url: `/wp-json/storefront/v1/demo/products/${HOODIE}`, payload: { stock: 0 }, headers: { 'x-shop-admin': 'guess' } },
    ],
    ['order received with a wrong key', { method: 'GET', url: '/checkout/order-received/1/?key=wc_order_x' }],
    ['order received with an id that is not a number', { method: 'GET', url: '/checkout/order-received/abc/?key[]=1' }],
    ['a very long path', { method: 'GET', url: `/product/${'a'.repeat(5000)}/` }],
    ['a category path with odd bytes', { method: 'GET', url: '/product-category/%C0%AE%C0%AE/' }],
    ['filter params repeated and odd', { method: 'GET', url: '/shop/?pa_color=black&pa_color[]=x&price=1e308-1e309&orderby[]=price&paged=-1&pagination[]=x' }],
  );
  // The tracking's calls, recorders and pages.
  const json = (url: string, payload: unknown): InjectOptions => ({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
  });
  for (const id of BAD_IDS) {
    list.push([`tracking products ${id.slice(0, 20)}`, json('/wp-json/shop/v1/products/', { product_ids: [id] })]);
    list.push([`tracking pixels-fired ${id.slice(0, 20)}`, json('/wp-json/shop/v1/pixels-fired/', { order_id: id, order_key: id })]);
    list.push([`tracking acr order ${id.slice(0, 20)}`, json('/wp-json/shop/v1/acr/order/', { order_id: id, order_key: 'wc_order_x' })]);
    list.push(formCase(`ajax product ids ${id.slice(0, 20)}`, '/wp-admin/admin-ajax.php', { action: 'shop_get_product_ids', 'product_ids[]': id }));
    list.push(formCase(`ajax acr ${id.slice(0, 20)}`, '/wp-admin/admin-ajax.php', { action: 'get_acr_order_data_ajax', order_id: id, order_key: id }));
    list.push([`geo ${id.slice(0, 20)}`, { method: 'GET', url: `/demo-geo/1?as=${encodeURIComponent(id)}` }]);
    list.push([`inspector since ${id.slice(0, 20)}`, { method: 'GET', url: `/tracking-inspector/?since=${encodeURIComponent(id)}&format=json` }]);
  }
  list.push(
    ['tracking sse without consent', json('/wp-json/shop/v1/sse/', { event: 'add_to_cart' })],
    ['tracking sse not JSON', { method: 'POST', url: '/wp-json/shop/v1/sse/', payload: '{', headers: { 'content-type': 'application/json' } }],
    ['tracking sse deep JSON', { method: 'POST', url: '/wp-json/shop/v1/sse/', payload: deepJson, headers: { 'content-type': 'application/json' } }],
    ['ajax sse data not JSON', formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_server_to_server_event', data: '{' })[1]],
    ['ajax ipv6 that is an IPv4 address', formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_store_ipv6_in_server_session', ipv6: '203.0.113.7' })[1]],
    ['ajax ipv6 with markup', formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_store_ipv6_in_server_session', ipv6: '<script>::1' })[1]],
    ['recorder hit of an unknown service', json('/recorders/collect', { service: 'evil', event: 'x', payload: {}, consent: {}, page: 'p' })],
    ['recorder hit with a payload that is not an object', json('/recorders/collect', { service: 'google', event: 'x', payload: 1, consent: {}, page: 'p' })],
    ['tracking settings with a bad nonce and odd fields', formCase('', '/tracking-settings/', { _wpnonce: 'x', revision: '-1', demo_geo: '<x>' })[1]],
    [
      'cart capture with an unknown field',
      formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce: 'x', shop_email: 'a@b.co', evil: '1' })[1],
    ],
    [
      'cart capture with markup as the phone',
      formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce: 'x', shop_phone: '<script>' })[1],
    ],
    ['cart capture with a bad e-mail', formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce: 'x', shop_email: 'a@b' })[1]],
    ['cart capture without a nonce', formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', shop_email: 'a@b.co' })[1]],
    [
      'cart capture with a flag that is not 0/1',
      formCase('', '/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce: 'x', shop_create_account: 'yes' })[1],
    ],
    [
      'push subscription to a private address',
      formCase('', '/wp-admin/admin-ajax.php', {
        action: 'save_notification_subscription',
        nonce: 'x',
        endpoint: 'https://10.0.0.1/x',
        public_key: 'B'.repeat(87),
        private_key: 'A'.repeat(22),
      })[1],
    ],
    [
      'push subscription with odd keys',
      formCase('', '/wp-admin/admin-ajax.php', {
        action: 'save_notification_subscription',
        nonce: 'x',
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        public_key: '<x>',
        private_key: '1',
      })[1],
    ],
    ['push subscription removal without fields', formCase('', '/wp-admin/admin-ajax.php', { action: 'remove_notification_subscription' })[1]],
    ['push reminder without a manager', formCase('', '/shop-owner/push-reminder', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', _wpnonce: 'x' })[1]],
    ['tracking settings with markup as a service id', formCase('', '/tracking-settings/', { _wpnonce: 'x', svc_tiktok_id: '<script>' })[1]],
    ['tracking settings with a field of no service', formCase('', '/tracking-settings/', { _wpnonce: 'x', svc_evil_id: '1' })[1]],
    [
      'tiktok server copy without an event id',
      json('/wp-json/shop/v1/sse/', { event: 'add_to_cart', consent: { marketing: true }, tiktok: { event: 'AddToCart' } }),
    ],
    [
      'recorder hit of a pixel service with an over-long event',
      json('/recorders/collect', { service: 'tiktok', event: 'x'.repeat(200), payload: {}, consent: {}, page: 'p' }),
    ],
  );
  return list;
}

const COOKIE_CASES: [string, string][] = [
  ['a multibyte session signature', `${SESSION_COOKIE}=t_${'a'.repeat(30)}||9999999999||9999999999||${'é'.repeat(16)}`],
  ['a session cookie of another length', `${SESSION_COOKIE}=t_1||1||1||1`],
  ['a huge session cookie', `${SESSION_COOKIE}=${'x'.repeat(7000)}`],
  ['a cookie with invalid percent-encoding', `${SESSION_COOKIE}=%E0%A4%A; woocommerce_items_in_cart=%`],
  ['a forged cart hash cookie', 'woocommerce_items_in_cart=1; woocommerce_cart_hash=<script>'],
];

const INTERNAL = /TypeError|ReferenceError|SyntaxError|RangeError|is not a function|Cannot read prop|SQLITE|at [\w.<>]+ \(|node:internal|\/work\/|stack/i;

describe('no 5xx, no internal text, nothing changed by a refused request', () => {
  test.each(cases())('%s', async (_name, options) => {
    const before = snapshot();
    const request = withShopper(options);
    const response = await store.app.inject({ ...request, headers: { cookie, ...(request.headers ?? {}) } });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.body).not.toMatch(INTERNAL);
    if (response.statusCode >= 400) expect(snapshot()).toBe(before);
    // Whatever came back, the shopper's own line is still there.
    expect(JSON.stringify(store.db.prepare('SELECT cart FROM sessions').all())).toContain(key);
  });

  test.each(COOKIE_CASES)('%s, on a page, a fragments request and an add', async (_name, badCookie) => {
    for (const options of [
      { method: 'GET', url: '/shop/' },
      { method: 'POST', url: '/?wc-ajax=get_refreshed_fragments' },
      {
        method: 'POST',
        url: '/?wc-ajax=add_to_cart',
        payload: form({ product_id: '999999' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ] as InjectOptions[]) {
      const response = await store.app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie: badCookie } });
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      expect(response.body).not.toMatch(INTERNAL);
    }
  });

  test('a refused add from a visitor without cookies leaves no session behind', async () => {
    const before = (store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
    for (const id of ['999999', 'abc', '-1']) {
      await store.app.inject({
        method: 'POST',
        url: '/?wc-ajax=add_to_cart',
        payload: form({ product_id: id }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    await store.app.inject({ method: 'GET', url: '/shop/' });
    expect((store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n).toBe(before);
  });
});
