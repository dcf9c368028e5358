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

/** The watch: the time of the last add seen (null: none yet) and how to stop it. */
interface EarlyWatch {
  lastAt: number | null;
  stop: AbortController;
}

let early: EarlyWatch | null = null;

/**
 * Started by the loader when the page has a <shop-push-prompt> (and by the element itself): that
 * element is asked for after the others, and an add made meanwhile (a quick shopper) never opened
 * the prompt. The time of the last add, in memory only: nothing is sent or stored. Started once
 * until taken.
 */
export function watchEarlyCartAdds(): void {
  if (early) return;
  const watching: EarlyWatch = { lastAt: null, stop: new AbortController() };
  onCartAdded(() => (watching.lastAt = Date.now()), watching.stop.signal);
  early = watching;
}

/**
 * Whether a cart add happened since the watch started, at `since` (ms since the epoch) or later;
 * the watch ends (asked once).
 */
export function takeEarlyCartAdd(since = 0): boolean {
  const lastAt = early?.lastAt ?? null;
  early?.stop.abort();
  early = null;
  return lastAt !== null && lastAt >= since;
}
