/**
 * WooCommerce coupons, the two kinds a clothing shop uses most: a percentage off the cart and a
 * fixed amount off the cart, with a minimum spend, an expiry and a usage limit. The codes a
 * session has applied live with its cart; totals are computed here for every page that shows
 * them (cart, checkout, order). Messages are WooCommerce's.
 */
import type { CartLine, PricedLine } from './cart.ts';
import { cartTotals } from './cart.ts';
import type { Db } from '../db.ts';
import { noticeName, price } from '../html.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

export interface Coupon {
  code: string;
  discount_type: 'percent' | 'fixed_cart';
  amount: number;
  minimum_amount: number | null;
  expires_at: number | null;
  usage_limit: number | null;
  usage_count: number;
}

/** The demo's coupons, present in every store (made if missing). */
export const DEMO_COUPONS: Omit<Coupon, 'usage_count'>[] = [
  { code: 'luma10', discount_type: 'percent', amount: 10, minimum_amount: null, expires_at: null, usage_limit: null },
  { code: 'save5', discount_type: 'fixed_cart', amount: 5, minimum_amount: 25, expires_at: null, usage_limit: null },
];

export function ensureDemoCoupons(db: Db): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO coupons (code, discount_type, amount, minimum_amount, expires_at, usage_limit) VALUES (@code, @discount_type, @amount, @minimum_amount, @expires_at, @usage_limit)',
  );
  for (const coupon of DEMO_COUPONS) insert.run(coupon);
}

/** wc_format_coupon_code: trimmed, lower-cased, no tags. */
export const formatCouponCode = (code: string): string =>
  code
    .replace(/<[^>]*>?/g, '')
    .trim()
    .toLowerCase()
    .slice(0, 100);

export function couponByCode(db: Db, code: string): Coupon | undefined {
  return db.prepare('SELECT * FROM coupons WHERE code = ?').get(formatCouponCode(code)) as Coupon | undefined;
}

export function readCoupons(db: Db, sessionId: string | null): string[] {
  if (!sessionId) return [];
  const row = db.prepare('SELECT coupons FROM sessions WHERE id = ?').get(sessionId) as { coupons: string } | undefined;
  try {
    const codes = JSON.parse(row?.coupons ?? '[]') as unknown;
    return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** Saves a session's coupons; a signed-in customer's go with their persistent cart (see writeCart). */
export function writeCoupons(db: Db, sessionId: string, codes: string[]): void {
  const coupons = JSON.stringify(codes);
  db.prepare('UPDATE sessions SET coupons = ? WHERE id = ?').run(coupons, sessionId);
  db.prepare('UPDATE users SET persistent_coupons = ? WHERE id = (SELECT user_id FROM sessions WHERE id = ?)').run(coupons, sessionId);
}

/** Why a coupon cannot apply to a cart of this subtotal, or null when it can. */
function refusal(coupon: Coupon | undefined, code: string, subtotal: number, now = Date.now()): string | null {
  if (!coupon) return sprintf(__('Coupon "%s" cannot be applied because it does not exist.'), noticeName(code));
  if (coupon.expires_at !== null && coupon.expires_at < now) return __('This coupon has expired.');
  if (coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit) return __('Coupon usage limit has been reached.');
  if (coupon.minimum_amount !== null && subtotal < coupon.minimum_amount)
    return sprintf(__('The minimum spend for this coupon is %s.'), price(coupon.minimum_amount));
  return null;
}

/**
 * The applied codes that can no longer be used: their usage limit was reached (by other orders
 * meanwhile) or they expired. Checked again inside the transaction that places an order.
 */
export function spentCoupons(db: Db, codes: string[], now = Date.now()): string[] {
  return codes.filter((code) => {
    const coupon = couponByCode(db, code);
    return !!coupon && ((coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit) || (coupon.expires_at !== null && coupon.expires_at < now));
  });
}

export type CouponResult = { ok: true; message: string } | { ok: false; message: string };

/** WC_Cart::apply_coupon on the session's codes (changed in place when it applies). */
export function applyCoupon(db: Db, lines: CartLine[], codes: string[], rawCode: string): CouponResult {
  const code = formatCouponCode(rawCode);
  if (!code) return { ok: false, message: __('Please enter a coupon code.') };
  if (codes.includes(code)) return { ok: false, message: __('Coupon code already applied!') };
  const why = refusal(couponByCode(db, code), code, cartTotals(db, lines).total);
  if (why) return { ok: false, message: why };
  codes.push(code);
  return { ok: true, message: __('Coupon code applied successfully.') };
}

export function removeCoupon(codes: string[], rawCode: string): CouponResult {
  const index = codes.indexOf(formatCouponCode(rawCode));
  if (index < 0) return { ok: false, message: __('Sorry there was a problem removing this coupon.') };
  codes.splice(index, 1);
  return { ok: true, message: __('Coupon has been removed.') };
}

/** Applies `change` to a session's codes and saves them when it succeeded (nothing awaited between). */
export function changeCoupons(db: Db, sessionId: string, change: (codes: string[]) => CouponResult): CouponResult {
  const codes = readCoupons(db, sessionId);
  const result = change(codes);
  if (result.ok) writeCoupons(db, sessionId, codes);
  return result;
}

export interface OrderTotals {
  priced: PricedLine[];
  count: number;
  subtotal: number;
  discounts: { code: string; amount: number }[];
  discount: number;
  total: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Subtotal, each coupon's discount and the total. Percentages apply in order to what is left;
 * a fixed amount never takes the total below zero. A coupon that no longer applies (the cart
 * fell under its minimum, it expired) gives no discount.
 */
export function orderTotals(db: Db, lines: CartLine[], codes: string[]): OrderTotals {
  const { priced, count, total: subtotal } = cartTotals(db, lines);
  let left = subtotal;
  const discounts: OrderTotals['discounts'] = [];
  for (const code of codes) {
    const coupon = couponByCode(db, code);
    if (!coupon || refusal(coupon, code, subtotal)) continue;
    const amount = cents(Math.min(left, coupon.discount_type === 'percent' ? (left * coupon.amount) / 100 : coupon.amount));
    left = cents(left - amount);
    discounts.push({ code, amount });
  }
  return { priced, count, subtotal, discounts, discount: cents(subtotal - left), total: left };
}
