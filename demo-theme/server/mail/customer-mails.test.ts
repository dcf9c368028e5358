/**
 * WooCommerce's customer emails, kept in the demo's outbox: the order received mail with the
 * order's lines, totals and billing address (none for a checkout that fails), and the new
 * account mail, from the registration form and from the checkout's "Create an account?".
 */
import { describe, expect, test } from 'vitest';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { BILLING } from '../testing/shopper.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { register } from '../testing/accounts.ts';

const HOODIE = 46; // $45
const store = useTestStore('shop-customer-mails-');
const mailsTo = (email: string) =>
  store.db.prepare('SELECT subject, body FROM outgoing_mail WHERE recipient = ? ORDER BY id').all(email) as { subject: string; body: string }[];

async function shopper(email: string, ip: string) {
  const s = store.browser(ip);
  await s.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '2' });
  const checkout = (fields: Record<string, string>) =>
    s.post('/?wc-ajax=checkout', {
      ...BILLING,
      billing_email: email,
      ...fields,
      'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId),
    });
  return { s, checkout };
}

describe('the order received mail', () => {
  test('one per order placed, to the billing email: its lines, totals, note and address; a failed checkout mails nothing', async () => {
    const email = 'mail-order@example.com';
    const { s, checkout } = await shopper(email, '10.11.0.1');
    expect((await checkout({ billing_postcode: 'N1' })).json().result).toBe('failure');
    expect(mailsTo(email)).toEqual([]);
    await s.post('/?wc-ajax=apply_coupon', { coupon_code: 'luma10', security: createNonce(store.db, 'apply-coupon', s.sessionId) });
    const placed = (await checkout({ order_comments: 'Ring twice <please>' })).json();
    expect(placed.result).toBe('success');
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('Your Luma & Co. order has been received!');
    const body = mail!.body;
    expect(body).toContain('Hi Ada,');
    expect(body).toContain(`we’ve received your order #${placed.order_id}, and it is now being processed:`);
    expect(body).toContain('Hoodie with Logo × 2 = $90.00');
    expect(body).toContain('Subtotal: $90.00\nDiscount: -$9.00\nPayment method: Demo payment\nTotal: $81.00\nNote: Ring twice <please>');
    expect(body).toContain('Billing address\nAda Lovelace\n12 Analytical Row\nLondon\nN1 9GU\nUnited Kingdom (UK)\nmail-order@example.com');
    expect(mailsTo(email)).toHaveLength(1);
    // The shop is told too, in the site's language, WooCommerce's "New order".
    const shop = store.db
      .prepare("SELECT subject, body FROM outgoing_mail WHERE recipient = 'manager@luma.example' AND subject LIKE ?")
      .get(`%#${placed.order_id}`) as { subject: string; body: string } | undefined;
    expect(shop?.subject).toBe(`[Luma & Co.]: New order #${placed.order_id}`);
    expect(shop?.body).toContain('You’ve received the following order from Ada Lovelace:');
    expect(shop?.body).toContain('Total: $81.00');
  });

  test("in the shopper's language (German here); the shop's copy stays in the site's", async () => {
    const email = 'mail-german@example.com';
    const { s, checkout } = await shopper(email, '10.11.0.4');
    s.jar.take('shop_demo_locale=de_DE; Path=/');
    const placed = (await checkout({})).json();
    expect(placed.result).toBe('success');
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('Deine Bestellung bei Luma & Co. ist eingegangen!');
    expect(mail?.body).toContain(`Nur zur Info – wir haben deine Bestellung #${placed.order_id} erhalten`);
    const shop = store.db
      .prepare("SELECT subject FROM outgoing_mail WHERE recipient = 'manager@luma.example' AND subject LIKE ?")
      .get(`%#${placed.order_id}`) as { subject: string };
    expect(shop.subject).toBe(`[Luma & Co.]: New order #${placed.order_id}`);
  });
});

describe('the new account mail', () => {
  test('from the registration form and from "Create an account?" at checkout, with the username and the account page', async () => {
    const v = store.browser('10.11.0.2');
    await register(store.db, v, 'mail-welcome@example.com');
    const [welcome] = mailsTo('mail-welcome@example.com');
    expect(welcome?.subject).toBe('Your Luma & Co. account has been created!');
    expect(welcome?.body).toMatch(/Thanks for creating an account on Luma & Co\.\. Your username is mail-welcome\. .* at: http:\/\/[^/]+\/my-account\//);
    const { checkout } = await shopper('mail-checkout-account@example.com', '10.11.0.3');
    expect((await checkout({ createaccount: '1', account_password: 'a long enough password' })).json().result).toBe('success');
    expect(mailsTo('mail-checkout-account@example.com').map((m) => m.subject)).toEqual([
      'Your Luma & Co. order has been received!',
      'Your Luma & Co. account has been created!',
    ]);
  });
});
