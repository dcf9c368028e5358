/** `?wc-ajax=<endpoint>` with WooCommerce's answers, cookies and no-cache headers (DESIGN §4). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { productById, type ProductRow } from '../catalogue/catalog.ts';
import { addToCart, findVariation, removeLine } from './cart.ts';
import { changeCart } from './cart-mutation.ts';
import type { Db } from '../db.ts';
import { fragmentsOf } from './fragments.ts';
import { addNotice, cartOf, ensureSession, NO_CACHE_HEADERS } from '../session.ts';
import { checks, validate } from '../validation.ts';
import { variationObject } from '../catalogue/variation-data.ts';
import { checkoutEndpoint, couponEndpoint, updateOrderReview } from '../checkout/wc-ajax-checkout.ts';
import { handleSearchEndpoint } from '../search/search-routes.ts';

type Body = Record<string, unknown>;

/** A form field as text: the first of repeated values; anything that is not text is absent. */
export const field = (body: unknown, name: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Body)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
};

/** PHP's absint() on a value the schema already allowed ('  12 ' -> 12); anything else -> 0. */
export const absint = (value: string | undefined): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(n) ? Math.abs(n) : 0;
};

export function attributeFields(body: unknown): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries((body && typeof body === 'object' ? body : {}) as Body)) {
    if (name.startsWith('attribute_') && typeof value === 'string') chosen[name] = value;
  }
  return chosen;
}

/** WooCommerce: an empty quantity (including "0") means 1; the schema allows digits only. */
export function quantityOf(value: string | undefined): number {
  const n = Number((value ?? '').trim());
  return n === 0 ? 1 : n;
}

/** WooCommerce's product_url: the product's permalink, absolute (on the site's own address, never the Host header's). */
export function productUrl(request: FastifyRequest, product: ProductRow | undefined): string | false {
  if (!product?.slug) return false;
  return `${request.server.siteUrl()}/product/${encodeURIComponent(product.slug)}/`;
}

function addFromListing(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const body = validate(checks.addToCart, request.body, (message) => ({ error: true, product_url: false, message }));
  if (body.product_id === undefined) return reply.type('text/html').send('');
  const id = absint(body.product_id);
  const product = productById(db, id);
  const parent = product?.type === 'variation' ? productById(db, product.parent_id ?? 0) : product;
  const { result, sessionId, lines } = changeCart(db, request, reply, (lines, session) => addToCart(db, session, lines, id, quantityOf(body.quantity), absint(body.variation_id), attributeFields(body)));
  if (!result.ok) {
    // WooCommerce keeps the reason as a notice; the product page it redirects to prints it.
    if (parent) addNotice(db, ensureSession(db, request, reply), 'error', result.message);
    return { error: true, product_url: productUrl(request, parent) };
  }
  return fragmentsOf(db, lines, sessionId);
}

export function handleWcAjax(db: Db, endpoint: string, request: FastifyRequest, reply: FastifyReply): unknown {
  reply.headers(NO_CACHE_HEADERS);
  const body = request.body;
  switch (endpoint) {
    case 'get_refreshed_fragments': {
      const { sessionId, lines } = cartOf(db, request);
      return fragmentsOf(db, lines, sessionId);
    }
    case 'add_to_cart':
      return addFromListing(db, request, reply);
    case 'remove_from_cart': {
      const { cart_item_key: key = '' } = validate(checks.removeFromCart, body, () => ({ success: false }));
      const { result, sessionId, lines } = changeCart(db, request, reply, (lines) => (removeLine(lines, key) ? { ok: true, key } : { ok: false, message: '' }));
      return result.ok ? fragmentsOf(db, lines, sessionId) : { success: false };
    }
    case 'get_variation': {
      const fields = validate(checks.getVariation, body, () => false);
      const parent = productById(db, absint(fields.product_id));
      if (!parent || parent.type !== 'variable') return false;
      const variation = findVariation(db, parent.id, attributeFields(body));
      return variation ? variationObject(db, parent, variation) : false;
    }
    case 'apply_coupon':
      return couponEndpoint(db, 'apply', request, reply);
    case 'remove_coupon':
      return couponEndpoint(db, 'remove', request, reply);
    case 'update_order_review':
      return updateOrderReview(db, request, reply);
    case 'checkout':
      return checkoutEndpoint(db, request, reply);
    case 'shop_ajax_search':
    case 'shop_result_details':
    case 'shop_get_prices':
      return handleSearchEndpoint(db, endpoint, request);
    default:
      // WooCommerce answers an unknown wc-ajax action with an empty 200 ('0' from admin-ajax).
      return reply.type('text/html').send('');
  }
}
