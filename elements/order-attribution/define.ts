import { defineOnce } from '../../shared/platform/define-once.ts';
import { OrderAttributionElement } from './order-attribution.ts';

/**
 * Order attribution: keeps the visit's traffic source in WooCommerce's sbjs_* cookies (under
 * marketing consent) and, inside the checkout or registration form, adds the hidden
 * wc_order_attribution_* fields.
 *
 * @tag shop-order-attribution
 */
defineOnce('shop-order-attribution', OrderAttributionElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-order-attribution': OrderAttributionElement;
  }
}
