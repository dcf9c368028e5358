/**
 * WordPress's nonces, per session: an HMAC of the 12-hour tick, the action and the visitor's
 * session id (WooCommerce passes a guest's customer id as the user), valid for the current and
 * the previous tick. A nonce taken from one visitor's page is worthless in another's session.
 */
import type { Db } from '../db.ts';
import { sameText, secretOf, sign } from './secret.ts';

const TICK_S = 12 * 3600;

export const nonceTick = (now = Date.now()) => Math.ceil(now / 1000 / TICK_S);

/** wp_create_nonce: 10 hex characters of the HMAC. `sessionId` null is the visitor without a session. */
export function createNonce(db: Db, action: string, sessionId: string | null, tick = nonceTick()): string {
  return sign(secretOf(db), `${tick}|${action}|${sessionId ?? ''}|nonce`).slice(-12, -2);
}

/** wp_verify_nonce: 1 when made in this tick, 2 in the previous one, false otherwise. */
export function verifyNonce(db: Db, action: string, sessionId: string | null, nonce: unknown): 1 | 2 | false {
  if (typeof nonce !== 'string' || !/^[0-9a-f]{10}$/.test(nonce)) return false;
  const tick = nonceTick();
  if (sameText(createNonce(db, action, sessionId, tick), nonce)) return 1;
  if (sameText(createNonce(db, action, sessionId, tick - 1), nonce)) return 2;
  return false;
}

/** WooCommerce's words for a form whose nonce is stale or forged (translate where a shopper reads it). */
export const SESSION_EXPIRED = 'Your session has expired. Please try again.';

/** WooCommerce's nonce actions. */
export const CART_NONCE_ACTION = 'woocommerce-cart';
export const CHECKOUT_NONCE_ACTION = 'woocommerce-process_checkout';
export const LOGIN_NONCE_ACTION = 'woocommerce-login';

/** The theme's prefix for its admin-ajax actions and their nonces (`shop_ajax_add_to_cart`, …). */
export const THEME_PREFIX = 'shop';
export const QUANTITY_NONCE_ACTION = `${THEME_PREFIX}-cart-quantity`;
