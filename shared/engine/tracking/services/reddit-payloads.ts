/**
 * Reddit's pixel (the discussion-forum service): rdt('init', id, {optOut, useDecimalCurrencyValues,
 * email, externalId}), PageVisit, then rdt('track', Event, {itemCount, value, currency,
 * transactionId, products, conversionId}); the conversion id lets Reddit match its server copy.
 * The e-mail goes normalised: Reddit's pixel hashes it before it leaves the browser.
 */
import type { TrackingEventName } from '../tracking-event.ts';
import { hashedIdentifiers, normalizeEmail } from '../user-data.ts';
import { categories, itemCount, orderId, productId, type PixelPayloads } from './pixel-payloads.ts';

export const REDDIT_EVENTS: Partial<Record<TrackingEventName, string>> = {
  view_item: 'ViewContent',
  search: 'Search',
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  purchase: 'Purchase',
};

export const redditPayloads: PixelPayloads = {
  start: (settings, matching) => [
    ['init', settings.id, { optOut: false, useDecimalCurrencyValues: true, ...matching }],
    ['track', 'PageVisit'],
  ],
  event(event, settings) {
    const name = REDDIT_EVENTS[event.name];
    if (!name) return [];
    if (event.name === 'search') return [['track', name, { conversionId: event.eventId }]];
    const order = orderId(event);
    return [
      [
        'track',
        name,
        {
          itemCount: itemCount(event),
          value: event.value,
          currency: event.currency,
          ...(order ? { transactionId: order } : {}),
          products: event.products.map((p) => ({ id: productId(p, settings), name: p.name, category: categories(p, ',') })),
          conversionId: event.eventId,
        },
      ],
    ];
  },
  async matching(user, sha256) {
    const ids = await hashedIdentifiers(user, sha256);
    return { ...(user.email?.trim() ? { email: normalizeEmail(user.email) } : {}), ...(ids.external_id ? { externalId: ids.external_id } : {}) };
  },
};
