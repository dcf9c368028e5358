/**
 * The data layer the shop prints on every page (#shop-tracking-data): the library's version and
 * distribution, the settings, the page's type, the products the page shows, the cart, the order
 * on the order received page, the shopper's own identifiers where a service matches on them,
 * each service's settings (pointed at the local recorders), and where to call with which nonce.
 */
import type { FastifyRequest } from 'fastify';
import {
  LIBRARY_VERSION,
  PIXEL_SERVICES,
  type DataLayer,
  type PageType,
  type PixelServiceName,
  type PixelSettings,
  type TrackingUser,
} from '../../../shared/engine/tracking/data-layer.ts';
import { TRACKING } from '../../../shared/engine/tracking/constants.ts';
import { SERVICE_CATEGORY } from '../../../shared/engine/tracking/service-gate.ts';
import type { Db } from '../db.ts';
import type { CartLine } from '../cart/cart.ts';
import type { OrderRow } from '../checkout/orders.ts';
import type { User } from '../accounts/accounts.ts';
import { createNonce } from '../security/nonces.ts';
import { REST_NONCE } from '../pages/demo-settings-state.ts';
import { trackingProducts } from './tracking-products.ts';
import { trackingSettings, type TrackingSettings } from './tracking-settings.ts';
import { SERVICE_CATALOGUE } from './service-catalogue.ts';
import { BOT_CHECK_SCRIPT, pixelRecorderUrl } from './recorder-urls.ts';
import { purchaseFired } from './tracking-log.ts';
import { orderBuyer, orderProductIds, trackingOrder } from './tracking-order.ts';

export const TRACKING_NAMESPACE = 'shop';
/**
 * The demo's three geo-IP services. They stand for services elsewhere, which see the visitor's
 * address, not the shop's cookies: where the demo visitor "is" (shop_demo_geo) goes in the URL.
 */
export const geoEndpoints = (where: string | undefined): string[] =>
  [1, 2, 3].map(
    (n) => `/demo-geo/${n}${where && /^([A-Za-z]{2}(-[A-Za-z0-9]{1,3})?|fail)$/.test(where) ? `?as=${encodeURIComponent(where.toUpperCase())}` : ''}`,
  );

const ordersOfRequest = new WeakMap<FastifyRequest, OrderRow>();

/** The order received page tells the frame which order it shows. */
export const noteOrderForTracking = (request: FastifyRequest, order: OrderRow): void => void ordersOfRequest.set(request, order);

export function pageTypeOf(path: string, bodyClass: string): PageType {
  const classes = bodyClass.split(' ');
  if (classes.includes('single-product')) return 'product';
  if (classes.includes('woocommerce-order-received')) return 'order_received_page';
  if (classes.includes('woocommerce-checkout')) return 'checkout';
  if (classes.includes('woocommerce-cart')) return 'cart';
  if (classes.includes('search-results')) return 'search';
  if (path.startsWith('/product-category/')) return 'product_category';
  if (classes.includes('post-type-archive-product')) return 'product_shop';
  if (classes.includes('home')) return 'front_page';
  return 'other';
}

/** Product ids a page shows: cards (post-N) and add-to-cart buttons (data-product_id), in order. */
export function productIdsIn(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/\bpost-(\d{1,10})\b|data-product_id="(\d{1,10})"/g)) ids.add(Number(match[1] ?? match[2]));
  return [...ids];
}

export interface PageFacts {
  request: FastifyRequest;
  sessionId: string | null;
  user: User | null;
  bodyClass: string;
  title: string;
  contentHtml: string;
  lines: CartLine[];
}

/** The other services' blocks: each on service with its id, pointed at its local recorder. */
function pixelServices(settings: TrackingSettings): Partial<Record<PixelServiceName, PixelSettings>> {
  const blocks: Partial<Record<PixelServiceName, PixelSettings>> = {};
  for (const name of PIXEL_SERVICES) {
    const setup = settings.services[name];
    if (!setup.enabled || !setup.id) continue;
    blocks[name] = {
      script_url: pixelRecorderUrl(name),
      id: setup.id,
      // The account pages show the shopper's own data: no ad pixel there.
      excluded_urls: SERVICE_CATEGORY[name] === 'marketing' ? ['/my-account/'] : [],
      id_type: 'post_id',
      advanced_matching: setup.advancedMatching && SERVICE_CATALOGUE[name].matching,
      page_load_time_tracking: name === 'bing',
      event_ids: SERVICE_CATALOGUE[name].namedConversions ? setup.eventIds : {},
      phone_conversion: name === 'bing' ? 'phone_call' : '',
      ...(name === 'tiktok' ? { events_api: setup.eventsApi } : {}),
      ...(name === 'vwo' ? { tolerance: { settings: TRACKING.abTest.settingsToleranceMs, library: TRACKING.abTest.libraryToleranceMs } } : {}),
    };
  }
  return blocks;
}

export function dataLayerFor(db: Db, page: PageFacts): DataLayer {
  const settings = trackingSettings(db);
  const url = new URL(page.request.url, 'http://shop.local');
  const pageType = pageTypeOf(url.pathname, page.bodyClass);
  const productId = pageType === 'product' ? (/\bproduct-(\d+)\b/.exec(page.bodyClass)?.[1] ?? null) : null;
  const order = pageType === 'order_received_page' ? ordersOfRequest.get(page.request) : undefined;
  const shownIds = productIdsIn(page.contentHtml);
  const cartIds = page.lines.flatMap((l) => [l.product_id, ...(l.variation_id ? [l.variation_id] : [])]);
  const orderIds = order ? orderProductIds(order) : [];
  const products = trackingProducts(db, [...new Set([...(productId ? [Number(productId)] : []), ...shownIds, ...cartIds, ...orderIds])]);
  const listName =
    pageType === 'product_shop'
      ? `Shop | page number: ${/\/page\/(\d+)/.exec(url.pathname)?.[1] ?? '1'}`
      : pageType === 'search'
        ? 'Search Results'
        : page.title;
  const signedIn: TrackingUser | null = page.user ? { id: String(page.user.id), email: page.user.email } : null;
  const user: TrackingUser | null = order ? { ...orderBuyer(order), ...(signedIn ? { id: signedIn.id } : {}) } : signedIn;
  return {
    version: { number: LIBRARY_VERSION, pro: true, distro: 'wcm', eligible_for_updates: true },
    general: {
      user_logged_in: !!page.user,
      page_id: 0,
      scroll_tracking_thresholds: settings.scrollThresholds,
      exclude_domains: settings.excludeDomains,
      server_2_server: { active: settings.serverToServer },
      consent_management: {
        explicit_consent: settings.explicitConsent,
        restricted_regions: settings.restrictedRegions,
        revision: settings.revision,
        geo_endpoints: geoEndpoints(page.request.cookies.shop_demo_geo),
      },
      bot_check: settings.botCheck.enabled ? { site_key: settings.botCheck.siteKey, script_url: BOT_CHECK_SCRIPT } : null,
    },
    shop: {
      currency: 'USD',
      list_name: listName,
      list_id: listName.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
      page_type: pageType,
      product_type: productId ? (products[productId]?.type ?? null) : null,
      product_id: productId,
      search_term: pageType === 'search' ? (url.searchParams.get('s') ?? '').slice(0, 200) : null,
      order_duplication_prevention: true,
      selectors: { addToCart: [], beginCheckout: ['.checkout-button', 'a[href="/checkout/"].button', '.wc-proceed-to-checkout a'] },
      view_item_list_trigger: {
        threshold: TRACKING.viewItemListTrigger.threshold,
        timeout: TRACKING.viewItemListTrigger.timeoutMs,
        repeat: TRACKING.viewItemListTrigger.repeat,
        test_mode: false,
        opacity: TRACKING.viewItemListTrigger.opacity,
        background_color: '#12a4e1',
      },
    },
    page: { id: 0, title: page.title, type: pageType },
    products,
    cart: {
      items: Object.fromEntries(
        page.lines.map((l) => [l.key, { product_id: String(l.product_id), variation_id: String(l.variation_id ?? 0), quantity: l.quantity }]),
      ),
    },
    order: order && !purchaseFired(db, order.id) ? trackingOrder(db, order) : null,
    user,
    pixels: {
      google: settings.googleEnabled
        ? {
            script_url: '/recorders/gtag/js',
            analytics: settings.measurementId ? { measurement_id: settings.measurementId } : null,
            ads: settings.adsConversionId
              ? {
                  conversion_id: settings.adsConversionId,
                  conversion_labels: { purchase: settings.adsPurchaseLabel },
                  remarketing: true,
                  enhanced_conversions: settings.enhancedConversions,
                }
              : null,
            consent_mode: { is_active: true, mode: settings.googleConsentMode, wait_for_update: 500, ads_data_redaction: true, url_passthrough: false },
            page_load_time_tracking: true,
            id_type: 'post_id',
          }
        : null,
      facebook: settings.metaEnabled
        ? {
            script_url: '/recorders/fbevents.js',
            pixel_id: settings.metaPixelId,
            advanced_matching: settings.advancedMatching,
            capi: settings.metaCapi,
            // The demo's stand-in for an IPv6-only lookup service (recorders.ts).
            ipv6_lookup_url: settings.metaCapi ? '/demo-ipv6/' : '',
            excluded_urls: ['/my-account/'],
            id_type: 'post_id',
          }
        : null,
      ...pixelServices(settings),
    },
    api: { root: '/wp-json/', namespace: TRACKING_NAMESPACE, ajax_url: '/wp-admin/admin-ajax.php', nonce: createNonce(db, REST_NONCE, page.sessionId) },
  };
}
