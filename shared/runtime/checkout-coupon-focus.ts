/**
 * The checkout's focus after WooCommerce's checkout.js changed its coupons. Applied, it slides the
 * coupon form shut under the focused field and prints its notice above it; removed, the [Remove]
 * link goes with the order review it asks for again. Either way the focus falls back to the page's
 * start and a keyboard or screen reader user loses their place: it goes to the notice the change
 * printed. A refused code leaves the focus in the field (checkout.js puts it there, with the error).
 */
import { onBody } from '../platform/jquery.ts';
import { focusableMessage } from '../platform/focus-message.ts';

const NOTICE = ':is(.woocommerce-message, .woocommerce-error):not(form.woocommerce-checkout *)';
/** checkout.js closes the form in 400 ms, then the review comes back: long enough for both. */
const SETTLE_MS = 2000;

const focusLost = () => !document.activeElement || document.activeElement === document.body;

function putFocusOnTheNotice(): void {
  const started = performance.now();
  let stopped = false;
  const stop = () => {
    stopped = true;
    removeEventListener('keydown', stop, true);
    removeEventListener('pointerdown', stop, true);
  };
  // What the shopper does next is theirs.
  addEventListener('keydown', stop, true);
  addEventListener('pointerdown', stop, true);
  const check = () => {
    if (stopped) return;
    const notice = focusLost() ? focusableMessage(document.querySelector(NOTICE)) : null;
    if (notice) {
      notice.focus();
      return stop();
    }
    if (performance.now() - started < SETTLE_MS) requestAnimationFrame(check);
    else stop();
  };
  requestAnimationFrame(check);
}

export function keepCheckoutCouponFocus(): void {
  onBody('applied_coupon_in_checkout', putFocusOnTheNotice);
  onBody('removed_coupon_in_checkout', putFocusOnTheNotice);
}
