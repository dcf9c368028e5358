/** The theme's admin-ajax actions: product-form add to cart and mini-cart quantity change. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { productById } from './catalog.ts';
import { addToCart, setQuantity, writeCart } from './cart.ts';
import type { Db } from './db.ts';
import { fragmentsOf } from './fragments.ts';
import { cartOf, ensureSession, setCartCookies, verifyNonce, NO_CACHE_HEADERS } from './session.ts';
import { absint, attributeFields, field } from './wc-ajax.ts';
import { esc } from './html.ts';

export const THEME_PREFIX = 'shop';
export const QUANTITY_NONCE_ACTION = `${THEME_PREFIX}-cart-quantity`;

const notice = (kind: 'error' | 'message', text: string) =>
  kind === 'error'
    ? `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>`
    : `<div class="woocommerce-message" role="alert">${text}</div>`;

function formAddToCart(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  const id = absint(field(body, 'add-to-cart') ?? field(body, 'product_id'));
  const variationId = absint(field(body, 'variation_id'));
  const product = productById(db, id);
  const raw = field(body, 'quantity');
  const quantity = raw === undefined || raw === '' ? 1 : Number(raw);
  const productUrl = product?.slug ? `/product/${product.slug}/` : false;
  if (!product) return { error: true, product_url: productUrl, notices: notice('error', 'Sorry, this product cannot be purchased.') };
  const sessionId = ensureSession(db, request, reply);
  const { lines } = cartOf(db, request);
  const result = addToCart(db, lines, id, quantity, variationId, attributeFields(body));
  if (!result.ok) return { error: true, product_url: productUrl, notices: notice('error', result.message) };
  writeCart(db, sessionId, lines);
  setCartCookies(db, request, reply, lines);
  const name = esc(product.name);
  return { ...fragmentsOf(db, lines), notices: notice('message', `“${name}” has been added to your cart.`) };
}

function alterQuantity(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const body = request.body;
  if (!verifyNonce(db, QUANTITY_NONCE_ACTION, field(body, 'security'))) {
    // WordPress's check_ajax_referer(): -1 with 403.
    return reply.code(403).type('text/html').send('-1');
  }
  const { sessionId, lines } = cartOf(db, request);
  const raw = field(body, 'quantity') ?? '';
  const quantity = /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!sessionId) return { success: false, data: { message: 'Your cart is empty.' } };
  const result = setQuantity(db, lines, field(body, 'cart_item_key') ?? '', quantity);
  if (!result.ok) return { success: false, data: { message: result.message.replace(/&mdash;/g, '—') } };
  writeCart(db, sessionId, lines);
  setCartCookies(db, request, reply, lines);
  return { success: true, data: fragmentsOf(db, lines) };
}

export function handleAdminAjax(db: Db, request: FastifyRequest, reply: FastifyReply): unknown {
  reply.headers(NO_CACHE_HEADERS);
  switch (field(request.body, 'action') ?? field(request.query, 'action')) {
    case `${THEME_PREFIX}_ajax_add_to_cart`:
      return formAddToCart(db, request, reply);
    case `${THEME_PREFIX}_ajax_cart_item_alter_quantity`:
      return alterQuantity(db, request, reply);
    default:
      // admin-ajax.php answers an unknown action with '0' (HTTP 400 since WordPress 4.7).
      return reply.code(400).type('text/html').send('0');
  }
}
