import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureCartRuntime } from '../../shared/runtime/cart-runtime.ts';
import { AddToCart } from './add-to-cart.tsx';

/**
 * Wrap server-rendered listings or product forms: their add-to-cart buttons and forms then add
 * without a reload. Content stays in the light DOM (styled by the theme) and is slotted.
 *
 * @tag shop-add-to-cart
 * @fires {CartAddingDetail} shop-cart-adding - Before the request (product id, quantity, the fields sent); cancel it to stop the add. Also jQuery's `adding_to_cart`.
 * @fires {CartAddedDetail} shop-cart-added - The product is in the cart (fragments, cart hash, product id, the message announced). Also jQuery's `added_to_cart`.
 * @fires {CartErrorDetail} shop-cart-error - The add failed or was refused (action 'add', the product page to go to or null, the message shown).
 * @attr {string} listing-adds - "woocommerce": listing buttons are left to WooCommerce's own add-to-cart.js (the cart follows its `added_to_cart`); absent: this element adds them and WooCommerce's script stands aside.
 * @slot - The WooCommerce markup it enhances (listings, product forms), kept in the light DOM.
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
