import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureCartRuntime } from '../../shared/runtime/cart-runtime.ts';
import '../add-to-cart/define.ts';
import { QuickView } from './quick-view.tsx';

/**
 * The quick view lightbox. Place one per page (anywhere, empty); every
 * `a.shop-QuickView-trigger[data-product_id]` on the page then opens its product in a modal
 * dialog (the theme's admin-ajax `shop_quickview` call) instead of following its link, with
 * previous / next product and the product's add-to-cart form working through the cart.
 *
 * @tag shop-quick-view
 * @fires shop-quick-view-open - {productId} once the product is shown.
 * @fires shop-quick-view-close - {productId} when the shopper closes it.
 * @fires shop-quick-view-error - {productId} when the product could not be loaded.
 */
export class QuickViewElement extends reactElement(QuickView, { props: {} }) {}

ensureCartRuntime();
defineOnce('shop-quick-view', QuickViewElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-quick-view': QuickViewElement;
  }
}
