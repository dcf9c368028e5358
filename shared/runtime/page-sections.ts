/**
 * Keeps the cart page's table and totals, and the checkout's order review, in step with the
 * cart after it changes on the same page (mini-cart edits, adds) or in another tab.
 *
 * On a real WooCommerce page WooCommerce's own cart.js / checkout.js do this when asked
 * (`wc_update_cart`, `update_checkout`), so we ask them. Without them we do what they do:
 * fetch the page again and swap its sections. The HTML is the shop's own page, the same a
 * reload would show, so it is inserted as is (a parsed document never runs its scripts).
 */
import { fetchCurrentPage } from '../api/page-html.ts';
import { $cart } from '../stores/cart.ts';
import { dimAreas } from '../platform/dim-areas.ts';
import { onBody } from '../platform/jquery.ts';

const CART_SECTIONS = ['.woocommerce-cart-form', '.cart_totals'];
const CHECKOUT_SECTIONS = ['.woocommerce-checkout-review-order-table'];

interface WooGlobals {
  jQuery?: (target: unknown) => { trigger(name: string): void };
  wc_cart_params?: unknown;
  wc_checkout_params?: unknown;
}

/** Replaces each section; when one is gone from the new page (cart emptied), the whole block. */
function swapSections(next: Document, selectors: string[]): void {
  for (const selector of selectors) {
    const current = document.querySelector(selector);
    if (!current) continue;
    const replacement = next.querySelector(selector);
    if (replacement) {
      current.replaceWith(document.importNode(replacement, true));
      continue;
    }
    const block = current.closest('.woocommerce');
    const nextBlock = next.querySelector('main .woocommerce, .woocommerce');
    if (block && nextBlock) block.replaceWith(document.importNode(nextBlock, true));
    break;
  }
  restoreCartPageFocus();
}

/** The cart page's focus keeper (cart-page-focus.ts): loaded on the cart page only. */
let cartPageFocus: Promise<typeof import('./cart-page-focus.ts')> | null = null;

/** After the cart page's sections were swapped (by us, or by cart.js: `updated_wc_div`). */
function restoreCartPageFocus(): void {
  void cartPageFocus?.then((focus) => focus.restoreCartPageFocus());
}

async function refetchSections(selectors: string[]): Promise<void> {
  const undim = dimAreas(selectors.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)]));
  try {
    const page = await fetchCurrentPage();
    if (page) swapSections(page, selectors);
  } catch {
    // Offline or aborted: the page keeps its current figures, the mini-cart is still right.
  } finally {
    undim();
  }
}

/** WooCommerce's cart.js is on the page (it runs only where wc_cart_params is printed). */
function hasCartJs(): boolean {
  const globals = window as unknown as WooGlobals;
  return !!globals.jQuery && !!globals.wc_cart_params;
}

/**
 * When the page last heard `added_to_cart` (ours or WooCommerce's add-to-cart.js). cart.js
 * updates the cart page on that event by itself; asking it again for the same add sent its form
 * twice. An add's hash change and its event come in the same task, in either order: the hash
 * change is looked at a task later. An event with no hash change after it counts for a second.
 */
let addedToCartAt = Number.NEGATIVE_INFINITY;
const ADD_EVENT_COUNTS_MS = 1000;

function cartJsFollowsTheLastAdd(): boolean {
  const follows = hasCartJs() && performance.now() - addedToCartAt < ADD_EVENT_COUNTS_MS;
  addedToCartAt = Number.NEGATIVE_INFINITY;
  return follows;
}

function refreshPage(onCheckout: boolean): void {
  const globals = window as unknown as WooGlobals;
  const $ = globals.jQuery;
  if (onCheckout) {
    if ($ && globals.wc_checkout_params) $(document.body).trigger('update_checkout');
    else void refetchSections(CHECKOUT_SECTIONS);
    return;
  }
  if ($ && hasCartJs()) $(document).trigger('wc_update_cart');
  else void refetchSections(CART_SECTIONS);
}

/**
 * True while the cart store catches up with sections another script has just put on the page:
 * the change it brings is already on screen.
 */
let sectionsAlreadyCurrent = false;

/**
 * Another script put the server's cart sections on the page (WooCommerce's cart.js:
 * `updated_wc_div`): the focus goes back where the shopper was, and `refresh` (the cart store's)
 * runs without asking that script for the sections again: a hash changed by it is the page's own.
 */
export function followSectionsSwappedElsewhere(refresh: () => Promise<void>): Promise<void> {
  restoreCartPageFocus();
  sectionsAlreadyCurrent = true;
  return refresh().finally(() => {
    sectionsAlreadyCurrent = false;
  });
}

/**
 * Watches the cart's hash: any change after the first load refreshes the page's own cart
 * sections. `refreshCheckout` is the shop's "force a checkout refresh after add" setting.
 */
export function watchCartPageSections(options: { refreshCheckout: boolean }): void {
  // checkout.js's coupon changes take the focus away (checkout-coupon-focus.ts): where it has the form.
  if (document.querySelector('form.checkout_coupon')) void import('./checkout-coupon-focus.ts').then((focus) => focus.keepCheckoutCouponFocus());
  const onCartPage = CART_SECTIONS.some((s) => document.querySelector(s));
  const onCheckout = options.refreshCheckout && CHECKOUT_SECTIONS.some((s) => document.querySelector(s));
  if (!onCartPage && !onCheckout) return;
  if (onCartPage) {
    cartPageFocus = import('./cart-page-focus.ts');
    void cartPageFocus.then((focus) => focus.watchCartPageFocus());
    onBody('added_to_cart', () => void (addedToCartAt = performance.now()));
  }
  let known: string | null = null;
  $cart.subscribe((cart) => {
    if (cart.status !== 'ready' && cart.status !== 'empty') return;
    if (known !== null && known !== cart.hash && !sectionsAlreadyCurrent) {
      if (onCheckout) refreshPage(true);
      else setTimeout(() => cartJsFollowsTheLastAdd() || refreshPage(false));
    }
    known = cart.hash;
  });
}
