/**
 * WooCommerce's classic checkout: its billing fields and validation messages, the stock check
 * and a demo payment method, for the no-script form and `?wc-ajax=checkout` alike (the order
 * itself is placed by place-order.ts).
 */
import type { PricedLine } from '../cart/cart.ts';
import { esc, noticeName } from '../html.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import { ATTRIBUTION_FORM_FIELDS, ATTRIBUTION_PREFIX } from './order-attribution.ts';
import { isSoldTo } from './countries.ts';

export interface CheckoutField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  autocomplete: string;
  required: boolean;
  /** WooCommerce's row classes before its validate-* ones (form-row-first/last/wide, address-field, …). */
  classes: string[];
  /** WooCommerce's checks beside "required" (its row gets validate-<check>; checkout.js reads them). */
  validate?: ('email' | 'phone' | 'postcode' | 'state')[];
}

export const CHECKOUT_FIELDS: CheckoutField[] = [
  { name: 'billing_first_name', label: 'First name', type: 'text', autocomplete: 'given-name', required: true, classes: ['form-row-first'] },
  { name: 'billing_last_name', label: 'Last name', type: 'text', autocomplete: 'family-name', required: true, classes: ['form-row-last'] },
  { name: 'billing_company', label: 'Company name', type: 'text', autocomplete: 'organization', required: false, classes: ['form-row-wide'] },
  {
    name: 'billing_country',
    label: 'Country / Region',
    type: 'select',
    autocomplete: 'country',
    required: true,
    classes: ['form-row-wide', 'address-field', 'update_totals_on_change'],
  },
  {
    name: 'billing_address_1',
    label: 'Street address',
    type: 'text',
    autocomplete: 'address-line1',
    required: true,
    classes: ['form-row-wide', 'address-field'],
  },
  {
    name: 'billing_address_2',
    label: 'Apartment, suite, unit, etc.',
    type: 'text',
    autocomplete: 'address-line2',
    required: false,
    classes: ['form-row-wide', 'address-field'],
  },
  { name: 'billing_city', label: 'Town / City', type: 'text', autocomplete: 'address-level2', required: true, classes: ['form-row-wide', 'address-field'] },
  {
    name: 'billing_state',
    label: 'State / County',
    type: 'text',
    autocomplete: 'address-level1',
    required: false,
    classes: ['form-row-wide', 'address-field'],
    validate: ['state'],
  },
  {
    name: 'billing_postcode',
    label: 'Postcode / ZIP',
    type: 'text',
    autocomplete: 'postal-code',
    required: true,
    classes: ['form-row-wide', 'address-field'],
    validate: ['postcode'],
  },
  { name: 'billing_phone', label: 'Phone', type: 'tel', autocomplete: 'tel', required: false, classes: ['form-row-wide'], validate: ['phone'] },
  { name: 'billing_email', label: 'Email address', type: 'email', autocomplete: 'email', required: true, classes: ['form-row-wide'], validate: ['email'] },
];

export const ORDER_NOTES = { name: 'order_comments', label: 'Order notes', placeholder: 'Notes about your order, e.g. special notes for delivery.' };

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
  const names = [
    ...CHECKOUT_FIELDS.map((f) => f.name),
    ORDER_NOTES.name,
    'payment_method',
    'woocommerce-process-checkout-nonce',
    'terms',
    'terms-field',
    'createaccount',
    ...ATTRIBUTION_FORM_FIELDS,
  ];
  const long = (name: string) => name === ORDER_NOTES.name || name.startsWith(ATTRIBUTION_PREFIX);
  const values = Object.fromEntries(
    names.map((name) => [name, typeof source[name] === 'string' ? (source[name] as string).trim().slice(0, long(name) ? 2000 : MAX_FIELD) : '']),
  );
  // A password is kept as typed (spaces count), never echoed back into the form.
  const password = source.account_password;
  return { ...values, account_password: typeof password === 'string' ? password.slice(0, MAX_FIELD) : '' };
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;
const PHONE = /^[\s#0-9_\-+/().]*$/;

/**
 * The billing fields' checks, with WooCommerce's messages (the checkout's and my account's
 * address form's); `label` names a field in its messages (markup).
 */
export function billingFieldErrors(values: Record<string, string>, label: (f: CheckoutField) => string): CheckoutError[] {
  const errors: CheckoutError[] = [];
  for (const field of CHECKOUT_FIELDS) {
    const value = values[field.name] ?? '';
    if (field.required && value === '') {
      errors.push({ id: field.name, message: sprintf(__('%s is a required field.'), label(field)) });
      continue;
    }
    if (value === '') continue;
    if (field.name === 'billing_email' && !EMAIL.test(value))
      errors.push({ id: field.name, message: sprintf(__('%s is not a valid email address.'), label(field)) });
    if (field.name === 'billing_phone' && !PHONE.test(value))
      errors.push({ id: field.name, message: sprintf(__('%s is not a valid phone number.'), label(field)) });
    if (field.name === 'billing_country' && !isSoldTo(value))
      errors.push({ id: field.name, message: sprintf(__("'%s' is not a valid country code."), esc(value)) });
    if (field.name === 'billing_postcode' && !/^[a-z0-9][a-z0-9 -]{1,10}$/i.test(value))
      errors.push({ id: field.name, message: __('Please enter a valid postcode / ZIP.') });
  }
  return errors;
}

/** WC_Checkout::validate_posted_data and validate_checkout, with WooCommerce's messages. */
export function validateCheckout(values: Record<string, string>): CheckoutError[] {
  // WooCommerce's words in the shopper's language ('Billing %s' around the field's label).
  const errors = billingFieldErrors(values, (f) => `<strong>${esc(sprintf(__('Billing %s'), __(f.label)))}</strong>`);
  if (!PAYMENT_METHODS.some((m) => m.id === values.payment_method)) errors.push({ id: 'payment_method', message: __('Invalid payment method.') });
  // WooCommerce's rule: the box is required when the form printed it (its hidden terms-field).
  if (values['terms-field'] !== '' && values.terms === '')
    errors.push({ id: 'terms', message: __('Please read and accept the terms and conditions to proceed with your order.') });
  return errors;
}

/**
 * WooCommerce's check_cart_item_stock: the lines asking for more than a product has, the
 * quantities of one stock unit added up (two colours of an "any colour" variation share its stock).
 */
export function stockErrors(priced: PricedLine[]): CheckoutError[] {
  const wanted = new Map<number, number>();
  for (const line of priced) wanted.set(line.product.id, (wanted.get(line.product.id) ?? 0) + line.quantity);
  const errors: CheckoutError[] = [];
  const told = new Set<number>();
  for (const line of priced) {
    const { product } = line;
    if (told.has(product.id)) continue;
    if (!product.in_stock || (product.stock !== null && wanted.get(product.id)! > product.stock)) {
      told.add(product.id);
      errors.push({
        id: 'stock',
        message: sprintf(
          __('Sorry, we do not have enough %s in stock to fulfil your order. We apologize for any inconvenience caused.'),
          `“${noticeName((line.parent ?? product).name)}”`,
        ),
      });
    }
  }
  return errors;
}

/** WooCommerce's answer to a checkout whose cart is gone (placed in another tab, or the session ended). */
export const sessionExpired = (): CheckoutError => ({
  id: 'session',
  message: `${__('Sorry, your session has expired.')} <a href="/shop/" class="wc-backward">${__('Return to shop')}</a>`,
});

/** WooCommerce's answer to a checkout whose nonce is not the session's. */
export const orderNotProcessed = (): CheckoutError => ({ id: 'nonce', message: __('We were unable to process your order, please try again.') });

export interface PlacedOrder {
  id: number;
  key: string;
}

/** WooCommerce's error list, each item naming its field (data-id), as checkout.js expects. */
export function checkoutErrorsHtml(errors: CheckoutError[]): string {
  return `<ul class="woocommerce-error" role="alert">${errors.map((e) => `<li data-id="${esc(e.id)}">${e.message}</li>`).join('')}</ul>`;
}
