/**
 * Who may see an order-received page, as WooCommerce decides it: the order key in the link is
 * not enough on its own. A customer's order needs that customer signed in; a guest order is shown
 * in the session that placed it and, to anyone with the link, for a grace period after it was
 * placed; after that the visitor proves the billing email first (a few tries per order).
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../accounts/accounts.ts';
import { releaseAttempt, reserveAttempt } from '../accounts/attempt-limits.ts';
import type { Db } from '../db.ts';
import { sessionFromRequest } from '../session.ts';

/** WooCommerce's woocommerce_order_email_verification_grace_period: 10 minutes. */
export const ORDER_EMAIL_GRACE_MS = 10 * 60_000;
/** Wrong emails allowed per order in the window. */
export const VERIFY_EMAIL_LIMIT = { max: 5, windowMs: 15 * 60_000 };
export const VERIFY_EMAIL_NONCE_ACTION = 'wc_verify_email';

export interface OrderOwner {
  id: number;
  user_id: number | null;
  session_id: string | null;
  billing: string;
  created_at: number;
}

export type OrderAccess = 'show' | 'log-in' | 'verify-email';

export const billingEmailOf = (order: OrderOwner): string => (JSON.parse(order.billing) as Record<string, string>).billing_email ?? '';

export function orderAccess(db: Db, request: FastifyRequest, order: OrderOwner, now = Date.now()): OrderAccess {
  if (order.user_id !== null) return currentUser(db, request)?.id === order.user_id ? 'show' : 'log-in';
  if (billingEmailOf(order) === '') return 'show';
  if (order.session_id !== null && sessionFromRequest(db, request) === order.session_id) return 'show';
  return now - order.created_at <= ORDER_EMAIL_GRACE_MS ? 'show' : 'verify-email';
}

/** The visitor's answer to "verify the email address": right, wrong, or too many tries on this order. */
export function checkOrderEmail(db: Db, order: OrderOwner, supplied: string): 'right' | 'wrong' | 'limited' {
  // Counted before the comparison, so a guesser who used up the tries learns nothing more.
  const reserved = reserveAttempt(db, [{ key: `verify-email:order:${order.id}`, ...VERIFY_EMAIL_LIMIT }]);
  if (!reserved.ok) return 'limited';
  if (supplied.trim().toLowerCase() !== billingEmailOf(order).trim().toLowerCase()) return 'wrong';
  releaseAttempt(db, reserved.keys);
  return 'right';
}
