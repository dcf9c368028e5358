/**
 * Taboola's pixel (a native-advertising network): objects pushed into _tfa — {notify: 'event',
 * name, id: account} with page_view at start, then its standard events with revenue, currency,
 * orderid and quantity.
 */
import type { TrackingEventName } from '../tracking-event.ts';
import { itemCount, orderId, type PixelPayloads } from './pixel-payloads.ts';

export const TABOOLA_EVENTS: Partial<Record<TrackingEventName, string>> = {
  view_item: 'view_content',
  search: 'search',
  add_to_cart: 'add_to_cart',
  add_to_wishlist: 'add_to_wishlist',
  begin_checkout: 'start_checkout',
  add_payment_info: 'add_payment_info',
  purchase: 'make_purchase',
};

const account = (id: string): number | string => (Number.isSafeInteger(Number(id)) ? Number(id) : id);

export const taboolaPayloads: PixelPayloads = {
  start: (settings) => [[{ notify: 'event', name: 'page_view', id: account(settings.id) }]],
  event(event, settings) {
    const name = TABOOLA_EVENTS[event.name];
    if (!name) return [];
    const notice: Record<string, unknown> = { notify: 'event', name, id: account(settings.id) };
    if (event.name === 'search') notice.search_term = event.searchTerm ?? '';
    else {
      notice.revenue = event.value;
      notice.currency = event.currency;
      notice.quantity = itemCount(event);
    }
    const order = orderId(event);
    if (order) notice.orderid = order;
    return [[notice]];
  },
};
