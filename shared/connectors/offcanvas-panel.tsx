/**
 * The connected off-canvas 'All filters' panel, driven by the app state: opened
 * by an 'All filters' button anywhere, closed by the backdrop, the close control, the footer
 * button or Escape; entering mobile mode closes it. Raises offcanvas_opened / offcanvas_closed.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { emitFilterEvent } from '../events/filter-events.ts';
import { footerButtonText, mobileQuery } from '../engine/filter/config/layout-rules.ts';
import { appliedChips } from '../engine/filter/config/selection.ts';
import { t } from '../messages/catalog.ts';
import { useMediaQuery } from '../platform/media.ts';
import { $filterApp, $filterConfig, $filtersOutput } from '../stores/filter.ts';
import { clearFilters } from '../stores/filter.actions.ts';
import { closeOffcanvas, syncMobileMode } from '../stores/filter-panels.ts';
import { FilterList } from '../ui/filter-controls/filter-list.tsx';
import { FilterPanel } from '../ui/filter-panels/filter-panel.tsx';
import { FilterActionsProvider } from './filter-actions.tsx';

export function OffcanvasPanel({ host, position }: { host: Element | undefined; position?: string }) {
  const config = useStore($filterConfig);
  const open = useStore($filterApp).offcanvasIsVisible;
  const output = useStore($filtersOutput);
  const mobile = useMediaQuery(mobileQuery(config?.layout.mobileBreakpoint));
  useEffect(() => syncMobileMode(mobile), [mobile]);
  if (!config) return null;
  const side = (position ?? config.layout.offcanvasPosition) === 'left' ? 'left' : 'right';
  const applied = appliedChips(output.filters).length;
  return (
    <FilterPanel
      open={open}
      onClose={closeOffcanvas}
      kind="offcanvas"
      position={side}
      title={t('panel.title')}
      showClear={applied > 0}
      clearLabel={t('panel.clearAllLabel')}
      onClear={() => void clearFilters()}
      footerText={footerButtonText(output.total_products_count, config.layout.showCount)}
      onOpened={() => emitFilterEvent(host, 'shop-offcanvas-opened', {})}
      onClosed={() => emitFilterEvent(host, 'shop-offcanvas-closed', {})}
    >
      <FilterActionsProvider>
        <FilterList filters={output.filters} config={config} layout="offcanvas" headline="h3" />
      </FilterActionsProvider>
    </FilterPanel>
  );
}
