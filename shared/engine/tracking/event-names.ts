/** The names of the shop events the tracking carries (what each service's mapping translates). */
export const TRACKING_EVENT_NAMES = [
  'page_view',
  'view_item_list',
  'select_item',
  'view_item',
  'view_category',
  'search',
  /** A search in the live search box, once settled (shared/engine/search/search-analytics.ts): analytics only. */
  'live_search',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'add_to_wishlist',
  'begin_checkout',
  'checkout_progress',
  'set_checkout_option',
  'add_shipping_info',
  'add_payment_info',
  'place_order',
  'purchase',
  'login',
  'scroll',
  'page_load_time',
  'phone_click',
  'email_click',
] as const;

export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];
