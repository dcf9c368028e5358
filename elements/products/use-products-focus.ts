/**
 * Behaviour: where the focus goes when the products change under the shopper's hands. After
 * 'Show more' / 'Show previous' it moves to the first new product (the button may be gone); after
 * a page link, to the first product of the new page, but only when the focus was on the page links
 * (or lost): a page change from the browser's back button leaves the focus alone.
 */
import { useEffect, useRef } from 'react';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import type { FilterResults } from '../../shared/stores/filter.ts';
import type { Targets } from './use-products-targets.ts';

export function useProductsFocus(targets: Targets | null, config: FilterAppConfig | null, results: FilterResults, currentPage: number, rendered: unknown) {
  /** The page whose first product takes the focus once it is on screen. */
  const focusPage = useRef<number | null>(null);
  const shownPage = useRef<number | null>(null);
  useEffect(() => {
    if (!targets || !config || results.status !== 'ready' || config.pagination_strategy !== 'pagination') return;
    const before = shownPage.current;
    shownPage.current = currentPage;
    if (before === null || before === currentPage || results.inputChange) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || active.closest('shop-pagination, .woocommerce-pagination'))
      focusPage.current = currentPage;
  }, [targets, config, results, currentPage]);
  useEffect(() => {
    const page = focusPage.current;
    if (page === null || !targets || results.status !== 'ready') return;
    const first = targets.loop.querySelector<HTMLElement>(`li[data-shop-page="${page}"]:not(.shop-Products-placeholder) a[href]`);
    if (!first) return; // still a placeholder, or the grid not yet taken over: either re-runs this
    focusPage.current = null;
    first.focus();
  }, [targets, results, rendered]);
  return focusPage;
}
