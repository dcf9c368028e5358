/**
 * What a busy shop or an attacker sends twice at once: requests truly in parallel against the
 * store in its own process (testing/parallel.ts), each case judged by the database afterwards
 * (orders, items, stock, users, coupons), not only by the answers.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { burst } from './testing/parallel.ts';
import { startLiveStore, type LiveStore } from './testing/live-store.ts';
import { Shopper } from './testing/shopper.ts';

// Bursts that hash passwords (scrypt, on purpose slow) take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

let store: LiveStore;
const HOODIE = 46;

beforeAll(async () => {
  store = await startLiveStore('shop-parallel-');
}, 90_000);
afterAll(() => store?.stop());

const count = (sql: string, ...params: unknown[]) => (store.db.prepare(sql).get(...params) as { n: number }).n;
const ordersOf = (sessionId: string) =>
  store.db.prepare('SELECT items, total FROM orders WHERE session_id = ?').all(sessionId) as { items: string; total: number }[];
const noServerErrors = (answers: { status: number }[]) => expect(answers.filter((a) => a.status >= 500).map((a) => a.status)).toEqual([]);

async function setStock(productId: number, stock: number | null) {
  const answer = await store.client.request('POST', `/wp-json/storefront/v1/demo/products/${productId}`, {
    headers: { 'content-type': 'application/json', 'x-shop-admin': store.adminToken },
    body: JSON.stringify({ stock }),
  });
  expect(answer.status).toBe(200);
}

// Accounts made or checked here hash passwords (deliberately slow): about 2 s a test on an idle
// machine, so the default 5 s was a thin margin on a loaded one.
describe('checkout under parallel requests', { timeout: 20_000 }, () => {
  test('20 parallel checkouts of one session place exactly one order; the others are told the session expired', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 2);
    const nonce = await shopper.checkoutNonce();
    const { answers, overlapped } = await burst(store.client, 20, () => shopper.tab().checkout(nonce, { billing_email: 'one-session@example.com' }));
    expect(overlapped).toBe(true);
    noServerErrors(answers);
    const orders = ordersOf(shopper.sessionId);
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0]!.items)).toHaveLength(1);
    expect(orders[0]!.total).toBe(90);
    const results = answers.map((a) => JSON.parse(a.body) as { result: string; messages?: string });
    expect(results.filter((r) => r.result === 'success')).toHaveLength(1);
    for (const failed of results.filter((r) => r.result !== 'success')) expect(failed.messages).toContain('Sorry, your session has expired.');
  });

  test('with "Create an account?" ticked, 20 parallel checkouts make one order and one account, never an empty order', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const nonce = await shopper.checkoutNonce();
    const email = 'parallel-account@example.com';
    const { answers, overlapped } = await burst(store.client, 20, () =>
      shopper.tab().checkout(nonce, { billing_email: email, createaccount: '1', account_password: 'correct horse battery' }),
    );
    expect(overlapped).toBe(true);
    noServerErrors(answers);
    expect(count('SELECT COUNT(*) AS n FROM users WHERE email = ?', email)).toBe(1);
    const orders = store.db.prepare("SELECT items, total, user_id FROM orders WHERE json_extract(billing, '$.billing_email') = ?").all(email) as {
      items: string;
      total: number;
      user_id: number;
    }[];
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0]!.items)).toHaveLength(1);
    expect(orders[0]!.total).toBe(45);
    expect(orders[0]!.user_id).toBe((store.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id);
    expect(count("SELECT COUNT(*) AS n FROM orders WHERE items = '[]' OR total = 0")).toBe(0);
    const failures = answers.map((a) => JSON.parse(a.body) as { result: string; messages?: string }).filter((r) => r.result !== 'success');
    expect(failures).toHaveLength(19);
    for (const failed of failures)
      expect(failed.messages).toMatch(/Sorry, your session has expired\.|An account is already registered with your email address/);
  });

  test('20 shoppers racing for 5 in stock: 5 orders, stock 0, the others get the out-of-stock notice', async () => {
    const product = (
      store.db.prepare("SELECT id FROM products WHERE type = 'simple' AND in_stock = 1 AND id <> ? ORDER BY id LIMIT 1").get(HOODIE) as { id: number }
    ).id;
    await setStock(product, 20);
    const shoppers = Array.from({ length: 20 }, () => new Shopper(store.client));
    for (const shopper of shoppers) await shopper.add(product, 1);
    const nonces = await Promise.all(shoppers.map((s) => s.checkoutNonce()));
    await setStock(product, 5);
    const changesBefore = count('SELECT COUNT(*) AS n FROM product_changes WHERE product_id = ?', product);
    const { answers, overlapped } = await burst(store.client, 20, (i) => shoppers[i]!.checkout(nonces[i]!, { billing_email: `racer${i}@example.com` }));
    expect(overlapped).toBe(true);
    noServerErrors(answers);
    const results = answers.map((a) => JSON.parse(a.body) as { result: string; messages?: string });
    expect(results.filter((r) => r.result === 'success')).toHaveLength(5);
    for (const failed of results.filter((r) => r.result !== 'success'))
      expect(failed.messages).toMatch(/Sorry, we do not have enough .* in stock to fulfil your order/);
    expect(count("SELECT COUNT(*) AS n FROM orders WHERE json_extract(billing, '$.billing_email') LIKE 'racer%'")).toBe(5);
    expect(store.db.prepare('SELECT stock, in_stock FROM products WHERE id = ?').get(product)).toEqual({ stock: 0, in_stock: 0 });
    // The order that took the last one recorded the sold-out product for the filter, once.
    expect(count('SELECT COUNT(*) AS n FROM product_changes WHERE product_id = ?', product)).toBe(changesBefore + 1);
    // The losers keep their carts: nothing was taken from them.
    const losers = shoppers.filter((_, i) => results[i]!.result !== 'success');
    for (const loser of losers)
      expect(JSON.parse((store.db.prepare('SELECT cart FROM sessions WHERE id = ?').get(loser.sessionId) as { cart: string }).cart)).toHaveLength(1);
  });

  test('the same race with "Create an account?" (the hash between the checks and the order): still 5 orders, 5 accounts', async () => {
    const product = (
      store.db.prepare("SELECT id FROM products WHERE type = 'simple' AND in_stock = 1 AND id <> ? ORDER BY id LIMIT 1 OFFSET 1").get(HOODIE) as { id: number }
    ).id;
    await setStock(product, 20);
    const shoppers = Array.from({ length: 20 }, () => new Shopper(store.client));
    for (const shopper of shoppers) await shopper.add(product, 1);
    const nonces = await Promise.all(shoppers.map((s) => s.checkoutNonce()));
    await setStock(product, 5);
    const { answers } = await burst(store.client, 20, (i) =>
      shoppers[i]!.checkout(nonces[i]!, { billing_email: `hasher${i}@example.com`, createaccount: '1', account_password: `password number ${i}` }),
    );
    noServerErrors(answers);
    expect(count("SELECT COUNT(*) AS n FROM orders WHERE json_extract(billing, '$.billing_email') LIKE 'hasher%'")).toBe(5);
    expect(count("SELECT COUNT(*) AS n FROM users WHERE email LIKE 'hasher%'")).toBe(5);
    expect((store.db.prepare('SELECT stock FROM products WHERE id = ?').get(product) as { stock: number }).stock).toBe(0);
  });

  test('two guests creating an account with one email at once: one account and one order, the other told to log in', async () => {
    const shoppers = [new Shopper(store.client), new Shopper(store.client)];
    for (const shopper of shoppers) await shopper.add(HOODIE, 1);
    const nonces = await Promise.all(shoppers.map((s) => s.checkoutNonce()));
    const { answers } = await burst(store.client, 2, (i) =>
      shoppers[i]!.checkout(nonces[i]!, { billing_email: 'twins@example.com', createaccount: '1', account_password: 'correct horse battery' }),
    );
    noServerErrors(answers);
    const results = answers.map((a) => JSON.parse(a.body) as { result: string; messages?: string });
    expect(results.map((r) => r.result).sort()).toEqual(['failure', 'success']);
    expect(results.find((r) => r.result === 'failure')!.messages).toContain('An account is already registered with your email address.');
    expect(count("SELECT COUNT(*) AS n FROM users WHERE email = 'twins@example.com'")).toBe(1);
    expect(count("SELECT COUNT(*) AS n FROM orders WHERE json_extract(billing, '$.billing_email') = 'twins@example.com'")).toBe(1);
  });

  test('a coupon with one use left, applied in 8 carts checked out at once: used once, the other carts told and left without it', async () => {
    store.write("INSERT INTO coupons (code, discount_type, amount, usage_limit) VALUES ('lastone', 'percent', 50, 1)");
    const shoppers = Array.from({ length: 8 }, () => new Shopper(store.client));
    for (const shopper of shoppers) {
      await shopper.add(HOODIE, 1);
      const applied = await shopper.post('/cart/', {
        coupon_code: 'lastone',
        apply_coupon: 'Apply coupon',
        'woocommerce-cart-nonce': await shopper.nonceFrom('/cart/', 'woocommerce-cart-nonce'),
      });
      expect(applied.status).toBe(303);
    }
    const nonces = await Promise.all(shoppers.map((s) => s.checkoutNonce()));
    const { answers } = await burst(store.client, 8, (i) => shoppers[i]!.checkout(nonces[i]!, { billing_email: `coupon${i}@example.com` }));
    noServerErrors(answers);
    const results = answers.map((a) => JSON.parse(a.body) as { result: string; messages?: string });
    expect(results.filter((r) => r.result === 'success')).toHaveLength(1);
    for (const failed of results.filter((r) => r.result !== 'success'))
      expect(failed.messages).toContain('Sorry, it seems the coupon "lastone" is invalid - it has now been removed from your order.');
    expect(store.db.prepare("SELECT usage_count FROM coupons WHERE code = 'lastone'").get()).toEqual({ usage_count: 1 });
    expect(count("SELECT COUNT(*) AS n FROM orders WHERE coupons LIKE '%lastone%'")).toBe(1);
    // Placed again without the coupon, the losers' orders go through at the full price.
    const loser = shoppers[results.findIndex((r) => r.result !== 'success')]!;
    const again = JSON.parse((await loser.checkout(await loser.checkoutNonce(), { billing_email: 'coupon-again@example.com' })).body) as { result: string };
    expect(again.result).toBe('success');
    expect(store.db.prepare("SELECT total FROM orders WHERE json_extract(billing, '$.billing_email') = 'coupon-again@example.com'").get()).toEqual({
      total: 45,
    });
  });
});

describe('accounts under bursts', { timeout: 20_000 }, () => {
  test('30 parallel login attempts on one account (29 wrong, the last right): at most 5 are judged, the rest refused', async () => {
    const owner = new Shopper(store.client);
    const register = await owner.register('burst@example.com', 'the right password');
    expect(register.status).toBe(303);
    const nonce = await new Shopper(store.client).nonceFrom('/my-account/', 'woocommerce-login-nonce');
    const attempts = Array.from({ length: 30 }, () => new Shopper(store.client));
    const { answers, overlapped } = await burst(store.client, 30, (i) =>
      attempts[i]!.post('/my-account/', {
        username: i % 2 ? 'burst' : 'burst@example.com',
        password: i === 29 ? 'the right password' : `guess ${i}`,
        login: 'Log in',
        'woocommerce-login-nonce': nonce,
      }),
    );
    expect(overlapped).toBe(true);
    noServerErrors(answers);
    const judged = answers.filter((a) => a.status === 303 || a.body.includes('The username or password you entered is incorrect'));
    const refused = answers.filter((a) => a.body.includes('Too many failed login attempts'));
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(judged.length + refused.length).toBe(30);
    const account = (store.db.prepare("SELECT id FROM users WHERE email = 'burst@example.com'").get() as { id: number }).id;
    expect(
      (store.db.prepare('SELECT count FROM login_attempts WHERE key = ?').get(`login:account:${account}`) as { count: number } | undefined)?.count ?? 0,
    ).toBeLessThanOrEqual(5);
  });

  test('a double click on Log in (5 right logins from one session at once): one new session, the cart in it', async () => {
    const owner = new Shopper(store.client);
    const nonce = await owner.nonceFrom('/my-account/', 'woocommerce-register-nonce');
    expect(
      (
        await owner.post('/my-account/', {
          email: 'double@example.com',
          password: 'the right password',
          register: 'Register',
          'woocommerce-register-nonce': nonce,
        })
      ).status,
    ).toBe(303);
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 3);
    const loginNonce = await shopper.nonceFrom('/my-account/', 'woocommerce-login-nonce');
    const tabs = Array.from({ length: 5 }, () => shopper.tab());
    const { answers } = await burst(store.client, 5, (i) =>
      tabs[i]!.post('/my-account/', { username: 'double@example.com', password: 'the right password', login: 'Log in', 'woocommerce-login-nonce': loginNonce }),
    );
    noServerErrors(answers);
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303]);
    // Whichever answer the browser keeps last, it is the same session, signed in, with the three hoodies.
    const sessions = new Set(tabs.map((t) => t.sessionId));
    expect(sessions.size).toBe(1);
    const row = store.db.prepare('SELECT cart, user_id FROM sessions WHERE id = ?').get([...sessions][0]) as { cart: string; user_id: number };
    expect(JSON.parse(row.cart)).toEqual([expect.objectContaining({ product_id: HOODIE, quantity: 3 })]);
    expect(row.user_id).toBe((store.db.prepare("SELECT id FROM users WHERE email = 'double@example.com'").get() as { id: number }).id);
  });

  test('one customer adding on 5 devices at once: the cart saved with the account is one device’s whole cart, never a mix; a new login finds it', async () => {
    const owner = new Shopper(store.client);
    expect((await owner.register('devices@example.com', 'the right password')).status).toBe(303);
    const devices = Array.from({ length: 5 }, () => new Shopper(store.client));
    for (const device of devices) {
      const nonce = await device.nonceFrom('/my-account/', 'woocommerce-login-nonce');
      const answer = await device.post('/my-account/', {
        username: 'devices@example.com',
        password: 'the right password',
        login: 'Log in',
        'woocommerce-login-nonce': nonce,
      });
      expect(answer.status).toBe(303);
    }
    const products = [46, 48, 2994, 2995, 2996];
    const { answers } = await burst(store.client, 5, (i) => devices[i]!.post('/?wc-ajax=add_to_cart', { product_id: String(products[i]), quantity: '1' }));
    noServerErrors(answers);
    const cartOf = (json: string) =>
      (JSON.parse(json) as { product_id: number; quantity: number }[]).map((line) => `${line.product_id}×${line.quantity}`).sort();
    const saved = cartOf(
      (store.db.prepare("SELECT persistent_cart FROM users WHERE email = 'devices@example.com'").get() as { persistent_cart: string }).persistent_cart,
    );
    const deviceCarts = devices.map((device) =>
      cartOf((store.db.prepare('SELECT cart FROM sessions WHERE id = ?').get(device.sessionId) as { cart: string }).cart),
    );
    expect(deviceCarts).toContainEqual(saved);
    const later = new Shopper(store.client);
    const nonce = await later.nonceFrom('/my-account/', 'woocommerce-login-nonce');
    await later.post('/my-account/', { username: 'devices@example.com', password: 'the right password', login: 'Log in', 'woocommerce-login-nonce': nonce });
    expect(cartOf((store.db.prepare('SELECT cart FROM sessions WHERE id = ?').get(later.sessionId) as { cart: string }).cart)).toEqual(saved);
  });

  test('10 parallel registrations of one email: 1 account, 9 told it is registered, no 5xx', async () => {
    const nonce = await new Shopper(store.client).nonceFrom('/my-account/', 'woocommerce-register-nonce');
    const { answers, overlapped } = await burst(store.client, 10, () =>
      new Shopper(store.client).post('/my-account/', {
        email: 'same@example.com',
        password: 'correct horse battery',
        register: 'Register',
        'woocommerce-register-nonce': nonce,
      }),
    );
    expect(overlapped).toBe(true);
    noServerErrors(answers);
    expect(answers.filter((a) => a.status === 303)).toHaveLength(1);
    expect(answers.filter((a) => a.body.includes('An account is already registered with your email address.'))).toHaveLength(9);
    expect(count("SELECT COUNT(*) AS n FROM users WHERE email = 'same@example.com'")).toBe(1);
  });
});

describe('one cart, many requests at once', () => {
  test('20 products added at once to one cart: all 20 lines kept (no lost update)', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const ids = (
      store.db
        .prepare("SELECT id FROM products WHERE type = 'simple' AND in_stock = 1 AND (stock IS NULL OR stock >= 10) AND id <> ? ORDER BY id LIMIT 20")
        .all(HOODIE) as { id: number }[]
    ).map((r) => r.id);
    const { answers } = await burst(store.client, 20, (i) => shopper.tab().post('/?wc-ajax=add_to_cart', { product_id: String(ids[i]), quantity: '2' }));
    noServerErrors(answers);
    const cart = JSON.parse((store.db.prepare('SELECT cart FROM sessions WHERE id = ?').get(shopper.sessionId) as { cart: string }).cart) as {
      product_id: number;
      quantity: number;
    }[];
    expect(ids).toHaveLength(20);
    expect(cart).toHaveLength(21);
    expect(cart.filter((l) => ids.includes(l.product_id)).every((l) => l.quantity === 2)).toBe(true);
  });

  test('one line removed by 10 requests at once: removed once, the others answer {success: false}', async () => {
    const shopper = new Shopper(store.client);
    const added = await shopper.add(HOODIE, 1);
    await shopper.add(
      (store.db.prepare("SELECT id FROM products WHERE type = 'simple' AND in_stock = 1 AND id <> ? ORDER BY id DESC LIMIT 1").get(HOODIE) as { id: number })
        .id,
      1,
    );
    const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(added.body.replace(/\\"/g, '"'))![1]!;
    const { answers } = await burst(store.client, 10, () => shopper.tab().post('/?wc-ajax=remove_from_cart', { cart_item_key: key }));
    noServerErrors(answers);
    expect(answers.filter((a) => a.body.includes('"fragments"'))).toHaveLength(1);
    expect(answers.filter((a) => a.body === '{"success":false}')).toHaveLength(9);
    const cart = JSON.parse((store.db.prepare('SELECT cart FROM sessions WHERE id = ?').get(shopper.sessionId) as { cart: string }).cart) as { key: string }[];
    expect(cart.map((l) => l.key)).not.toContain(key);
    expect(cart).toHaveLength(1);
  });

  test('the cart form’s “Apply coupon” with a new quantity sent 8 times at once (Enter held down): the quantity set, the coupon applied once, no 5xx', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const key = /name="cart\[([0-9a-f]{32})\]\[qty\]"/.exec((await shopper.get('/cart/')).body)![1]!;
    const nonce = await shopper.nonceFrom('/cart/', 'woocommerce-cart-nonce');
    const { answers } = await burst(store.client, 8, () =>
      shopper.tab().post('/cart/', { [`cart[${key}][qty]`]: '3', coupon_code: 'save5', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce }),
    );
    noServerErrors(answers);
    const row = store.db.prepare('SELECT cart, coupons FROM sessions WHERE id = ?').get(shopper.sessionId) as { cart: string; coupons: string };
    expect((JSON.parse(row.cart) as { key: string; quantity: number }[]).map((l) => [l.key, l.quantity])).toEqual([[key, 3]]);
    expect(JSON.parse(row.coupons)).toEqual(['save5']);
  });
});

describe('the checkout’s “Have a coupon?” under parallel requests', () => {
  test('the form sent 8 times at once (Enter held down): the coupon applied once, every answer back to the checkout, no 5xx', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const nonce = await shopper.nonceFrom('/checkout/', 'woocommerce-cart-nonce');
    const { answers } = await burst(store.client, 8, () =>
      shopper.tab().post('/checkout/', { coupon_code: 'luma10', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce }),
    );
    noServerErrors(answers);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(303));
    const row = store.db.prepare('SELECT coupons FROM sessions WHERE id = ?').get(shopper.sessionId) as { coupons: string };
    expect(JSON.parse(row.coupons)).toEqual(['luma10']);
  });
});

describe('the purchase report under parallel requests', () => {
  test('10 tabs reporting one order’s purchase at once: one row, one first report; the order is no longer printed or recoverable', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const placed = JSON.parse((await shopper.checkout(await shopper.checkoutNonce(), { billing_email: 'report@example.com' })).body) as { redirect: string };
    const [, orderId, key] = /order-received\/(\d+)\/\?key=([\w]+)/.exec(placed.redirect)!;
    const thankYou = await shopper.get(`/checkout/order-received/${orderId}/?key=${key}`);
    const nonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec(thankYou.body)![1]!;
    expect(thankYou.body).toContain(`"order":{"id":"${orderId}"`);
    const { answers, overlapped } = await burst(store.client, 10, () =>
      store.client.request('POST', '/wp-json/shop/v1/pixels-fired/', {
        headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
        body: JSON.stringify({ order_id: orderId, order_key: key, source: 'thankyou_page' }),
        jar: shopper.tab().jar,
      }),
    );
    expect(overlapped).toBe(true);
    noServerErrors(answers);
    const firsts = answers.map((a) => (JSON.parse(a.body) as { data: { first: boolean } }).data.first);
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(count('SELECT COUNT(*) AS n FROM tracking_fired_orders WHERE order_id = ?', Number(orderId))).toBe(1);
    // Reported: a reload prints no order to fire, and recovery finds nothing.
    expect((await shopper.get(`/checkout/order-received/${orderId}/?key=${key}`)).body).toContain('"order":null');
    const acr = await store.client.request('POST', '/wp-json/shop/v1/acr/order/', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, order_key: key }),
      jar: shopper.jar,
    });
    expect(JSON.parse(acr.body)).toMatchObject({ success: false });
  });
});

describe('server copies under parallel requests', () => {
  test('one event’s server copies sent 8 times at once (a page left mid-request, the next page sending them again), by REST and admin-ajax: forwarded once per service, no 5xx', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const nonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec((await shopper.get('/cart/')).body)![1]!;
    const eventId = `dup${Date.now().toString(36)}`.slice(0, 16);
    const copies = {
      event: 'place_order',
      consent: { statistics: true, marketing: true },
      facebook: { event_name: 'PlaceOrder', event_id: eventId, user_data: {} },
      tiktok: { event: 'PlaceAnOrder', event_id: eventId, user: {}, page: { url: 'http://127.0.0.1/checkout/' } },
    };
    let turn = 0;
    const { answers, overlapped } = await burst(store.client, 8, () =>
      turn++ % 2 === 0
        ? store.client.request('POST', `/wp-json/shop/v1/sse/?_wpnonce=${nonce}`, {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(copies),
            jar: shopper.jar,
          })
        : store.client.request('POST', '/wp-admin/admin-ajax.php', {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ action: 'shop_server_to_server_event', nonce, data: JSON.stringify(copies) }).toString(),
            jar: shopper.jar,
          }),
    );
    expect(overlapped).toBe(true);
    noServerErrors(answers);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const logged = store.db.prepare('SELECT service FROM tracking_events WHERE event_id = ? ORDER BY service').all(eventId) as { service: string }[];
    expect(logged.map((row) => row.service)).toEqual(['facebook-capi', 'tiktok-events-api']);
  });
});

describe('cart capture and push subscriptions under parallel requests', () => {
  /** The page's REST nonce, as the data layer prints it for this session. */
  const restNonce = async (shopper: Shopper) => /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec((await shopper.get('/cart/')).body)![1]!;

  test('12 saves of one session at once, checkout captures and custom e-mails mixed: one row, a checkout capture, no 5xx', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const nonce = await restNonce(shopper);
    const { answers } = await burst(store.client, 12, (i) =>
      shopper.tab().post('/wp-admin/admin-ajax.php', {
        action: 'shop_save_cart_contact',
        nonce,
        shop_email: i % 2 ? `custom${i}@example.com` : `checkout${i}@example.com`,
        shop_language: 'en_US',
        ...(i % 2 ? { shop_source: 'custom_email' } : { shop_name: 'Ada' }),
      }),
    );
    noServerErrors(answers);
    expect(answers.every((a) => a.status === 200 && a.body.includes('"success":true'))).toBe(true);
    const rows = store.db.prepare('SELECT email, source FROM cart_contacts WHERE session_id = ?').all(shopper.sessionId) as { email: string; source: string }[];
    expect(rows).toHaveLength(1);
    // Whatever the order they landed in, another form's e-mail never replaced the checkout's.
    expect(rows[0]!.source).toBe('checkout');
    expect(rows[0]!.email).toMatch(/^checkout\d+@example\.com$/);
  });

  test('one subscription saved 8 times at once and removed meanwhile: one row or none, never two, no 5xx', async () => {
    const shopper = new Shopper(store.client);
    await shopper.add(HOODIE, 1);
    const nonce = await restNonce(shopper);
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/parallel-test', public_key: 'B'.repeat(87), private_key: 'A'.repeat(22) };
    const { answers } = await burst(store.client, 8, (i) =>
      shopper
        .tab()
        .post('/wp-admin/admin-ajax.php', { action: i === 7 ? 'remove_notification_subscription' : 'save_notification_subscription', nonce, ...subscription }),
    );
    noServerErrors(answers);
    expect(count('SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?', subscription.endpoint)).toBeLessThanOrEqual(1);
    const saved = await shopper.post('/wp-admin/admin-ajax.php', { action: 'save_notification_subscription', nonce, ...subscription });
    expect(saved.status).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?', subscription.endpoint)).toBe(1);
  });
});
