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
import { addressFields } from './address-locale.ts';
import { stateChoices } from './country-states.ts';
import { formatPostcode, isPostcode } from './postcode.ts';

export interface CheckoutField {
  name: string;
  label: string;
  /** `state`: a select of the country's states, a text field, or nothing to ask (states.ts). */
  type: 'text' | 'email' | 'tel' | 'select' | 'state';
  autocomplete: string;
  required: boolean;
  /** WooCommerce's order (its field priority; a country's locale may move a field). */
  priority: number;
  /** The country asks nothing here (WooCommerce's locale hides the field). */
  hidden?: boolean;
  /** WooCommerce's row classes before its validate-* ones (form-row-first/last/wide, address-field, …). */
  classes: string[];
  /** WooCommerce's checks beside "required" (its row gets validate-<check>; checkout.js reads them). */
  validate?: ('email' | 'phone' | 'postcode' | 'state')[];
}

export const CHECKOUT_FIELDS: CheckoutField[] = [
  { name: 'billing_first_name', label: 'First name', type: 'text', autocomplete: 'given-name', priority: 10, required: true, classes: ['form-row-first'] },
  { name: 'billing_last_name', label: 'Last name', type: 'text', autocomplete: 'family-name', priority: 20, required: true, classes: ['form-row-last'] },
  { name: 'billing_company', label: 'Company name', type: 'text', autocomplete: 'organization', priority: 30, required: false, classes: ['form-row-wide'] },
  {
    name: 'billing_country',
    label: 'Country / Region',
    type: 'select',
    autocomplete: 'country',
    priority: 40,
    required: true,
    classes: ['form-row-wide', 'address-field', 'update_totals_on_change'],
  },
  {
    name: 'billing_address_1',
    label: 'Street address',
    type: 'text',
    autocomplete: 'address-line1',
    priority: 50,
    required: true,
    classes: ['form-row-wide', 'address-field'],
  },
  {
    name: 'billing_address_2',
    label: 'Apartment, suite, unit, etc.',
    type: 'text',
    autocomplete: 'address-line2',
    priority: 60,
    required: false,
    classes: ['form-row-wide', 'address-field'],
  },
  {
    name: 'billing_city',
    label: 'Town / City',
    type: 'text',
    autocomplete: 'address-level2',
    priority: 70,
    required: true,
    classes: ['form-row-wide', 'address-field'],
  },
  {
    name: 'billing_state',
    label: 'State / County',
    type: 'state',
    autocomplete: 'address-level1',
    priority: 80,
    // WooCommerce's default; most countries' locales make it optional or drop it.
    required: true,
    classes: ['form-row-wide', 'address-field'],
    validate: ['state'],
  },
  {
    name: 'billing_postcode',
    label: 'Postcode / ZIP',
    type: 'text',
    autocomplete: 'postal-code',
    priority: 90,
    required: true,
    classes: ['form-row-wide', 'address-field'],
    validate: ['postcode'],
  },
  { name: 'billing_phone', label: 'Phone', type: 'tel', autocomplete: 'tel', priority: 100, required: false, classes: ['form-row-wide'], validate: ['phone'] },
  {
    name: 'billing_email',
    label: 'Email address',
    type: 'email',
    autocomplete: 'email',
    priority: 110,
    required: true,
    classes: ['form-row-wide'],
    validate: ['email'],
  },
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

/** The billing fields for the posted country (none chosen, or not one sold to: WooCommerce's defaults). */
export const billingFieldsFor = (values: Record<string, string>): CheckoutField[] =>
  addressFields(CHECKOUT_FIELDS, isSoldTo(values.billing_country ?? '') ? values.billing_country! : '');

/**
 * The address as WooCommerce keeps it (validate_posted_data's rewrites): the postcode written the
 * country's way ("sw1a1aa" → "SW1A 1AA"), a state given by its name or in small letters turned
 * into its code ("texas" → "TX"). A state the country does not ask for is dropped (WooCommerce's
 * scripts empty that hidden field; a form sent without them must not keep a state picked for
 * another country).
 */
export function normalizedAddress(values: Record<string, string>): Record<string, string> {
  const country = values.billing_country ?? '';
  const state = billingFieldsFor(values).find((f) => f.name === 'billing_state');
  return {
    ...values,
    billing_postcode: formatPostcode(values.billing_postcode ?? '', country),
    billing_state: state?.hidden ? '' : stateCode(values.billing_state ?? '', country),
  };
}

/** A state as its code when the country lists it (by code or by name, any case); else as given. */
function stateCode(state: string, country: string): string {
  const states = stateChoices(country);
  if (!state || !states?.length) return state;
  const upper = state.toLocaleUpperCase();
  const found = states.find(([code, name, english]) => code.toUpperCase() === upper || name.toLocaleUpperCase() === upper || english.toUpperCase() === upper);
  return found ? found[0] : upper;
}

/**
 * The billing fields' checks for the posted country, with WooCommerce's messages (the
 * checkout's and my account's address form's), on values as normalizedAddress wrote them;
 * `label` names a field in its messages (markup).
 */
export function billingFieldErrors(values: Record<string, string>, label: (f: CheckoutField) => string): CheckoutError[] {
  const errors: CheckoutError[] = [];
  const country = values.billing_country ?? '';
  for (const field of billingFieldsFor(values)) {
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
    if (field.name === 'billing_postcode' && !isPostcode(value, country))
      errors.push({
        id: field.name,
        message:
          country === 'IE'
            ? sprintf(
                __('%1$s is not valid. You can look up the correct Eircode <a target="_blank" href="%2$s">here</a>.'),
                label(field),
                'https://finder.eircode.ie',
              )
            : sprintf(__('%s is not a valid postcode / ZIP.'), label(field)),
      });
    const states = field.name === 'billing_state' ? stateChoices(country) : undefined;
    if (states?.length && !states.some(([code]) => code === value))
      errors.push({
        id: field.name,
        message: sprintf(__('%1$s is not valid. Please enter one of the following: %2$s'), label(field), states.map(([, name]) => esc(name)).join(', ')),
      });
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
