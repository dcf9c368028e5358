import { defineOnce, reactElement } from '../../shared/platform/react-element.ts';
import { ensureFilterRuntime } from '../../shared/runtime/filter-runtime.ts';
import { FilterBar } from './filter-bar.tsx';
import { removeFirstPaintCopies } from '../../shared/platform/first-paint.ts';

/**
 * The horizontal filter bar (buttons with popovers, 'All filters' to the off-canvas panel) that
 * turns into the mobile bar with full-screen overlays up to `mobile_breakpoint` (450 px).
 *
 * @tag shop-filter-bar
 * @attr {number} min-screen - Smallest window width (px) at which the bar shows.
 * @attr {number} max-screen - Largest window width (px) at which the bar shows.
 * @attr {string} layout - 'horizontal': never the mobile bar (hidden in mobile mode); 'mobile': only the mobile bar; default both.
 * @fires {FiltersDisplayedDetail} shop-filter-displayed - Filters given a button changed (detail: layout 'horizontal' or 'mobile', filter ids); also `filters_displayed`.
 * @fires {Record<string, never>} shop-offcanvas-opened - Also `offcanvas_opened` (when the bar brings its own panel).
 * @fires {Record<string, never>} shop-offcanvas-closed - Also `offcanvas_closed`.
 * @fires {OverlayDetail} shop-mobile-overlay-opened - detail.filter: a filter id or 'all'; also `mobile_overlay_opened`.
 * @fires {OverlayDetail} shop-mobile-overlay-closed - Also `mobile_overlay_closed`.
 */
export class FilterBarElement extends reactElement(FilterBar, { props: { layout: 'string' } }) {}

// The filter off (no usable configuration): a first paint printed by the server has nothing to hand over to.
void ensureFilterRuntime().then((config) => config ?? removeFirstPaintCopies('shop-filter-bar'));
defineOnce('shop-filter-bar', FilterBarElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-filter-bar': FilterBarElement;
  }
}
