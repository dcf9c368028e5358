/** The theme's admin-ajax actions: product-form add to cart, mini-cart quantity change, nonce refresh, quick view. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { productById } from '../catalogue/catalog.ts';
import { addToCart, setQuantity } from './cart.ts';
import { changeCart } from './cart-mutation.ts';
import type { Db } from '../db.ts';
import { fragmentsOf } from './fragments.ts';
import { noticeName } from '../html.ts';
import { createNonce, verifyNonce } from '../security/nonces.ts';
import { sessionFromRequest, NO_CACHE_HEADERS } from '../session.ts';
import { checks, validate } from '../validation.ts';
import { absint, attributeFields, productUrl, quantityOf } from './wc-ajax.ts';
import { productPageData } from '../catalogue/product-page-data.ts';
import { quickViewHtml } from '../../templates/product.ts';

export const THEME_PREFIX = 'shop';
export const QUANTITY_NONCE_ACTION = `${THEME_PREFIX}-cart-quantity`;

const notice = (kind: 'error' | 'message', text: string) =>
  kind === 'error'
    ? `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>`
    : `<div class="woocommerce-message" role="alert">${text}</div>`;

function formAddToCart(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const body = validate(checks.formAddToCart, request.body, (message) => ({ error: true, product_url: false, notices: notice('error', message) }));
  const id = absint(body['add-to-cart'] ?? body.product_id);
  const product = productById(db, id);
  const url = productUrl(request, product);
  if (!product) return { error: true, product_url: url, notices: notice('error', 'Sorry, this product cannot be purchased.') };
  const { result, sessionId, lines } = changeCart(db, request, reply, (lines, session) =>
    addToCart(db, session, lines, id, quantityOf(body.quantity), absint(body.variation_id), attributeFields(body)));
  if (!result.ok) return { error: true, product_url: url, notices: notice('error', result.message) };
  return { ...fragmentsOf(db, lines, sessionId), notices: notice('message', `“${noticeName(product.name)}” has been added to your cart.`) };
}

function alterQuantity(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const sessionId = sessionFromRequest(db, request);
  if (!verifyNonce(db, QUANTITY_NONCE_ACTION, sessionId, (request.body as Record<string, unknown> | undefined)?.security)) {
    // WordPress's check_ajax_referer(): -1 with 403.
    return reply.code(403).type('text/html').send('-1');
  }
  const body = validate(checks.alterQuantity, request.body, (message) => ({ success: false, data: { message } }));
  if (!sessionId) return { success: false, data: { message: 'Your cart is empty.' } };
  const { result, lines } = changeCart(db, request, reply, (lines) => setQuantity(db, lines, body.cart_item_key ?? '', Number(body.quantity)));
  if (!result.ok) return { success: false, data: { message: result.message.replace(/&mdash;/g, '—') } };
  return { success: true, data: fragmentsOf(db, lines, sessionId) };
}

/**
 * A fresh quantity nonce for the visitor's current session: a page printed before the first
 * add carries the nonce of "no session", which the session created by that add no longer
 * accepts. Same-origin scripts only can read the answer (no CORS).
 */
function refreshNonce(db: Db, request: FastifyRequest) {
  return { success: true, data: { nonce: createNonce(db, QUANTITY_NONCE_ACTION, sessionFromRequest(db, request)) } };
}

/**
 * The quick view's markup for a product (a variation's id shows its product). It changes
 * nothing, so it needs no nonce; an unknown product is a 404 with a message to show.
 */
function quickView(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const body = validate(checks.quickView, { ...(request.query as object), ...(request.body as object) }, () => 'A product id is needed.');
  const found = productById(db, Number(body.product));
  const product = found?.type === 'variation' && found.parent_id !== null ? productById(db, found.parent_id) : found;
  reply.type('text/html; charset=utf-8');
  if (!product) return reply.code(404).send('<p class="woocommerce-info">This product is no longer available.</p>');
  return quickViewHtml(productPageData(db, product, {}));
}

export function handleAdminAjax(db: Db, request: FastifyRequest, reply: FastifyReply): unknown {
  reply.headers(NO_CACHE_HEADERS);
  const { action } = validate(checks.adminAjaxAction, { ...(request.query as object), ...(request.body as object) }, () => '0');
  switch (action) {
    case `${THEME_PREFIX}_ajax_add_to_cart`:
      return formAddToCart(db, request, reply);
    case `${THEME_PREFIX}_ajax_cart_item_alter_quantity`:
      return alterQuantity(db, request, reply);
    case `${THEME_PREFIX}_refresh_nonce`:
      return refreshNonce(db, request);
    case `${THEME_PREFIX}_quickview`:
      return quickView(db, request, reply);
    default:
      // admin-ajax.php answers an unknown action with '0' (HTTP 400 since WordPress 4.7).
      return reply.code(400).type('text/html').send('0');
  }
}
