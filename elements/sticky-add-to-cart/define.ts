import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { StickyAddToCart } from './sticky-add-to-cart.tsx';

/**
 * A bar with the product's options, quantity and Add to cart that sticks to the bottom of the
 * screen while the product form's own button is scrolled out of view above. Place it once on the
 * product page (empty); it mirrors the page's `form.cart` both ways and adds through it.
 *
 * @tag shop-sticky-add-to-cart
 * @attr {string} form - A selector for the product form (default: the first form.cart outside a dialog).
 */
export class StickyAddToCartElement extends reactElement(StickyAddToCart, { props: { form: 'string' } }) {}

defineOnce('shop-sticky-add-to-cart', StickyAddToCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-sticky-add-to-cart': StickyAddToCartElement;
  }
}
