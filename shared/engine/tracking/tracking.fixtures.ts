/** The shop, products and events the tracking's unit tests share. */
import { createHash } from 'node:crypto';
import { LIBRARY_VERSION, type DataLayer, type TrackingOrder, type TrackingProduct } from './data-layer.ts';
import { cartValue, productDetails, type TrackingEvent } from './tracking-event.ts';

export const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');

export const hoodie: TrackingProduct = {
  id: '46',
  sku: 'woo-hoodie-logo',
  dyn_r_ids: { post_id: '46', sku: 'woo-hoodie-logo' },
  name: 'Hoodie with Logo',
  brand: 'Luma',
  category: ['Clothing', 'Hoodies', 'Men', 'Tops', 'Sale', 'Extra'],
  price: 45,
  type: 'simple',
  is_variable: false,
  is_variation: false,
};

export function layer(): DataLayer {
  return {
    version: { number: LIBRARY_VERSION, pro: false, distro: 'wcm', eligible_for_updates: false },
    general: {
      user_logged_in: false,
      page_id: 1,
      scroll_tracking_thresholds: [25, 50],
      exclude_domains: [],
      server_2_server: { active: true },
      consent_management: { explicit_consent: true, restricted_regions: [], revision: 1, geo_endpoints: [] },
    },
    shop: {
      currency: 'USD',
      list_name: 'Hoodies',
      list_id: 'hoodies',
      page_type: 'product_category',
      product_type: null,
      product_id: null,
      search_term: null,
      order_duplication_prevention: true,
      selectors: { addToCart: [], beginCheckout: [] },
      view_item_list_trigger: { threshold: 0.8, timeout: 1000, repeat: true, test_mode: false, opacity: 0.5, background_color: '#fff' },
    },
    page: { id: 1, title: 'Hoodies', type: 'product_category' },
    products: { '46': hoodie },
    cart: { items: {} },
    order: null,
    user: {
      email: ' Ada@Example.com ',
      phone: '020 7946 0958',
      first_name: "D'Arcy",
      last_name: 'Lovelace-Byron',
      city: 'London',
      postcode: 'N1-9GU',
      country: 'GB',
    },
    pixels: {
      google: {
        script_url: '/gtag/js',
        analytics: { measurement_id: 'G-1' },
        ads: { conversion_id: 'AW-2', conversion_labels: { purchase: 'buy', add_to_cart: 'add' }, remarketing: true, enhanced_conversions: true },
        consent_mode: { is_active: true, mode: 'basic', wait_for_update: 500, ads_data_redaction: true, url_passthrough: false },
        page_load_time_tracking: true,
        id_type: 'sku',
      },
      facebook: { script_url: '/fbevents.js', pixel_id: '123', advanced_matching: true, capi: true, excluded_urls: ['/my-account/'], id_type: 'post_id' },
    },
    api: { root: '/wp-json/', namespace: 'shop', ajax_url: '/wp-admin/admin-ajax.php', nonce: 'abc' },
  };
}

export function event(name: TrackingEvent['name'], extra: Partial<TrackingEvent> = {}): TrackingEvent {
  const products = extra.products ?? [productDetails(hoodie, layer(), 2)];
  return {
    name,
    eventId: 'abcdefghij012345',
    time: 1_790_000_000_000,
    currency: 'USD',
    products,
    value: cartValue(products),
    page: { url: 'https://shop.test/p/', referrer: '', type: 'product' },
    ...extra,
  };
}

/** An order of two hoodies (90 + 5 shipping), its items left to the test. */
export function order(extra: Partial<TrackingOrder> = {}): TrackingOrder {
  return {
    id: '7',
    number: '1007',
    key: 'k',
    affiliation: 'S',
    currency: 'USD',
    value: { total: 95, subtotal: 90, marketing: 90 },
    discount: 0,
    tax: 0,
    shipping: 5,
    coupon: '',
    quantity: 2,
    new_customer: true,
    customer_status: 'new',
    items: [],
    ...extra,
  };
}
