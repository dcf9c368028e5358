import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureCartRuntime } from '../../shared/runtime/cart-runtime.ts';
import { MiniCart } from './mini-cart.tsx';

/**
 * Header mini-cart: item count and total, a dropdown on wide screens and an off-canvas drawer
 * at 849 px and below, with remove and in-place quantity editing.
 *
 * @tag shop-mini-cart
 * @attr {boolean} hide-if-empty - Hide the element entirely while the cart is empty ("true").
 * @attr {number} drawer-breakpoint - Widest viewport in px that uses the drawer (default 849).
 * @attr {number} auto-close-ms - Dropdown (and phone notice) auto-close after an add, in ms (default 5000).
 * @attr {'notice' | 'drawer'} narrow-reveal - After an add on narrow screens: "notice" (default; a short confirmation with View cart) or "drawer" (the drawer opens).
 * @fires {CartRemovedDetail} shop-cart-removed - An item was removed from the widget (its cart item key, the new fragments and hash).
 * @fires {CartQuantityDetail} shop-cart-quantity-changed - A quantity was changed in the widget (cart item key, quantity).
 * @fires {CartErrorDetail} shop-cart-error - A removal or quantity change failed or was refused (action 'remove' or 'quantity', message).
 */
export class MiniCartElement extends reactElement(MiniCart, {
  props: { hideIfEmpty: 'boolean', drawerBreakpoint: 'number', autoCloseMs: 'number', narrowReveal: 'string' },
}) {}

ensureCartRuntime();
defineOnce('shop-mini-cart', MiniCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-mini-cart': MiniCartElement;
  }
}
