/**
 * Every cart add on the page, whoever made it: our elements' `shop-cart-added` and WooCommerce's
 * jQuery `added_to_cart` on body (its add-to-cart.js, other plugins' buttons). Ours trigger both:
 * counted once.
 */
import { isOwnTrigger, onBody } from '../platform/jquery.ts';

export function onCartAdded(handler: () => void, signal: AbortSignal): void {
  document.addEventListener('shop-cart-added', () => handler(), { signal });
  onBody(
    'added_to_cart',
    () => {
      if (!isOwnTrigger('added_to_cart')) handler();
    },
    signal,
  );
}

let early: { added: boolean; stop: AbortController } | null = null;

/**
 * Started by the loader when the page has a <shop-push-prompt> (and by the element itself): that
 * element is asked for after the others, and an add made meanwhile (a quick shopper) never opened
 * the prompt. A flag in memory only: nothing is sent or stored. Started once until taken.
 */
export function watchEarlyCartAdds(): void {
  if (early) return;
  const watching = { added: false, stop: new AbortController() };
  onCartAdded(() => (watching.added = true), watching.stop.signal);
  early = watching;
}

/** Whether a cart add happened since the loader started watching; the watch ends (asked once). */
export function takeEarlyCartAdd(): boolean {
  const added = early?.added ?? false;
  early?.stop.abort();
  early = null;
  return added;
}
