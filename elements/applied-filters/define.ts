import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { AppliedFiltersElementView } from './applied-filters.tsx';
import { removeFirstPaintCopies } from '../../shared/platform/first-paint.ts';

/**
 * The applied filters as removable chips, with 'Clear all' when more than one filter is applied.
 * Renders nothing while no filter is applied. Reads `#shop-filter-config`.
 *
 * @tag shop-applied-filters
 */
export class AppliedFiltersElement extends reactElement(AppliedFiltersElementView, { props: {} }) {}

// The filter off (no usable configuration): a first paint printed by the server has nothing to hand over to.
void ensureFilterRuntime().then((config) => config ?? removeFirstPaintCopies('shop-applied-filters'));
defineOnce('shop-applied-filters', AppliedFiltersElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-applied-filters': AppliedFiltersElement;
  }
}
