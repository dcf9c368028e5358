/**
 * Checkout and order received: the no-script checkout form (POST /checkout/), WooCommerce's
 * `?wc-ajax=checkout` and `update_order_review` answers (see wc-ajax-checkout.ts), and the
 * order-received page behind the order key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../accounts/accounts.ts';
import { checkoutErrorsHtml, checkoutValues, PAYMENT_METHODS, SESSION_EXPIRED } from './checkout.ts';
import { submitCheckout } from './submit-checkout.ts';
import { orderTotals, readCoupons } from '../cart/coupons.ts';
import { variationList } from '../cart/fragments.ts';
import type { Db } from '../db.ts';
import { raw } from '../html.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { CHECKOUT_NONCE_ACTION, createNonce, verifyNonce } from '../security/nonces.ts';
import { addNotice, cartOf, ensureSession } from '../session.ts';
import { checkoutPage, orderReceivedPage } from '../../templates/cart.ts';

export interface OrderRow {
  id: number;
  status: string;
  order_key: string;
  billing: string;
  items: string;
  subtotal: number | null;
  discount: number;
  total: number;
  payment_method: string;
  created_at: number;
}

export function orderByIdAndKey(db: Db, id: number, key: unknown): OrderRow | null {
  const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  return order && typeof key === 'string' && order.order_key === key ? order : null;
}

export const orderReceivedUrl = (order: { id: number; key: string }) => `/checkout/order-received/${order.id}/?key=${order.key}`;

export function registerCheckoutRoutes(app: FastifyInstance, db: Db, page: PageRenderer, notFound: (request: FastifyRequest, reply: FastifyReply) => string): void {
  const render = (request: FastifyRequest, reply: FastifyReply, values: Record<string, string>, errors: string | null) => {
    const { sessionId, lines } = cartOf(db, request);
    const totals = orderTotals(db, lines, readCoupons(db, sessionId));
    return page(request, reply, 'Checkout', 'woocommerce-checkout woocommerce-page', (notices) =>
      checkoutPage(totals, values, errors ? raw(`<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${errors}</div>`) : notices, createNonce(db, CHECKOUT_NONCE_ACTION, sessionId), { guest: !currentUser(db, request), variations: (l) => variationList(db, l) }));
  };

  app.get('/checkout/', (request, reply) => {
    if (cartOf(db, request).lines.length === 0) return reply.redirect('/cart/', 302);
    return render(request, reply, { payment_method: PAYMENT_METHODS[0]!.id, billing_email: currentUser(db, request)?.email ?? '' }, null);
  });

  app.post('/checkout/', async (request, reply) => {
    const { sessionId, lines } = cartOf(db, request);
    if (!sessionId || lines.length === 0) return reply.redirect('/cart/', 303);
    const values = checkoutValues(request.body);
    if (!verifyNonce(db, CHECKOUT_NONCE_ACTION, sessionId, values['woocommerce-process-checkout-nonce'])) {
      return render(request, reply, values, checkoutErrorsHtml([{ id: 'nonce', message: 'We were unable to process your order, please try again.' }]));
    }
    const placed = await submitCheckout(db, request, reply, values);
    if (!placed.ok && placed.expired) {
      // The cart went meanwhile (ordered in another tab): WooCommerce's notice, on the cart page.
      addNotice(db, ensureSession(db, request, reply), 'error', SESSION_EXPIRED.message);
      return reply.redirect('/cart/', 303);
    }
    if (!placed.ok) return render(request, reply, values, checkoutErrorsHtml(placed.errors));
    return reply.redirect(orderReceivedUrl(placed.order), 303);
  });

  app.get<{ Params: { id: string } }>('/checkout/order-received/:id/', (request, reply) => {
    const order = /^\d{1,10}$/.test(request.params.id) ? orderByIdAndKey(db, Number(request.params.id), (request.query as Record<string, unknown>).key) : null;
    if (!order) return reply.code(404).type('text/html').send(notFound(request, reply));
    const billing = JSON.parse(order.billing) as Record<string, string>;
    return page(request, reply, 'Order received', 'woocommerce-checkout woocommerce-order-received', () =>
      orderReceivedPage({
        id: order.id, total: order.total, subtotal: order.subtotal, discount: order.discount, created_at: order.created_at, email: billing.billing_email ?? '',
        payment: PAYMENT_METHODS.find((m) => m.id === order.payment_method)?.title ?? order.payment_method,
        items: JSON.parse(order.items) as never[],
      }));
  });
}
