/**
 * The sidebar's markup: one labelled region holding the theme's HTML before
 * and after, the applied filters at the top, the bottom or both, and every filter block. Props
 * in; the connector (filter-sidebar.tsx) reads the stores.
 */
import { useState } from 'react';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import type { FilterOutput } from '../../shared/engine/filter/presentation/filters-output.ts';
import { t } from '../../shared/messages/catalog.ts';
import { AppliedFilters } from '../../shared/connectors/applied-filters.tsx';
import { FilterList } from '../../shared/ui/filter-controls/filter-list.tsx';
import { SanitizedHtml } from '../../shared/ui/sanitized-html.tsx';

export const LAYOUT = 'sidebar';

function CustomHtml({ html, className }: { html: string; className: string }) {
  if (html === '') return null;
  return <SanitizedHtml as="div" className={className} html={html} />;
}

/** The applied-filters list inside the sidebar; its own element for the focus after a removal. */
function SidebarApplied() {
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHolder} className="shop-FilterSidebar-applied">
      {holder && <AppliedFilters container={holder} landmark={false} />}
    </div>
  );
}

export interface FilterSidebarViewProps {
  filters: FilterOutput[];
  config: FilterAppConfig;
}

export function FilterSidebarView({ filters, config }: FilterSidebarViewProps) {
  const { appliedInSidebar: applied, sidebarHtmlBefore, sidebarHtmlAfter } = config.layout;
  return (
    <section className="shop-FilterSidebar" aria-label={t('filters.label')}>
      <CustomHtml html={sidebarHtmlBefore} className="shop-FilterSidebar-before" />
      {(applied === 'top' || applied === 'both') && <SidebarApplied />}
      <FilterList filters={filters} config={config} layout={LAYOUT} />
      {(applied === 'bottom' || applied === 'both') && <SidebarApplied />}
      <CustomHtml html={sidebarHtmlAfter} className="shop-FilterSidebar-after" />
    </section>
  );
}
