import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { Pagination } from './pagination.tsx';

/**
 * Page links for the filtered products (pagination strategy 'pagination'). Wrap the theme's
 * `nav.woocommerce-pagination`: it stays as the no-JavaScript fallback and is replaced by links
 * that follow the filters. Hidden in the show-more and infinite-scroll strategies.
 *
 * @tag shop-pagination
 */
export class PaginationElement extends reactElement(Pagination, { shadow: 'open', props: {} }) {}

void ensureFilterRuntime();
defineOnce('shop-pagination', PaginationElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-pagination': PaginationElement;
  }
}
