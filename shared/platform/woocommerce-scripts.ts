/**
 * Living beside WooCommerce's own front-end scripts, which every WooCommerce theme loads:
 * - add-to-cart.js sends an add for every click on `.ajax_add_to_cart`, whoever else handles it;
 *   its documented hook `should_send_ajax_request.adding_to_cart` answered `false` makes it
 *   stand aside for the buttons our elements add themselves (it then clears its 'loading' mark,
 *   which the caller puts back while its own add runs);
 * - add-to-cart-variation.js runs its own variation form (and alerts on a click on a disabled
 *   button); on a form our elements run, its handlers (all bound with `{ variationForm }` as their
 *   data) are removed, and it is kept from starting on it again.
 * Nothing happens on a page without jQuery.
 */
interface JQueryHandler {
  handler: (...args: unknown[]) => unknown;
  data?: unknown;
  namespace?: string;
  selector?: string;
}
interface JQuerySet {
  0?: Element;
  on(name: string, handler: (...args: unknown[]) => unknown): JQuerySet;
  off(name: string, selectorOrHandler?: unknown, handler?: unknown): JQuerySet;
  is(selector: string): boolean;
}
interface JQueryStatic {
  (target: unknown): JQuerySet;
  fn: Record<string, unknown>;
  _data?: (element: Element, name: string) => Record<string, JQueryHandler[]> | undefined;
}

function jquery(): JQueryStatic | null {
  const candidate = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryStatic) : null;
}

/** WooCommerce's add-to-cart.js sends nothing for the buttons `owns` accepts; returns the undo. */
export function claimAjaxAdds(owns: (button: Element) => boolean, onDeclined: (button: Element) => void): () => void {
  const $ = jquery();
  if (!$) return () => {};
  const answer = (_event: unknown, $button?: JQuerySet) => {
    const button = $button?.[0];
    if (!button || !owns(button)) return undefined;
    // WooCommerce clears the button's state right after this answer: put ours back after it.
    queueMicrotask(() => onDeclined(button));
    return false;
  };
  $(document.body).on('should_send_ajax_request.adding_to_cart', answer as (...args: unknown[]) => unknown);
  return () => $(document.body).off('should_send_ajax_request.adding_to_cart', answer);
}

const OWNED = 'data-shop-variation-form';

/** Removes WooCommerce's variation-form handlers from `form` and keeps them from coming back. */
export function takeOverVariationForm(form: HTMLFormElement): () => void {
  const $ = jquery();
  form.setAttribute(OWNED, '');
  if (!$) return () => form.removeAttribute(OWNED);
  const detach = () => {
    const events = $._data?.(form, 'events') ?? {};
    for (const [type, handlers] of Object.entries(events)) {
      for (const bound of [...handlers]) {
        const data = bound.data as { variationForm?: unknown } | undefined;
        if (data && typeof data === 'object' && 'variationForm' in data)
          $(form).off(bound.namespace ? `${type}.${bound.namespace}` : type, bound.selector || undefined, bound.handler);
      }
    }
  };
  const start = $.fn.wc_variation_form as (((this: JQuerySet, ...args: unknown[]) => JQuerySet) & { shopWrapped?: boolean }) | undefined;
  if (typeof start === 'function' && !start.shopWrapped) {
    const wrapped = function (this: JQuerySet, ...args: unknown[]) {
      return this.is(`[${OWNED}]`) ? this : start.apply(this, args);
    };
    $.fn.wc_variation_form = Object.assign(wrapped, { shopWrapped: true });
  }
  detach();
  // Started before this ran (its start-up ends with this event): removed then.
  const started = () => void setTimeout(detach);
  $(form).on('wc_variation_form', started);
  return () => {
    $(form).off('wc_variation_form', started);
    form.removeAttribute(OWNED);
  };
}

/**
 * WooCommerce's variation form started again on a form given back (undo of takeOverVariationForm
 * called first), where the page has add-to-cart-variation.js: ours could not run it.
 */
export function restartWooCommerceVariationForm(form: HTMLFormElement): void {
  const $ = jquery();
  const start = $?.fn.wc_variation_form;
  if ($ && typeof start === 'function') start.call($(form));
}
