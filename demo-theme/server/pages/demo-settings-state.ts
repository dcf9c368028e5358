/**
 * The demo's settings as a visitor has them (a cookie), read by every page (the page frame) and
 * written by /demo-settings/ (demo-settings.ts): which banners and popups show, how the header sticks,
 * whether listings show variations as products of their own.
 */
import type { FastifyRequest } from 'fastify';

export const HEADER_MODES = ['sticky', 'hide-on-scroll', 'static'] as const;
export type HeaderMode = (typeof HEADER_MODES)[number];

export interface DemoSettings {
  storeNotice: boolean;
  comingSoon: boolean;
  cartPopup: boolean;
  /** The header's search as an icon opening it in a lightbox, instead of the box in the header. */
  searchLightbox: boolean;
  /** The shop's listings show each variation as a product of its own (the filter's single_variations_support). */
  singleVariations: boolean;
  header: HeaderMode;
}

export const DEFAULT_SETTINGS: DemoSettings = {
  storeNotice: false,
  comingSoon: false,
  cartPopup: false,
  searchLightbox: false,
  singleVariations: false,
  header: 'sticky',
};
export const COOKIE = 'shop_demo_settings';
export const BANNER_DISMISSED_COOKIE = 'shop_coming_soon_dismissed';
export const SETTINGS_NONCE = 'shop-demo-settings';
export const REST_NONCE = 'wp_rest';
export const USERS_ME = '/wp-json/wp/v2/users/me';
export const YEAR_S = 365 * 24 * 3600;

/** The visitor's settings; anything unreadable falls back to the defaults. */
export function demoSettingsOf(request: FastifyRequest): DemoSettings {
  const params = new URLSearchParams(request.cookies[COOKIE] ?? '');
  const header = params.get('header');
  return {
    storeNotice: params.get('notice') === '1',
    comingSoon: params.get('coming_soon') === '1',
    cartPopup: params.get('cart_popup') === '1',
    searchLightbox: params.get('search_lightbox') === '1',
    singleVariations: params.get('single_variations') === '1',
    header: HEADER_MODES.includes(header as HeaderMode) ? (header as HeaderMode) : DEFAULT_SETTINGS.header,
  };
}

export const comingSoonDismissed = (request: FastifyRequest) => request.cookies[BANNER_DISMISSED_COOKIE] === 'yes';

/**
 * The store notice dismissed (the cookie <shop-store-notice> sets, as WooCommerce's script does):
 * the page leaves it out, rather than print it for the script to hide (a flash on every page).
 */
export const storeNoticeDismissed = (request: FastifyRequest, id: string) => request.cookies[`store_notice${id}`] === 'hidden';
