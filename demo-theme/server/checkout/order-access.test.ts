/**
 * The order-received page is not open to anyone holding the link (WooCommerce's rules): a
 * customer's order needs that customer signed in; a guest order shows in the session that placed
 * it, to others only for 10 minutes, and after that behind its billing email (5 tries per order).
 */
import { describe, expect, test } from 'vitest';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import type { InjectBrowser } from '../testing/inject-browser.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { fieldValue } from '../testing/http-client.ts';
import { BILLING } from '../testing/shopper.ts';
import { ORDER_EMAIL_GRACE_MS, VERIFY_EMAIL_LIMIT } from './order-access.ts';

const store = useTestStore('shop-order-access-');
const browser = (ip = '10.1.0.1') => store.browser(ip);

async function placeOrder(shopper: InjectBrowser, fields: Record<string, string> = {}): Promise<string> {
  await shopper.post('/?wc-ajax=add_to_cart', { product_id: '46' });
  const placed = (
    await shopper.post('/?wc-ajax=checkout', {
      ...BILLING,
      billing_email: 'Guest.Buyer@example.com',
      'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, shopper.sessionId),
      ...fields,
    })
  ).json() as { result: string; redirect: string };
  expect(placed.result).toBe('success');
  return new URL(placed.redirect).pathname + new URL(placed.redirect).search;
}

const age = (path: string, ms: number) =>
  store.db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').run(Date.now() - ms, Number(/order-received\/(\d+)/.exec(path)![1]));
const THANKS = 'Thank you. Your order has been received.';

describe('a guest order', () => {
  test('shown in the placing session, and to another browser with the link for 10 minutes', async () => {
    const buyer = browser();
    const link = await placeOrder(buyer);
    const own = await buyer.get(link);
    expect(own.body).toContain(THANKS);
    expect(own.headers['cache-control']).toContain('no-store');
    expect((await browser().get(link)).body).toContain(THANKS);
    age(link, ORDER_EMAIL_GRACE_MS + 60_000);
    expect((await buyer.get(link)).body).toContain(THANKS);
  });

  test('after the grace period another browser must give the billing email; a wrong one is refused, the right one shows it', async () => {
    const link = await placeOrder(browser());
    age(link, ORDER_EMAIL_GRACE_MS + 60_000);
    const stranger = browser('10.1.0.2');
    const form = await stranger.get(link);
    expect(form.body).not.toContain(THANKS);
    expect(form.body).not.toContain('Guest.Buyer@example.com');
    expect(form.body).toContain('To view this page, you must either <a href="/my-account/">login</a> or verify the email address associated with the order.');
    const nonce = fieldValue(form.body, 'check_submission');
    const wrong = await stranger.post(link, { email: 'someone@example.com', check_submission: nonce, verify: '1' });
    expect(wrong.body).toContain('We were unable to verify the email address you provided. Please try again.');
    expect(wrong.body).not.toContain(THANKS);
    const forged = await stranger.post(link, { email: 'guest.buyer@example.com', check_submission: 'forged', verify: '1' });
    expect(forged.body).not.toContain(THANKS);
    const right = await stranger.post(link, { email: ' guest.buyer@EXAMPLE.com ', check_submission: nonce, verify: '1' });
    expect(right.body).toContain(THANKS);
    expect(right.body).toContain('Guest.Buyer@example.com');
  });

  test(`${VERIFY_EMAIL_LIMIT.max} wrong emails close the order to guessing, even for the right one`, async () => {
    const link = await placeOrder(browser());
    age(link, ORDER_EMAIL_GRACE_MS + 60_000);
    const guesser = browser('10.1.0.3');
    const nonce = fieldValue((await guesser.get(link)).body, 'check_submission');
    for (let i = 0; i < VERIFY_EMAIL_LIMIT.max; i++) await guesser.post(link, { email: `guess${i}@example.com`, check_submission: nonce });
    const limited = await guesser.post(link, { email: 'guest.buyer@example.com', check_submission: nonce });
    expect(limited.body).toContain('Too many attempts to verify this order’s email address.');
    expect(limited.body).not.toContain(THANKS);
  });

  test('a wrong key is still a 404', async () => {
    const link = await placeOrder(browser());
    expect((await browser().get(link.replace(/key=wc_order_[0-9a-f]+/, 'key=wc_order_0000000000000000'))).statusCode).toBe(404);
  });
});

describe("a customer's order", () => {
  test('needs that customer signed in: others get the login form, which brings the customer back to the order', async () => {
    const customer = browser('10.1.1.1');
    const link = await placeOrder(customer, { billing_email: 'customer@example.com', createaccount: '1', account_password: 'correct horse battery' });
    expect((await customer.get(link)).body).toContain(THANKS);
    const other = browser('10.1.1.2');
    const asked = await other.get(link);
    expect(asked.body).not.toContain(THANKS);
    expect(asked.body).toContain('Please log in to your account to view this order.');
    expect(asked.body).toMatch(/<form class="woocommerce-form woocommerce-form-login login"/);
    const redirect =
      /id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="([0-9a-f]+)"><input type="hidden" name="redirect" value="([^"]+)">/.exec(asked.body)!;
    expect(redirect[2]!.replace(/&amp;/g, '&')).toBe(link);
    const signedIn = await other.post('/my-account/', {
      username: 'customer@example.com',
      password: 'correct horse battery',
      login: 'Log in',
      redirect: link,
      'woocommerce-login-nonce': redirect[1]!,
    });
    expect(signedIn.headers.location).toBe(link);
    expect((await other.get(link)).body).toContain(THANKS);
    // Another customer, signed in, is asked to log in as the order's customer.
    const stranger = browser('10.1.1.3');
    const registration = await stranger.get('/my-account/');
    await stranger.post('/my-account/', {
      email: 'other@example.com',
      password: 'another good password',
      register: 'Register',
      'woocommerce-register-nonce': fieldValue(registration.body, 'woocommerce-register-nonce'),
    });
    expect((await stranger.get(link)).body).toContain('Please log in to your account to view this order.');
  });
});
