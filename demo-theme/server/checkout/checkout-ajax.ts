/**
 * WooCommerce's checkout and coupon endpoints: `?wc-ajax=apply_coupon`, `remove_coupon`
 * (answers: the notices HTML), `update_order_review` (the review table and payment box as
 * fragments) and `checkout` (`{result: 'success', redirect}` or `{result: 'failure', messages,
 * refresh, reload}`), with the nonces WooCommerce checks.
 */
import type { FastifyReply } from 'fastify';
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { applyCoupon, changeCoupons, orderTotals, readCoupons, removeCoupon } from '../cart/coupons.ts';
import { removeCouponUrl } from '../cart/cart-routes.ts';
import { variationList } from '../cart/fragments.ts';
import type { RequestContext } from '../request-context.ts';
import { CHECKOUT_NONCE_ACTION, createNonce, verifyNonce } from '../security/nonces.ts';
import { checks, validate } from '../validation.ts';
import { orderReviewTable, paymentBox } from '../../templates/cart.ts';
import { checkoutErrorsHtml, checkoutValues, orderNotProcessed, PAYMENT_METHODS, sessionExpired } from './checkout.ts';
import { orderReceivedUrl } from './orders.ts';
import { submitCheckout } from './submit-checkout.ts';
import { __ } from '../i18n/demo-locale.ts';

const notice = (ok: boolean, message: string) =>
  ok ? `<div class="woocommerce-message" role="alert">${message}</div>` : `<ul class="woocommerce-error" role="alert"><li>${message}</li></ul>`;

/** check_ajax_referer's answer when the nonce is wrong: -1 with 403. */
const refused = (reply: FastifyReply) => reply.code(403).type('text/html').send('-1');

function coupon(which: 'apply' | 'remove', { db, request, reply, sessionId, lines }: RequestContext): unknown {
  const body = validate(checks.couponAjax, request.body, () => notice(false, 'The request is not valid.'));
  if (!verifyNonce(db, `${which}-coupon`, sessionId, body.security)) return refused(reply);
  reply.type('text/html; charset=utf-8');
  if (!sessionId) return notice(false, __(which === 'apply' ? 'Please enter a coupon code.' : 'Sorry there was a problem removing this coupon.'));
  const result = changeCoupons(db, sessionId, (codes) =>
    which === 'apply' ? applyCoupon(db, lines, codes, body.coupon_code ?? '') : removeCoupon(codes, body.coupon ?? ''),
  );
  return notice(result.ok, result.message);
}

function updateOrderReview({ db, request, reply, sessionId, lines }: RequestContext): unknown {
  const body = validate(checks.orderReview, request.body, () => ({ result: 'failure', messages: '', reload: false, fragments: {} }));
  if (!verifyNonce(db, 'update-order-review', sessionId, body.security)) return refused(reply);
  if (!sessionId || lines.length === 0)
    return { fragments: { 'form.woocommerce-checkout': `<div class="woocommerce-error">${sessionExpired().message}</div>` } };
  const totals = orderTotals(db, lines, readCoupons(db, sessionId));
  return {
    result: 'success',
    messages: '',
    reload: false,
    fragments: {
      '.woocommerce-checkout-review-order-table': orderReviewTable(
        totals,
        (l) => variationList(db, l),
        (code) => removeCouponUrl(db, sessionId, code, '/checkout/'),
      ).html,
      '.woocommerce-checkout-payment': paymentBox(body.payment_method ?? PAYMENT_METHODS[0]!.id, createNonce(db, CHECKOUT_NONCE_ACTION, sessionId)).html,
    },
  };
}

async function checkout({ db, request, reply, sessionId, lines }: RequestContext): Promise<unknown> {
  const values = checkoutValues(request.body);
  const failure = (messages: string, extra: { refresh?: boolean; reload?: boolean } = {}) => ({
    result: 'failure',
    messages,
    refresh: extra.refresh ?? false,
    reload: extra.reload ?? false,
  });
  if (!sessionId || lines.length === 0) return failure(checkoutErrorsHtml([sessionExpired()]), { reload: true });
  if (!verifyNonce(db, CHECKOUT_NONCE_ACTION, sessionId, values['woocommerce-process-checkout-nonce'])) {
    return failure(checkoutErrorsHtml([orderNotProcessed()]), { refresh: true });
  }
  const placed = await submitCheckout(db, request, reply, values);
  if (!placed.ok) return failure(checkoutErrorsHtml(placed.errors), { reload: placed.expired });
  return { result: 'success', redirect: `${request.server.siteUrl()}${orderReceivedUrl(placed.order)}`, order_id: placed.order.id };
}

export function registerCheckoutAjax({ wcAjax }: AjaxRegistries): void {
  wcAjax.register('apply_coupon', (context) => coupon('apply', context));
  wcAjax.register('remove_coupon', (context) => coupon('remove', context));
  wcAjax.register('update_order_review', updateOrderReview);
  wcAjax.register('checkout', checkout);
}
