/**
 * Wires the cart actions to this page: storage, cookies, navigation, events, and the refresh
 * triggers of WooCommerce's cart-fragments.js (another tab's hash, back-forward cache, 24 h).
 * Every cart element calls ensureCartRuntime(); only the first call does anything.
 */
import { createWcAjaxCartClient } from '../api/wc-ajax-cart-client.ts';
import { FRAGMENT_LIFETIME_MS } from '../engine/cart/fragment-cache.ts';
import { parseFragmentsPayload } from '../engine/cart/cart-responses.ts';
import type { CartParams } from '../engine/cart/cart-params.ts';
import { cartEvent } from '../events/cart-events.ts';
import { applyFragments, configureCart, loadCart, onForeignHash, refreshCart, type CartEffects } from '../stores/cart.actions.ts';
import { readCartParams } from '../platform/cart-params-dom.ts';
import { readCookie } from '../platform/cookies.ts';
import { applyFragmentsToDocument, fragmentTargets } from '../platform/fragments-dom.ts';
import { loadSanitizerWhenIdle } from '../platform/sanitize.ts';
import { dimAreas } from '../platform/dim-areas.ts';
import { $cart } from '../stores/cart.ts';
import { isOwnTrigger, onBody, triggerOnBody } from '../platform/jquery.ts';
import { navigate } from '../platform/navigate.ts';
import { followSectionsSwappedElsewhere, watchCartPageSections } from './page-sections.ts';
import { readStorage, writeStorage } from '../platform/storage.ts';

const CREATED_KEY = 'wc_cart_created';

const JQUERY_NAMES = {
  'shop-cart-fragments-loaded': 'wc_fragments_loaded',
  'shop-cart-fragments-refreshed': 'wc_fragments_refreshed',
  'shop-cart-fragments-error': 'wc_fragments_ajax_error',
} as const;

function createEffects(params: CartParams): CartEffects {
  return {
    hasItemsCookie: () => Number(readCookie('woocommerce_items_in_cart') ?? '0') > 0,
    readStored: () => ({
      fragmentsJson: readStorage('session', params.fragmentName),
      storedHash: readStorage('session', params.cartHashKey),
      createdAt: readStorage('session', CREATED_KEY),
      cookieHash: readCookie('woocommerce_cart_hash'),
    }),
    writeStored(payload, createdAt) {
      writeStorage('session', params.fragmentName, JSON.stringify(payload.fragments));
      writeStorage('session', params.cartHashKey, payload.cartHash);
      // localStorage too: other tabs see the change through the `storage` event.
      writeStorage('local', params.cartHashKey, payload.cartHash);
      if (payload.cartHash) writeStorage('session', CREATED_KEY, String(createdAt));
    },
    applyToDocument: applyFragmentsToDocument,
    emit(name, detail) {
      document.body.dispatchEvent(cartEvent(name, detail));
      triggerOnBody(JQUERY_NAMES[name]);
    },
    navigate,
    warn: (message) => console.warn(`[shop] ${message}`),
    now: () => Date.now(),
  };
}

/** Delays between retries of a failed fragments load (then every minute while it keeps failing). */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * A failed load keeps the last known cart on screen and tries again, sooner first, and at
 * once when the browser is back online; a success resets the schedule.
 */
function retryFailedLoads(): void {
  let attempt = 0;
  let timer: number | undefined;
  const retryNow = () => {
    window.clearTimeout(timer);
    timer = undefined;
    void refreshCart();
  };
  document.body.addEventListener('shop-cart-fragments-error', () => {
    if (timer !== undefined) return;
    timer = window.setTimeout(retryNow, RETRY_DELAYS_MS[Math.min(attempt++, RETRY_DELAYS_MS.length - 1)]);
  });
  for (const name of ['shop-cart-fragments-refreshed', 'shop-cart-fragments-loaded'] as const) {
    document.body.addEventListener(name, () => {
      attempt = 0;
      window.clearTimeout(timer);
      timer = undefined;
    });
  }
  window.addEventListener('online', retryNow);
}

/**
 * While a cart request runs, the theme's areas its fragments will replace (those the last
 * answer named) are dimmed; they come back when the requests are over.
 */
function dimFragmentsWhileBusy(): void {
  let undim: (() => void) | null = null;
  $cart.subscribe((cart) => {
    if (cart.pending > 0 && !undim) {
      // Before any answer (a first add) the mini-cart widget is the fragment every shop has.
      const selectors = Object.keys(cart.fragments).length > 0 ? Object.keys(cart.fragments) : [MINI_CART_FRAGMENT];
      undim = dimAreas(selectors.flatMap(fragmentTargets));
    } else if (cart.pending === 0 && undim) {
      undim();
      undim = null;
    }
  });
}

const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

let started = false;

export function ensureCartRuntime(): void {
  if (started) return;
  started = true;
  const params = readCartParams();
  configureCart({ client: createWcAjaxCartClient(params), effects: createEffects(params), params });
  void loadCart();
  // A cart's fragments are markup: there for the shopper's first add (a kept cart's load asks at once).
  loadSanitizerWhenIdle();
  window.addEventListener('storage', (event) => {
    if (event.key === params.cartHashKey && event.newValue !== readStorage('session', params.cartHashKey)) {
      void onForeignHash(event.newValue);
    }
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void refreshCart();
  });
  window.setInterval(() => void refreshCart(), FRAGMENT_LIFETIME_MS);
  document.addEventListener('shop-cart-refresh', () => void refreshCart());
  retryFailedLoads();
  onBody('wc_fragment_refresh', () => void refreshCart());
  // WooCommerce's cart.js changed the cart on the cart page (a quantity, a removal, a coupon) and
  // put the server's table and totals on it: the mini-cart and the other elements follow, as
  // cart-fragments.js does on the same event.
  onBody('updated_wc_div', () => void followSectionsSwappedElsewhere(() => refreshCart({ sentAfterNow: true })));
  // Adds and removals made by other scripts (WooCommerce's add-to-cart.js, other plugins): the
  // fragments they announce are the cart now.
  onBody('added_to_cart removed_from_cart', (event, fragments, cartHash) => {
    const payload = isOwnTrigger(event.type) ? null : parseFragmentsPayload({ fragments, cart_hash: cartHash });
    if (payload) applyFragments(payload);
  });
  watchCartPageSections({ refreshCheckout: params.forceCheckoutRefresh });
  dimFragmentsWhileBusy();
}
