/**
 * All the filters of a layout, each in its block: the vertical sidebar,
 * the off-canvas panel and the mobile all-filters overlay show the same list. Collapsing follows
 * the layout's limit: from position N on, filters with nothing applied start collapsed; category
 * and toggle filters never collapse.
 */
import { Fragment } from 'react';
import type { FilterAppConfig } from '../../engine/filter/config/app-config.ts';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { headlineTag } from '../../engine/filter/presentation/headline-tag.ts';
import { appliedChips } from '../../engine/filter/config/selection.ts';
import { SanitizedHtml } from '../sanitized-html.tsx';
import { FilterBlock } from './filter-block.tsx';
import { FilterControl } from './filter-control.tsx';

export type LayoutName = 'sidebar' | 'horizontal' | 'offcanvas' | 'mobile';

export interface FilterListProps {
  filters: FilterOutput[];
  config: FilterAppConfig;
  layout: LayoutName;
  /** Headline level inside a dialog (its title is the h2); the configured tag elsewhere. */
  headline?: ReturnType<typeof headlineTag>;
}

const listed = (value: unknown, layout: string) => Array.isArray(value) && value.map(String).includes(layout);
const isApplied = (f: FilterOutput) => appliedChips([f]).length > 0;

export function FilterList({ filters, config, layout, headline }: FilterListProps) {
  const tag = headline ?? config.layout.headlineTag;
  const limit = config.layout.collapseAfter[layout];
  return (
    <>
      {filters
        .filter((f) => f.type !== 'data-picker')
        .map((filter, position) => {
          const collapsible = filter.type !== 'category' && filter.type !== 'toggle' && (listed(filter.is_collapsible, layout) || limit !== Infinity);
          const initiallyCollapsed = !isApplied(filter) && (listed(filter.is_initially_collapsed, layout) || position >= limit);
          return (
            <Fragment key={filter.id}>
              {/* Custom HTML before and after a filter (html_before / html_after), sanitised. */}
              {typeof filter.html_before === 'string' && filter.html_before !== '' && (
                <SanitizedHtml as="div" className="shop-Filter-before" html={filter.html_before} />
              )}
              <FilterBlock filter={filter} headlineTag={tag} collapsible={collapsible} initiallyCollapsed={initiallyCollapsed}>
                <FilterControl filter={filter} config={config} />
              </FilterBlock>
              {typeof filter.html_after === 'string' && filter.html_after !== '' && (
                <SanitizedHtml as="div" className="shop-Filter-after" html={filter.html_after} />
              )}
            </Fragment>
          );
        })}
    </>
  );
}
