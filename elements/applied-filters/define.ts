import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { AppliedFilters } from '../../shared/connectors/applied-filters.tsx';

/**
 * The applied filters as removable chips, with 'Clear all' when more than one filter is applied.
 * Renders nothing while no filter is applied. Reads `#shop-filter-config`.
 *
 * @tag shop-applied-filters
 */
export class AppliedFiltersElement extends reactElement(AppliedFilters, { props: {} }) {}

void ensureFilterRuntime();
defineOnce('shop-applied-filters', AppliedFiltersElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-applied-filters': AppliedFiltersElement;
  }
}
