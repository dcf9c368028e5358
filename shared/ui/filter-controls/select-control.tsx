/**
 * The select filter's view: WAI-ARIA's combobox with list autocomplete (its state and keys in
 * use-select-combobox.ts), a toggle button and a clear control that empties the selection.
 * Written here rather than taken from downshift: downshift 9.4 dropped keystrokes when typing
 * fast in our test and weighs 13.8 kB gzip; this is the pattern and nothing else.
 */
import { useId, useRef } from 'react';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { plainLabel } from '../../engine/filter/presentation/value-search.ts';
import { t } from '../../messages/catalog.ts';
import { SanitizedHtml } from '../sanitized-html.tsx';
import { visuallyHidden } from '../visually-hidden.ts';
import { FilterCount } from './filter-count.tsx';
import { isEnabled, useSelectCombobox } from './use-select-combobox.ts';

export interface SelectControlProps {
  filter: FilterOutput;
  showCounts: boolean;
  onPick(index: number): void;
  onClear(): void;
}

export function SelectControl({ filter, showCounts, onPick, onClear }: SelectControlProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const options = filter.values.filter((v) => v.value_id !== -1);
  const box = useSelectCombobox(options, (v) => onPick(v.index ?? filter.values.indexOf(v)));
  const { items, open, active } = box;
  const label = plainLabel(filter.label ?? '');
  const optionId = (i: number) => `${id}-o${i}`;

  return (
    <div className="shop-Select" data-open={open || undefined}>
      <label htmlFor={`${id}-input`} style={visuallyHidden}>
        {label}
      </label>
      <div className="shop-Select-field">
        <input
          ref={input}
          id={`${id}-input`}
          className="shop-Select-input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={t('filters.selectPlaceholder')}
          value={box.text}
          onChange={(event) => box.onType(event.currentTarget.value)}
          onKeyDown={box.onKeyDown}
          onBlur={box.onBlur}
        />
        <button
          type="button"
          tabIndex={-1}
          className="shop-Select-toggle"
          aria-label={t('filters.selectOpen', label)}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onMouseDown={(event) => event.preventDefault()} // keep the focus in the box
          onClick={() => {
            input.current?.focus();
            box.onToggle();
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
        {box.selected && (
          <button type="button" className="shop-Select-clear" aria-label={t('filters.clearLabel', label)} onClick={onClear}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {open && items.length === 0 && (
        <p className="shop-Select-empty" role="status">
          {t('filters.noMatches')}
        </p>
      )}
      <ul id={`${id}-list`} role="listbox" aria-label={label} className="shop-Select-menu" hidden={!open || items.length === 0}>
        {open &&
          items.map((v, i) => (
            <li
              key={`${v.value_id}-${v.value}`}
              id={optionId(i)}
              role="option"
              className="shop-Select-option"
              aria-selected={v.selected}
              aria-disabled={!isEnabled(v) || undefined}
              data-active={i === active || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => isEnabled(v) && box.pick(v)}
            >
              <SanitizedHtml className="shop-Select-label" html={v.label} />
              {showCounts && v.counter !== null && <FilterCount value={v.counter} />}
            </li>
          ))}
      </ul>
    </div>
  );
}
