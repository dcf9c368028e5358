/**
 * Remove links and quantity fields inside the server-rendered cart widget. They are plain
 * markup from the fragments, so native listeners on the widget catch their events.
 */
export interface WidgetHandlers {
  onRemove(cartItemKey: string, href: string, link: HTMLAnchorElement): void;
  onQuantity(cartItemKey: string, quantity: number, input: HTMLInputElement): void;
}

export function cartItemKeyOf(input: HTMLInputElement): string {
  return input.dataset.cart_item_key ?? /^cart\[([^\]]+)\]\[qty\]$/.exec(input.name)?.[1] ?? '';
}

export function listenToWidget(widget: HTMLElement, handlers: WidgetHandlers): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.remove_from_cart_button, a.remove[data-cart_item_key]');
    if (!link || !widget.contains(link)) return;
    const key = link.dataset.cart_item_key;
    if (!key) return; // no key: the link does its normal job
    event.preventDefault();
    // Removed here once: WooCommerce's add-to-cart.js (listening on the body) would send it again,
    // and on the second answer ("not in the cart") leave the page for the link.
    event.stopPropagation();
    handlers.onRemove(key, link.href, link);
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.classList.contains('qty')) return;
    const key = cartItemKeyOf(input);
    if (!key) return;
    // The spec: check native validity first; an invalid value shows the browser's message and sends nothing.
    if (!input.checkValidity()) {
      input.reportValidity();
      return;
    }
    handlers.onQuantity(key, Number(input.value), input);
  };
  widget.addEventListener('click', onClick);
  widget.addEventListener('change', onChange);
  return () => {
    widget.removeEventListener('click', onClick);
    widget.removeEventListener('change', onChange);
  };
}
