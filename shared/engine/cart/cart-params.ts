/**
 * Cart configuration: our JSON block (`#shop-cart-params`), else WooCommerce's own page globals
 * (`wc_add_to_cart_params`, `wc_cart_fragments_params`), else defaults. Wrong types fall back
 * field by field, so a half-broken block still gives a working cart.
 */
import { t } from '../../messages/catalog.ts';

export interface CartParams {
  /** WooCommerce's wc-ajax URL template, `%%endpoint%%` is replaced by the action. */
  wcAjaxUrl: string;
  adminAjaxUrl: string;
  cartUrl: string;
  redirectAfterAdd: boolean;
  viewCartText: string;
  /** Storage key of the cart hash (sessionStorage and localStorage). */
  cartHashKey: string;
  /** Storage key of the fragments (sessionStorage). */
  fragmentName: string;
  requestTimeoutMs: number;
  /** Prefix of the theme's admin-ajax actions: `<prefix>_ajax_add_to_cart`, ... */
  themePrefix: string;
  /** Nonce of the theme's admin-ajax cart actions. */
  nonce: string;
  /** On the checkout page, refresh the order review after the cart changes (the theme's "force checkout refresh"). */
  forceCheckoutRefresh: boolean;
}

export const DEFAULT_CART_PARAMS: CartParams = {
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  adminAjaxUrl: '/wp-admin/admin-ajax.php',
  cartUrl: '/cart/',
  redirectAfterAdd: false,
  viewCartText: 'View cart',
  cartHashKey: 'wc_cart_hash',
  fragmentName: 'wc_fragments',
  requestTimeoutMs: 5000,
  themePrefix: 'shop',
  nonce: '',
  forceCheckoutRefresh: true,
};

type Loose = Record<string, unknown>;

const asObject = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const yes = (v: unknown): boolean | undefined =>
  typeof v === 'boolean' ? v : v === 'yes' || v === '1' ? true : v === 'no' || v === '0' || v === '' ? false : undefined;
const positive = (v: unknown): number | undefined => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
};

/** Merges the three sources; `block` wins over the WooCommerce globals, which win over defaults. */
export function resolveCartParams(block: unknown, addToCartGlobals: unknown, fragmentsGlobals: unknown): CartParams {
  const b = asObject(block);
  const a = asObject(addToCartGlobals);
  const f = asObject(fragmentsGlobals);
  const d = DEFAULT_CART_PARAMS;
  return {
    wcAjaxUrl: str(b.wcAjaxUrl) ?? str(a.wc_ajax_url) ?? str(f.wc_ajax_url) ?? d.wcAjaxUrl,
    adminAjaxUrl: str(b.adminAjaxUrl) ?? str(a.ajax_url) ?? str(f.ajax_url) ?? d.adminAjaxUrl,
    cartUrl: str(b.cartUrl) ?? str(a.cart_url) ?? d.cartUrl,
    redirectAfterAdd: yes(b.redirectAfterAdd) ?? yes(a.cart_redirect_after_add) ?? d.redirectAfterAdd,
    viewCartText: str(b.viewCartText) ?? str(a.i18n_view_cart) ?? t('cart.viewCart'),
    cartHashKey: str(b.cartHashKey) ?? str(f.cart_hash_key) ?? d.cartHashKey,
    fragmentName: str(b.fragmentName) ?? str(f.fragment_name) ?? d.fragmentName,
    requestTimeoutMs: positive(b.requestTimeoutMs) ?? positive(f.request_timeout) ?? d.requestTimeoutMs,
    themePrefix: str(b.themePrefix) ?? d.themePrefix,
    nonce: str(b.nonce) ?? d.nonce,
    forceCheckoutRefresh: yes(b.forceCheckoutRefresh) ?? d.forceCheckoutRefresh,
  };
}

export function wcAjaxEndpoint(params: CartParams, endpoint: string): string {
  return params.wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
