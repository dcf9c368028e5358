/**
 * The params objects WooCommerce prints for its scripts (wp_localize_script), with the same
 * names and fields, so WooCommerce's add-to-cart.js, cart-fragments.js,
 * add-to-cart-variation.js, cart.js and checkout.js work on the demo pages, and third-party
 * plugins that read them find them. Our elements read the same values from #shop-cart-params.
 */
import { __ } from '../i18n/demo-locale.ts';
import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import { createNonce } from '../security/nonces.ts';

export type PageKind = 'any' | 'product' | 'cart' | 'checkout';

const AJAX_URL = '/wp-admin/admin-ajax.php';
const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
/** WooCommerce keys its fragments storage by site: 'wc_fragments_' + md5(blog id, site URL, theme). */
const STORAGE_HASH = createHash('md5').update('1_http://127.0.0.1:8080/luma').digest('hex');
export const CART_HASH_KEY = `wc_cart_hash_${STORAGE_HASH}`;
export const FRAGMENT_NAME = `wc_fragments_${STORAGE_HASH}`;

export function wcParamsFor(db: Db, sessionId: string | null, kind: PageKind): Record<string, Record<string, unknown>> {
  const params: Record<string, Record<string, unknown>> = {
    woocommerce_params: { ajax_url: AJAX_URL, wc_ajax_url: WC_AJAX_URL, i18n_password_show: __('Show password'), i18n_password_hide: __('Hide password') },
    wc_add_to_cart_params: {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      i18n_view_cart: __('View cart'),
      cart_url: '/cart/',
      is_cart: kind === 'cart' ? '1' : '',
      cart_redirect_after_add: 'no',
    },
    wc_cart_fragments_params: {
      ajax_url: AJAX_URL,
      wc_ajax_url: WC_AJAX_URL,
      cart_hash_key: CART_HASH_KEY,
      fragment_name: FRAGMENT_NAME,
      request_timeout: '5000',
    },
  };
  if (kind === 'product') {
    params.wc_add_to_cart_variation_params = {
      wc_ajax_url: WC_AJAX_URL,
      i18n_no_matching_variations_text: __('Sorry, no products matched your selection. Please choose a different combination.'),
      i18n_make_a_selection_text: __('Please select some product options before adding this product to your cart.'),
      i18n_unavailable_text: __('Sorry, this product is unavailable. Please choose a different combination.'),
      i18n_reset_alert_text: __('Your selection has been reset. Please select some product options before adding this product to your cart.'),
    };
  }
  // cart.js and checkout.js both apply and remove coupons, with the same two nonces.
  const coupons = () => ({
    ajax_url: AJAX_URL,
    wc_ajax_url: WC_AJAX_URL,
    apply_coupon_nonce: createNonce(db, 'apply-coupon', sessionId),
    remove_coupon_nonce: createNonce(db, 'remove-coupon', sessionId),
  });
  if (kind === 'cart') {
    params.wc_cart_params = { ...coupons(), update_shipping_method_nonce: createNonce(db, 'update-shipping-method', sessionId) };
  }
  if (kind === 'checkout') {
    params.wc_checkout_params = {
      ...coupons(),
      update_order_review_nonce: createNonce(db, 'update-order-review', sessionId),
      option_guest_checkout: 'yes',
      checkout_url: '/?wc-ajax=checkout',
      is_checkout: '1',
      debug_mode: false,
      i18n_checkout_error:
        'There was an error processing your order. Please check for any charges in your payment method and review your <a href="/my-account/orders/">order history</a> before placing the order again.',
    };
  }
  return params;
}
