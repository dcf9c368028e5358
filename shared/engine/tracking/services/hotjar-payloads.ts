/**
 * Hotjar (the session-recording and heatmap service): its snippet's settings (site id, snippet
 * version 6) start recording; shop events become hj('event', name) so recordings can be filtered
 * by what the shopper did. Hotjar takes no product data.
 */
import type { TrackingEventName } from '../tracking-event.ts';
import type { PixelPayloads } from './pixel-payloads.ts';

export const HOTJAR_EVENTS: TrackingEventName[] = [
  'view_item',
  'view_category',
  'search',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'add_to_wishlist',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'place_order',
  'purchase',
  'login',
];

export const hotjarPayloads: PixelPayloads = {
  start: () => [],
  event: (event) => (HOTJAR_EVENTS.includes(event.name) ? [['event', event.name]] : []),
};
