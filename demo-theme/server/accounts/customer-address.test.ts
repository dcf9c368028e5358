/**
 * My account's billing address (WooCommerce's edit-address endpoint): shown with its Edit link or
 * "not set up yet", saved by its form (nonce, WooCommerce's field checks and notice), saved from
 * each order the customer places, and filled into their next checkout.
 */
import { describe, expect, test } from 'vitest';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { BILLING } from '../testing/shopper.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-customer-address-');
const HOODIE = 46;
const fieldValue = (html: string, name: string) => new RegExp(`name="${name}"[^>]* value="([^"]*)"`).exec(html)?.[1];
const savedRow = (email: string) => JSON.parse((store.db.prepare('SELECT billing FROM users WHERE email = ?').get(email) as { billing: string }).billing);

let accounts = 0;
/** A new customer, signed in (with their own address for the attempt limits). */
async function customer() {
  const email = `customer${++accounts}@example.com`;
  const v = store.browser(`10.2.0.${accounts}`);
  const page = (await v.get('/my-account/')).body;
  await v.post('/my-account/', {
    email,
    password: 'a good long password',
    register: 'Register',
    'woocommerce-register-nonce': fieldValue(page, 'woocommerce-register-nonce')!,
  });
  return { v, email };
}

const ADDRESS = {
  billing_first_name: 'Lena',
  billing_last_name: 'Müller',
  billing_company: 'Muster GmbH',
  billing_country: 'DE',
  billing_address_1: 'Hauptstraße 5',
  billing_city: 'Berlin',
  billing_postcode: '10115',
  billing_phone: '+49 30 1234567',
};

describe("my account's billing address", () => {
  test('a guest is sent to log in; a new customer has none yet, with an Add link; the account menu and the dashboard link to it', async () => {
    const guest = store.browser();
    expect((await guest.get('/my-account/edit-address/')).headers.location).toBe('/my-account/');
    expect((await guest.get('/my-account/edit-address/billing/')).headers.location).toBe('/my-account/');
    expect((await guest.post('/my-account/edit-address/billing/', ADDRESS)).statusCode).toBe(303);
    const { v, email } = await customer();
    const page = (await v.get('/my-account/edit-address/')).body;
    expect(page).toContain('<a href="/my-account/edit-address/billing/" class="edit">Add Billing address</a>');
    expect(page).toContain('<address>You have not set up this type of address yet.</address>');
    expect(page).toContain('<a href="/my-account/edit-address/" aria-current="page">Address</a>');
    expect((await v.get('/my-account/')).body).toContain(
      'From your account dashboard you can view your <a href="/my-account/orders/">recent orders</a>, manage your <a href="/my-account/edit-address/">billing address</a>, and <a href="/my-account/edit-account/">edit your password and account details</a>.',
    );
    // The form starts with the account's email, as WooCommerce fills it.
    expect(fieldValue((await v.get('/my-account/edit-address/billing/')).body, 'billing_email')).toBe(email);
  });

  test("saved by its form: WooCommerce's checks first, then the notice, the address shown for its country, the checkout filled in", async () => {
    const { v, email } = await customer();
    const form = (await v.get('/my-account/edit-address/billing/')).body;
    const nonce = fieldValue(form, 'woocommerce-edit-address-nonce')!;
    const post = (fields: Record<string, string>) =>
      v.post('/my-account/edit-address/billing/', { save_address: 'Save address', action: 'edit_address', 'woocommerce-edit-address-nonce': nonce, ...fields });

    const missing = await post({ ...ADDRESS, billing_city: '', billing_email: 'not-an-address' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('<li data-id="billing_city"><strong>Town / City</strong> is a required field.</li>');
    expect(missing.body).toContain('<strong>Email address</strong> is not a valid email address.');
    expect(fieldValue(missing.body, 'billing_last_name')).toBe('Müller');
    expect(savedRow(email)).toEqual({});

    const forged = await post({ ...ADDRESS, billing_email: email, 'woocommerce-edit-address-nonce': 'forged' });
    expect(forged.body).toContain('Your session has expired. Please try again.');
    expect(savedRow(email)).toEqual({});
    // Not a text field: a clear 400, nothing saved.
    const bad = await v.request({
      method: 'POST',
      url: '/my-account/edit-address/billing/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `billing_city=a&billing_city=b&woocommerce-edit-address-nonce=${nonce}`,
    });
    expect(bad.statusCode).toBe(400);

    const saved = await post({ ...ADDRESS, billing_email: email });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/my-account/edit-address/');
    const page = (await v.get('/my-account/edit-address/')).body;
    expect(page).toContain('Address changed successfully.');
    expect(page).toContain('<address>Muster GmbH<br>Lena Müller<br>Hauptstraße 5<br>10115 Berlin<br>Germany</address>');
    expect(page).toContain('class="edit">Edit Billing address</a>');
    expect(savedRow(email)).toMatchObject({ billing_city: 'Berlin', billing_country: 'DE', billing_email: email });

    await v.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '1' });
    const checkout = (await v.get('/checkout/')).body;
    for (const [name, value] of Object.entries({ ...ADDRESS, billing_email: email }))
      if (name !== 'billing_country') expect(fieldValue(checkout, name)).toBe(value);
    expect(checkout).toContain('<option value="DE" selected>Germany</option>');
  });

  test("an order keeps the customer's billing address for the next checkout, as WooCommerce does; a guest's order keeps none", async () => {
    const { v, email } = await customer();
    await v.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '1' });
    const placed = (
      await v.post('/?wc-ajax=checkout', {
        ...BILLING,
        'woocommerce-process-checkout-nonce': fieldValue((await v.get('/checkout/')).body, 'woocommerce-process-checkout-nonce')!,
      })
    ).json();
    expect(placed.result).toBe('success');
    expect(savedRow(email)).toMatchObject({ billing_first_name: 'Ada', billing_city: 'London', billing_country: 'GB', billing_email: 'ada@example.com' });
    await v.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '1' });
    const next = (await v.get('/checkout/')).body;
    expect(fieldValue(next, 'billing_address_1')).toBe('12 Analytical Row');
    expect(fieldValue(next, 'billing_email')).toBe('ada@example.com');
    expect((await v.get('/my-account/edit-address/')).body).toContain(
      '<address>Ada Lovelace<br>12 Analytical Row<br>London<br>N1 9GU<br>United Kingdom (UK)</address>',
    );

    const guest = store.browser('10.2.1.1');
    await guest.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '1' });
    const before = (store.db.prepare("SELECT COUNT(*) AS n FROM users WHERE billing != '{}'").get() as { n: number }).n;
    const guestOrder = (
      await guest.post('/?wc-ajax=checkout', {
        ...BILLING,
        'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, guest.sessionId),
      })
    ).json();
    expect(guestOrder.result).toBe('success');
    expect((store.db.prepare("SELECT COUNT(*) AS n FROM users WHERE billing != '{}'").get() as { n: number }).n).toBe(before);
  });
});
