import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { Sort } from './sort.tsx';

/**
 * The 'Shop order' select for filtered listings. Wrap the theme's `form.woocommerce-ordering`
 * (kept as the no-JavaScript fallback): options come from catalog_orderedby; with the ordering
 * override on it sorts in place, otherwise it submits with the filters kept.
 *
 * @tag shop-sort
 */
export class SortElement extends reactElement(Sort, { shadow: 'open', props: {} }) {}

void ensureFilterRuntime();
defineOnce('shop-sort', SortElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-sort': SortElement;
  }
}
