/**
 * The vertical filter layout (filter spec §2.4, §2.11, §4.15): every visible filter with its
 * control, in configuration order. Reads the filters output; changes go through the filter
 * actions only.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { filterEvent, SPEC_NAMES } from '../../shared/events/filter-events.ts';
import { triggerOnBody } from '../../shared/platform/jquery.ts';
import { headlineTag } from '../../shared/engine/filter/headline-tag.ts';
import { appliedChips } from '../../shared/engine/filter/selection.ts';
import type { FilterOutput } from '../../shared/engine/filter/filters-output.ts';
import { t } from '../../shared/messages/catalog.ts';
import { $filterConfig, $filterResults, $filtersOutput } from '../../shared/stores/filter.ts';
import { FilterBlock } from '../../shared/ui/filter-controls/filter-block.tsx';
import { FilterControl } from '../../shared/ui/filter-controls/filter-control.tsx';

export interface FilterSidebarProps {
  container?: HTMLElement | ShadowRoot;
}

export const LAYOUT = 'sidebar';

const listed = (value: unknown) => Array.isArray(value) && value.map(String).includes(LAYOUT);
const isApplied = (f: FilterOutput) => appliedChips([f]).length > 0;

export function FilterSidebar({ container }: FilterSidebarProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  // Nothing before the first result: counters, ranges and visibility come with it (no jump).
  const ready = useStore($filterResults).sequence > 0;
  const output = useStore($filtersOutput);
  const shownIds = ready ? output.filters.map((f) => f.id).join() : '';

  // §4.18: filters_displayed, whenever the set of filters shown changes.
  useEffect(() => {
    if (!host || shownIds === '') return;
    const detail = { layout: LAYOUT, filters: shownIds.split(',') };
    host.dispatchEvent(filterEvent('shop-filter-displayed', detail));
    document.dispatchEvent(new CustomEvent(SPEC_NAMES['shop-filter-displayed'], { detail }));
    triggerOnBody(SPEC_NAMES['shop-filter-displayed'], [detail]);
  }, [host, shownIds]);

  if (!config || !ready || output.filters.length === 0) return null;
  const tag = headlineTag(config.raw.filter_headline_tag);
  const collapsing = (config.raw.collapsing ?? {}) as { collapse_after?: number };
  const collapseAfter = typeof collapsing.collapse_after === 'number' && collapsing.collapse_after >= 0 ? collapsing.collapse_after : Infinity;
  return (
    <section className="shop-FilterSidebar" aria-label={t('filters.label')}>
      {output.filters.map((filter, position) => {
        // §4.15: category and toggle filters never collapse; from position N on, unapplied ones start collapsed.
        const collapsible = filter.type !== 'category' && filter.type !== 'toggle' && (listed(filter.is_collapsible) || collapseAfter !== Infinity);
        const initiallyCollapsed = !isApplied(filter) && (listed(filter.is_initially_collapsed) || position >= collapseAfter);
        return (
          <FilterBlock key={filter.id} filter={filter} headlineTag={tag} collapsible={collapsible} initiallyCollapsed={initiallyCollapsed}>
            <FilterControl filter={filter} config={config} />
          </FilterBlock>
        );
      })}
    </section>
  );
}
