/** The events `<shop-quick-view>` raises from its element. */
import { shopEventFactory } from '../../shared/events/shop-event.ts';

export interface QuickViewDetail {
  /** The product shown (its id from the trigger's data-product_id), when known. */
  productId: string | undefined;
}

export interface QuickViewEventDetails {
  /** The product is shown in the dialog. */
  'shop-quick-view-open': QuickViewDetail;
  /** The shopper closed the dialog. */
  'shop-quick-view-close': QuickViewDetail;
  /** The product could not be loaded (the dialog says so, with Try again). */
  'shop-quick-view-error': QuickViewDetail;
}

export const quickViewEvent = shopEventFactory<QuickViewEventDetails>();

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-quick-view-open': CustomEvent<QuickViewDetail>;
    'shop-quick-view-close': CustomEvent<QuickViewDetail>;
    'shop-quick-view-error': CustomEvent<QuickViewDetail>;
  }
}
