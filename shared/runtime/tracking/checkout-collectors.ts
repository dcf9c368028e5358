/**
 * The checkout: step 2 once a valid billing e-mail is typed; the payment method chosen (step 3 the
 * first time, a checkout option and payment info each time); shipping info 2 s after the address
 * is complete; the shipping method chosen; when the order is sent (the browser's submit, or
 * WooCommerce's checkout.js answered success) the missing steps, step 4 and place order, once.
 */
import { TRACKING } from '../../engine/tracking/constants.ts';
import { plainLabel, reachStep, shippingAddressComplete, startCheckout, SHIPPING_FIELDS } from '../../engine/tracking/checkout-progress.ts';
import { isValidEmail } from '../../engine/tracking/identifiers.ts';
import { cartLineProducts } from '../../engine/tracking/tracking-event.ts';
import { hasJquery, onJqueryEvent } from '../../platform/jquery.ts';
import type { Pipeline } from './pipeline.ts';

export const SHIPPING_DEBOUNCE_MS = TRACKING.shippingDebounceMs;

export function checkoutEvents({ track, layer }: Pipeline, signal: AbortSignal): void {
  const form = document.querySelector<HTMLFormElement>('form.checkout, form[name="checkout"]');
  if (!form || layer.shop.page_type !== 'checkout') return;
  let progress = startCheckout();
  const cartProducts = () => cartLineProducts(layer.cart.items, layer);
  const step = (n: 2 | 3 | 4, option?: string) => {
    const reached = reachStep(progress, n);
    progress = reached.next;
    for (const s of reached.steps) track('checkout_progress', { step: s, option, products: cartProducts() });
  };
  const labelOf = (input: HTMLInputElement) => plainLabel(form.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent ?? input.value);
  const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const shipToDifferent = () => (form.elements.namedItem('ship_to_different_address') as HTMLInputElement | null)?.checked ?? false;

  let shippingTimer: ReturnType<typeof setTimeout> | undefined;
  let shippingSent = false;
  const checkShipping = () => {
    clearTimeout(shippingTimer);
    const prefix = shipToDifferent() ? 'shipping_' : 'billing_';
    const address = Object.fromEntries(SHIPPING_FIELDS.map((name) => [name, field(prefix + name)]));
    if (shippingSent || !shippingAddressComplete(address)) return;
    shippingTimer = setTimeout(() => {
      shippingSent = true;
      const method = form.querySelector<HTMLInputElement>('input[name^="shipping_method"]:checked');
      track('add_shipping_info', { option: method ? labelOf(method) : '', products: cartProducts() });
    }, SHIPPING_DEBOUNCE_MS);
  };

  form.addEventListener(
    'input',
    (event) => {
      const input = event.target as HTMLInputElement;
      if (input.name === 'billing_email' && isValidEmail(input.value)) step(2);
      if (/^(billing|shipping)_/.test(input.name)) checkShipping();
    },
    { signal },
  );
  form.addEventListener(
    'change',
    (event) => {
      const input = event.target as HTMLInputElement;
      if (input.name === 'payment_method') {
        const label = labelOf(input);
        step(3, label);
        track('set_checkout_option', { step: 3, option: label });
        track('add_payment_info', { option: label, products: cartProducts() });
      } else if (input.name.startsWith('shipping_method')) {
        track('set_checkout_option', { step: 4, option: labelOf(input) });
      } else if (/^(billing|shipping)_|ship_to_different_address/.test(input.name)) checkShipping();
    },
    { signal },
  );
  // A valid e-mail typed before tracking started (consent came later) reaches step 2 now.
  if (isValidEmail(field('billing_email'))) step(2);
  checkShipping();
  let placed = false;
  const placeOrder = () => {
    if (placed || signal.aborted) return;
    placed = true;
    const payment = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');
    step(4, payment ? labelOf(payment) : undefined);
    track('place_order', { products: cartProducts() });
  };
  form.addEventListener(
    'submit',
    (event) => {
      // Decided once every listener has run: a submit the browser sends places the order (the next
      // page says whether it worked); one WooCommerce's checkout.js takes over is sent by ajax, and
      // counts when it answers success, not for a refused form, a gateway's veto or a second click.
      setTimeout(() => {
        if (!event.defaultPrevented || !hasCheckoutScript()) placeOrder();
      });
    },
    { signal },
  );
  // checkout.js's success: a jQuery handler on the form that returns nothing, so the redirect goes on.
  onJqueryEvent(
    () => form,
    'checkout_place_order_success',
    () => placeOrder(),
    signal,
  );
}

/** WooCommerce's checkout.js is on the page (its params and jQuery). */
const hasCheckoutScript = () => hasJquery() && typeof (window as unknown as { wc_checkout_params?: unknown }).wc_checkout_params === 'object';
