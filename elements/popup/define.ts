import { defineOnce } from '../../shared/platform/react-element.ts';
import { PopupElement } from './popup.ts';

/**
 * A theme popup as a modal dialog: wrap the popup's content (an element with an id, e.g.
 * `#login-form-popup`, `#cart-popup`); links to `#<id>` or with `data-open="#<id>"` open it.
 *
 * @tag shop-popup
 */
defineOnce('shop-popup', PopupElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-popup': PopupElement;
  }
}
