/**
 * Connects the vertical filter layout to the stores: every
 * visible filter with its control, in configuration order, while the window width is within
 * min-screen/max-screen. Changes go through the filter actions only (inside the controls).
 */
import { useStore } from '@nanostores/react';
import { useFirstResultKnown } from '../../shared/connectors/use-first-result.ts';
import { FilterActionsProvider } from '../../shared/connectors/filter-actions.tsx';
import { $filterConfig, $filtersOutput } from '../../shared/stores/filter.ts';
import { useFiltersDisplayed } from '../../shared/ui/use-filters-displayed.ts';
import { useScreenRange } from '../../shared/ui/use-screen-range.ts';
import { useFirstPaintHandOver } from '../../shared/ui/use-first-paint-hand-over.ts';
import { FilterSidebarView, LAYOUT } from './filter-sidebar.view.tsx';

export interface FilterSidebarProps {
  container?: HTMLElement | ShadowRoot;
}

export function FilterSidebar({ container }: FilterSidebarProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  // Nothing before the first result: counters, ranges and visibility come with it (no jump).
  const ready = useFirstResultKnown();
  const output = useStore($filtersOutput);
  const onScreen = useScreenRange(host);
  const shown = ready && onScreen && config ? output.filters : [];
  useFiltersDisplayed(host, LAYOUT, shown.length > 0 ? shown.map((f) => f.id) : null);
  // The server's first paint of this sidebar goes in the commit that draws ours from the same answer.
  useFirstPaintHandOver(host, ready);

  if (!config || shown.length === 0) return null;
  return (
    <FilterActionsProvider>
      <FilterSidebarView filters={shown} config={config} />
    </FilterActionsProvider>
  );
}
