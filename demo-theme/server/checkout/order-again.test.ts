/**
 * After checkout, as WooCommerce: the shop manager marks an order completed (the customer is
 * mailed, once); the customer's completed order offers "Order again", which refills the cart
 * with its items, only for its own customer and with its nonce.
 */
import { describe, expect, test } from 'vitest';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { BILLING } from '../testing/shopper.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { fieldValue, register, registerShopManager } from '../testing/accounts.ts';
import type { InjectBrowser } from '../testing/inject-browser.ts';

const HOODIE = 46;
const store = useTestStore('shop-order-again-');

/** A new customer, signed in, with one order of two hoodies. */
async function customerWithOrder(n: number): Promise<{ browser: InjectBrowser; orderId: number; email: string }> {
  const browser = store.browser(`10.13.0.${n}`);
  const email = `again${n}@example.com`;
  await register(store.db, browser, email);
  await browser.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '2' });
  const placed = (
    await browser.post('/?wc-ajax=checkout', {
      ...BILLING,
      billing_email: email,
      'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, browser.sessionId),
    })
  ).json();
  expect(placed.result).toBe('success');
  return { browser, orderId: placed.order_id, email };
}

async function manager(): Promise<{ browser: InjectBrowser; complete: (id: number) => Promise<unknown> }> {
  const browser = store.browser('10.13.1.1');
  await registerShopManager(store.db, browser, 'again-manager@example.com');
  let nonce: string | undefined;
  return {
    browser,
    // The nonce of the page as first seen: once completed, the order has no button (a second press comes from a stale page).
    complete: async (id) => {
      nonce ??= fieldValue((await browser.get('/shop-owner/')).body, '_wpnonce')!;
      return browser.post('/shop-owner/orders', { id: String(id), _wpnonce: nonce });
    },
  };
}

const cartQuantity = async (browser: InjectBrowser) =>
  [...(await browser.get('/cart/')).body.matchAll(/<input type="number"[^>]* name="cart\[[^\]]+\]\[qty\]" value="(\d+)"/g)].map((m) => Number(m[1]));

describe('completing an order and ordering it again', () => {
  test('processing: no "Order again"; completed by the manager (mailed once): the link refills the cart with its nonce', async () => {
    const { browser, orderId, email } = await customerWithOrder(1);
    expect((await browser.get(`/my-account/view-order/${orderId}/`)).body).not.toContain('Order again');
    const shop = await manager();
    expect((await browser.post('/shop-owner/orders', { id: String(orderId), _wpnonce: 'x' })).statusCode).toBe(403);
    // Pressed twice at once (two tabs): completed once, one mail.
    await Promise.all([shop.complete(orderId), shop.complete(orderId)]);
    expect((store.db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as { status: string }).status).toBe('completed');
    await shop.complete(orderId);
    const again = (await shop.browser.get('/shop-owner/')).body;
    expect(again).toContain(`Order #${orderId} is not a processing order.`);
    const mails = store.db.prepare("SELECT body FROM outgoing_mail WHERE recipient = ? AND subject = 'Your Luma & Co. order is now complete'").all(email) as {
      body: string;
    }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('We have finished processing your order.');
    const view = (await browser.get(`/my-account/view-order/${orderId}/`)).body;
    expect(view).toContain('<mark class="order-status">Completed</mark>');
    const link = /<p class="order-again"><a href="([^"]+)" class="button">Order again<\/a><\/p>/.exec(view)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toMatch(new RegExp(`^/cart/\\?order_again=${orderId}&_wpnonce=[0-9a-f]{10}$`));
    expect(await cartQuantity(browser)).toEqual([]);
    // A forged nonce, or another customer with the link: nothing added.
    await browser.get(`/cart/?order_again=${orderId}&_wpnonce=0000000000`);
    expect(await cartQuantity(browser)).toEqual([]);
    const other = (await customerWithOrder(2)).browser;
    await other.get(link!);
    expect(await cartQuantity(other)).toEqual([]);
    const answer = await browser.get(link!);
    expect([answer.statusCode, answer.headers.location]).toEqual([303, '/cart/']);
    const cart = (await browser.get('/cart/')).body;
    expect(cart).toContain('The cart has been filled with the items from your previous order.');
    expect(await cartQuantity(browser)).toEqual([2]);
  });
});
