/** `?wc-ajax=<endpoint>` with WooCommerce's answers, cookies and no-cache headers (DESIGN §4). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { productById } from './catalog.ts';
import { addToCart, findVariation, removeLine, writeCart } from './cart.ts';
import type { Db } from './db.ts';
import { fragmentsOf } from './fragments.ts';
import { cartOf, ensureSession, setCartCookies, NO_CACHE_HEADERS } from './session.ts';
import { variationObject } from './variation-data.ts';

type Body = Record<string, string | string[] | undefined>;

export const field = (body: unknown, name: string): string | undefined => {
  const value = (body && typeof body === 'object' ? (body as Body)[name] : undefined);
  return Array.isArray(value) ? value[0] : value;
};

/** PHP's absint(): '12abc' -> 12, 'abc' -> 0, '-3' -> 3. */
export const absint = (value: string | undefined): number => Math.abs(Number.parseInt(value ?? '', 10)) || 0;

export function attributeFields(body: unknown): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries((body && typeof body === 'object' ? body : {}) as Body)) {
    if (name.startsWith('attribute_') && typeof value === 'string') chosen[name] = value;
  }
  return chosen;
}

/** WooCommerce: empty quantity (including "0") means 1; other values are wc_stock_amount()ed. */
export function quantityOf(value: string | undefined): number {
  if (value === undefined || value === '' || value === '0') return 1;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

export function refreshedFragments(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const { lines } = cartOf(db, request);
  return fragmentsOf(db, lines);
}

export function handleWcAjax(db: Db, endpoint: string, request: FastifyRequest, reply: FastifyReply): unknown {
  reply.headers(NO_CACHE_HEADERS);
  const body = request.body;
  switch (endpoint) {
    case 'get_refreshed_fragments':
      return refreshedFragments(db, request, reply);
    case 'add_to_cart': {
      if (field(body, 'product_id') === undefined) return reply.type('text/html').send('');
      const id = absint(field(body, 'product_id'));
      const product = productById(db, id);
      const parentId = product?.type === 'variation' ? (product.parent_id ?? id) : id;
      const sessionId = ensureSession(db, request, reply);
      const { lines } = cartOf(db, request);
      const result = product ? addToCart(db, lines, id, quantityOf(field(body, 'quantity')), 0, attributeFields(body)) : null;
      if (!result?.ok) {
        const parent = productById(db, parentId);
        return { error: true, product_url: parent?.slug ? `/product/${parent.slug}/` : false };
      }
      writeCart(db, sessionId, lines);
      setCartCookies(db, request, reply, lines);
      return fragmentsOf(db, lines);
    }
    case 'remove_from_cart': {
      const { sessionId, lines } = cartOf(db, request);
      const key = field(body, 'cart_item_key') ?? '';
      if (!sessionId || !key || !removeLine(lines, key)) return { success: false };
      writeCart(db, sessionId, lines);
      setCartCookies(db, request, reply, lines);
      return fragmentsOf(db, lines);
    }
    case 'get_variation': {
      const parent = productById(db, absint(field(body, 'product_id')));
      if (!parent || parent.type !== 'variable') return false;
      const variation = findVariation(db, parent.id, attributeFields(body));
      return variation ? variationObject(db, parent, variation) : false;
    }
    default:
      // WooCommerce answers an unknown wc-ajax action with an empty 200 ('0' from admin-ajax).
      return reply.type('text/html').send('');
  }
}
