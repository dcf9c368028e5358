/**
 * Pinterest's tag (the image-pinning service): pintrk('load', id, {em}), pintrk('page'), then
 * pintrk('track', event, {event_id, value, currency, order_quantity, line_items}). The e-mail
 * goes normalised, not hashed: Pinterest's tag hashes it before it leaves the browser.
 */
import type { TrackingEventName } from '../tracking-event.ts';
import { normalizeEmail } from '../user-data.ts';
import { categories, itemCount, orderId, productId, type PixelPayloads } from './pixel-payloads.ts';

export const PINTEREST_EVENTS: Partial<Record<TrackingEventName, string>> = {
  view_item: 'pagevisit',
  view_category: 'viewcategory',
  search: 'search',
  add_to_cart: 'addtocart',
  purchase: 'checkout',
};

export const pinterestPayloads: PixelPayloads = {
  start: (settings, matching) => [['load', settings.id, matching], ['page']],
  event(event, settings) {
    const name = PINTEREST_EVENTS[event.name];
    if (!name) return [];
    if (event.name === 'search') return [['track', name, { event_id: event.eventId, search_query: event.searchTerm ?? '' }]];
    const params: Record<string, unknown> = {
      event_id: event.eventId,
      value: event.value,
      currency: event.currency,
      order_quantity: itemCount(event),
      line_items: event.products.map((p) => ({
        product_id: productId(p, settings),
        product_name: p.name,
        product_price: p.price,
        product_quantity: p.quantity,
        product_category: categories(p, '/'),
        ...(p.brand ? { product_brand: p.brand } : {}),
        ...(p.variant ? { product_variant: p.variant } : {}),
      })),
    };
    const order = orderId(event);
    if (order) params.order_id = order;
    return [['track', name, params]];
  },
  async matching(user): Promise<Record<string, string>> {
    return user.email?.trim() ? { em: normalizeEmail(user.email) } : {};
  },
};
