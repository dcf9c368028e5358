/**
 * The filter's panels in the app state: the off-canvas panel and
 * the mobile overlays (one filter, or all filters). Entering mobile mode closes the off-canvas;
 * leaving it closes the overlays. At most one panel is open.
 */
import { $filterApp, patchFilterApp as patch } from './filter.ts';

export function openOffcanvas(): void {
  patch({ offcanvasIsVisible: true, currentMobileFilter: false, mobileOverlayAllIsVisible: false });
}

export function closeOffcanvas(): void {
  if ($filterApp.get().offcanvasIsVisible) patch({ offcanvasIsVisible: false });
}

/** A filter id opens the single-filter overlay; 'all' the all-filters overlay. */
export function openMobileOverlay(which: string): void {
  patch(
    which === 'all'
      ? { mobileOverlayAllIsVisible: true, currentMobileFilter: false, offcanvasIsVisible: false }
      : { currentMobileFilter: which, mobileOverlayAllIsVisible: false, offcanvasIsVisible: false },
  );
}

export function closeMobileOverlay(): void {
  const app = $filterApp.get();
  if (app.currentMobileFilter !== false || app.mobileOverlayAllIsVisible) patch({ currentMobileFilter: false, mobileOverlayAllIsVisible: false });
}

/** Called whenever mobile mode may have changed. */
export function syncMobileMode(isMobile: boolean): void {
  if (isMobile) closeOffcanvas();
  else closeMobileOverlay();
}
