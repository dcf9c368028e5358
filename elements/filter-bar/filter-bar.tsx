/**
 * Connects the filter bar to the stores. The horizontal bar and, in mobile mode, the mobile bar:
 * one button per filter (category filters get none), each opening a popover or, on a phone, a
 * full-screen overlay; 'All filters' opens the off-canvas panel or the all-filters overlay.
 * Renders while the window width is within min-screen/max-screen.
 */
import { useStore } from '@nanostores/react';
import { useFirstResultKnown } from '../../shared/connectors/use-first-result.ts';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { horizontalPlan, mobilePlan, mobileQuery } from '../../shared/engine/filter/config/layout-rules.ts';
import { appliedChips } from '../../shared/engine/filter/config/selection.ts';
import { useMediaQuery } from '../../shared/platform/media.ts';
import { $filterApp, $filterConfig, $filtersOutput } from '../../shared/stores/filter.ts';
import { openMobileOverlay, openOffcanvas, syncMobileMode } from '../../shared/stores/filter-panels.ts';
import { OffcanvasPanel } from '../../shared/connectors/offcanvas-panel.tsx';
import { FilterActionsProvider } from '../../shared/connectors/filter-actions.tsx';
import { useFiltersDisplayed } from '../../shared/ui/use-filters-displayed.ts';
import { useScreenRange } from '../../shared/ui/use-screen-range.ts';
import { useFirstPaintHandOver } from '../../shared/ui/use-first-paint-hand-over.ts';
import { FilterBarView } from './filter-bar.view.tsx';
import { MobileOverlays } from './mobile-overlays.tsx';

export interface FilterBarProps {
  container?: HTMLElement | ShadowRoot;
  /** 'horizontal' or 'mobile': that layout only (a page with a bar for each); otherwise both. */
  layout?: string;
}

export function FilterBar({ container, layout }: FilterBarProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  const ready = useFirstResultKnown();
  const output = useStore($filtersOutput);
  const app = useStore($filterApp);
  const onScreen = useScreenRange(host);
  const mobile = useMediaQuery(mobileQuery(config?.layout.mobileBreakpoint));
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = useCallback((id: string, open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)), []);
  useEffect(() => syncMobileMode(mobile), [mobile]);
  // A popover open when the bar switches layout closes. Adjusted while rendering, not in an
  // effect: an effect also ran on mount, after the takeover had pressed a button the shopper
  // pressed on the server's first paint, and closed the popover that press had opened.
  const [openIn, setOpenIn] = useState(mobile);
  if (openIn !== mobile) {
    setOpenIn(mobile);
    setOpenId(null);
  }
  // For themes: 'ready' once the first result is known, so CSS can stop reserving the bar's space
  // (before the frame that first shows the bar, as the server's first paint leaves with it).
  useLayoutEffect(() => {
    if (host) host.dataset.state = ready ? 'ready' : 'loading';
  }, [host, ready]);

  const wanted = layout === 'mobile' ? mobile : layout === 'horizontal' ? !mobile : true;
  const filters = ready && onScreen && wanted && config ? output.filters : [];
  const plan = !config ? { buttons: [], allFilters: false } : mobile ? mobilePlan(filters, config.layout) : horizontalPlan(filters, config.layout);
  useFiltersDisplayed(host, mobile ? 'mobile' : 'horizontal', filters.length > 0 ? plan.buttons.map((f) => f.id) : null);
  // The server's first paint of this bar (both layouts; the theme shows one) goes in the commit that draws ours.
  useFirstPaintHandOver(host, ready);
  if (!config || filters.length === 0) return null;

  const appliedIn = (id: string) => appliedChips(filters.filter((f) => f.id === id)).length;
  // A theme's own <shop-offcanvas> shows the panel; otherwise the bar brings one.
  const ownOffcanvas = !mobile && plan.allFilters && !document.querySelector('shop-offcanvas');
  return (
    <FilterActionsProvider>
      <FilterBarView
        mobile={mobile}
        plan={plan}
        config={config}
        appliedIn={appliedIn}
        appliedAll={appliedChips(filters).length}
        openId={openId}
        onTogglePopover={toggle}
        onOpenOverlay={openMobileOverlay}
        onOpenAll={() => (mobile ? openMobileOverlay('all') : openOffcanvas())}
      />
      {mobile && (
        <MobileOverlays
          host={host}
          config={config}
          filters={filters}
          total={output.total_products_count}
          current={app.currentMobileFilter}
          allOpen={app.mobileOverlayAllIsVisible}
        />
      )}
      {ownOffcanvas && <OffcanvasPanel host={host} />}
    </FilterActionsProvider>
  );
}
