import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureCartRuntime } from '../../shared/runtime/cart-runtime.ts';
import { AddToCart } from './add-to-cart.tsx';

/**
 * Wrap server-rendered listings or product forms: their add-to-cart buttons and forms then add
 * without a reload. Content stays in the light DOM (styled by the theme) and is slotted.
 *
 * @tag shop-add-to-cart
 * @fires shop-cart-adding - Before the request; cancel it to stop the add.
 * @fires shop-cart-added - The product is in the cart; detail has fragments and cart hash.
 * @fires shop-cart-error - The shop refused the add.
 * @csspart status - The visually hidden live region announcing the result.
 */
export class AddToCartElement extends reactElement(AddToCart, { shadow: 'open', props: {} }) {}

ensureCartRuntime();
defineOnce('shop-add-to-cart', AddToCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-add-to-cart': AddToCartElement;
  }
}
