/**
 * Rules of the filter layouts, without DOM:
 * which window widths show a layout, mobile mode, which filters get a bar button, when the
 * 'All filters' button shows, what the panels' footer button says.
 */
import { t, tn } from '../../../messages/catalog.ts';
import type { FilterConfig } from './filter-config.ts';
import type { LayoutConfig } from './layout-config.ts';

/** A min-screen / max-screen value that is not an integer counts as 99999; a missing one does not restrict. */
export const SCREEN_FALLBACK = 99999;

export function screenBound(value: string | null | undefined, missing: number): number {
  if (value === null || value === undefined) return missing;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? Number(text) : SCREEN_FALLBACK;
}

/** The media query of a container's min-screen / max-screen (inclusive, window width in CSS px). */
export function screenQuery(minScreen: string | null | undefined, maxScreen: string | null | undefined): string {
  const min = screenBound(minScreen, 0);
  const max = screenBound(maxScreen, SCREEN_FALLBACK);
  return `(min-width: ${min}px) and (max-width: ${max}px)`;
}

/** Mobile mode is a window width from 1 to mobile_breakpoint (LayoutConfig.mobileBreakpoint; 450 before the configuration is known). */
export function mobileQuery(breakpoint = 450): string {
  return `(min-width: 1px) and (max-width: ${breakpoint}px)`;
}

export interface BarPlan<F> {
  /** Filters with a button of their own, in order. */
  buttons: F[];
  /** Whether the 'All filters' button shows. */
  allFilters: boolean;
}

/**
 * The horizontal bar: category filters are not given a button (they stay in the panels); up to
 * horizontal_max_buttons (5) get one; 'All filters' shows when there are more filters than that,
 * or always with always_display_all_filters_button.
 */
export function horizontalPlan<F extends Pick<FilterConfig, 'type'>>(
  filters: F[],
  layout: Pick<LayoutConfig, 'horizontalMaxButtons' | 'alwaysShowAllFilters'>,
): BarPlan<F> {
  const max = layout.horizontalMaxButtons;
  const candidates = filters.filter((f) => f.type !== 'category' && f.type !== 'data-picker');
  return { buttons: candidates.slice(0, max), allFilters: layout.alwaysShowAllFilters || filters.length > max };
}

/** The mobile bar: up to mobile_max_buttons (2) filter buttons; 'All filters' always opens the all-filters overlay. */
export function mobilePlan<F extends Pick<FilterConfig, 'type'>>(filters: F[], layout: Pick<LayoutConfig, 'mobileMaxButtons'>): BarPlan<F> {
  const max = layout.mobileMaxButtons;
  return { buttons: filters.filter((f) => f.type !== 'category' && f.type !== 'data-picker').slice(0, max), allFilters: true };
}

/** The footer button of the off-canvas panel and the mobile overlays. */
export function footerButtonText(totalProducts: number, showCount: boolean): string {
  if (totalProducts <= 0) return t('panel.seeAllProducts');
  return showCount ? tn('panel.seeProducts', totalProducts) : t('panel.seeProductsNoCount');
}
