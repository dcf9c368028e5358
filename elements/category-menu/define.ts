import { defineOnce } from '../../shared/platform/react-element.ts';
import { CategoryMenuElement } from './category-menu.ts';

/**
 * The header's vertical category menu (a disclosure button and the list it controls).
 *
 * @tag shop-category-menu
 * @attr {boolean} force-open - Open while the sticky header is not stuck (the home page).
 */
defineOnce('shop-category-menu', CategoryMenuElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-category-menu': CategoryMenuElement;
  }
}
