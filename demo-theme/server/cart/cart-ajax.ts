/**
 * The cart's answers to scripts, WooCommerce's own (`?wc-ajax=get_refreshed_fragments`,
 * `add_to_cart`, `remove_from_cart`, `get_variation`, with its answers and cookies) and the
 * theme's admin-ajax actions (product-form add, mini-cart quantity, nonce refresh).
 */
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { productById } from '../catalogue/catalogue-queries.ts';
import { productUrl } from '../catalogue/permalinks.ts';
import { variationObject } from '../catalogue/variation-data.ts';
import { noticeName } from '../html.ts';
import type { RequestContext } from '../request-context.ts';
import { absint, attributeFields, quantityOf } from '../request-fields.ts';
import { createNonce, QUANTITY_NONCE_ACTION, THEME_PREFIX, verifyNonce } from '../security/nonces.ts';
import { addNotice, ensureSession } from '../session.ts';
import { checks, validate } from '../validation.ts';
import { addToCart, findVariation, removeLine, setQuantity } from './cart.ts';
import { changeCart } from './cart-mutation.ts';
import { fragmentsOf } from './fragments.ts';
import { orderTotals, readCoupons } from './coupons.ts';
import { removeCouponUrl } from './cart-routes.ts';
import { cartTotals } from '../../templates/cart.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

const notice = (kind: 'error' | 'message', text: string) =>
  kind === 'error' ? `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>` : `<div class="woocommerce-message" role="alert">${text}</div>`;

/** WooCommerce's add_to_cart: the fragments, or {error, product_url} (the reason kept as a notice for that page). */
function addFromListing({ db, request, reply }: RequestContext) {
  const body = validate(checks.addToCart, request.body, (message) => ({ error: true, product_url: false, message }));
  if (body.product_id === undefined) return reply.type('text/html').send('');
  const id = absint(body.product_id);
  const product = productById(db, id);
  const parent = product?.type === 'variation' ? productById(db, product.parent_id ?? 0) : product;
  const { result, sessionId, lines } = changeCart(db, request, reply, (lines, session) =>
    addToCart(db, session, lines, id, quantityOf(body.quantity), absint(body.variation_id), attributeFields(body)),
  );
  if (!result.ok) {
    if (parent) addNotice(db, ensureSession(db, request, reply), 'error', result.message);
    return { error: true, product_url: productUrl(request, parent) };
  }
  return fragmentsOf(db, lines, sessionId);
}

function removeFromCart({ db, request, reply }: RequestContext) {
  const { cart_item_key: key = '' } = validate(checks.removeFromCart, request.body, () => ({ success: false }));
  const { result, sessionId, lines } = changeCart(db, request, reply, (lines) => (removeLine(lines, key) ? { ok: true, key } : { ok: false, message: '' }));
  return result.ok ? fragmentsOf(db, lines, sessionId) : { success: false };
}

/**
 * WooCommerce's get_variation: no product_id, or no such product, is an empty 200 (its wp_die());
 * a malformed id a 400; a product without that variation `false`.
 */
function getVariation({ db, request, reply }: RequestContext) {
  const fields = validate(checks.getVariation, request.body, () => false);
  const parent = fields.product_id === undefined ? undefined : productById(db, absint(fields.product_id));
  if (!parent) return reply.type('text/html').send('');
  if (parent.type !== 'variable') return false;
  const variation = findVariation(db, parent.id, attributeFields(request.body));
  return variation ? variationObject(db, parent, variation) : false;
}

/** The theme's product-form add: the notices beside the fragments, as the theme's script shows them. */
function addFromForm({ db, request, reply }: RequestContext) {
  const body = validate(checks.formAddToCart, request.body, (message) => ({ error: true, product_url: false, notices: notice('error', message) }));
  const id = absint(body['add-to-cart'] ?? body.product_id);
  const product = productById(db, id);
  const url = productUrl(request, product);
  if (!product) return { error: true, product_url: url, notices: notice('error', __('Sorry, this product cannot be purchased.')) };
  const { result, sessionId, lines } = changeCart(db, request, reply, (lines, session) =>
    addToCart(db, session, lines, id, quantityOf(body.quantity), absint(body.variation_id), attributeFields(body)),
  );
  if (!result.ok) return { error: true, product_url: url, notices: notice('error', result.message) };
  return { ...fragmentsOf(db, lines, sessionId), notices: notice('message', sprintf(__('%s has been added to your cart.'), `“${noticeName(product.name)}”`)) };
}

function alterQuantity(context: RequestContext) {
  const { db, request, reply, sessionId } = context;
  // WordPress's check_ajax_referer(): -1 with 403.
  if (!verifyNonce(db, QUANTITY_NONCE_ACTION, sessionId, context.body.security)) return reply.code(403).type('text/html').send('-1');
  const body = validate(checks.alterQuantity, request.body, (message) => ({ success: false, data: { message } }));
  if (!sessionId) return { success: false, data: { message: __('Your cart is empty.') } };
  const { result, lines } = changeCart(db, request, reply, (lines) => setQuantity(db, lines, body.cart_item_key ?? '', Number(body.quantity)));
  if (!result.ok) return { success: false, data: { message: result.message.replace(/&mdash;/g, '—') } };
  return { success: true, data: fragmentsOf(db, lines, sessionId) };
}

/**
 * A fresh quantity nonce for the visitor's current session: a page printed before the first
 * add carries the nonce of "no session", which the session created by that add no longer
 * accepts. Same-origin scripts only can read the answer (no CORS).
 */
const refreshNonce = ({ db, sessionId }: RequestContext) => ({ success: true, data: { nonce: createNonce(db, QUANTITY_NONCE_ACTION, sessionId) } });

/**
 * WooCommerce's get_cart_totals: the cart page's totals block, which its cart.js puts in place of
 * `.cart_totals` after a shipping change (update_shipping_method answers the same, once its nonce
 * is checked: the demo has no shipping methods to choose).
 */
function cartTotalsBlock({ db, reply, sessionId, lines }: RequestContext) {
  reply.type('text/html; charset=utf-8');
  return cartTotals(orderTotals(db, lines, readCoupons(db, sessionId)), (code) => removeCouponUrl(db, sessionId, code)).html;
}

function updateShippingMethod(context: RequestContext) {
  const { db, request, reply, sessionId } = context;
  const body = validate(checks.updateShippingMethod, request.body);
  if (!verifyNonce(db, 'update-shipping-method', sessionId, body.security)) return reply.code(403).type('text/html').send('-1');
  return cartTotalsBlock(context);
}

export function registerCartAjax({ wcAjax, adminAjax }: AjaxRegistries): void {
  wcAjax.register('get_cart_totals', cartTotalsBlock);
  wcAjax.register('update_shipping_method', updateShippingMethod);
  wcAjax.register('get_refreshed_fragments', ({ db, sessionId, lines }) => fragmentsOf(db, lines, sessionId));
  wcAjax.register('add_to_cart', addFromListing);
  wcAjax.register('remove_from_cart', removeFromCart);
  wcAjax.register('get_variation', getVariation);
  adminAjax.register(`${THEME_PREFIX}_ajax_add_to_cart`, addFromForm);
  adminAjax.register(`${THEME_PREFIX}_ajax_cart_item_alter_quantity`, alterQuantity);
  adminAjax.register(`${THEME_PREFIX}_refresh_nonce`, refreshNonce);
}
