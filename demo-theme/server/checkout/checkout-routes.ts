/**
 * Checkout and order received: the no-script checkout form (POST /checkout/), WooCommerce's
 * `?wc-ajax=checkout` and `update_order_review` answers (see checkout-ajax.ts), and the
 * order-received page behind the order key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../accounts/accounts.ts';
import { savedBilling } from '../accounts/customer-address.ts';
import { checkoutErrorsHtml, checkoutValues, orderNotProcessed, PAYMENT_METHODS, sessionExpired } from './checkout.ts';
import { submitCheckout } from './submit-checkout.ts';
import { applyCoupon, changeCoupons, orderTotals, readCoupons, removeCoupon } from '../cart/coupons.ts';
import { PAGE_EXPIRED, removeCouponUrl } from '../cart/cart-routes.ts';
import { checks, validate } from '../validation.ts';
import { variationList } from '../cart/fragments.ts';
import type { Db } from '../db.ts';
import { raw } from '../html.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { CART_NONCE_ACTION, CHECKOUT_NONCE_ACTION, createNonce, verifyNonce, LOGIN_NONCE_ACTION } from '../security/nonces.ts';
import { addNotice, cartOf, ensureSession, PAGE_NO_CACHE_HEADERS, sessionFromRequest } from '../session.ts';
import { checkOrderEmail, orderAccess, VERIFY_EMAIL_NONCE_ACTION, type OrderAccess } from './order-access.ts';
import { orderLoginPage, verifyEmailPage } from '../../templates/order-access.ts';
import { checkoutPage, orderReceivedPage, termsPage } from '../../templates/cart.ts';
import { orderByIdAndKey, orderReceivedUrl, shownOrder, type OrderRow } from './orders.ts';
import { noteOrderForTracking } from '../tracking/data-layer.ts';
import { __ } from '../i18n/demo-locale.ts';

export function registerCheckoutRoutes(
  app: FastifyInstance,
  db: Db,
  page: PageRenderer,
  notFound: (request: FastifyRequest, reply: FastifyReply) => string,
): void {
  const render = (request: FastifyRequest, reply: FastifyReply, values: Record<string, string>, errors: string | null) => {
    const { sessionId, lines } = cartOf(db, request);
    const totals = orderTotals(db, lines, readCoupons(db, sessionId));
    return page(request, reply, __('Checkout'), 'woocommerce-checkout woocommerce-page', (notices, couponError) =>
      checkoutPage(
        totals,
        values,
        errors ? raw(`<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">${errors}</div>`) : notices,
        createNonce(db, CHECKOUT_NONCE_ACTION, sessionId),
        {
          guest: !currentUser(db, request),
          variations: (l) => variationList(db, l),
          cartNonce: createNonce(db, CART_NONCE_ACTION, sessionId),
          couponError,
          removeCouponUrl: (code) => removeCouponUrl(db, sessionId, code, '/checkout/'),
        },
      ),
    );
  };

  app.get('/terms/', (request, reply) => page(request, reply, __('Terms and conditions'), 'page terms', () => termsPage()));

  app.get('/checkout/', (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    // A coupon's [Remove] in the order review, without JavaScript (as on the cart page).
    if (query.remove_coupon !== undefined) {
      const { remove_coupon: code = '', _wpnonce: nonce } = validate(checks.removeCouponLink, query);
      const { sessionId } = cartOf(db, request);
      if (sessionId && verifyNonce(db, CART_NONCE_ACTION, sessionId, nonce)) {
        const result = changeCoupons(db, sessionId, (codes) => removeCoupon(codes, code));
        addNotice(db, sessionId, result.ok ? 'success' : 'error', result.message);
      }
      return reply.redirect('/checkout/', 303);
    }
    if (cartOf(db, request).lines.length === 0) return reply.redirect('/cart/', 302);
    // A customer's saved address filled in, as WooCommerce fills it; their account's email when none is saved.
    const user = currentUser(db, request);
    const saved = user ? savedBilling(db, user.id) : {};
    return render(request, reply, { ...saved, payment_method: PAYMENT_METHODS[0]!.id, billing_email: saved.billing_email || (user?.email ?? '') }, null);
  });

  app.post('/checkout/', async (request, reply) => {
    const { sessionId, lines } = cartOf(db, request);
    if (!sessionId || lines.length === 0) return reply.redirect('/cart/', 303);
    // "Have a coupon?"'s own form (not the checkout's): it posts here, as WooCommerce's does.
    const coupon = validate(checks.checkoutCoupon, request.body);
    if (typeof coupon.apply_coupon === 'string' && coupon['woocommerce-process-checkout-nonce'] === undefined) {
      if (verifyNonce(db, CART_NONCE_ACTION, sessionId, coupon['woocommerce-cart-nonce'])) {
        const result = changeCoupons(db, sessionId, (codes) => applyCoupon(db, lines, codes, coupon.coupon_code ?? ''));
        // A refused code comes back under the field, the form open (as checkout.js shows it).
        addNotice(db, sessionId, result.ok ? 'success' : 'error', result.message, result.ok ? undefined : 'checkout-coupon');
      } else addNotice(db, sessionId, 'error', __(PAGE_EXPIRED));
      return reply.redirect('/checkout/', 303);
    }
    const values = checkoutValues(request.body);
    if (!verifyNonce(db, CHECKOUT_NONCE_ACTION, sessionId, values['woocommerce-process-checkout-nonce'])) {
      return render(request, reply, values, checkoutErrorsHtml([orderNotProcessed()]));
    }
    const placed = await submitCheckout(db, request, reply, values);
    if (!placed.ok && placed.expired) {
      // The cart went meanwhile (ordered in another tab): WooCommerce's notice, on the cart page.
      addNotice(db, ensureSession(db, request, reply), 'error', sessionExpired().message);
      return reply.redirect('/cart/', 303);
    }
    if (!placed.ok) return render(request, reply, values, checkoutErrorsHtml(placed.errors));
    return reply.redirect(orderReceivedUrl(placed.order), 303);
  });

  const showOrder = (request: FastifyRequest, reply: FastifyReply, order: OrderRow) => {
    noteOrderForTracking(request, order);
    return page(request, reply, __('Order received'), 'woocommerce-checkout woocommerce-order-received', () => orderReceivedPage(shownOrder(order)));
  };
  const verifyEmail = (request: FastifyRequest, reply: FastifyReply, order: OrderRow, failed: 'wrong' | 'limited' | null) =>
    page(request, reply, __('Order received'), 'woocommerce-checkout woocommerce-order-received', () =>
      verifyEmailPage({
        action: orderReceivedUrl({ id: order.id, key: order.order_key }),
        nonce: createNonce(db, VERIFY_EMAIL_NONCE_ACTION, sessionFromRequest(db, request)),
        failed,
      }),
    );
  type OrderRequest = FastifyRequest<{ Params: { id: string } }>;
  /** The order the link names (id and key), with who may see it; the answer is never cached. */
  const orderRoute =
    (handle: (request: OrderRequest, reply: FastifyReply, order: OrderRow, access: OrderAccess) => unknown) => (request: OrderRequest, reply: FastifyReply) => {
      const order = /^\d{1,10}$/.test(request.params.id)
        ? orderByIdAndKey(db, Number(request.params.id), (request.query as Record<string, unknown>).key)
        : null;
      if (!order) return reply.code(404).type('text/html').send(notFound(request, reply));
      reply.headers(PAGE_NO_CACHE_HEADERS);
      const access = orderAccess(db, request, order);
      return access === 'show' ? showOrder(request, reply, order) : handle(request, reply, order, access);
    };

  app.get<{ Params: { id: string } }>(
    '/checkout/order-received/:id/',
    orderRoute((request, reply, order, access) => {
      if (access === 'verify-email') return verifyEmail(request, reply, order, null);
      return page(request, reply, __('Order received'), 'woocommerce-checkout woocommerce-order-received', () =>
        orderLoginPage({
          loginNonce: createNonce(db, LOGIN_NONCE_ACTION, sessionFromRequest(db, request)),
          redirect: orderReceivedUrl({ id: order.id, key: order.order_key }),
        }),
      );
    }),
  );

  // The email check's answer (WooCommerce's form-verify-email.php posts back to the same address).
  app.post<{ Params: { id: string } }>(
    '/checkout/order-received/:id/',
    orderRoute((request, reply, order, access) => {
      if (access === 'log-in') return reply.redirect(orderReceivedUrl({ id: order.id, key: order.order_key }), 303);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!verifyNonce(db, VERIFY_EMAIL_NONCE_ACTION, sessionFromRequest(db, request), body.check_submission))
        return verifyEmail(request, reply, order, 'wrong');
      const checked = checkOrderEmail(db, order, typeof body.email === 'string' ? body.email.slice(0, 200) : '');
      return checked === 'right' ? showOrder(request, reply, order) : verifyEmail(request, reply, order, checked);
    }),
  );
}
