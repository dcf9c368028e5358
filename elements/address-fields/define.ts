import { defineOnce } from '../../shared/platform/define-once.ts';
import { AddressFieldsElement } from './address-fields.ts';

/**
 * An address form's fields that follow the country chosen (WooCommerce's country locale): the
 * state from the country's list, the fields' names, which are required, their order. Wraps the
 * form's field rows, with the locale data as a JSON script inside.
 *
 * @tag shop-address-fields
 */
defineOnce('shop-address-fields', AddressFieldsElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-address-fields': AddressFieldsElement;
  }
}
