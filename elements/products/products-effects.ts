/**
 * The products area's page behaviours:
 * infinite scroll, the visible page in the URL, scrolling to the products after a change, and
 * the return to the product the shopper opened.
 */
import { useEffect, useRef } from 'react';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import { readStorage, writeStorage } from '../../shared/platform/storage.ts';
import type { FilterResults } from '../../shared/stores/filter.ts';
import { $filterApp } from '../../shared/stores/filter.ts';
import { setVisiblePage, showMore } from '../../shared/stores/filter.actions.ts';
import { cardId } from '../../shared/platform/product-markup.ts';
import { prefersReducedMotion } from '../../shared/platform/reduced-motion.ts';

export const TRIGGER_MARGIN = '500px';
export const LAST_PRODUCT_KEY = 'shop-filter-last-product';
const MAX_RETURN_LOADS = 100;
const RESET_ABOVE_PX = 100;
const THROTTLE_MS = 300;

function throttle(fn: () => void, ms: number): () => void {
  let last = 0;
  let timer = 0;
  return () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (!timer) {
      timer = window.setTimeout(() => {
        timer = 0;
        last = Date.now();
        fn();
      }, wait);
    }
  };
}

/** Infinite scroll (and the early fetching of the next page's cards): acts when the area comes within 500 px; again after `key` changes. */
export function useInfiniteTrigger(area: HTMLElement | null, active: boolean, onTrigger: () => void, key: unknown = null): void {
  const callback = useRef(onTrigger);
  callback.current = onTrigger;
  useEffect(() => {
    if (!area || !active) return;
    // Observed afresh after every page: if the trigger is still near, the next page follows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { rootMargin: TRIGGER_MARGIN },
    );
    observer.observe(area);
    return () => observer.disconnect();
  }, [area, active, key]);
}

/** While scrolling through appended pages, the URL shows the page in view (replaced). */
export function useVisiblePage(loop: HTMLElement | null, active: boolean, sequence: number): void {
  const shown = useRef(0);
  useEffect(() => {
    if (!loop || !active) return;
    const check = throttle(() => {
      const markers = [...loop.querySelectorAll<HTMLElement>('[data-shop-page]')];
      let page = 0;
      for (const marker of markers) if (marker.getBoundingClientRect().top <= innerHeight / 2) page = Number(marker.dataset.shopPage);
      if (page === 0) page = Number(markers[0]?.dataset.shopPage ?? 0);
      if (page > 0 && page !== shown.current) {
        shown.current = page;
        setVisiblePage(page);
      }
    }, THROTTLE_MS);
    addEventListener('scroll', check, { passive: true });
    return () => removeEventListener('scroll', check);
  }, [loop, active, sequence]);
}

function isMobile(config: FilterAppConfig): boolean {
  return innerWidth <= config.layout.mobileBreakpoint;
}

/**
 * after a shopper's change, per scroll_top (disabled, both, mobile, desktop; ours
 * defaults to 'mobile', where the filters sit above the products), the page scrolls to the
 * products' top minus the offset, after scroll_top_wait — only when that top is out of view.
 * A page change in pagination mode scrolls when scroll_top_on_page_change (default on).
 */
export function useScrollToTop(loop: HTMLElement | null, config: FilterAppConfig | null, results: FilterResults): void {
  const lastPage = useRef<number | null>(null);
  useEffect(() => {
    if (!loop || !config || results.status !== 'ready') return;
    const page = $filterApp.get().currentPage;
    const pageChanged = lastPage.current !== null && lastPage.current !== page && config.pagination_strategy === 'pagination' && !results.inputChange;
    lastPage.current = page;
    const { mode, onPageChange, offsetMobile, offsetDesktop, waitMs } = config.layout.scrollTop;
    const mobile = isMobile(config);
    const wanted = results.inputChange ? mode === 'both' || (mode === 'mobile' && mobile) || (mode === 'desktop' && !mobile) : pageChanged && onPageChange;
    if (!wanted) return;
    const offset = mobile ? offsetMobile : offsetDesktop;
    const timer = window.setTimeout(
      () => {
        const top = loop.getBoundingClientRect().top;
        if (top < 0 || top > innerHeight) scrollTo({ top: scrollY + top - offset, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      },
      results.inputChange ? (waitMs ?? 450) : 0,
    );
    return () => clearTimeout(timer);
  }, [loop, config, results]);
}

/**
 * the last product opened from the grid is kept in session storage; coming back with
 * the browser's back button, pages keep loading (at most 100) until it is there, and it is
 * scrolled to the centre. Scrolling up to the top (within 100 px) forgets it.
 */
export function useReturnToProduct(loop: HTMLElement | null, config: FilterAppConfig | null, results: FilterResults, rendered: number): void {
  const loads = useRef(0);
  const done = useRef(false);
  const cameBack = useRef(((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ?? '') === 'back_forward');

  useEffect(() => {
    if (!loop) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a[href]');
      const card = link?.closest('li.product');
      const id = card ? cardId(card) : null;
      if (id !== null && loop.contains(card!) && !link!.classList.contains('add_to_cart_button')) writeStorage('session', LAST_PRODUCT_KEY, String(id));
    };
    const onScroll = throttle(() => {
      if (scrollY < RESET_ABOVE_PX && done.current) writeStorage('session', LAST_PRODUCT_KEY, '-1');
    }, THROTTLE_MS);
    loop.addEventListener('click', onClick);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      loop.removeEventListener('click', onClick);
      removeEventListener('scroll', onScroll);
    };
  }, [loop]);

  useEffect(() => {
    if (!loop || !config || results.status !== 'ready' || done.current) return;
    const id = Number(readStorage('session', LAST_PRODUCT_KEY) ?? '-1');
    if (!cameBack.current || !(id > 0)) {
      done.current = true;
      return;
    }
    if (results.ids.includes(id)) {
      const scrollTo = (card: Element) => {
        done.current = true;
        requestAnimationFrame(() => card.scrollIntoView({ block: 'center' }));
      };
      const card = loop.querySelector(`.post-${id}`);
      if (card) return scrollTo(card);
      // Its card may still be a placeholder (fetching) or not drawn yet: watch the loop for it.
      const observer = new MutationObserver(() => {
        const drawn = loop.querySelector(`.post-${id}`);
        if (!drawn) return;
        observer.disconnect();
        scrollTo(drawn);
      });
      observer.observe(loop, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    }
    if (config.pagination_strategy !== 'pagination' && $filterApp.get().showMoreButtonIsVisible && loads.current < MAX_RETURN_LOADS) {
      loads.current++;
      void showMore();
    } else {
      done.current = true;
    }
  }, [loop, config, results, rendered]);
}
