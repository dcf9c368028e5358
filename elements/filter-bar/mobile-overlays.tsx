/**
 * The mobile overlays: the single-filter overlay (back control, the
 * filter's label and tooltip, 'Clear' while it has applied values, the filter, the footer button)
 * and the all-filters overlay titled 'Filters'. Raise mobile_overlay_opened / _closed.
 */
import { useRef } from 'react';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import type { FilterOutput } from '../../shared/engine/filter/presentation/filters-output.ts';
import { footerButtonText } from '../../shared/engine/filter/config/layout-rules.ts';
import { appliedChips } from '../../shared/engine/filter/config/selection.ts';
import { plainLabel } from '../../shared/engine/filter/presentation/value-search.ts';
import { emitFilterEvent } from '../../shared/events/filter-events.ts';
import { t } from '../../shared/messages/catalog.ts';
import { clearFilters } from '../../shared/stores/filter.actions.ts';
import { closeMobileOverlay } from '../../shared/stores/filter-panels.ts';
import { FilterControl } from '../../shared/ui/filter-controls/filter-control.tsx';
import { FilterList } from '../../shared/ui/filter-controls/filter-list.tsx';
import { FilterPanel } from '../../shared/ui/filter-panels/filter-panel.tsx';

export interface MobileOverlaysProps {
  host: Element | undefined;
  config: FilterAppConfig;
  filters: FilterOutput[];
  total: number;
  current: string | false;
  allOpen: boolean;
}

export function MobileOverlays({ host, config, filters, total, current, allOpen }: MobileOverlaysProps) {
  const single = current === false ? undefined : filters.find((f) => f.id === current);
  // The closed event names the overlay that was open; the store has already forgotten it.
  const lastSingle = useRef<FilterOutput | undefined>(undefined);
  if (single) lastSingle.current = single;
  const shownSingle = single ?? lastSingle.current;
  const footer = footerButtonText(total, config.layout.showCount);
  const label = plainLabel(shownSingle?.label ?? '');
  return (
    <>
      <FilterPanel
        open={!!single}
        onClose={closeMobileOverlay}
        kind="overlay"
        back
        title={label}
        tooltip={typeof shownSingle?.tooltip === 'string' ? shownSingle.tooltip : undefined}
        showClear={!!shownSingle && appliedChips([shownSingle]).length > 0}
        clearLabel={t('filters.clearLabel', label)}
        onClear={() => shownSingle && void clearFilters([shownSingle.id])}
        footerText={footer}
        onOpened={() => emitFilterEvent(host, 'shop-mobile-overlay-opened', { filter: lastSingle.current?.id ?? '' })}
        onClosed={() => emitFilterEvent(host, 'shop-mobile-overlay-closed', { filter: lastSingle.current?.id ?? '' })}
      >
        {shownSingle && <FilterControl filter={shownSingle} config={config} />}
      </FilterPanel>
      <FilterPanel
        open={allOpen}
        onClose={closeMobileOverlay}
        kind="overlay"
        title={t('panel.title')}
        showClear={appliedChips(filters).length > 0}
        clearLabel={t('panel.clearAllLabel')}
        onClear={() => void clearFilters()}
        footerText={footer}
        onOpened={() => emitFilterEvent(host, 'shop-mobile-overlay-opened', { filter: 'all' })}
        onClosed={() => emitFilterEvent(host, 'shop-mobile-overlay-closed', { filter: 'all' })}
      >
        <FilterList filters={filters} config={config} layout="mobile" headline="h3" />
      </FilterPanel>
    </>
  );
}
