/**
 * Microsoft Advertising's UET tag (the search-engine ad network): the uetq queue, filled with
 * pushes of ('event', action, params) — the retail parameters ecomm_prodid, ecomm_pagetype,
 * ecomm_totalvalue, revenue_value, currency and items — after the tag's own pageLoad.
 */
import type { TrackingEventName } from '../tracking-event.ts';
import { loadTime, orderId, productIds, type PixelPayloads } from './pixel-payloads.ts';

/** Our event → UET's action and the page type its retail parameters name. */
export const BING_EVENTS: Partial<Record<TrackingEventName, [string, string]>> = {
  view_item: ['view_item', 'product'],
  view_category: ['view_item_list', 'category'],
  search: ['view_search_results', 'searchresults'],
  add_to_cart: ['add_to_cart', 'cart'],
  remove_from_cart: ['remove_from_cart', 'cart'],
  view_cart: ['view_cart', 'cart'],
  begin_checkout: ['begin_checkout', 'cart'],
  purchase: ['purchase', 'purchase'],
};

export const bingPayloads: PixelPayloads = {
  start: () => [['pageLoad']],
  event(event, settings) {
    const seconds = loadTime(event, settings);
    if (seconds !== null) return [['event', 'page_load_time', { event_category: 'Page Load Time', event_value: seconds }]];
    if (event.name === 'phone_click' && settings.phone_conversion) return [['event', settings.phone_conversion, { event_label: event.link ?? '' }]];
    const known = BING_EVENTS[event.name];
    if (!known) return [];
    const [action, pageType] = known;
    if (event.name === 'search') return [['event', action, { search_term: event.searchTerm ?? '', ecomm_pagetype: pageType }]];
    const order = orderId(event);
    return [
      [
        'event',
        action,
        {
          ecomm_prodid: productIds(event, settings),
          ecomm_pagetype: pageType,
          ecomm_totalvalue: event.value,
          revenue_value: event.value,
          currency: event.currency,
          items: event.products.map((p, i) => ({ id: productIds(event, settings)[i], quantity: p.quantity, price: p.price })),
          ...(order ? { transaction_id: order } : {}),
        },
      ],
    ];
  },
};
