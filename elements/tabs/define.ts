import { defineOnce } from '../../shared/platform/react-element.ts';
import { TabsElement } from './tabs.ts';

/**
 * WooCommerce's product tabs (`.woocommerce-tabs`, `ul.wc-tabs` links to `#tab-<key>` panels)
 * as WAI-ARIA tabs that open from the address. Wrap the tabs' markup.
 *
 * @tag shop-tabs
 * @attr {string} layout - "accordion": the panels as a WAI-ARIA accordion (a heading with a button above each, any number open) instead of tabs. Read when the element starts.
 */
defineOnce('shop-tabs', TabsElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-tabs': TabsElement;
  }
}
