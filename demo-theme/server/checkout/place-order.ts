/**
 * Placing an order is one database transaction that trusts nothing read before it: the session
 * and its cart, the stock and the coupons' limits are read again inside it, and the account a
 * guest asked for, the order, the stock, the coupons' use and the emptied cart are written in it.
 * Two checkouts sent at once are serialised here, so one cart makes one order and 5 in stock make
 * at most 5 orders; a checkout that loses is told why and writes nothing (but the coupon that
 * ran out, which leaves the cart as WooCommerce removes it).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAccount, startUserSession, userById } from '../accounts/accounts.ts';
import { sendNewAccountMail, sendNewOrderMail, sendOrderReceivedMail } from '../mail/customer-mails.ts';
import { MANAGER_EMAIL } from '../owner/shop-manager.ts';
import { shownOrder, type OrderRow } from './orders.ts';
import { saveBilling } from '../accounts/customer-address.ts';
import { readCart, writeCart } from '../cart/cart.ts';
import { orderTotals, readCoupons, spentCoupons, writeCoupons, type OrderTotals } from '../cart/coupons.ts';
import type { Db } from '../db.ts';
import { esc } from '../html.ts';
import { sessionFromRequest, setCartCookies } from '../session.ts';
import { CHECKOUT_FIELDS, ORDER_NOTES, sessionExpired, stockErrors, type CheckoutError, type PlacedOrder } from './checkout.ts';
import { ACCOUNT_EXISTS_AT_CHECKOUT, type NewAccount } from './checkout-account.ts';
import { attributionFromForm } from './order-attribution.ts';
import { recordProductChange } from '../filter/filter-index.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

export type PlaceResult = { ok: true; order: PlacedOrder } | { ok: false; errors: CheckoutError[]; expired: boolean };

const couponRemoved = (code: string): CheckoutError => ({
  id: 'coupon',
  message: sprintf(__('Sorry, it seems the coupon "%s" is invalid - it has now been removed from your order.'), esc(code)),
});

export function placeOrder(db: Db, request: FastifyRequest, reply: FastifyReply, values: Record<string, string>, account: NewAccount | null): PlaceResult {
  // IMMEDIATE: the write lock is taken before the first read, so another process cannot change
  // the stock between this transaction's check and its update.
  return db
    .transaction((): PlaceResult => {
      const sessionId = sessionFromRequest(db, request);
      const codes = readCoupons(db, sessionId);
      const totals = orderTotals(db, readCart(db, sessionId), codes);
      if (!sessionId || totals.priced.length === 0) return { ok: false, errors: [sessionExpired()], expired: true };
      const stock = stockErrors(totals.priced);
      if (stock.length > 0) return { ok: false, errors: stock, expired: false };
      const spent = spentCoupons(db, codes);
      if (spent.length > 0) {
        writeCoupons(
          db,
          sessionId,
          codes.filter((c) => !spent.includes(c)),
        );
        return { ok: false, errors: spent.map(couponRemoved), expired: false };
      }
      let userId = (db.prepare('SELECT user_id FROM sessions WHERE id = ?').get(sessionId) as { user_id: number | null }).user_id;
      if (account) {
        userId = createAccount(db, account.email, account.passwordHash);
        if (userId === null) return { ok: false, errors: [ACCOUNT_EXISTS_AT_CHECKOUT], expired: false };
      }
      const order = writeOrder(db, sessionId, userId, values, totals);
      // WooCommerce's emails, in this transaction: an order that is not placed mails nothing.
      const siteUrl = request.server.siteUrl();
      const placed = shownOrder(db.prepare('SELECT * FROM orders WHERE id = ?').get(order.id) as OrderRow);
      sendOrderReceivedMail(db, placed, siteUrl);
      sendNewOrderMail(db, placed, MANAGER_EMAIL);
      if (account && userId !== null) sendNewAccountMail(db, userById(db, userId)!, siteUrl);
      // WooCommerce keeps a customer's billing address from each order, for their next checkout.
      if (userId !== null) saveBilling(db, userId, values);
      writeCart(db, sessionId, []);
      writeCoupons(db, sessionId, []);
      setCartCookies(db, request, reply, []);
      // Signed in to the new account last: a new session id, the old row gone (no fixation).
      if (account && userId !== null) startUserSession(db, request, reply, userId);
      return { ok: true, order };
    })
    .immediate();
}

function writeOrder(db: Db, sessionId: string, userId: number | null, values: Record<string, string>, totals: OrderTotals): PlacedOrder {
  for (const line of totals.priced) {
    const { stock } = line.product;
    if (stock === null) continue;
    db.prepare('UPDATE products SET stock = stock - ?, in_stock = CASE WHEN stock - ? > 0 THEN 1 ELSE 0 END WHERE id = ?').run(
      line.quantity,
      line.quantity,
      line.product.id,
    );
    // Sold out by this order: its stock status is the filter's (in stock first, the descriptors'
    // stock source), so the change is recorded as WooCommerce's stock hook records it for the plugin.
    if (line.product.in_stock === 1 && stock > 0 && stock - line.quantity <= 0) recordProductChange(db, line.product.id);
  }
  for (const { code } of totals.discounts) db.prepare('UPDATE coupons SET usage_count = usage_count + 1 WHERE code = ?').run(code);
  const key = `wc_order_${randomBytes(8).toString('hex')}`;
  const billing = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f.name, values[f.name] ?? '']));
  const items = totals.priced.map((l) => ({
    product_id: l.product_id,
    variation_id: l.variation_id,
    name: l.variation_id ? l.product.name : (l.parent ?? l.product).name,
    quantity: l.quantity,
    total: l.lineTotal,
    variation: l.variation,
  }));
  const inserted = db
    .prepare(
      `INSERT INTO orders (order_key, session_id, user_id, billing, items, subtotal, discount, coupons, total, payment_method, status, created_at, attribution)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      key,
      sessionId,
      userId,
      JSON.stringify({ ...billing, order_comments: values[ORDER_NOTES.name] ?? '' }),
      JSON.stringify(items),
      totals.subtotal,
      totals.discount,
      JSON.stringify(totals.discounts),
      totals.total,
      values.payment_method,
      'processing',
      Date.now(),
      JSON.stringify(attributionFromForm(values)),
    );
  return { id: Number(inserted.lastInsertRowid), key };
}
