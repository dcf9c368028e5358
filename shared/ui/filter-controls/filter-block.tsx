/**
 * One filter in a layout: headline (tag from filter_headline_tag),
 * optional tooltip, optional description, and its control. A collapsible block is a WAI-ARIA disclosure: the
 * headline holds a button with aria-expanded that shows and hides the control.
 */
import { createElement, useId, useState, type ReactNode } from 'react';
import type { HeadlineTag } from '../../engine/filter/presentation/headline-tag.ts';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { SanitizedHtml } from '../sanitized-html.tsx';
import { plainLabel } from '../../engine/filter/presentation/value-search.ts';
import { categoryTitle } from './category-links.tsx';
import { FilterTooltip } from './filter-tooltip.tsx';

export interface FilterBlockProps {
  filter: FilterOutput;
  headlineTag: HeadlineTag;
  collapsible: boolean;
  initiallyCollapsed: boolean;
  children: ReactNode;
}

export function FilterBlock({ filter, headlineTag, collapsible, initiallyCollapsed, children }: FilterBlockProps) {
  const id = useId();
  const [collapsed, setCollapsed] = useState(collapsible && initiallyCollapsed);
  // A category filter on a category page is titled by that category.
  const label = filter.type === 'category' ? <span>{categoryTitle(filter)}</span> : <SanitizedHtml html={filter.label ?? ''} />;
  const headline = collapsible ? (
    <button type="button" className="shop-Filter-toggle" aria-expanded={!collapsed} aria-controls={`${id}-body`} onClick={() => setCollapsed(!collapsed)}>
      {label}
      <span className="shop-Filter-chevron" aria-hidden="true" />
    </button>
  ) : (
    label
  );
  return (
    // A named group, not a region: one landmark for all the filters (the sidebar's), not one per block.
    <div
      role="group"
      className={`shop-Filter shop-Filter--${filter.type}`}
      data-filter={filter.id}
      data-collapsed={collapsed || undefined}
      aria-labelledby={`${id}-title`}
    >
      <div className="shop-Filter-head">
        {createElement(headlineTag, { id: `${id}-title`, className: 'shop-Filter-title' }, headline)}
        {typeof filter.tooltip === 'string' && filter.tooltip !== '' && <FilterTooltip html={filter.tooltip} label={plainLabel(filter.label ?? '')} />}
      </div>
      <div id={`${id}-body`} className="shop-Filter-body" hidden={collapsed}>
        {typeof filter.desc === 'string' && filter.desc !== '' && <SanitizedHtml as="div" className="shop-Filter-description" html={filter.desc} />}
        {children}
      </div>
    </div>
  );
}
