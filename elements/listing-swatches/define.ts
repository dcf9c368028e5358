import { defineOnce } from '../../shared/platform/react-element.ts';
import { ListingSwatchesElement } from './listing-swatches.ts';

/**
 * Swatches under product boxes: wrap a product loop whose boxes carry `.shop-LoopSwatches`
 * groups of `a.shop-LoopSwatch` links.
 *
 * @tag shop-listing-swatches
 * @attr {string} trigger - "hover" (default: a mouse over a swatch shows it) or "click".
 * @attr {boolean} keep-links - Do not add the chosen value to the box's links.
 * @attr {boolean} deselect - A click on the chosen swatch clears it (by default it opens the product page with it).
 */
defineOnce('shop-listing-swatches', ListingSwatchesElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-listing-swatches': ListingSwatchesElement;
  }
}
