import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { Quantity } from './quantity.tsx';

/**
 * Quantity field with minus and plus buttons following WooCommerce's rules.
 *
 * @tag shop-quantity
 * @attr {string} name - Form field name (default "quantity").
 * @attr {string} value - Initial value (default 1).
 * @attr {string} min - Lowest value (minus never goes below; default 0).
 * @attr {string} max - Highest value (plus never exceeds).
 * @attr {string} step - Step; 'any' or empty means 1; decimals are kept to the step's precision.
 * @attr {string} label - Accessible label (default "Quantity").
 * @attr {string} input-id - Id of the input, for an outside label.
 */
export class QuantityElement extends reactElement(Quantity, {
  props: { name: 'string', value: 'string', min: 'string', max: 'string', step: 'string', label: 'string', inputId: 'string' },
}) {}

defineOnce('shop-quantity', QuantityElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-quantity': QuantityElement;
  }
}
