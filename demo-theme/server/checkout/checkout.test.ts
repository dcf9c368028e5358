/**
 * Coupons and checkout through WooCommerce's endpoints: apply/remove on the cart form
 * and by wc-ajax with their nonces, totals on every page, `update_order_review` fragments,
 * `?wc-ajax=checkout` success and failure shapes, orders with their totals, the order key.
 */
import { describe, expect, test } from 'vitest';
import { CART_NONCE_ACTION, CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { BILLING } from '../testing/shopper.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { lastUpdatedDate, recordProductChange } from '../filter/filter-index.ts';

const HOODIE = 46; // $45, no stock limit
const store = useTestStore('shop-checkout-');

/** A shopper with `quantity` hoodies in the cart. */
async function shopper(quantity = 2) {
  const s = store.browser();
  await s.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: String(quantity) });
  return s;
}

describe('coupons', () => {
  test('wc-ajax apply_coupon and remove_coupon answer notices, need their nonces, and change the totals', async () => {
    const s = await shopper();
    expect((await s.post('/?wc-ajax=apply_coupon', { coupon_code: 'LUMA10', security: 'forged' })).statusCode).toBe(403);
    const applied = await s.post('/?wc-ajax=apply_coupon', { coupon_code: ' LUMA10 ', security: createNonce(store.db, 'apply-coupon', s.sessionId) });
    expect(applied.body).toBe('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>');
    const again = await s.post('/?wc-ajax=apply_coupon', { coupon_code: 'luma10', security: createNonce(store.db, 'apply-coupon', s.sessionId) });
    expect(again.body).toContain('Coupon code already applied!');
    const unknown = await s.post('/?wc-ajax=apply_coupon', { coupon_code: '<b>nope</b>', security: createNonce(store.db, 'apply-coupon', s.sessionId) });
    expect(unknown.body).toContain('Coupon "nope" cannot be applied because it does not exist.');
    const cart = (await s.get('/cart/')).body;
    expect(cart).toMatch(
      /<tr class="cart-discount coupon-luma10"><th>Coupon: luma10<\/th><td data-title="Coupon: luma10">-<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;<\/span>9\.00/,
    );
    expect(cart).toMatch(/<tr class="order-total">.*81\.00/s);
    const removed = await s.post('/?wc-ajax=remove_coupon', { coupon: 'luma10', security: createNonce(store.db, 'remove-coupon', s.sessionId) });
    expect(removed.body).toContain('Coupon has been removed.');
    expect((await s.get('/cart/')).body).not.toContain('cart-discount');
  });

  test('the cart form applies a coupon without scripts; a minimum spend is enforced; the remove link needs the nonce', async () => {
    const s = await shopper(1);
    const nonce = createNonce(store.db, CART_NONCE_ACTION, s.sessionId);
    await s.post('/cart/', { coupon_code: 'save5', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce });
    expect((await s.get('/cart/')).body).toContain('coupon-save5');
    await s.get(`/cart/?remove_coupon=save5&_wpnonce=${createNonce(store.db, CART_NONCE_ACTION, 't_other')}`);
    expect((await s.get('/cart/')).body).toContain('coupon-save5');
    await s.get(`/cart/?remove_coupon=save5&_wpnonce=${nonce}`);
    expect((await s.get('/cart/')).body).not.toContain('coupon-save5');
    store.db.prepare("UPDATE coupons SET minimum_amount = 100 WHERE code = 'save5'").run();
    await s.post('/cart/', { coupon_code: 'save5', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce });
    expect((await s.get('/cart/')).body).toContain('The minimum spend for this coupon is');
    store.db.prepare("UPDATE coupons SET minimum_amount = 25 WHERE code = 'save5'").run();
  });
});

describe('"Have a coupon?" at the checkout', () => {
  test("WooCommerce's form-coupon.php before the checkout form; the form posts here with the cart's nonce and applies the code", async () => {
    const s = await shopper(1);
    const page = (await s.get('/checkout/')).body;
    expect(page).toMatch(
      /<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info" role="status">Have a coupon\? <a href="#woocommerce-checkout-form-coupon"[^>]* class="showcoupon">Click here to enter your code<\/a>/,
    );
    expect(page.indexOf('id="woocommerce-checkout-form-coupon"')).toBeLessThan(page.indexOf('<form name="checkout"'));
    // The rows carry WooCommerce's classes, which its checkout.js reads (validate-*, address-field, update_totals_on_change), and its priorities.
    for (const row of [
      '<p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10">',
      '<p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="billing_country_field" data-priority="40">',
      '<p class="form-row form-row-wide address-field validate-required validate-postcode" id="billing_postcode_field" data-priority="90">',
      '<p class="form-row form-row-wide validate-phone" id="billing_phone_field" data-priority="100">',
      '<p class="form-row form-row-wide validate-required validate-email" id="billing_email_field" data-priority="110">',
    ])
      expect(page).toContain(row);
    const form =
      /<form class="checkout_coupon woocommerce-form-coupon" method="post" action="\/checkout\/" style="display:none"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(form).toContain('name="coupon_code"');
    const nonce = /name="woocommerce-cart-nonce" value="([^"]+)"/.exec(form)?.[1];
    expect(nonce).toBe(createNonce(store.db, CART_NONCE_ACTION, s.sessionId));

    const applied = await s.post('/checkout/', { coupon_code: ' LUMA10 ', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce! });
    expect(applied.statusCode).toBe(303);
    expect(applied.headers.location).toBe('/checkout/');
    const after = (await s.get('/checkout/')).body;
    expect(after).toContain('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>');
    // The order review shows it with WooCommerce's [Remove] link, back to the checkout.
    const row = /<tr class="cart-discount coupon-luma10">.*?<\/tr>/.exec(after)?.[0] ?? '';
    expect(row).toContain('-<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>4.50');
    expect(row).toMatch(
      /<a href="\/checkout\/\?remove_coupon=luma10&amp;_wpnonce=[^"]+" class="woocommerce-remove-coupon" data-coupon="luma10">\[Remove\]<\/a>/,
    );
    expect(after).toMatch(/<tr class="order-total">.*?40\.50/s);
  });

  test('a wrong nonce applies nothing and says why; an unknown code is refused; the [Remove] link needs its nonce', async () => {
    const s = await shopper(1);
    await s.post('/checkout/', { coupon_code: 'luma10', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': 'forged' });
    let page = (await s.get('/checkout/')).body;
    expect(page).toContain('Your cart could not be updated because the page had expired. Please try again.');
    expect(page).not.toContain('coupon-luma10');
    const nonce = createNonce(store.db, CART_NONCE_ACTION, s.sessionId);
    await s.post('/checkout/', { coupon_code: 'nope', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce });
    // Refused: the form comes back open, the reason under its field (as checkout.js shows it), not at the page's top.
    const refused = (await s.get('/checkout/')).body;
    const form = /<form class="checkout_coupon[\s\S]*?<\/form>/.exec(refused)?.[0] ?? '';
    expect(form).not.toContain('display:none');
    expect(form).toContain(
      'aria-invalid="true" aria-describedby="coupon-error-notice" autofocus><span class="coupon-error-notice" id="coupon-error-notice" role="alert">Coupon "nope" cannot be applied because it does not exist.</span>',
    );
    expect(refused.split('cannot be applied').length).toBe(2);
    expect((await s.get('/checkout/')).body).toContain('style="display:none" id="woocommerce-checkout-form-coupon"');
    await s.post('/checkout/', { coupon_code: 'save5', apply_coupon: 'Apply coupon', 'woocommerce-cart-nonce': nonce });
    expect((await s.get(`/checkout/?remove_coupon=save5&_wpnonce=${createNonce(store.db, CART_NONCE_ACTION, 't_other')}`)).headers.location).toBe('/checkout/');
    expect((await s.get('/checkout/')).body).toContain('coupon-save5');
    await s.get(`/checkout/?remove_coupon=save5&_wpnonce=${nonce}`);
    page = (await s.get('/checkout/')).body;
    expect(page).toContain('Coupon has been removed.');
    expect(page).not.toContain('coupon-save5');
    expect((await s.get('/checkout/?remove_coupon=x&remove_coupon=y')).statusCode).toBe(400);
    expect((await s.post('/checkout/', { coupon_code: 'x'.repeat(500), apply_coupon: 'Apply coupon' })).statusCode).toBe(400);
  });

  test('update_order_review (after checkout.js applied one) lists the coupon with its [Remove] link to the checkout', async () => {
    const s = await shopper(1);
    await s.post('/?wc-ajax=apply_coupon', {
      coupon_code: 'luma10',
      security: createNonce(store.db, 'apply-coupon', s.sessionId),
      billing_email: 'ann@example.com',
    });
    const review = (await s.post('/?wc-ajax=update_order_review', { security: createNonce(store.db, 'update-order-review', s.sessionId) })).json();
    expect(review.fragments['.woocommerce-checkout-review-order-table']).toMatch(
      /href="\/checkout\/\?remove_coupon=luma10&amp;_wpnonce=[^"]+" class="woocommerce-remove-coupon" data-coupon="luma10"/,
    );
  });
});

describe('?wc-ajax=get_cart_totals and update_shipping_method (cart.js after a shipping change)', () => {
  test('answer the cart page’s totals block, its coupons with their remove links; a wrong nonce is 403 -1; a bad one 400', async () => {
    const s = await shopper(2);
    await s.post('/?wc-ajax=apply_coupon', { coupon_code: 'luma10', security: createNonce(store.db, 'apply-coupon', s.sessionId) });
    const totals = await s.get('/?wc-ajax=get_cart_totals');
    expect(totals.statusCode).toBe(200);
    expect(totals.headers['content-type']).toMatch(/^text\/html/);
    expect(totals.body).toMatch(/^<div class="cart_totals"><h2>Cart totals<\/h2>/);
    expect(totals.body).toMatch(/<tr class="cart-discount coupon-luma10">.*href="\/cart\/\?remove_coupon=luma10&amp;_wpnonce=/s);
    expect(totals.body).toMatch(/<tr class="order-total">.*81\.00/s);
    expect(totals.body).toBe(/<div class="cart_totals">[\s\S]*?<\/div><\/div>/.exec((await s.get('/cart/')).body)?.[0]);
    expect((await s.post('/?wc-ajax=update_shipping_method', { security: 'forged', 'shipping_method[0]': 'flat_rate:1' })).body).toBe('-1');
    const updated = await s.post('/?wc-ajax=update_shipping_method', {
      security: createNonce(store.db, 'update-shipping-method', s.sessionId),
      'shipping_method[0]': 'flat_rate:1',
    });
    expect(updated.body).toBe(totals.body);
    expect((await s.request({ method: 'POST', url: '/?wc-ajax=update_shipping_method', payload: { security: ['a', 'b'] } })).statusCode).toBe(400);
  });
});

describe('?wc-ajax=update_order_review and ?wc-ajax=checkout', () => {
  test('update_order_review answers the review table and payment box as fragments; a wrong nonce is 403 -1', async () => {
    const s = await shopper();
    expect((await s.post('/?wc-ajax=update_order_review', { security: 'x' })).body).toBe('-1');
    const review = (
      await s.post('/?wc-ajax=update_order_review', { security: createNonce(store.db, 'update-order-review', s.sessionId), payment_method: 'shop_demo' })
    ).json();
    expect(review.result).toBe('success');
    expect(Object.keys(review.fragments).sort()).toEqual(['.woocommerce-checkout-payment', '.woocommerce-checkout-review-order-table']);
    expect(review.fragments['.woocommerce-checkout-review-order-table']).toContain('90.00');
    expect(review.fragments['.woocommerce-checkout-payment']).toContain('name="woocommerce-process-checkout-nonce"');
  });

  test("two colours of one hoodie are told apart in the order review (WooCommerce's dl.variation), on the page and in the fragment", async () => {
    const s = await shopper(1);
    for (const [id, color] of [
      [79, 'red'],
      [81, 'blue'],
    ] as const) {
      const added = await s.post('/?wc-ajax=add_to_cart', {
        product_id: '45',
        variation_id: String(id),
        attribute_pa_color: color,
        attribute_pa_logo: 'no',
        quantity: '1',
      });
      expect(added.statusCode).toBe(200);
    }
    const review = (
      await s.post('/?wc-ajax=update_order_review', { security: createNonce(store.db, 'update-order-review', s.sessionId), payment_method: 'shop_demo' })
    ).json();
    const page = (await s.get('/checkout/')).body;
    for (const table of [review.fragments['.woocommerce-checkout-review-order-table'] as string, page]) {
      expect(table).toMatch(
        /<td class="product-name">Hoodie <strong class="product-quantity">&times;&nbsp;1<\/strong><dl class="variation"><dt>Color:<\/dt><dd>Red<\/dd><dt>Logo:<\/dt><dd>No<\/dd><\/dl><\/td>/,
      );
      expect(table).toMatch(/<dd>Blue<\/dd><dt>Logo:<\/dt><dd>No<\/dd><\/dl>/);
    }
  });

  test('checkout failures: WooCommerce shape, messages with the field ids, nothing ordered', async () => {
    const s = await shopper();
    const before = (store.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const missing = (await s.post('/?wc-ajax=checkout', { 'woocommerce-process-checkout-nonce': nonce, payment_method: 'shop_demo' })).json();
    expect(missing).toMatchObject({ result: 'failure', refresh: false, reload: false });
    expect(missing.messages).toContain('<li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li>');
    const invalid = (
      await s.post('/?wc-ajax=checkout', { ...BILLING, billing_email: 'not-an-email', payment_method: 'bitcoin', 'woocommerce-process-checkout-nonce': nonce })
    ).json();
    expect(invalid.messages).toContain('<strong>Billing Email address</strong> is not a valid email address.');
    expect(invalid.messages).toContain('Invalid payment method.');
    // A name every object inherits is not a country code (a plain object's lookup took it for one).
    for (const code of ['constructor', '__proto__']) {
      const inherited = (await s.post('/?wc-ajax=checkout', { ...BILLING, billing_country: code, 'woocommerce-process-checkout-nonce': nonce })).json();
      expect(inherited.result).toBe('failure');
      expect(inherited.messages).toContain(`'${code}' is not a valid country code.`);
    }
    const forged = (await s.post('/?wc-ajax=checkout', { ...BILLING, 'woocommerce-process-checkout-nonce': 'forged' })).json();
    expect(forged).toMatchObject({ result: 'failure', refresh: true });
    expect(forged.messages).toContain('We were unable to process your order, please try again.');
    expect((store.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(before);
  });

  test("S2.17: the checkout prints WooCommerce's terms wrapper; with its terms-field posted the box is required, nothing ordered until ticked", async () => {
    const s = await shopper(1);
    const page = (await s.get('/checkout/')).body;
    expect(page).toContain('<div class="woocommerce-terms-and-conditions-wrapper">');
    expect(page).toMatch(/<input type="checkbox"[^>]* name="terms" id="terms"[^>]*>/);
    expect(page).toContain('<a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a>');
    expect(page).toContain('<input type="hidden" name="terms-field" value="1">');
    expect((await s.get('/terms/')).statusCode).toBe(200);
    const count = () => (store.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = count();
    const nonce = () => createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const refused = (await s.post('/?wc-ajax=checkout', { ...BILLING, 'terms-field': '1', 'woocommerce-process-checkout-nonce': nonce() })).json();
    expect(refused.result).toBe('failure');
    expect(refused.messages).toContain('<li data-id="terms">Please read and accept the terms and conditions to proceed with your order.</li>');
    expect(count()).toBe(before);
    // The form without scripts keeps the box as posted when it comes back with another error.
    const again = await s.post('/checkout/', { ...BILLING, billing_email: '', terms: 'on', 'terms-field': '1', 'woocommerce-process-checkout-nonce': nonce() });
    expect(again.body).toMatch(/name="terms" id="terms" required checked>/);
    const accepted = (
      await s.post('/?wc-ajax=checkout', { ...BILLING, terms: 'on', 'terms-field': '1', 'woocommerce-process-checkout-nonce': nonce() })
    ).json();
    expect(accepted.result).toBe('success');
    expect(count()).toBe(before + 1);
  });

  test('checkout success: an order with its lines, coupon and totals; the cart is emptied; the key guards the page', async () => {
    const s = await shopper(2);
    await s.post('/?wc-ajax=apply_coupon', { coupon_code: 'luma10', security: createNonce(store.db, 'apply-coupon', s.sessionId) });
    const response = await s.post('/?wc-ajax=checkout', {
      ...BILLING,
      billing_phone: '+44 20 7946 0000',
      order_comments: 'Leave it with <b>the porter</b>.',
      'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId),
    });
    const body = response.json();
    expect(body).toMatchObject({
      result: 'success',
      redirect: expect.stringMatching(/^http:\/\/[^/]+\/checkout\/order-received\/\d+\/\?key=wc_order_[0-9a-f]{16}$/),
    });
    const order = store.db.prepare('SELECT * FROM orders WHERE id = ?').get(body.order_id) as Record<string, unknown>;
    expect(order).toMatchObject({ subtotal: 90, discount: 9, total: 81, status: 'processing', payment_method: 'shop_demo' });
    expect(JSON.parse(String(order.items))).toEqual([expect.objectContaining({ product_id: HOODIE, quantity: 2, total: 90 })]);
    expect(JSON.parse(String(order.billing))).toMatchObject({ billing_email: 'ada@example.com', billing_country: 'GB' });
    expect(response.cookies.find((c) => c.name === 'woocommerce_items_in_cart')?.expires?.getTime()).toBeLessThan(Date.now());
    const url = new URL(body.redirect);
    const page = await s.get(url.pathname + url.search);
    expect(page.body).toContain('Thank you. Your order has been received.');
    expect(page.body).toMatch(/Discount:<\/th><td>-.*9\.00/);
    // WooCommerce's thank-you page: the date as WordPress prints it, the payment method and the note in the totals, the billing address.
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.now());
    expect(today).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(page.body).toContain(`Date: <strong>${today}</strong>`);
    expect(page.body).toMatch(/<th scope="row">Payment method:<\/th><td>Demo payment<\/td><\/tr><tr><th scope="row">Total:<\/th>/);
    expect(page.body).toContain('<th scope="row">Note:</th><td class="shop-OrderNote">Leave it with &lt;b&gt;the porter&lt;/b&gt;.</td>');
    expect(page.body).toContain(
      '<section class="woocommerce-customer-details"><h2 class="woocommerce-column__title">Billing address</h2><address>Ada Lovelace<br>12 Analytical Row<br>London<br>N1 9GU<br>United Kingdom (UK)<p class="woocommerce-customer-details--phone">+44 20 7946 0000</p><p class="woocommerce-customer-details--email">ada@example.com</p></address></section>',
    );
    expect((await s.get(url.pathname + '?key=wc_order_0000000000000000')).statusCode).toBe(404);
    expect((store.db.prepare("SELECT usage_count FROM coupons WHERE code = 'luma10'").get() as { usage_count: number }).usage_count).toBeGreaterThan(0);
  });
});

describe('stock sold out by an order', () => {
  test('is recorded for the filter (as WooCommerce’s stock hook is): the updated descriptors name the product out of stock, and the listing puts it after those in stock', async () => {
    store.db.prepare('UPDATE products SET stock = 1, in_stock = 1 WHERE id = ?').run(HOODIE);
    const since = lastUpdatedDate(store.db);
    const s = await shopper(1);
    expect((await s.get('/shop/?shop_first_result=1')).json().result.ids).toContain(HOODIE);
    const placed = (
      await s.post('/?wc-ajax=checkout', { ...BILLING, 'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId) })
    ).json();
    expect(placed.result).toBe('success');
    const updated = (await s.get(`/wp-json/storefront/v1/filters/updated-descriptors?date_start=${encodeURIComponent(since)}`)).json();
    const hoodie = updated.descriptors[String(HOODIE)];
    expect(hoodie, JSON.stringify(updated)).toBeDefined();
    expect(JSON.stringify(hoodie[2])).toContain('"outofstock"');
    // The server's own answer follows too: in stock first, so the hoodie is no longer among the first.
    const first = (await s.get('/shop/?shop_first_result=1')).json();
    expect(first.result.ids).not.toContain(HOODIE);
    // Back to no stock limit for the other tests.
    store.db.prepare('UPDATE products SET stock = NULL, in_stock = 1 WHERE id = ?').run(HOODIE);
    recordProductChange(store.db, HOODIE);
  });
});

describe('"Create an account?" at checkout', () => {
  const place = (s: Awaited<ReturnType<typeof shopper>>, url: string, fields: Record<string, string>) =>
    s.post(url, { ...BILLING, ...fields, 'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId) });
  const orders = () => (store.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

  test('a guest sees the box and the password field (never filled in again); a signed-in customer does not', async () => {
    const s = await shopper(1);
    const page = (await s.get('/checkout/')).body;
    expect(page).toContain(
      '<input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1">',
    );
    expect(page).toMatch(
      /<label for="account_password">Create account password <abbr class="required" title="required">\*<\/abbr><\/label><span class="woocommerce-input-wrapper"><shop-password-toggle class="password-input"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Password" value="" autocomplete="new-password">/,
    );
    const failed = (await place(s, '/checkout/', { billing_first_name: '', createaccount: '1', account_password: 'secret typed once' })).body;
    expect(failed).toContain('id="createaccount" type="checkbox" name="createaccount" value="1" checked>');
    expect(failed).not.toContain('secret typed once');
  });

  test('the password is checked with the other fields, on both paths, and nothing is ordered', async () => {
    const s = await shopper(1);
    const before = orders();
    const empty = (await place(s, '/?wc-ajax=checkout', { billing_email: 'new-1@example.com', createaccount: '1', account_password: '' })).json();
    expect(empty.result).toBe('failure');
    expect(empty.messages).toContain('<li data-id="account_password"><strong>Create account password</strong> is a required field.</li>');
    const short = (await place(s, '/checkout/', { billing_email: 'new-1@example.com', createaccount: '1', account_password: 'short' })).body;
    expect(short).toContain('<li data-id="account_password">Please enter a password of at least 8 characters.</li>');
    store.db
      .prepare('INSERT INTO users (email, display_name, password_hash, created_at) VALUES (?, ?, ?, ?)')
      .run('taken@example.com', 'taken', 'x', Date.now());
    const taken = (await place(s, '/?wc-ajax=checkout', { billing_email: 'Taken@example.com', createaccount: '1', account_password: 'long enough' })).json();
    expect(taken.messages).toContain(
      '<li data-id="registration-error-email-exists">An account is already registered with your email address. <a href="/my-account/?redirect_to=%2Fcheckout%2F" class="showlogin" data-open="#login-form-popup">Please log in.</a></li>',
    );
    expect(orders()).toBe(before);
    // Unticked, the password is ignored: a guest order as before.
    expect((await place(s, '/?wc-ajax=checkout', { createaccount: '', account_password: '' })).json().result).toBe('success');
  });

  test('ticked with a good password: the account is made with the billing email, the order is its own, the shopper is signed in', async () => {
    for (const url of ['/checkout/', '/?wc-ajax=checkout']) {
      const s = await shopper(1);
      const email = `buyer-${url.length}@example.com`;
      const guestSession = s.sessionId;
      const response = await place(s, url, { billing_email: email, createaccount: '1', account_password: 'a good password' });
      expect(response.statusCode).toBe(url === '/checkout/' ? 303 : 200);
      const user = store.db.prepare('SELECT id, password_hash FROM users WHERE email = ?').get(email) as { id: number; password_hash: string };
      expect(user.password_hash).toMatch(/^scrypt\$/);
      const order = store.db.prepare('SELECT user_id FROM orders ORDER BY id DESC LIMIT 1').get() as { user_id: number };
      expect(order.user_id).toBe(user.id);
      expect(s.sessionId).not.toBe(guestSession);
      const account = await s.get('/my-account/orders/');
      expect(account.body).toContain(
        `<a href="/my-account/view-order/${(store.db.prepare('SELECT id FROM orders ORDER BY id DESC LIMIT 1').get() as { id: number }).id}/">`,
      );
    }
  });
});
