/**
 * The value controls of a filter: checkboxes (hierarchical as nested
 * lists), radio, buttons, toggle, colour swatches. Native inputs in a fieldset wherever the
 * pattern allows (the keyboard and screen readers know them), toggle buttons with aria-pressed,
 * a switch for the toggle. Long lists cut after `showMoreAfter` items with 'more (N)' (selected
 * items always shown). No fetching here: changes go out through onChange.
 */
import { useId, useState } from 'react';
import type { FilterValue } from '../../engine/filter/config/filter-config.ts';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { t } from '../../messages/catalog.ts';
import { SanitizedHtml } from '../sanitized-html.tsx';
import { visuallyHidden } from '../visually-hidden.ts';
import { FilterCount } from './filter-count.tsx';
import { plainLabel } from '../../engine/filter/presentation/value-search.ts';

export interface ValueListProps {
  filter: FilterOutput;
  showCounts: boolean;
  showMoreAfter: number;
  /** Hierarchical lists: levels below this start expanded (expand_to_level, default 0). */
  expandToLevel: number;
  onChange(index: number, selected: boolean): void;
}

function Count({ value, show }: { value: FilterValue; show: boolean }) {
  if (!show || value.counter === null || value.value_id === -1) return null;
  return <FilterCount value={value.counter} />;
}

/** Label HTML from the configuration, sanitised (scripts, handlers and javascript: links are dropped). */
function Label({ html }: { html: string }) {
  return <SanitizedHtml className="shop-Filter-label" html={html} />;
}

interface ValueItemProps {
  type: FilterOutput['type'];
  value: FilterValue;
  /** The value's position in the filter's values (what onChange reports). */
  index: number;
  /** The list's id: the inputs' ids and the radio group's name. */
  name: string;
  showCounts: boolean;
  /** Radio lists: nothing is selected (the "any" option is then checked). */
  noneSelected: boolean;
  onChange(index: number, selected: boolean): void;
}

/** One value's control, by the filter's type: a toggle button, a switch, a swatch, a radio or a checkbox. */
function ValueItem({ type, value: v, index, name, showCounts, noneSelected, onChange }: ValueItemProps) {
  const id = `${name}-${index}`;
  const disabled = !!v.disabled && !v.selected;
  const title = v.title || undefined;
  switch (type) {
    case 'buttons':
      return (
        <button
          type="button"
          className="shop-Filter-button"
          aria-pressed={v.selected}
          disabled={disabled}
          title={title}
          onClick={() => onChange(index, !v.selected)}
        >
          <Label html={v.label} />
          <Count value={v} show={showCounts} />
        </button>
      );
    case 'toggle':
      return (
        <button
          type="button"
          role="switch"
          className="shop-Filter-switch"
          aria-checked={v.selected}
          disabled={disabled}
          onClick={() => onChange(index, !v.selected)}
        >
          <span className="shop-Filter-switchTrack" aria-hidden="true" />
          <Label html={v.label} />
          <Count value={v} show={showCounts} />
        </button>
      );
    case 'color':
      return (
        <label className="shop-Filter-swatch" htmlFor={id} title={title ?? plainLabel(v.label)}>
          <input id={id} type="checkbox" checked={v.selected} disabled={disabled} onChange={(e) => onChange(index, e.currentTarget.checked)} />
          <span
            className="shop-Filter-swatchColor"
            aria-hidden="true"
            style={{ background: v.img_url ? `center / cover url("${encodeURI(v.img_url)}")` : v.color }}
          />
          <span className="shop-Filter-swatchName">
            <Label html={v.label} />
          </span>
          <Count value={v} show={showCounts} />
        </label>
      );
    case 'radio':
      return (
        <label className="shop-Filter-option" htmlFor={id} title={title}>
          <input
            id={id}
            type="radio"
            name={name}
            checked={v.value_id === -1 ? noneSelected : v.selected}
            disabled={disabled}
            onChange={() => onChange(index, true)}
          />
          <Label html={v.label} />
          <Count value={v} show={showCounts} />
        </label>
      );
    default:
      return (
        <label className="shop-Filter-option" htmlFor={id} title={title}>
          <input
            id={id}
            type="checkbox"
            checked={v.selected}
            disabled={disabled}
            ref={(input) => {
              if (input) input.indeterminate = !!v.indeterminate;
            }}
            onChange={(e) => onChange(index, e.currentTarget.checked)}
          />
          <Label html={v.label} />
          <Count value={v} show={showCounts} />
        </label>
      );
  }
}

export function ValueList({ filter, showCounts, showMoreAfter, expandToLevel, onChange }: ValueListProps) {
  const [expanded, setExpanded] = useState(false);
  // Hierarchical lists: a parent's children show when it is open; levels below expand_to_level
  // start open, and so does every ancestor of a selected value.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const name = useId();
  const values = filter.values;
  const hasChildren = new Set(values.filter((v) => (v.level ?? 0) > 0).map((v) => v.parent_value));
  const isOpen = (v: FilterValue) => toggled[v.value] ?? ((v.level ?? 0) < expandToLevel || !!v.indeterminate);
  const top = values.filter((v) => (v.level ?? 0) === 0);
  const cut = !expanded && top.length > showMoreAfter;
  const shownTop = cut ? top.filter((v, i) => i < showMoreAfter || v.selected || v.indeterminate) : top;
  const hidden = top.length - shownTop.length;
  const visible = new Set(shownTop.map((v) => v.value));
  // Values come depth-first: a value shows when its top-level ancestor is shown and every ancestor is open.
  const openPath: boolean[] = [];
  let currentTop = '';
  const shown = values.filter((v) => {
    const level = v.level ?? 0;
    if (level === 0) currentTop = v.value;
    openPath.length = level;
    const show = visible.has(currentTop) && openPath.every(Boolean);
    openPath[level] = isOpen(v);
    return show;
  });
  const index = (v: FilterValue) => v.index ?? values.indexOf(v);

  const grouped = filter.type === 'checkboxes' || filter.type === 'category' || filter.type === 'radio' || filter.type === 'color';
  const list = (
    <ul className={`shop-Filter-values shop-Filter-values--${filter.type}`}>
      {shown.map((v) => (
        <li key={`${v.value_id}-${v.value}`} className="shop-Filter-value" data-level={v.level ?? 0} data-selected={v.selected || undefined}>
          <ValueItem
            type={filter.type}
            value={v}
            index={index(v)}
            name={name}
            showCounts={showCounts}
            noneSelected={!values.some((x) => x.selected)}
            onChange={onChange}
          />
          {hasChildren.has(v.value) && (
            <button
              type="button"
              className="shop-Filter-expand"
              aria-expanded={isOpen(v)}
              aria-label={t('filters.expand', plainLabel(v.label))}
              onClick={() => setToggled({ ...toggled, [v.value]: !isOpen(v) })}
            />
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {grouped ? (
        <fieldset className="shop-Filter-fieldset">
          <legend style={visuallyHidden}>{plainLabel(filter.label ?? '')}</legend>
          {list}
        </fieldset>
      ) : (
        <div role="group" aria-label={plainLabel(filter.label ?? '')}>
          {list}
        </div>
      )}
      {(cut || expanded) && top.length > showMoreAfter && (
        <button type="button" className="shop-Filter-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('filters.less') : t('filters.more', hidden)}
        </button>
      )}
    </>
  );
}
