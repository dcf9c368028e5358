import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { Swatches } from './swatches.tsx';

/**
 * Colour, image and label swatches in place of a variation form's attribute selects. Wrap the
 * form (on the product page, inside <shop-add-to-cart>): each `select[name^="attribute_"]`
 * becomes a radio group of swatches; an option's `data-color` (a CSS colour) or `data-image` (a
 * URL) picks the kind, text otherwise. The selects stay in the form (hidden) and keep WooCommerce's
 * events working both ways.
 *
 * @tag shop-swatches
 * @attr {boolean} no-deselect - A click on the chosen swatch keeps it (by default it clears it).
 */
export class SwatchesElement extends reactElement(Swatches, { shadow: 'open', props: { noDeselect: 'boolean' } }) {}

defineOnce('shop-swatches', SwatchesElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-swatches': SwatchesElement;
  }
}
