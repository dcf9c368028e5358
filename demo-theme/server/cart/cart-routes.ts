/**
 * The cart page and its no-script handlers, as WooCommerce's form handler does them: the cart
 * form (quantities, Apply coupon) with its nonce, and the remove links for items and coupons.
 */
import type { FastifyInstance } from 'fastify';
import { removeLine, setQuantity } from './cart.ts';
import { changeCart } from './cart-mutation.ts';
import { applyCoupon, changeCoupons, orderTotals, readCoupons, removeCoupon } from './coupons.ts';
import type { Db } from '../db.ts';
import { removeUrl, variationList } from './fragments.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { CART_NONCE_ACTION, createNonce, verifyNonce } from '../security/nonces.ts';
import { addNotice, cartOf, ensureSession } from '../session.ts';
import { currentUser } from '../accounts/accounts.ts';
import { ORDER_AGAIN_NONCE_ACTION, orderAgain, orderToOrderAgain } from '../checkout/order-again.ts';
import { orderItems } from '../checkout/orders.ts';
import { cartFormCheck, checks, validate } from '../validation.ts';
import { cartPage } from '../../templates/cart.ts';
import { crossSellIds, listedProductsByIds } from '../catalogue/catalogue-queries.ts';
import { withListingPrices } from '../catalogue/catalogue-routes.ts';
import { __ } from '../i18n/demo-locale.ts';

type Query = Record<string, string | undefined>;

/** WooCommerce's words for a cart form whose nonce is no longer the session's. */
export const PAGE_EXPIRED = 'Your cart could not be updated because the page had expired. Please try again.';

/** WooCommerce's coupon remove link (with this session's cart nonce: it changes the cart). */
export function removeCouponUrl(db: Db, sessionId: string | null, code: string, base = '/cart/'): string {
  return `${base}?remove_coupon=${encodeURIComponent(code)}&_wpnonce=${createNonce(db, CART_NONCE_ACTION, sessionId)}`;
}

export function registerCartRoutes(app: FastifyInstance, db: Db, page: PageRenderer): void {
  app.get('/cart/', (request, reply) => {
    const query = request.query as Query;
    const { sessionId, lines } = cartOf(db, request);
    // WooCommerce: a remove link whose nonce is not this session's does nothing.
    if (query.remove_item !== undefined) {
      const { remove_item: key = '', _wpnonce: nonce } = validate(checks.removeItemLink, query);
      if (sessionId && verifyNonce(db, CART_NONCE_ACTION, sessionId, nonce)) {
        const { result } = changeCart(db, request, reply, (l) => (removeLine(l, key) ? { ok: true, key } : { ok: false, message: '' }));
        if (result.ok) addNotice(db, sessionId, 'success', __('Item removed.'));
      }
      return reply.redirect('/cart/', 303);
    }
    // WooCommerce's "Order again" (a completed order of the signed-in customer, with its nonce).
    if (query.order_again !== undefined) {
      const { order_again: id = '', _wpnonce: nonce } = validate(checks.orderAgainLink, query);
      const user = currentUser(db, request);
      const order = user && verifyNonce(db, ORDER_AGAIN_NONCE_ACTION, sessionId, nonce) ? orderToOrderAgain(db, user.id, Number(id)) : null;
      if (!order) return reply.redirect('/cart/', 303);
      const refused = orderAgain(db, request, reply, order);
      const session = ensureSession(db, request, reply);
      for (const message of refused) addNotice(db, session, 'error', message);
      if (refused.length < orderItems(order).length) addNotice(db, session, 'success', __('The cart has been filled with the items from your previous order.'));
      return reply.redirect('/cart/', 303);
    }
    if (query.remove_coupon !== undefined) {
      const { remove_coupon: code = '', _wpnonce: nonce } = validate(checks.removeCouponLink, query);
      if (sessionId && verifyNonce(db, CART_NONCE_ACTION, sessionId, nonce)) {
        const result = changeCoupons(db, sessionId, (codes) => removeCoupon(codes, code));
        addNotice(db, sessionId, result.ok ? 'success' : 'error', result.message);
      }
      return reply.redirect('/cart/', 303);
    }
    const totals = orderTotals(db, lines, readCoupons(db, sessionId));
    return page(request, reply, __('Cart'), 'woocommerce-cart woocommerce-page', (notices) =>
      cartPage({
        totals,
        notices,
        nonce: createNonce(db, CART_NONCE_ACTION, sessionId),
        removeUrl: (key) => removeUrl(db, sessionId, key),
        removeCouponUrl: (code) => removeCouponUrl(db, sessionId, code),
        variations: (l) => variationList(db, l),
        crossSells: withListingPrices(
          db,
          listedProductsByIds(
            db,
            crossSellIds(
              db,
              totals.priced.map((l) => l.product_id),
            ),
          ),
        ),
      }),
    );
  });

  app.post('/cart/', (request, reply) => {
    const body = validate(cartFormCheck, request.body);
    const { sessionId } = cartOf(db, request);
    if (!sessionId) return reply.redirect('/cart/', 303);
    // WooCommerce's form handler acts on the form's buttons only: a post without one (cart.js's
    // wc_update_cart sends the form so, to have the table again) changes nothing.
    const pressed = (name: string) => typeof body[name] === 'string' && body[name] !== '' && body[name] !== '0';
    if (!pressed('apply_coupon') && !pressed('update_cart') && !pressed('proceed')) return reply.redirect('/cart/', 303);
    if (!verifyNonce(db, CART_NONCE_ACTION, sessionId, body['woocommerce-cart-nonce'])) {
      addNotice(db, sessionId, 'error', __(PAGE_EXPIRED));
      return reply.redirect('/cart/', 303);
    }
    const code = typeof body.coupon_code === 'string' ? body.coupon_code : '';
    if (pressed('apply_coupon') && code.trim() !== '') {
      const result = changeCoupons(db, sessionId, (codes) => applyCoupon(db, cartOf(db, request).lines, codes, code));
      addNotice(db, sessionId, result.ok ? 'success' : 'error', result.message);
    }
    // The quantities, for "Apply coupon" too ("they are in the same form", WooCommerce says): the
    // browser presses it for Enter in a quantity field. A line whose quantity is the same is left.
    const errors: string[] = [];
    let updated = false;
    changeCart(db, request, reply, (lines) => {
      for (const [name, value] of Object.entries(body)) {
        const key = /^cart\[([^\]]+)\]\[qty\]$/.exec(name)?.[1];
        if (!key || typeof value !== 'string' || value.trim() === '') continue;
        if (lines.find((l) => l.key === key)?.quantity === Number(value)) continue;
        const result = setQuantity(db, lines, key, Number(value));
        if (result.ok) updated = true;
        else errors.push(result.message);
      }
      return { ok: true, key: '' };
    });
    for (const message of errors) addNotice(db, sessionId, 'error', message);
    if (pressed('proceed')) return reply.redirect('/checkout/', 303);
    if (updated) addNotice(db, sessionId, 'success', __('Cart updated.'));
    return reply.redirect('/cart/', 303);
  });
}
