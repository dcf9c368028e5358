import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { ensureListingChrome } from '../../shared/runtime/listing-chrome.ts';
import { Products } from './products.tsx';

/**
 * Wrap the theme's products loop (and its result count): the filter re-renders it from the
 * catalogue index without reloads — cards kept from the server or fetched, 'first'/'last' row
 * classes, the result count, the no-results block, and the paging of the configuration
 * (pagination, 'Show more products', infinite scroll). Reads `#shop-filter-config`.
 *
 * @tag shop-products
 * @attr {boolean} viewed-counter - Show 'Viewed X of Y' under the show-more button.
 * @csspart - none: the loop and controls stay in the light DOM for the theme to style.
 */
export class ProductsElement extends reactElement(Products, { shadow: 'open', props: { viewedCounter: 'boolean' } }) {}

void ensureFilterRuntime();
ensureListingChrome();
defineOnce('shop-products', ProductsElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-products': ProductsElement;
  }
}
