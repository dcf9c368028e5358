/**
 * What a shopper's click or WooCommerce's add was about, read from the page: the collectors use it
 * for live actions, and the recorder for those it hands on when the page leaves before the
 * collectors loaded. Small on purpose: it loads before consent, with the recorder.
 */

/** A product card in WooCommerce's loops and blocks. */
export const CARD = 'li.product, .wc-block-grid__product, .product.type-product';

export function cardProductId(card: Element): string | null {
  const fromButton = card.querySelector('[data-product_id]')?.getAttribute('data-product_id');
  if (fromButton) return fromButton;
  return /(?:^|\s)post-(\d+)(?:\s|$)/.exec(card.className)?.[1] ?? null;
}

const closest = (target: EventTarget | null, selector: string): Element | null => (target as Element | null)?.closest?.(selector) ?? null;

/** The card whose link a click followed (its add-to-cart button is not a selection). */
export function selectedCard(target: EventTarget | null): Element | null {
  const link = closest(target, 'a[href]');
  return link && !link.matches('.add_to_cart_button, [data-product_id][href*="add-to-cart"]') ? link.closest(CARD) : null;
}

/** Whether a click is on one of the shop's begin-checkout selectors (the data layer's; "document" is not one). */
export function beginsCheckout(target: EventTarget | null, selectors: string[]): boolean {
  const checkout = selectors.filter((s) => s && s !== 'document').join(',');
  return !!checkout && !!closest(target, checkout);
}

/** The product a wishlist plugin's add button names; undefined when the click is not on one. */
export function wishlistProductId(target: EventTarget | null): string | null | undefined {
  const wishlist = closest(target, '[data-shop-wishlist-add], .add_to_wishlist');
  return wishlist ? (wishlist.getAttribute('data-product-id') ?? wishlist.getAttribute('data-product_id')) : undefined;
}

/** An attribute of jQuery's $button (a jQuery object or an element) from added_to_cart's arguments. */
export function buttonAttribute(target: unknown, name: string): string | null {
  const node = (target as { jquery?: string; [0]?: Element } | null)?.jquery ? (target as { 0?: Element })[0] : target;
  return node instanceof Element ? node.getAttribute(name) : null;
}
