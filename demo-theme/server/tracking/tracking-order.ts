/**
 * An order as the tracking describes it (the purchase event's figures, its items, new or
 * returning customer), the products it names, and the buyer's own identifiers from its billing
 * fields (for the services' matching, on the order received page only).
 */
import type { TrackingOrder, TrackingUser } from '../../../shared/engine/tracking/data-layer.ts';
import type { Db } from '../db.ts';
import { orderBillingFields, orderItems, type OrderRow } from '../checkout/orders.ts';

export function trackingOrder(db: Db, order: OrderRow): TrackingOrder {
  const items = orderItems(order);
  const email = orderBillingFields(order).billing_email ?? '';
  const earlier = (
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE id < ? AND json_extract(billing, '$.billing_email') = ?").get(order.id, email) as { n: number }
  ).n;
  return {
    id: String(order.id),
    number: String(order.id),
    key: order.order_key,
    affiliation: 'Luma & Co.',
    currency: 'USD',
    value: { total: order.total, subtotal: order.subtotal ?? order.total, marketing: order.total },
    discount: order.discount,
    tax: 0,
    shipping: 0,
    coupon: '',
    quantity: items.reduce((n, i) => n + i.quantity, 0),
    new_customer: earlier === 0,
    customer_status: earlier === 0 ? 'new' : 'returning',
    items: items.map((i) => ({
      id: String(i.product_id),
      variation_id: String(i.variation_id ?? 0),
      name: i.name,
      quantity: i.quantity,
      price: i.quantity ? i.total / i.quantity : 0,
      total: i.total,
      total_tax: 0,
    })),
  };
}

/** The products and variations an order names. */
export const orderProductIds = (order: OrderRow): number[] => orderItems(order).flatMap((i) => [i.product_id, ...(i.variation_id ? [i.variation_id] : [])]);

export function orderBuyer(order: OrderRow): TrackingUser {
  const b = orderBillingFields(order);
  return {
    email: b.billing_email,
    phone: b.billing_phone,
    first_name: b.billing_first_name,
    last_name: b.billing_last_name,
    city: b.billing_city,
    state: b.billing_state,
    postcode: b.billing_postcode,
    country: b.billing_country,
  };
}
