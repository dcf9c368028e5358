/**
 * Snapchat's pixel (the ephemeral-photo service): snaptr('init', id, {user_hashed_email,
 * user_hashed_phone_number}), PAGE_VIEW, then snaptr('track', EVENT, {item_ids, item_category,
 * price, currency, number_items, transaction_id, search_string, client_dedup_id}).
 */
import type { TrackingEventName } from '../tracking-event.ts';
import { hashedIdentifiers } from '../user-data.ts';
import { itemCount, orderId, productIds, type PixelPayloads } from './pixel-payloads.ts';

export const SNAPCHAT_EVENTS: Partial<Record<TrackingEventName, string>> = {
  view_item: 'VIEW_CONTENT',
  view_category: 'LIST_VIEW',
  search: 'SEARCH',
  add_to_cart: 'ADD_CART',
  add_to_wishlist: 'ADD_TO_WISHLIST',
  begin_checkout: 'START_CHECKOUT',
  add_payment_info: 'ADD_BILLING',
  purchase: 'PURCHASE',
  login: 'LOGIN',
};

export const snapchatPayloads: PixelPayloads = {
  start: (settings, matching) => [
    ['init', settings.id, matching],
    ['track', 'PAGE_VIEW'],
  ],
  event(event, settings) {
    const name = SNAPCHAT_EVENTS[event.name];
    if (!name) return [];
    if (event.name === 'search') return [['track', name, { search_string: event.searchTerm ?? '', client_dedup_id: event.eventId }]];
    if (event.name === 'login') return [['track', name, { client_dedup_id: event.eventId }]];
    const order = orderId(event);
    return [
      [
        'track',
        name,
        {
          item_ids: productIds(event, settings),
          item_category: event.products[0]?.category[0] ?? '',
          price: event.value,
          currency: event.currency,
          number_items: itemCount(event),
          ...(order ? { transaction_id: order } : {}),
          client_dedup_id: event.eventId,
        },
      ],
    ];
  },
  async matching(user, sha256) {
    const ids = await hashedIdentifiers(user, sha256);
    return { ...(ids.email ? { user_hashed_email: ids.email } : {}), ...(ids.phone ? { user_hashed_phone_number: ids.phone } : {}) };
  },
};
