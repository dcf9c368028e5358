import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { FilterBar } from './filter-bar.tsx';

/**
 * The horizontal filter bar (buttons with popovers, 'All filters' to the off-canvas panel) that
 * turns into the mobile bar with full-screen overlays up to `mobile_breakpoint` (450 px).
 *
 * @tag shop-filter-bar
 * @attr min-screen - Smallest window width (px) at which the bar shows.
 * @attr max-screen - Largest window width (px) at which the bar shows.
 * @fires shop-filter-displayed - Filters given a button changed (detail: layout 'horizontal' or 'mobile', filter ids); also `filters_displayed`.
 * @fires shop-offcanvas-opened - Also `offcanvas_opened` (when the bar brings its own panel).
 * @fires shop-offcanvas-closed - Also `offcanvas_closed`.
 * @fires shop-mobile-overlay-opened - detail.filter: a filter id or 'all'; also `mobile_overlay_opened`.
 * @fires shop-mobile-overlay-closed - Also `mobile_overlay_closed`.
 */
export class FilterBarElement extends reactElement(FilterBar, { props: {} }) {}

void ensureFilterRuntime();
defineOnce('shop-filter-bar', FilterBarElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-filter-bar': FilterBarElement;
  }
}
