import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { PriceSlider } from './price-slider.tsx';

/**
 * WooCommerce's price filter widget with a two-thumb slider. Wrap the widget's form (its
 * `.price_slider_amount[data-step]`, `#min_price[data-min]`, `#max_price[data-max]`); the slider
 * replaces the two text fields, the 'Price: from — to' label follows the thumbs, and the form
 * submits min_price and max_price as WooCommerce's does. Works on any archive, with or without
 * the filter elements.
 *
 * @tag shop-price-slider
 * @fires {PriceSliderChangeDetail} shop-price-slider-change - The range (min, max) when a thumb is released or moved by a key.
 */
export class PriceSliderElement extends reactElement(PriceSlider, { props: {} }) {}

defineOnce('shop-price-slider', PriceSliderElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-price-slider': PriceSliderElement;
  }
}
