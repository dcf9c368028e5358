/** Panels and overlays: one open at a time, mobile mode closes the other kind. */
import { beforeEach, describe, expect, test } from 'vitest';
import { $filterApp, INITIAL_FILTER_APP } from './filter.ts';
import { closeMobileOverlay, closeOffcanvas, openMobileOverlay, openOffcanvas, syncMobileMode } from './filter-panels.ts';

const panels = () => {
  const { offcanvasIsVisible, currentMobileFilter, mobileOverlayAllIsVisible } = $filterApp.get();
  return { offcanvasIsVisible, currentMobileFilter, mobileOverlayAllIsVisible };
};

describe('filter panels', () => {
  beforeEach(() => $filterApp.set(INITIAL_FILTER_APP));

  test('off-canvas: closed -> open -> closed', () => {
    openOffcanvas();
    expect(panels()).toEqual({ offcanvasIsVisible: true, currentMobileFilter: false, mobileOverlayAllIsVisible: false });
    closeOffcanvas();
    expect(panels().offcanvasIsVisible).toBe(false);
  });

  test('mobile overlays: one filter or all, never both', () => {
    openMobileOverlay('size');
    expect(panels()).toEqual({ offcanvasIsVisible: false, currentMobileFilter: 'size', mobileOverlayAllIsVisible: false });
    openMobileOverlay('all');
    expect(panels()).toEqual({ offcanvasIsVisible: false, currentMobileFilter: false, mobileOverlayAllIsVisible: true });
    closeMobileOverlay();
    expect(panels()).toEqual({ offcanvasIsVisible: false, currentMobileFilter: false, mobileOverlayAllIsVisible: false });
  });

  test('entering mobile mode closes the off-canvas; leaving it closes the overlays', () => {
    openOffcanvas();
    syncMobileMode(false);
    expect(panels().offcanvasIsVisible).toBe(true);
    syncMobileMode(true);
    expect(panels().offcanvasIsVisible).toBe(false);
    openMobileOverlay('all');
    syncMobileMode(true);
    expect(panels().mobileOverlayAllIsVisible).toBe(true);
    syncMobileMode(false);
    expect(panels().mobileOverlayAllIsVisible).toBe(false);
  });

  test('nothing changes (no store update) when closing what is closed', () => {
    const before = $filterApp.get();
    closeOffcanvas();
    closeMobileOverlay();
    expect($filterApp.get()).toBe(before);
  });
});
