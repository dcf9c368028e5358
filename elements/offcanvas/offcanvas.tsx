/**
 * <shop-offcanvas>: the 'All filters' off-canvas panel placed by the theme,
 * with its own 'All filters' trigger button unless `hide-button`. Any 'All filters' button of the
 * page (the filter bar's too) opens this panel.
 */
import { useStore } from '@nanostores/react';
import { useFirstResultKnown } from '../../shared/connectors/use-first-result.ts';
import { appliedChips } from '../../shared/engine/filter/config/selection.ts';
import { t } from '../../shared/messages/catalog.ts';
import { $filterConfig, $filtersOutput } from '../../shared/stores/filter.ts';
import { openOffcanvas } from '../../shared/stores/filter-panels.ts';
import { AppliedBadge } from '../../shared/ui/filter-panels/applied-badge.tsx';
import { OffcanvasPanel } from '../../shared/connectors/offcanvas-panel.tsx';
import { useScreenRange } from '../../shared/ui/use-screen-range.ts';

export interface OffcanvasProps {
  container?: HTMLElement | ShadowRoot;
  position?: string;
  hideButton?: boolean;
}

export function Offcanvas({ container, position, hideButton }: OffcanvasProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  const ready = useFirstResultKnown();
  const output = useStore($filtersOutput);
  const onScreen = useScreenRange(host);
  if (!config || !ready || output.filters.length === 0) return null;
  const applied = appliedChips(output.filters).length;
  return (
    <>
      {!hideButton && onScreen && (
        <button type="button" className="shop-Offcanvas-open button" aria-haspopup="dialog" onClick={openOffcanvas}>
          {t('panel.allFilters')}
          <AppliedBadge count={applied} />
        </button>
      )}
      <OffcanvasPanel host={host} position={position === 'left' || position === 'right' ? position : undefined} />
    </>
  );
}
