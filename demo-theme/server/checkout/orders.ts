/** Orders as stored, and the order-received address WooCommerce gives them (id and order key). */
import type { Db } from '../db.ts';

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
