/**
 * Meta: the browser pixel's calls (fbq('track', Event, params, {eventID})) and the Conversions
 * API event sent server to server with the same event id, so Meta counts the pair once.
 */
import type { MetaSettings, TrackingUser } from '../data-layer.ts';
import type { TrackingEvent } from '../tracking-event.ts';
import { metaUserData, type Sha256 } from '../user-data.ts';

export type FbqCall = ['track' | 'trackCustom', string, Record<string, unknown>, { eventID: string }];

const STANDARD: Partial<Record<TrackingEvent['name'], string>> = {
  view_item: 'ViewContent',
  search: 'Search',
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
};

const CUSTOM: Partial<Record<TrackingEvent['name'], string>> = { view_category: 'ViewCategory', place_order: 'PlaceOrder', login: 'Login' };

/** Meta's custom_data for an event: content ids, contents with item_price, value, currency, num_items. */
export function metaCustomData(event: TrackingEvent, settings: MetaSettings): Record<string, unknown> {
  if (event.name === 'search') return { search_string: event.searchTerm ?? '' };
  const ids = event.products.map((p) => p.dyn_r_ids[settings.id_type] ?? p.id);
  const data: Record<string, unknown> = {
    content_type: 'product',
    content_ids: ids,
    contents: event.products.map((p, i) => ({ id: ids[i], quantity: p.quantity, item_price: p.price })),
    value: event.value,
    currency: event.currency,
  };
  if (event.name === 'view_item' && event.products[0]) data.content_name = event.products[0].name;
  if (event.name === 'view_category') data.content_category = event.products[0]?.category[0] ?? '';
  if (event.name === 'begin_checkout' || event.name === 'purchase') data.num_items = event.products.reduce((n, p) => n + p.quantity, 0);
  if (event.order) data.order_id = event.order.number || event.order.id;
  return data;
}

/** The browser pixel's call for an event, or null when Meta has no such event. */
export function metaBrowserCall(event: TrackingEvent, settings: MetaSettings): FbqCall | null {
  const standard = STANDARD[event.name];
  const custom = CUSTOM[event.name];
  if (!standard && !custom) return null;
  return [standard ? 'track' : 'trackCustom', (standard ?? custom)!, metaCustomData(event, settings), { eventID: event.eventId }];
}

/** The events the server may forward (its allow-list, as the server-to-server payload names them). */
const SERVER_EVENTS: Partial<Record<TrackingEvent['name'], string>> = {
  add_to_cart: 'add_to_cart',
  begin_checkout: 'begin_checkout',
  add_payment_info: 'add_payment_info',
  add_to_wishlist: 'add_to_wishlist',
  view_item: 'view_item',
  view_category: 'view_category',
  search: 'search',
  place_order: 'place_order',
  purchase: 'order_received',
  login: 'login',
};

export interface ServerEventContext {
  fbp: string | null;
  fbc: string | null;
  language: string;
  user: TrackingUser | null;
}

/** The server-to-server payload of an event for the Conversions API, or null when it is not forwarded. */
export async function metaServerPayload(
  event: TrackingEvent,
  settings: MetaSettings,
  context: ServerEventContext,
  sha256: Sha256,
): Promise<Record<string, unknown> | null> {
  const serverName = SERVER_EVENTS[event.name];
  const browser = metaBrowserCall(event, settings);
  if (!serverName || !browser) return null;
  const userData: Record<string, unknown> = context.user && settings.advanced_matching ? await metaUserData(context.user, sha256) : {};
  // Never hashed: the browser and click cookies.
  if (context.fbp) userData.fbp = context.fbp;
  if (context.fbc) userData.fbc = context.fbc;
  return {
    event: serverName,
    facebook: {
      event_name: browser[1],
      event_id: event.eventId,
      event_time: Math.floor(event.time / 1000),
      action_source: 'website',
      event_source_url: event.page.url,
      referrer_url: event.page.referrer,
      language: context.language,
      user_data: userData,
      custom_data: browser[2],
    },
  };
}

export { advancedMatchingApplies } from './pixel-payloads.ts';
