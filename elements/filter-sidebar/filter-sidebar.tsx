/**
 * The vertical filter layout (filter spec §2.1, §2.4, §2.11, §4.15): every visible filter with
 * its control, in configuration order, while the window width is within min-screen/max-screen.
 * Reads the filters output; changes go through the filter actions only.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { t } from '../../shared/messages/catalog.ts';
import { $filterConfig, $filterResults, $filtersOutput } from '../../shared/stores/filter.ts';
import { SanitizedHtml } from '../../shared/ui/sanitized-html.tsx';
import { AppliedFilters } from '../../shared/ui/applied-filters/applied-filters.tsx';
import { FilterList } from '../../shared/ui/filter-controls/filter-list.tsx';
import { useFiltersDisplayed } from '../../shared/ui/use-filters-displayed.ts';
import { useScreenRange } from '../../shared/ui/use-screen-range.ts';

export interface FilterSidebarProps {
  container?: HTMLElement | ShadowRoot;
}

export const LAYOUT = 'sidebar';

function CustomHtml({ html, className }: { html: string; className: string }) {
  if (html === '') return null;
  return <SanitizedHtml as="div" className={className} html={html} />;
}

/** The applied-filters list inside the sidebar; its own element for the focus after a removal. */
function SidebarApplied() {
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  return <div ref={setHolder} className="shop-FilterSidebar-applied">{holder && <AppliedFilters container={holder} landmark={false} />}</div>;
}

export function FilterSidebar({ container }: FilterSidebarProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  // Nothing before the first result: counters, ranges and visibility come with it (no jump).
  const ready = useStore($filterResults).sequence > 0;
  const output = useStore($filtersOutput);
  const onScreen = useScreenRange(host);
  const shown = ready && onScreen && config ? output.filters : [];
  useFiltersDisplayed(host, LAYOUT, shown.length > 0 ? shown.map((f) => f.id) : null);

  if (!config || shown.length === 0) return null;
  // §2.4: the applied filters at the top, the bottom or both (applied_filters_position_sidebar).
  const applied = config.layout.appliedInSidebar;
  return (
    <section className="shop-FilterSidebar" aria-label={t('filters.label')}>
      <CustomHtml html={config.layout.sidebarHtmlBefore} className="shop-FilterSidebar-before" />
      {(applied === 'top' || applied === 'both') && <SidebarApplied />}
      <FilterList filters={shown} config={config} layout={LAYOUT} />
      {(applied === 'bottom' || applied === 'both') && <SidebarApplied />}
      <CustomHtml html={config.layout.sidebarHtmlAfter} className="shop-FilterSidebar-after" />
    </section>
  );
}
