/**
 * WooCommerce's classic checkout: its billing fields and validation messages, a demo payment
 * method, and placing the order (stock reduced, coupon usage counted, cart emptied) for the
 * no-script form and for `?wc-ajax=checkout` alike.
 */
import { randomBytes } from 'node:crypto';
import type { CartLine } from '../cart/cart.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { changeCart } from '../cart/cart-mutation.ts';
import { orderTotals, readCoupons, writeCoupons, type OrderTotals } from '../cart/coupons.ts';
import type { Db } from '../db.ts';
import { esc, noticeName } from '../html.ts';

export interface CheckoutField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  autocomplete: string;
  required: boolean;
  wide?: boolean;
}

export const CHECKOUT_FIELDS: CheckoutField[] = [
  { name: 'billing_first_name', label: 'First name', type: 'text', autocomplete: 'given-name', required: true },
  { name: 'billing_last_name', label: 'Last name', type: 'text', autocomplete: 'family-name', required: true },
  { name: 'billing_company', label: 'Company name', type: 'text', autocomplete: 'organization', required: false, wide: true },
  { name: 'billing_country', label: 'Country / Region', type: 'select', autocomplete: 'country', required: true, wide: true },
  { name: 'billing_address_1', label: 'Street address', type: 'text', autocomplete: 'address-line1', required: true, wide: true },
  { name: 'billing_address_2', label: 'Apartment, suite, unit, etc.', type: 'text', autocomplete: 'address-line2', required: false, wide: true },
  { name: 'billing_city', label: 'Town / City', type: 'text', autocomplete: 'address-level2', required: true, wide: true },
  { name: 'billing_state', label: 'State / County', type: 'text', autocomplete: 'address-level1', required: false, wide: true },
  { name: 'billing_postcode', label: 'Postcode / ZIP', type: 'text', autocomplete: 'postal-code', required: true, wide: true },
  { name: 'billing_phone', label: 'Phone', type: 'tel', autocomplete: 'tel', required: false, wide: true },
  { name: 'billing_email', label: 'Email address', type: 'email', autocomplete: 'email', required: true, wide: true },
];

export const ORDER_NOTES = { name: 'order_comments', label: 'Order notes', placeholder: 'Notes about your order, e.g. special notes for delivery.' };

/** The countries the demo ships to (WooCommerce's codes and names). */
export const COUNTRIES: Record<string, string> = {
  AU: 'Australia', AT: 'Austria', BE: 'Belgium', CA: 'Canada', DK: 'Denmark', FR: 'France', DE: 'Germany', IE: 'Ireland', IT: 'Italy',
  NL: 'Netherlands', NZ: 'New Zealand', NO: 'Norway', PL: 'Poland', PT: 'Portugal', ES: 'Spain', SE: 'Sweden', CH: 'Switzerland', GB: 'United Kingdom (UK)', US: 'United States (US)',
};

/** The demo's only payment method: nothing is charged. */
export const PAYMENT_METHODS = [{ id: 'shop_demo', title: 'Demo payment', description: 'This is a demo store: no payment is taken and nothing is shipped.' }];

export interface CheckoutError {
  id: string;
  message: string;
}

const MAX_FIELD = 200;

/** The posted checkout as text fields (anything else read as empty), trimmed to a sane length. */
export function checkoutValues(body: unknown): Record<string, string> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const names = [...CHECKOUT_FIELDS.map((f) => f.name), ORDER_NOTES.name, 'payment_method', 'woocommerce-process-checkout-nonce', 'terms', 'createaccount'];
  const values = Object.fromEntries(names.map((name) => [name, typeof source[name] === 'string' ? (source[name] as string).trim().slice(0, name === ORDER_NOTES.name ? 2000 : MAX_FIELD) : '']));
  // A password is kept as typed (spaces count), never echoed back into the form.
  const password = source.account_password;
  return { ...values, account_password: typeof password === 'string' ? password.slice(0, MAX_FIELD) : '' };
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;
const PHONE = /^[\s#0-9_\-+/().]*$/;

/** WC_Checkout::validate_posted_data and validate_checkout, with WooCommerce's messages. */
export function validateCheckout(values: Record<string, string>, totals: OrderTotals): CheckoutError[] {
  const errors: CheckoutError[] = [];
  const label = (f: CheckoutField) => `<strong>Billing ${esc(f.label)}</strong>`;
  for (const field of CHECKOUT_FIELDS) {
    const value = values[field.name] ?? '';
    if (field.required && value === '') {
      errors.push({ id: field.name, message: `${label(field)} is a required field.` });
      continue;
    }
    if (value === '') continue;
    if (field.name === 'billing_email' && !EMAIL.test(value)) errors.push({ id: field.name, message: `${label(field)} is not a valid email address.` });
    if (field.name === 'billing_phone' && !PHONE.test(value)) errors.push({ id: field.name, message: `${label(field)} is not a valid phone number.` });
    if (field.name === 'billing_country' && !COUNTRIES[value]) errors.push({ id: field.name, message: `'${esc(value)}' is not a valid country code.` });
    if (field.name === 'billing_postcode' && !/^[a-z0-9][a-z0-9 -]{1,10}$/i.test(value)) errors.push({ id: field.name, message: 'Please enter a valid postcode / ZIP.' });
  }
  if (!PAYMENT_METHODS.some((m) => m.id === values.payment_method)) errors.push({ id: 'payment_method', message: 'Invalid payment method.' });
  for (const line of totals.priced) {
    if (!line.product.in_stock || (line.product.stock !== null && line.quantity > line.product.stock)) {
      errors.push({ id: 'stock', message: `Sorry, we do not have enough “${noticeName((line.parent ?? line.product).name)}” in stock to fulfil your order. We apologize for any inconvenience caused.` });
    }
  }
  return errors;
}

export interface PlacedOrder {
  id: number;
  key: string;
}

/**
 * Places the order through the cart's one mutation path: the order, the stock, the coupons'
 * use and the emptied cart in one transaction, then the cart cookies (0 items).
 */
export function checkoutCart(db: Db, request: FastifyRequest, reply: FastifyReply, values: Record<string, string>): PlacedOrder {
  let order: PlacedOrder | null = null;
  changeCart(db, request, reply, (lines, sessionId) => {
    order = placeOrder(db, sessionId, lines, values);
    lines.splice(0);
    return { ok: true, key: '' };
  });
  return order!;
}

function placeOrder(db: Db, sessionId: string, lines: CartLine[], values: Record<string, string>): PlacedOrder {
  const userId = (db.prepare('SELECT user_id FROM sessions WHERE id = ?').get(sessionId) as { user_id: number | null } | undefined)?.user_id ?? null;
  const codes = readCoupons(db, sessionId);
  const totals = orderTotals(db, lines, codes);
  const key = `wc_order_${randomBytes(8).toString('hex')}`;
  const billing = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f.name, values[f.name] ?? '']));
  const items = totals.priced.map((l) => ({ product_id: l.product_id, variation_id: l.variation_id, name: l.variation_id ? l.product.name : (l.parent ?? l.product).name, quantity: l.quantity, total: l.lineTotal, variation: l.variation }));
  const id = db.transaction(() => {
    for (const l of totals.priced) {
      if (l.product.stock !== null) db.prepare('UPDATE products SET stock = stock - ?, in_stock = CASE WHEN stock - ? > 0 THEN 1 ELSE 0 END WHERE id = ?').run(l.quantity, l.quantity, l.product.id);
    }
    for (const { code } of totals.discounts) db.prepare('UPDATE coupons SET usage_count = usage_count + 1 WHERE code = ?').run(code);
    const inserted = db.prepare(`INSERT INTO orders (order_key, session_id, user_id, billing, items, subtotal, discount, coupons, total, payment_method, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(key, sessionId, userId, JSON.stringify({ ...billing, order_comments: values[ORDER_NOTES.name] ?? '' }), JSON.stringify(items), totals.subtotal, totals.discount, JSON.stringify(totals.discounts), totals.total, values.payment_method, 'processing', Date.now());
    writeCoupons(db, sessionId, []);
    return Number(inserted.lastInsertRowid);
  })();
  return { id, key };
}

/** WooCommerce's error list, each item naming its field (data-id), as checkout.js expects. */
export function checkoutErrorsHtml(errors: CheckoutError[]): string {
  return `<ul class="woocommerce-error" role="alert">${errors.map((e) => `<li data-id="${esc(e.id)}">${e.message}</li>`).join('')}</ul>`;
}
