/**
 * Input schemas for the routes that dispatch on a field (wc-ajax endpoints, admin-ajax actions,
 * WooCommerce's query-string handlers), checked with Ajv, the validator Fastify itself uses for
 * route schemas. A request that fails gets a 400 with a plain message naming the field
 * (see errors.ts), before anything is read from or written to the database.
 */
import { Ajv, type ErrorObject, type JSONSchemaType, type ValidateFunction } from 'ajv';
import { CHECKOUT_FIELDS } from './checkout/checkout.ts';

export const ajv = new Ajv({ allErrors: false, strict: true });

/** A positive integer id as PHP's absint would read a clean one (no signs, exponents or hex). */
export const ID = { type: 'string', pattern: '^\\s*[0-9]{1,10}\\s*$', maxLength: 24 } as const;
/** A quantity typed by a shopper: digits only (1e3, 0x10, 1.5 and -1 are refused). */
export const QUANTITY = { type: 'string', pattern: '^\\s*[0-9]{0,7}\\s*$', maxLength: 24 } as const;
export const CART_KEY = { type: 'string', pattern: '^[0-9a-f]{32}$' } as const;
export const NONCE = { type: 'string', maxLength: 64 } as const;
export const SHORT_TEXT = { type: 'string', maxLength: 200 } as const;
const ATTRIBUTES = { '^attribute_': SHORT_TEXT } as const;

export class BadRequest extends Error {
  constructor(
    message: string,
    readonly body?: unknown,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/** What was wrong, naming the field only: never a pattern or a limit from the schema. */
export function describeValidationErrors(errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return 'The request is not valid.';
  if (error.keyword === 'required') return `The field "${String(error.params.missingProperty)}" is required.`;
  const field = error.instancePath
    .split('/')
    .filter(Boolean)
    .join('.')
    .replace(/[^\w.[\]-]/g, '')
    .slice(0, 60);
  return field ? `Invalid value for "${field}".` : 'The request is not valid.';
}

/** Checks `data` against `check`; throws BadRequest (with `shape(message)` as the body) when it fails. */
export function validate<T>(check: ValidateFunction<T>, data: unknown, shape?: (message: string) => unknown): T {
  const value = data ?? {};
  if (!check(value)) {
    const message = describeValidationErrors(check.errors);
    throw new BadRequest(message, shape?.(message));
  }
  return value;
}

const form = (properties: Record<string, unknown>, required: string[] = []) =>
  ajv.compile({ type: 'object', properties, required, patternProperties: ATTRIBUTES, additionalProperties: true });

type Fields<K extends string> = Partial<Record<K, string>> & Record<string, unknown>;

export const checks = {
  wcAjaxQuery: form({ 'wc-ajax': { type: 'string', pattern: '^[a-z0-9_-]{1,64}$' } }) as ValidateFunction<Fields<'wc-ajax'>>,
  /** The live search: the phrase (s), the language (l), the headline style. */
  search: form({
    s: SHORT_TEXT,
    l: { type: 'string', pattern: '^[a-zA-Z_-]{0,12}$' },
    grouping: { type: 'string', enum: ['none', 'headline', 'headline-v2'] },
  }) as ValidateFunction<Fields<'s' | 'l' | 'grouping'>>,
  addToCart: form({ product_id: ID, quantity: QUANTITY, variation_id: ID }) as ValidateFunction<Fields<'product_id' | 'quantity' | 'variation_id'>>,
  removeFromCart: form({ cart_item_key: CART_KEY }, ['cart_item_key']) as ValidateFunction<Fields<'cart_item_key'>>,
  getVariation: form({ product_id: ID }) as ValidateFunction<Fields<'product_id'>>,
  quickView: form({ product: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, ['product']) as ValidateFunction<Fields<'product'>>,
  /** The theme's photo feed: its settings string, `account|count`. */
  photoFeed: form({ data: { type: 'string', maxLength: 100 } }, ['data']) as ValidateFunction<Fields<'data'>>,
  adminAjaxAction: form({ action: { type: 'string', pattern: '^[a-z0-9_]{1,64}$' } }) as ValidateFunction<Fields<'action'>>,
  formAddToCart: form({ 'add-to-cart': ID, product_id: ID, quantity: QUANTITY, variation_id: ID, 'shop-buy-now': ID }) as ValidateFunction<
    Fields<'add-to-cart' | 'product_id' | 'quantity' | 'variation_id' | 'shop-buy-now'>
  >,
  alterQuantity: form({ cart_item_key: CART_KEY, quantity: { ...QUANTITY, pattern: '^\\s*[0-9]{1,7}\\s*$' }, security: NONCE }, [
    'cart_item_key',
    'quantity',
  ]) as ValidateFunction<Fields<'cart_item_key' | 'quantity' | 'security'>>,
  addToCartLink: form({ 'add-to-cart': ID, quantity: QUANTITY }) as ValidateFunction<Fields<'add-to-cart' | 'quantity'>>,
  removeItemLink: form({ remove_item: CART_KEY, _wpnonce: NONCE }, ['remove_item']) as ValidateFunction<Fields<'remove_item' | '_wpnonce'>>,
  orderAgainLink: form({ order_again: ID, _wpnonce: NONCE }, ['order_again']) as ValidateFunction<Fields<'order_again' | '_wpnonce'>>,
  removeCouponLink: form({ remove_coupon: SHORT_TEXT, _wpnonce: NONCE }, ['remove_coupon']) as ValidateFunction<Fields<'remove_coupon' | '_wpnonce'>>,
  /** cart.js's shipping method change (the chosen methods are not read: the demo has none). */
  updateShippingMethod: form({ security: NONCE }) as ValidateFunction<Fields<'security'>>,
  /** "Have a coupon?" at the checkout, posted without JavaScript. */
  checkoutCoupon: form({ coupon_code: SHORT_TEXT, apply_coupon: SHORT_TEXT, 'woocommerce-cart-nonce': NONCE }) as ValidateFunction<
    Fields<'coupon_code' | 'apply_coupon' | 'woocommerce-cart-nonce'>
  >,
  couponAjax: form({ coupon_code: SHORT_TEXT, coupon: SHORT_TEXT, security: NONCE }) as ValidateFunction<Fields<'coupon_code' | 'coupon' | 'security'>>,
  /** My account's billing address form (WooCommerce's form-edit-address.php). */
  editAddress: form({
    ...Object.fromEntries([...CHECKOUT_FIELDS.map((f) => f.name), 'save_address', 'action'].map((name) => [name, SHORT_TEXT])),
    'woocommerce-edit-address-nonce': NONCE,
  }) as ValidateFunction<Fields<'woocommerce-edit-address-nonce'>>,
  /** My account's account details form (WooCommerce's form-edit-account.php). */
  editAccount: form({
    ...Object.fromEntries(
      [
        'account_first_name',
        'account_last_name',
        'account_display_name',
        'account_email',
        'password_current',
        'password_1',
        'password_2',
        'save_account_details',
        'action',
      ].map((name) => [name, SHORT_TEXT]),
    ),
    'save-account-details-nonce': NONCE,
  }) as ValidateFunction<
    Fields<
      | 'account_first_name'
      | 'account_last_name'
      | 'account_display_name'
      | 'account_email'
      | 'password_current'
      | 'password_1'
      | 'password_2'
      | 'save-account-details-nonce'
    >
  >,
  /** "Lost your password?": the request (user_login) and the new password (WooCommerce's form-reset-password.php). */
  lostPassword: form({
    ...Object.fromEntries(['user_login', 'wc_reset_password', 'password_1', 'password_2', 'reset_key', 'reset_login'].map((name) => [name, SHORT_TEXT])),
    'woocommerce-lost-password-nonce': NONCE,
    'woocommerce-reset-password-nonce': NONCE,
  }) as ValidateFunction<
    Fields<'user_login' | 'password_1' | 'password_2' | 'reset_key' | 'reset_login' | 'woocommerce-lost-password-nonce' | 'woocommerce-reset-password-nonce'>
  >,
  /** The reset link's query (`?key=…&id=…`), `show-reset-form`, `reset-link-sent`. */
  lostPasswordQuery: ajv.compile({
    type: 'object',
    properties: { key: { type: 'string', maxLength: 100 }, id: ID, 'show-reset-form': SHORT_TEXT, 'reset-link-sent': SHORT_TEXT },
    additionalProperties: true,
  }) as ValidateFunction<Fields<'key' | 'id' | 'show-reset-form' | 'reset-link-sent'>>,
  orderReview: form({ security: NONCE, payment_method: SHORT_TEXT, post_data: { type: 'string', maxLength: 20_000 } }) as ValidateFunction<
    Fields<'security' | 'payment_method' | 'post_data'>
  >,
};

/** The cart form's quantities: `cart[<key>][qty]` fields. */
export const cartFormCheck: ValidateFunction<Record<string, unknown>> = ajv.compile({
  type: 'object',
  properties: { 'woocommerce-cart-nonce': NONCE, coupon_code: SHORT_TEXT },
  patternProperties: { '^cart\\[': { type: 'string', pattern: '^\\s*[0-9]{0,7}\\s*$' } },
  additionalProperties: true,
});

export type { JSONSchemaType };
