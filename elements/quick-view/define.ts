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
 * @fires {QuickViewDetail} shop-quick-view-open - The product id, once the product is shown.
 * @fires {QuickViewDetail} shop-quick-view-close - The product id, when the shopper closes it.
 * @fires {QuickViewDetail} shop-quick-view-error - The product id, when the product could not be loaded.
 */
export class QuickViewElement extends reactElement(QuickView, { props: {} }) {}

ensureCartRuntime();
defineOnce('shop-quick-view', QuickViewElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-quick-view': QuickViewElement;
  }
}
