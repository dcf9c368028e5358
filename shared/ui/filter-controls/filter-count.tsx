/**
 * A counter next to a value (filter spec §9.2): counter_format 'brackets' (the default) wraps it
 * in ( ); any other format shows the bare number.
 */
import { useStore } from '@nanostores/react';
import { t } from '../../messages/catalog.ts';
import { $filterConfig } from '../../stores/filter.ts';

export function FilterCount({ value }: { value: number }) {
  const format = useStore($filterConfig)?.layout.counterFormat ?? 'brackets';
  const text = format === 'brackets' ? t('filters.count', value) : String(value);
  return <span className="shop-Filter-count"> {text}</span>;
}
