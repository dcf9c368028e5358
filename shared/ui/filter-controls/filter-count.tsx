/**
 * A counter next to a value: counter_format 'brackets' (the default) wraps it
 * in ( ); any other format shows the bare number.
 */
import { useContext } from 'react';
import { t } from '../../messages/catalog.ts';
import { FilterActionsContext } from './filter-actions.ts';

export function FilterCount({ value }: { value: number }) {
  const format = useContext(FilterActionsContext)?.counterFormat ?? 'brackets';
  const text = format === 'brackets' ? t('filters.count', value) : String(value);
  return <span className="shop-Filter-count"> {text}</span>;
}
