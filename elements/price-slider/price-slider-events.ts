/** The event `<shop-price-slider>` raises when the shopper settles on a price range. */
import { shopEventFactory } from '../../shared/events/shop-event.ts';

export interface PriceSliderChangeDetail {
  min: number;
  max: number;
}

export interface PriceSliderEventDetails {
  /** A thumb was released, or moved by a key. */
  'shop-price-slider-change': PriceSliderChangeDetail;
}

export const priceSliderEvent = shopEventFactory<PriceSliderEventDetails>();

declare global {
  interface GlobalEventHandlersEventMap {
    'shop-price-slider-change': CustomEvent<PriceSliderChangeDetail>;
  }
}
