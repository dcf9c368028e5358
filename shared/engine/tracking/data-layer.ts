/**
 * The data layer: what the shop prints on every page for the tracking (a JSON block,
 * #shop-tracking-data) — the library version, the general and shop settings, the page, the
 * products the page shows, the cart, the order on the order received page, the user's own
 * identifiers where a service matches on them, each service's settings and where to call.
 */
import type { BotCheckSettings } from '../cart-capture/bot-check.ts';
import { TRACKING } from './constants.ts';
import { START_MESSAGES } from './start-messages.ts';
import type { TrackingEventName } from './event-names.ts';

export const LIBRARY_VERSION = TRACKING.libraryVersion;

export type PageType = 'product' | 'product_category' | 'product_shop' | 'search' | 'cart' | 'checkout' | 'order_received_page' | 'front_page' | 'other';

export interface TrackingProduct {
  id: string;
  sku: string;
  dyn_r_ids: Record<string, string>;
  parent_id_dyn_r_ids?: Record<string, string>;
  name: string;
  brand: string;
  category: string[];
  variant?: string;
  price: number;
  quantity?: number;
  type: string;
  is_variable: boolean;
  is_variation: boolean;
  parent_id?: string;
  position?: number;
}

export interface TrackingOrderItem {
  id: string;
  variation_id: string;
  name: string;
  quantity: number;
  price: number;
  total: number;
  total_tax: number;
}

export interface TrackingOrder {
  id: string;
  number: string;
  key: string;
  affiliation: string;
  currency: string;
  value: { total: number; subtotal: number; marketing: number };
  discount: number;
  tax: number;
  shipping: number;
  coupon: string;
  quantity: number;
  new_customer: boolean;
  customer_status: 'new' | 'returning';
  items: TrackingOrderItem[];
}

/** The shopper's own identifiers, printed only where a service matches on them (signed in, or the order received page). */
export interface TrackingUser {
  id?: string;
  email?: string;
  phone?: string;
  first_name?: string;
  last_name?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

export interface GoogleSettings {
  /** The tag library's URL (Google's gtag/js; the demo store serves a local recorder). */
  script_url: string;
  analytics: { measurement_id: string } | null;
  ads: {
    conversion_id: string;
    conversion_labels: Partial<Record<'purchase' | 'add_to_cart' | 'begin_checkout' | 'phone', string>>;
    remarketing: boolean;
    enhanced_conversions: boolean;
  } | null;
  /**
   * 'basic': the library loads only once statistics or marketing is granted (nothing is sent
   * without consent); 'advanced': it also loads with both denied, once the visitor decided,
   * and Google's tags send cookieless pings.
   */
  consent_mode: { is_active: boolean; mode: 'basic' | 'advanced'; wait_for_update: number; ads_data_redaction: boolean; url_passthrough: boolean };
  page_load_time_tracking: boolean;
  id_type: string;
}

export interface MetaSettings {
  script_url: string;
  pixel_id: string;
  advanced_matching: boolean;
  /** Conversions API: events also go server to server, with the browser's event id. */
  capi: boolean;
  /**
   * An IPv6-only service answering the visitor's address (plain text, or JSON with `ip`); '' for
   * none. With the Conversions API on, the address is kept in the shop's session once per session.
   */
  ipv6_lookup_url?: string;
  /** URL patterns (substrings) where the pixel does not load. */
  excluded_urls: string[];
  id_type: string;
}

/** The services besides Google's library and Meta's pixel, each with the same shape of settings. */
export const PIXEL_SERVICES = ['tiktok', 'pinterest', 'snapchat', 'reddit', 'twitter', 'bing', 'linkedin', 'outbrain', 'taboola', 'hotjar', 'vwo'] as const;
export type PixelServiceName = (typeof PIXEL_SERVICES)[number];

/** One of those services' settings. */
export interface PixelSettings {
  /** The vendor's script (the demo store serves local recorders). */
  script_url: string;
  /** The shop's id with the vendor: pixel, tag, partner, marketer, account or site id. */
  id: string;
  /** URL patterns (substrings) where the service does not load. */
  excluded_urls: string[];
  /** Which product id the vendor's catalogue uses (a key of each product's dyn_r_ids). */
  id_type: string;
  /** The shopper's identifiers with the events, where the vendor matches on them (signed in, or the order received page). */
  advanced_matching: boolean;
  /** The page's load time as an event, where the vendor takes one. */
  page_load_time_tracking: boolean;
  /**
   * What the vendor's dashboard names each conversion: X's event ids, LinkedIn's conversion ids,
   * Outbrain's conversion names. For those vendors an event without one is not sent.
   */
  event_ids: Partial<Record<TrackingEventName, string>>;
  /** The conversion a click on a phone link counts as, where the vendor has one ('' for none). */
  phone_conversion: string;
  /** TikTok: events also go to the Events API, server to server, with the browser's event id. */
  events_api?: boolean;
  /** The A/B service: how long the page may stay hidden for its settings, then its library (ms). */
  tolerance?: { settings: number; library: number };
}

export interface DataLayer {
  version: { number: string; pro: boolean; distro: 'fms' | 'wcm'; eligible_for_updates: boolean };
  general: {
    user_logged_in: boolean;
    page_id: number;
    scroll_tracking_thresholds: number[];
    exclude_domains: string[];
    server_2_server: { active: boolean };
    consent_management: { explicit_consent: boolean; restricted_regions: string[]; revision: number; geo_endpoints: string[] };
    /** The cart capture's bot check for guests; absent or null when the shop has none. */
    bot_check?: BotCheckSettings | null;
  };
  shop: {
    currency: string;
    list_name: string;
    list_id: string;
    page_type: PageType;
    product_type: string | null;
    /** The product of a product page. */
    product_id: string | null;
    search_term: string | null;
    order_duplication_prevention: boolean;
    selectors: { addToCart: string[]; beginCheckout: string[] };
    view_item_list_trigger: { threshold: number; timeout: number; repeat: boolean; test_mode: boolean; opacity: number; background_color: string };
  };
  page: { id: number; title: string; type: string };
  products: Record<string, TrackingProduct>;
  cart: { items: Record<string, { product_id: string; variation_id: string; quantity: number }> };
  order: TrackingOrder | null;
  user: TrackingUser | null;
  pixels: { google: GoogleSettings | null; facebook: MetaSettings | null } & Partial<Record<PixelServiceName, PixelSettings | null>>;
  api: { root: string; namespace: string; ajax_url: string; nonce: string };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data layer when the block holds one of this library's shape; null otherwise (nothing is tracked). */
export function parseDataLayer(text: string | null): DataLayer | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (!isObject(value) || !isObject(value.version) || !isObject(value.general) || !isObject(value.shop) || !isObject(value.pixels) || !isObject(value.api))
      return null;
    const layer = value as unknown as DataLayer;
    return { ...layer, products: isObject(value.products) ? layer.products : {}, cart: isObject(value.cart) ? layer.cart : { items: {} } };
  } catch {
    return null;
  }
}

/** The library and the data layer must be the same version. */
export const versionMismatch = (layer: DataLayer): string | null =>
  layer.version.number === LIBRARY_VERSION ? null : START_MESSAGES.versionMismatch(LIBRARY_VERSION, layer.version.number);

/** Most services, server-to-server sending, ACR and the extra events need the premium distribution. */
export const isPremium = (layer: DataLayer): boolean =>
  layer.version.distro === 'wcm' || (layer.version.distro === 'fms' && layer.version.pro && layer.version.eligible_for_updates);
