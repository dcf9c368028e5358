/**
 * TikTok's pixel (the short-video service): ttq.load(id), ttq.identify with hashed e-mail, phone
 * and external id, ttq.page(), then ttq.track(Event, {contents, content_type, value, currency},
 * {event_id}); the same event for the Events API (v1.3) with the browser's event id, so TikTok
 * counts the pair once.
 */
import type { PixelSettings, TrackingUser } from '../data-layer.ts';
import type { TrackingEvent, TrackingEventName } from '../tracking-event.ts';
import { hashedIdentifiers, type Sha256 } from '../user-data.ts';
import { productId, type PixelPayloads } from './pixel-payloads.ts';

export const TIKTOK_EVENTS: Partial<Record<TrackingEventName, string>> = {
  view_item: 'ViewContent',
  search: 'Search',
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  place_order: 'PlaceAnOrder',
  purchase: 'CompletePayment',
  phone_click: 'Contact',
  email_click: 'Contact',
};

export function tiktokProperties(event: TrackingEvent, settings: PixelSettings): Record<string, unknown> {
  if (event.name === 'search') return { query: event.searchTerm ?? '' };
  if (event.name === 'phone_click' || event.name === 'email_click') return {};
  return {
    contents: event.products.map((p) => ({
      content_id: productId(p, settings),
      content_type: 'product',
      content_name: p.name,
      content_category: p.category.join(','),
      ...(p.brand ? { brand: p.brand } : {}),
      quantity: p.quantity,
      price: p.price,
    })),
    content_type: 'product',
    value: event.value,
    currency: event.currency,
    ...(event.order ? { order_id: event.order.number || event.order.id } : {}),
  };
}

export const tiktokPayloads: PixelPayloads = {
  start: (settings, matching) => [['load', settings.id], ...(Object.keys(matching).length ? [['identify', matching]] : []), ['page']],
  event(event, settings) {
    const name = TIKTOK_EVENTS[event.name];
    return name ? [['track', name, tiktokProperties(event, settings), { event_id: event.eventId }]] : [];
  },
  async matching(user, sha256) {
    const ids = await hashedIdentifiers(user, sha256);
    return {
      ...(ids.email ? { email: ids.email } : {}),
      ...(ids.phone ? { phone_number: ids.phone } : {}),
      ...(ids.external_id ? { external_id: ids.external_id } : {}),
    };
  },
};

/** The events the Events API takes (the server's allow-list names them as the Meta copy does). */
const SERVER_EVENTS: Partial<Record<TrackingEventName, string>> = {
  add_to_cart: 'add_to_cart',
  begin_checkout: 'begin_checkout',
  add_payment_info: 'add_payment_info',
  add_to_wishlist: 'add_to_wishlist',
  view_item: 'view_item',
  search: 'search',
  place_order: 'place_order',
  purchase: 'order_received',
};

export interface TiktokServerContext {
  ttp: string | null;
  ttclid: string | null;
  locale: string;
  user: TrackingUser | null;
}

/** The server-to-server payload for TikTok's Events API, or null when the event is not forwarded. */
export async function tiktokServerPayload(
  event: TrackingEvent,
  settings: PixelSettings,
  context: TiktokServerContext,
  sha256: Sha256,
): Promise<Record<string, unknown> | null> {
  const serverName = SERVER_EVENTS[event.name];
  const name = TIKTOK_EVENTS[event.name];
  if (!settings.events_api || !serverName || !name) return null;
  const ids = context.user && settings.advanced_matching ? await hashedIdentifiers(context.user, sha256) : {};
  const url = new URL(event.page.url);
  return {
    event: serverName,
    tiktok: {
      event: name,
      event_id: event.eventId,
      event_time: Math.floor(event.time / 1000),
      user: {
        ...(context.ttp ? { ttp: context.ttp } : {}),
        ...(context.ttclid ? { ttclid: context.ttclid } : {}),
        ...(ids.email ? { email: ids.email } : {}),
        ...(ids.phone ? { phone: ids.phone } : {}),
        ...(ids.external_id ? { external_id: ids.external_id } : {}),
        locale: context.locale,
      },
      // The page without its query string (click ids and searches stay out of the vendor's logs).
      page: { url: `${url.origin}${url.pathname}`, referrer: event.page.referrer },
      properties: tiktokProperties(event, settings),
    },
  };
}
