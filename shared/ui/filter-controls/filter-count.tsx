/**
 * A counter next to a value: counter_format 'brackets' (the default) wraps it
 * in ( ); any other format shows the bare number. Marked for the Element Timing API: a shop
 * measuring real visits (and bench:coldstart) sees when the first counters were painted, the
 * server's first paint of them or the element's own (an attribute set by script once the counter
 * is in the page was not always reported).
 */
import { useContext } from 'react';
import { t } from '../../messages/catalog.ts';
import { FilterActionsContext } from './filter-actions.ts';

/** React passes the attribute through as written; its types do not list it. */
const ELEMENT_TIMING = { elementtiming: 'shop-filter-count' };

export function FilterCount({ value }: { value: number }) {
  const format = useContext(FilterActionsContext)?.counterFormat ?? 'brackets';
  const text = format === 'brackets' ? t('filters.count', value) : String(value);
  return (
    <span className="shop-Filter-count" {...ELEMENT_TIMING}>
      {' '}
      {text}
    </span>
  );
}
