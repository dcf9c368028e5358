/** Orders as stored, and the order-received address WooCommerce gives them (id and order key). */
import type { Db } from '../db.ts';
import type { ReceivedOrder } from '../../templates/order-details.ts';
import { PAYMENT_METHODS } from './checkout.ts';

export interface OrderRow {
  id: number;
  user_id: number | null;
  session_id: string | null;
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

/** An order line as stored (place-order.ts writes them). */
export interface StoredOrderItem {
  product_id: number;
  variation_id: number | null;
  name: string;
  quantity: number;
  total: number;
}

export const orderItems = (order: OrderRow): StoredOrderItem[] => JSON.parse(order.items) as StoredOrderItem[];

/** The checkout's billing fields as stored (billing_email, billing_first_name, …). */
export const orderBillingFields = (order: OrderRow): Record<string, string> => JSON.parse(order.billing) as Record<string, string>;

/** What the order pages show of an order (order received, my account's order view). */
export function shownOrder(order: OrderRow): ReceivedOrder & { status: string } {
  const billing = orderBillingFields(order);
  return {
    id: order.id,
    status: order.status,
    total: order.total,
    subtotal: order.subtotal,
    discount: order.discount,
    created_at: order.created_at,
    email: billing.billing_email ?? '',
    payment: PAYMENT_METHODS.find((m) => m.id === order.payment_method)?.title ?? order.payment_method,
    items: orderItems(order),
    billing,
  };
}
