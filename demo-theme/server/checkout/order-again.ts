/**
 * An order's life after checkout, as WooCommerce's: the shop marks a processing order completed
 * (and mails the customer "Your … order is now complete"); a completed order can be ordered
 * again by its customer (WooCommerce's order-again link, with its nonce), which puts its items
 * back in the cart, those no longer for sale left out with WooCommerce's reason.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { addToCart } from '../cart/cart.ts';
import { changeCart } from '../cart/cart-mutation.ts';
import { sendOrderCompletedMail } from '../mail/customer-mails.ts';
import { orderItems, shownOrder, type OrderRow } from './orders.ts';

export const ORDER_AGAIN_NONCE_ACTION = 'woocommerce-order_again';

/** WooCommerce's statuses an order may be ordered again from (woocommerce_valid_order_statuses_for_order_again). */
export const ORDER_AGAIN_STATUSES = ['completed'];

/** Processing → completed, once (a second press changes nothing); the customer is mailed. */
export function completeOrder(db: Db, id: number, siteUrl: string): boolean {
  return db.transaction((): boolean => {
    if (db.prepare("UPDATE orders SET status = 'completed' WHERE id = ? AND status = 'processing'").run(id).changes !== 1) return false;
    sendOrderCompletedMail(db, shownOrder(db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow), siteUrl);
    return true;
  })();
}

/** The customer's own completed order, or null. */
export function orderToOrderAgain(db: Db, userId: number, id: number): OrderRow | null {
  const order = db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(id, userId) as OrderRow | undefined;
  return order && ORDER_AGAIN_STATUSES.includes(order.status) ? order : null;
}

/** Each line back in the cart (its variation and options); the messages of those that could not be. */
export function orderAgain(db: Db, request: FastifyRequest, reply: FastifyReply, order: OrderRow): string[] {
  const refused: string[] = [];
  for (const item of orderItems(order) as (ReturnType<typeof orderItems>[number] & { variation?: Record<string, string> })[]) {
    const { result } = changeCart(db, request, reply, (lines, session) =>
      addToCart(db, session, lines, item.product_id, item.quantity, item.variation_id ?? 0, item.variation ?? {}),
    );
    if (!result.ok) refused.push(result.message);
  }
  return refused;
}
