/**
 * WooCommerce's ordering form (form.woocommerce-ordering > select.orderby). No fetching here.
 *
 * A sort is committed on a choice, not on every arrow key: on a closed select the arrow keys
 * (and type-ahead letters) change its value at once in Chromium and Firefox, which re-sorted the
 * grid and added a history entry per key. Keys only move a draft; Enter, or leaving the select,
 * commits it. A pick from the open list (mouse, touch, or Enter in the list) commits at once.
 * The committed order is announced.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../shared/messages/catalog.ts';

export interface SortViewProps {
  options: [value: string, label: string][];
  value: string;
  /** Hidden fields that make the native submission keep the filters (override off). */
  hidden: [name: string, value: string][];
  onChange(value: string, form: HTMLFormElement): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** Keys that change a closed select's value without a choice being made (Space opens the list instead). */
const BROWSING_KEY = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|.)$/;

export function SortView({ options, value, hidden, onChange, onSubmit }: SortViewProps) {
  const [draft, setDraft] = useState(value);
  const [announcement, setAnnouncement] = useState('');
  const browsing = useRef(false);
  useEffect(() => setDraft(value), [value]);

  const commit = (select: HTMLSelectElement) => {
    browsing.current = false;
    if (select.value === value) return;
    setAnnouncement(t('sort.sortedBy', options.find(([key]) => key === select.value)?.[1] ?? select.value));
    onChange(select.value, select.form!);
  };

  return (
    <form className="woocommerce-ordering" method="get" onSubmit={onSubmit}>
      <select
        name="orderby"
        className="orderby"
        aria-label={t('sort.label')}
        value={draft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget);
          } else browsing.current = event.key !== ' ' && BROWSING_KEY.test(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey;
        }}
        onPointerDown={() => {
          browsing.current = false; // the list opens: a pick there is a choice
        }}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          if (!browsing.current) commit(event.currentTarget);
        }}
        onBlur={(event) => commit(event.currentTarget)}
      >
        {options.map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      {hidden.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <span className="screen-reader-text" role="status">
        {announcement}
      </span>
    </form>
  );
}
