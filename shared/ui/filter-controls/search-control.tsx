/** Search filter: the phrase is sent 250 ms after the last keystroke; the clear control sends ''. */
import { useEffect, useId, useRef, useState } from 'react';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { t } from '../../messages/catalog.ts';
import { plainLabel } from '../../engine/filter/presentation/value-search.ts';

export const SEARCH_DEBOUNCE_MS = 250;

export function SearchControl({ filter, onChange }: { filter: FilterOutput; onChange(phrase: string): void }) {
  const id = useId();
  const [text, setText] = useState(filter.phrase ?? '');
  const timer = useRef(0);
  useEffect(() => setText((current) => (current.trim() === (filter.phrase ?? '').trim() ? current : (filter.phrase ?? ''))), [filter.phrase]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = plainLabel(filter.label ?? '');
  return (
    <div className="shop-Search" role="search">
      <label htmlFor={id} className="shop-Search-label" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="shop-Search-input"
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onChange(next), SEARCH_DEBOUNCE_MS);
        }}
      />
      {text !== '' && (
        <button
          type="button"
          className="shop-Search-clear"
          aria-label={t('filters.searchClear')}
          onClick={() => {
            clearTimeout(timer.current);
            setText('');
            onChange('');
          }}
        >
          ×
        </button>
      )}
    </div>
  );
}
