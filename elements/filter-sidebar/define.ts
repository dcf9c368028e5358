import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { FilterSidebar } from './filter-sidebar.tsx';
import { removeFirstPaintCopies } from '../../shared/platform/first-paint.ts';

/**
 * The vertical filter layout for a sidebar: every visible filter of `#shop-filter-config` with
 * its control (checkboxes, radio, buttons, toggle, colour swatches, range inputs and presets,
 * search), counters and collapsible blocks. Renders nothing while the filter is off.
 *
 * @tag shop-filter-sidebar
 * @attr {number} min-screen - Smallest window width (px) at which the sidebar shows (also `data-min-screen`).
 * @attr {number} max-screen - Largest window width (px) at which the sidebar shows (also `data-max-screen`).
 * @fires {FiltersDisplayedDetail} shop-filter-displayed - The filters shown changed (detail: layout 'sidebar', filter ids); also `filters_displayed` on document and jQuery's body.
 */
export class FilterSidebarElement extends reactElement(FilterSidebar, { props: {} }) {}

// The filter off (no usable configuration): a first paint printed by the server has nothing to hand over to.
void ensureFilterRuntime().then((config) => config ?? removeFirstPaintCopies('shop-filter-sidebar'));
defineOnce('shop-filter-sidebar', FilterSidebarElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-filter-sidebar': FilterSidebarElement;
  }
}
