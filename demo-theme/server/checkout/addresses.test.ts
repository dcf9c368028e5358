/**
 * Addresses by country, as WooCommerce's checkout has them: each country's fields (the state's
 * and the postcode's names, which are required, the postcode before the city), the state picked
 * from the country's list, postcodes checked against the country's pattern and kept written its
 * way, on both checkout paths and my account's address form.
 */
import { describe, expect, test } from 'vitest';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { BILLING } from '../testing/shopper.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { register } from '../testing/accounts.ts';

const HOODIE = 46;
const store = useTestStore('shop-addresses-');

async function shopper() {
  const s = store.browser();
  await s.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '1' });
  return s;
}

const AUSTIN = { ...BILLING, billing_country: 'US', billing_city: 'Austin', billing_address_1: '1 Congress Ave' };

describe('the checkout in the United States', () => {
  test('the state is required and the ZIP code must be one, under their US names', async () => {
    const s = await shopper();
    const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const failed = (await s.post('/?wc-ajax=checkout', { ...AUSTIN, billing_postcode: '7370', 'woocommerce-process-checkout-nonce': nonce })).json();
    expect(failed.result).toBe('failure');
    expect(failed.messages).toContain('<li data-id="billing_state"><strong>Billing State</strong> is a required field.</li>');
    expect(failed.messages).toContain('<li data-id="billing_postcode"><strong>Billing ZIP Code</strong> is not a valid postcode / ZIP.</li>');
  });

  test("a state typed by its name or in small letters is kept as its code, the ZIP+4 with its dash; the thank-you page prints 'Austin, TX 73701-1234'", async () => {
    const s = await shopper();
    const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const body = (
      await s.post('/?wc-ajax=checkout', { ...AUSTIN, billing_state: 'texas', billing_postcode: '737011234', 'woocommerce-process-checkout-nonce': nonce })
    ).json();
    expect(body.result).toBe('success');
    const billing = JSON.parse((store.db.prepare('SELECT billing FROM orders WHERE id = ?').get(body.order_id) as { billing: string }).billing);
    expect(billing).toMatchObject({ billing_state: 'TX', billing_postcode: '73701-1234' });
    const url = new URL(body.redirect);
    expect((await s.get(url.pathname + url.search)).body).toContain('<address>Ada Lovelace<br>1 Congress Ave<br>Austin, TX 73701-1234<p');
  });

  test('a state the country does not have is refused with the list of those it has', async () => {
    const s = await shopper();
    const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const canada = { ...BILLING, billing_country: 'CA', billing_state: 'Texas', billing_postcode: 'K1A 0B1' };
    const failed = (await s.post('/?wc-ajax=checkout', { ...canada, 'woocommerce-process-checkout-nonce': nonce })).json();
    expect(failed.messages).toContain(
      '<strong>Billing Province</strong> is not valid. Please enter one of the following: Alberta, British Columbia, Manitoba,',
    );
    expect(failed.messages).toContain('Yukon Territory</li>');
  });
});

describe('the checkout in other countries', () => {
  test('Germany: no state asked (one sent along is dropped), a Postleitzahl of five digits', async () => {
    const s = await shopper();
    const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const berlin = { ...BILLING, billing_country: 'DE', billing_city: 'Berlin', billing_state: 'CA' };
    const failed = (await s.post('/?wc-ajax=checkout', { ...berlin, billing_postcode: '1011', 'woocommerce-process-checkout-nonce': nonce })).json();
    expect(failed.messages).toContain('<strong>Billing Postcode / ZIP</strong> is not a valid postcode / ZIP.');
    expect(failed.messages).not.toContain('billing_state');
    const body = (await s.post('/?wc-ajax=checkout', { ...berlin, billing_postcode: '10115', 'woocommerce-process-checkout-nonce': nonce })).json();
    expect(body.result).toBe('success');
    const billing = JSON.parse((store.db.prepare('SELECT billing FROM orders WHERE id = ?').get(body.order_id) as { billing: string }).billing);
    expect(billing).toMatchObject({ billing_state: '', billing_postcode: '10115', billing_country: 'DE' });
  });

  test('the United Kingdom: a postcode typed in small letters without its space is kept as the post writes it; no county needed', async () => {
    const s = await shopper();
    const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const bad = (await s.post('/?wc-ajax=checkout', { ...BILLING, billing_postcode: 'N1', 'woocommerce-process-checkout-nonce': nonce })).json();
    expect(bad.messages).toContain('<strong>Billing Postcode</strong> is not a valid postcode / ZIP.');
    const body = (await s.post('/?wc-ajax=checkout', { ...BILLING, billing_postcode: 'sw1a1aa', 'woocommerce-process-checkout-nonce': nonce })).json();
    expect(body.result).toBe('success');
    const billing = JSON.parse((store.db.prepare('SELECT billing FROM orders WHERE id = ?').get(body.order_id) as { billing: string }).billing);
    expect(billing.billing_postcode).toBe('SW1A 1AA');
  });
});

describe('the form printed for the chosen country', () => {
  /** The checkout form as the no-script path gives it back for `fields` (a required field left out). */
  async function formFor(fields: Record<string, string>): Promise<string> {
    const s = await shopper();
    const nonce = createNonce(store.db, CHECKOUT_NONCE_ACTION, s.sessionId);
    const page = (await s.post('/checkout/', { ...fields, billing_first_name: '', 'woocommerce-process-checkout-nonce': nonce })).body;
    return /<div class="woocommerce-billing-fields__field-wrapper">([\s\S]*?)<\/div>/.exec(page)?.[1] ?? '';
  }
  const rowIds = (form: string) => [...form.matchAll(/<p class="[^"]*" id="(billing_\w+)_field"/g)].map((m) => m[1]);

  test("no country chosen: WooCommerce's defaults (a required State / County typed in, Postcode / ZIP)", async () => {
    const s = await shopper();
    const page = (await s.get('/checkout/')).body;
    expect(page).toContain(
      '<label for="billing_state">State / County <abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_state" id="billing_state" autocomplete="address-level1" required value=""></span>',
    );
    expect(page).toContain('<label for="billing_postcode">Postcode / ZIP <abbr');
  });

  test('the United States: the state picked from its list (the chosen one selected), the ZIP Code', async () => {
    const form = await formFor({ ...AUSTIN, billing_state: 'TX' });
    expect(form).toContain(
      '<label for="billing_state">State <abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper"><select name="billing_state" id="billing_state" autocomplete="address-level1" required class="state_select" data-placeholder="Select an option…"><option value="">Select an option…</option><option value="AL">Alabama</option>',
    );
    expect(form).toContain('<option value="TX" selected>Texas</option>');
    expect(/<select name="billing_state"[\s\S]*?<\/select>/.exec(form)?.[0].match(/<option /g)).toHaveLength(55);
    expect(form).toContain('<label for="billing_postcode">ZIP Code <abbr');
  });

  test('Germany: the postcode before the city, the state row hidden and empty', async () => {
    const form = await formFor({ ...BILLING, billing_country: 'DE', billing_state: 'CA', billing_postcode: '10115' });
    expect(rowIds(form)).toEqual([
      'billing_first_name',
      'billing_last_name',
      'billing_company',
      'billing_country',
      'billing_address_1',
      'billing_address_2',
      'billing_postcode',
      'billing_city',
      'billing_state',
      'billing_phone',
      'billing_email',
    ]);
    expect(form).toMatch(
      /<p class="form-row form-row-wide address-field validate-state" id="billing_state_field" data-priority="80" hidden>.*value=""><\/span><\/p>/,
    );
  });

  test('Ireland: an optional Eircode and a required County from its list', async () => {
    const form = await formFor({ ...BILLING, billing_country: 'IE' });
    expect(form).toContain('<label for="billing_postcode">Eircode <span class="optional">(optional)</span></label>');
    expect(form).toContain('<option value="D">Dublin</option>');
    expect(form).toContain('<label for="billing_state">County <abbr');
  });
});

describe("my account's address form", () => {
  test('checks and keeps the address as the checkout does', async () => {
    const s = store.browser();
    await register(store.db, s, 'address-by-country@example.com');
    const nonce = () => s.get('/my-account/edit-address/billing/').then((r) => r.body.match(/name="woocommerce-edit-address-nonce" value="([^"]+)"/)![1]!);
    const fields = { ...AUSTIN, billing_email: 'address-by-country@example.com', save_address: 'Save address', action: 'edit_address' };
    const refused = await s.post('/my-account/edit-address/billing/', {
      ...fields,
      billing_state: 'Bavaria',
      billing_postcode: '73301',
      'woocommerce-edit-address-nonce': await nonce(),
    });
    expect(refused.body).toContain('<strong>State</strong> is not valid. Please enter one of the following: Alabama, Alaska,');
    const saved = await s.post('/my-account/edit-address/billing/', {
      ...fields,
      billing_state: 'tx',
      billing_postcode: '73301',
      'woocommerce-edit-address-nonce': await nonce(),
    });
    expect(saved.statusCode).toBe(303);
    expect((await s.get('/my-account/edit-address/')).body).toContain('Austin, TX 73301');
  });
});
