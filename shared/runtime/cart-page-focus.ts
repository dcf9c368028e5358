/**
 * The cart page's focus across a swap of its sections. WooCommerce's cart.js (and our own swap
 * without it, page-sections.ts) replaces the cart form and totals with the server's after each
 * change, and the control the shopper used goes with them: the focus falls back to the page's
 * start and a keyboard or screen reader user loses their place. It is put back:
 * - a named control (a quantity field, "Apply coupon", the coupon field): the same one in the new
 *   table; when that one is disabled ("Update cart" is, until the next edit) or gone, the notice
 *   the change printed ("Cart updated.");
 * - a line's remove link: the next line's (the new last line's when the last went); with no line
 *   left, the empty cart's message;
 * - a coupon's remove link: the same coupon's, else the coupon field.
 * The new table's elements draw themselves a moment after the swap (a quantity field is made
 * again by its element): while they do (2 s at most, until the shopper's next key or press), a
 * focus lost again is put back on the same control.
 */
import { focusableMessage } from '../platform/focus-message.ts';

const SECTIONS = '.woocommerce-cart-form, .cart_totals';
const NOTICE = '.woocommerce-notices-wrapper :is(.woocommerce-message, .woocommerce-error, .woocommerce-info)';
const SETTLE_MS = 2000;

type Place = { kind: 'named'; name: string } | { kind: 'line-remove'; index: number } | { kind: 'coupon-remove'; coupon: string };

function placeOf(target: Element): Place | null {
  if (!target.closest(SECTIONS)) return null;
  const coupon = target.closest('a.woocommerce-remove-coupon');
  if (coupon) return { kind: 'coupon-remove', coupon: coupon.getAttribute('data-coupon') ?? '' };
  const row = target.closest('.product-remove > a') && target.closest('tr.cart_item');
  if (row) return { kind: 'line-remove', index: [...document.querySelectorAll('.woocommerce-cart-form tr.cart_item')].indexOf(row) };
  const name = target.matches('input, select, textarea, button') ? target.getAttribute('name') : null;
  return name ? { kind: 'named', name } : null;
}

const focusable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && !element.matches(':disabled') && element.isConnected && element.getClientRects().length > 0;

function targetOf(place: Place): HTMLElement | null {
  if (place.kind === 'line-remove') {
    const rows = document.querySelectorAll('.woocommerce-cart-form tr.cart_item');
    const row = rows[Math.min(place.index, rows.length - 1)];
    return row ? row.querySelector<HTMLElement>('.product-remove > a') : focusableMessage(document.querySelector('.cart-empty'));
  }
  if (place.kind === 'coupon-remove') {
    const same = [...document.querySelectorAll('a.woocommerce-remove-coupon')].find((link) => link.getAttribute('data-coupon') === place.coupon);
    return focusable(same ?? null) ? (same as HTMLElement) : document.querySelector<HTMLElement>('#coupon_code');
  }
  // Form controls only: an element wrapping one carries its name too (<shop-quantity name="cart[…][qty]">).
  const same =
    [...document.querySelectorAll(`:is(${SECTIONS}) :is(input, select, textarea, button)[name]`)].find(
      (control) => control.getAttribute('name') === place.name,
    ) ?? null;
  return focusable(same) ? same : focusableMessage(document.querySelector(NOTICE));
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

let last: Place | null = null;
let stopFollowing: (() => void) | null = null;

/** Puts the focus back after the sections were swapped, when the swap took it away. */
export function restoreCartPageFocus(): void {
  stopFollowing?.();
  const place = last;
  if (!place || !focusLost()) return;
  const put = () => {
    const target = targetOf(place);
    target?.focus();
    return target;
  };
  if (!put()) return;
  // Until the new table has settled, or the shopper's next key or press (what they do next is theirs).
  const observer = new MutationObserver(() => {
    if (focusLost()) put();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    removeEventListener('keydown', stop, true);
    removeEventListener('pointerdown', stop, true);
    stopFollowing = null;
  };
  const timer = setTimeout(stop, SETTLE_MS);
  addEventListener('keydown', stop, true);
  addEventListener('pointerdown', stop, true);
  stopFollowing = stop;
}

/** Remembers where the focus is in the cart page's sections (anywhere else: nothing to put back). */
export function watchCartPageFocus(): void {
  document.addEventListener('focusin', (event) => {
    last = event.target instanceof Element ? placeOf(event.target) : null;
  });
}
