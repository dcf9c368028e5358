/**
 * Google's tag library (gtag): the GA4 e-commerce events with their items, the Ads conversions
 * and remarketing, enhanced conversions' hashed user data. Each shop event becomes the gtag
 * commands Google documents; an event Google has no name for becomes none.
 */
import { TRACKING } from '../constants.ts';
import type { DataLayer, GoogleSettings } from '../data-layer.ts';
import type { ProductDetails, TrackingEvent } from '../tracking-event.ts';
import { googleUserData, type Sha256 } from '../user-data.ts';
import { searchResultsPath } from '../../search/results-path.ts';

export type GtagCommand = [string, ...unknown[]];

/** GA4 accepts at most 200 items per event. */
const MAX_ITEMS = 200;

export function ga4Item(product: ProductDetails, idType: string): Record<string, unknown> {
  const item: Record<string, unknown> = {
    item_id: product.dyn_r_ids[idType] ?? product.id,
    item_name: product.name,
    quantity: product.quantity,
    price: product.price,
    index: product.list_position,
  };
  if (product.brand) item.item_brand = product.brand;
  if (product.variant) item.item_variant = product.variant;
  if (product.list_name) item.item_list_name = product.list_name;
  product.category.slice(0, TRACKING.maxItemCategories).forEach((name, i) => (item[i === 0 ? 'item_category' : `item_category${i + 1}`] = name));
  return item;
}

const items = (event: TrackingEvent, settings: GoogleSettings) => event.products.slice(0, MAX_ITEMS).map((p) => ga4Item(p, settings.id_type));

/** The GA4 event name and parameters of a shop event, or null when GA4 has no such event. */
export function ga4Event(event: TrackingEvent, settings: GoogleSettings): [string, Record<string, unknown>] | null {
  const money = { currency: event.currency, value: event.value, items: items(event, settings) };
  switch (event.name) {
    case 'view_item_list':
      return ['view_item_list', { item_list_name: event.products[0]?.list_name ?? '', items: items(event, settings) }];
    case 'select_item':
      return ['select_item', { item_list_name: event.products[0]?.list_name ?? '', items: items(event, settings) }];
    case 'view_item':
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'view_cart':
    case 'add_to_wishlist':
    case 'begin_checkout':
      return [event.name, money];
    case 'add_shipping_info':
      return ['add_shipping_info', { ...money, shipping_tier: event.option ?? '' }];
    case 'add_payment_info':
      return ['add_payment_info', { ...money, payment_type: event.option ?? '' }];
    case 'search':
      return ['search', { search_term: event.searchTerm ?? '' }];
    case 'login':
      return ['login', { method: 'woocommerce' }];
    case 'scroll':
      return ['scroll', { percent_scrolled: event.threshold }];
    case 'page_load_time':
      return settings.page_load_time_tracking ? ['page_load_time', { value: event.seconds, event_category: 'Page Load Time' }] : null;
    case 'phone_click':
    case 'email_click':
      return [event.name, { link_url: event.link ?? '' }];
    case 'purchase': {
      const order = event.order!;
      return [
        'purchase',
        {
          transaction_id: order.number || order.id,
          affiliation: order.affiliation,
          currency: order.currency,
          value: event.value,
          tax: order.tax,
          shipping: order.shipping,
          ...(order.coupon ? { coupon: order.coupon } : {}),
          items: items(event, settings),
        },
      ];
    }
    default:
      return null;
  }
}

/** The Ads conversion label for an event, where the shop set one. */
function adsLabel(event: TrackingEvent, ads: NonNullable<GoogleSettings['ads']>): string | undefined {
  if (event.name === 'purchase') return ads.conversion_labels.purchase;
  if (event.name === 'add_to_cart') return ads.conversion_labels.add_to_cart;
  if (event.name === 'begin_checkout') return ads.conversion_labels.begin_checkout;
  if (event.name === 'phone_click') return ads.conversion_labels.phone;
  return undefined;
}

/** Who the library sends to: the GA4 property, and the Ads account when it remarkets. */
export function sendTo(settings: GoogleSettings): string[] {
  return [settings.analytics?.measurement_id, settings.ads?.remarketing ? settings.ads.conversion_id : undefined].filter((id): id is string => !!id);
}

/** The config commands that start the library on a page (after the consent default). */
export function googleConfigCommands(settings: GoogleSettings): GtagCommand[] {
  const commands: GtagCommand[] = [['js', 'now']];
  if (settings.consent_mode.is_active) {
    if (settings.consent_mode.ads_data_redaction) commands.push(['set', 'ads_data_redaction', true]);
    if (settings.consent_mode.url_passthrough) commands.push(['set', 'url_passthrough', true]);
  }
  if (settings.analytics) commands.push(['config', settings.analytics.measurement_id, {}]);
  if (settings.ads) commands.push(['config', settings.ads.conversion_id, settings.ads.enhanced_conversions ? { allow_enhanced_conversions: true } : {}]);
  return commands;
}

/**
 * A live search, for GA4 only (analytics, not ads): a virtual page view of the results page the
 * phrase leads to (storefront.md's virtual page path, `/?s=…&post_type=product&shop_search=1`,
 * which GA's site search reads the phrase from) and a `search` event with the phrase and how many
 * suggestions it found, marked as the live search's.
 */
function liveSearchCommands(event: TrackingEvent, measurementId: string): GtagCommand[] {
  const term = event.searchTerm ?? '';
  const path = searchResultsPath(term);
  let origin = '';
  try {
    origin = new URL(event.page.url).origin;
  } catch {
    // A page address that does not parse: the path alone.
  }
  return [
    ['event', 'page_view', { page_location: origin + path, page_path: path, send_to: [measurementId] }],
    ['event', 'search', { search_term: term, search_type: 'live_search', results_count: event.resultsCount ?? 0, send_to: [measurementId] }],
  ];
}

/** Every gtag command for one shop event: the GA4 event, the Ads conversion, enhanced conversions' user data before a purchase. */
export async function googleCommands(
  event: TrackingEvent,
  settings: GoogleSettings,
  layer: DataLayer,
  sha256: Sha256,
  allowed: { analytics: boolean; ads: boolean },
): Promise<GtagCommand[]> {
  if (event.name === 'live_search') return allowed.analytics && settings.analytics ? liveSearchCommands(event, settings.analytics.measurement_id) : [];
  const commands: GtagCommand[] = [];
  const ga4 = allowed.analytics || allowed.ads ? ga4Event(event, settings) : null;
  const targets = sendTo(settings).filter((id) => (id === settings.analytics?.measurement_id ? allowed.analytics : allowed.ads));
  if (ga4 && targets.length > 0) commands.push(['event', ga4[0], { ...ga4[1], send_to: targets }]);
  const ads = allowed.ads ? settings.ads : null;
  const label = ads ? adsLabel(event, ads) : undefined;
  if (ads && label) {
    if (event.name === 'purchase' && ads.enhanced_conversions && layer.user) commands.push(['set', 'user_data', await googleUserData(layer.user, sha256)]);
    const conversion: Record<string, unknown> = { send_to: `${ads.conversion_id}/${label}`, value: event.value, currency: event.currency };
    if (event.order) conversion.transaction_id = event.order.number || event.order.id;
    commands.push(['event', 'conversion', conversion]);
  }
  return commands;
}
