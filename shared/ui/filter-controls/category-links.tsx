/**
 * The category filter type: an optional pre-headline (label_subcategory on a
 * subcategory, else label_category), a 'go back to {parent}' link to the parent category, and the
 * values as links to their category pages (a category is a place, not a checkbox), with counters.
 */
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { t } from '../../messages/catalog.ts';
import { FilterCount } from './filter-count.tsx';
import { plainLabel } from '../../engine/filter/presentation/value-search.ts';

const text = (html: unknown) => (typeof html === 'string' ? plainLabel(html) : '');

/** The filter's label: the current category's name when the page is one. */
export function categoryTitle(filter: FilterOutput): string {
  const current = filter.current as { name?: string } | false | undefined;
  return current && current.name ? current.name : text(filter.label);
}

export function CategoryLinks({ filter, showCounts }: { filter: FilterOutput; showCounts: boolean }) {
  const pre = text(filter.is_subcategory ? filter.label_subcategory : filter.label_category);
  const parent = filter.parent as { name?: string; url?: string } | undefined;
  return (
    <div className="shop-Category">
      {pre && <p className="shop-Category-pre">{pre}</p>}
      {parent?.url && parent.name && (
        <a className="shop-Category-back" href={parent.url}>
          {t('filters.backTo', parent.name)}
        </a>
      )}
      <ul className="shop-Filter-values shop-Filter-values--category">
        {filter.values.map((v) =>
          v.url ? (
            <li key={`${v.value_id}-${v.value}`} className="shop-Filter-value" data-level={v.level ?? 0} data-selected={v.selected || undefined}>
              <a className="shop-Category-link" href={v.url} aria-current={v.selected ? 'page' : undefined}>
                {text(v.label)}
              </a>
              {showCounts && v.counter !== null && <FilterCount value={v.counter} />}
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
