/** WooCommerce's ordering form (form.woocommerce-ordering > select.orderby). No fetching here. */
import type { FormEvent } from 'react';
import { t } from '../../shared/messages/catalog.ts';

export interface SortViewProps {
  options: [value: string, label: string][];
  value: string;
  /** Hidden fields that make the native submission keep the filters (override off). */
  hidden: [name: string, value: string][];
  onChange(value: string, form: HTMLFormElement): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function SortView({ options, value, hidden, onChange, onSubmit }: SortViewProps) {
  return (
    <form className="woocommerce-ordering" method="get" onSubmit={onSubmit}>
      <select name="orderby" className="orderby" aria-label={t('sort.label')} value={value} onChange={(event) => onChange(event.currentTarget.value, event.currentTarget.form!)}>
        {options.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      {hidden.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
    </form>
  );
}
