/**
 * 'Show all' for long value lists: a
 * modal dialog with a search box and every value, grouped A–Z by first letter
 * (show_all_grouping_by_first_char, default on). Hierarchical values are listed flat, so a search
 * reaches every level; while searching, a hierarchical list shows its matching branches expanded
 * instead (each match under its ancestors, indented by level: "Men › Tops › Hoodies" for
 * "hood"). Picks apply at once, like in the list itself.
 */
import { messagesLocale } from '../../messages/catalog.ts';
import { useId, useState } from 'react';
import type { FilterValue } from '../../engine/filter/config/filter-config.ts';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { groupByFirstChar, matchingBranches, narrowValues, plainLabel } from '../../engine/filter/presentation/value-search.ts';
import { t } from '../../messages/catalog.ts';
import { SanitizedHtml } from '../sanitized-html.tsx';
import { visuallyHidden } from '../visually-hidden.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { FilterCount } from './filter-count.tsx';

export interface ShowAllValuesProps {
  filter: FilterOutput;
  showCounts: boolean;
  groupByFirstChar: boolean;
  onChange(index: number, selected: boolean): void;
}

export function ShowAllValues({ filter, showCounts, groupByFirstChar: grouped, onChange }: ShowAllValuesProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const label = plainLabel(filter.label ?? '');
  const single = filter.type === 'radio';
  const values = filter.values.filter((v) => v.value_id !== -1);
  const found = narrowValues(values, typed);
  const branches = filter.is_hierarchical && typed.trim() !== '' ? matchingBranches(values, typed) : null;
  const groups = branches || !grouped ? [{ key: '', values: found }] : groupByFirstChar(found, messagesLocale());
  const index = (v: FilterValue) => v.index ?? filter.values.indexOf(v);

  const byValue = new Map(values.map((v) => [v.value, v]));
  const option = (v: FilterValue, depth?: number) => (
    <li
      key={`${v.value_id}-${v.value}`}
      className="shop-ShowAll-value"
      data-level={depth}
      style={depth ? { paddingInlineStart: `${depth * 1.25}rem` } : undefined}
    >
      <label className="shop-Filter-option" htmlFor={`${id}-${index(v)}`}>
        <input
          id={`${id}-${index(v)}`}
          type={single ? 'radio' : 'checkbox'}
          name={single ? `${id}-values` : undefined}
          checked={v.selected}
          disabled={!!v.disabled && !v.selected}
          onChange={(e) => onChange(index(v), e.currentTarget.checked)}
        />
        <SanitizedHtml className="shop-Filter-label" html={v.label} />
        {/* Nested rows name their parent to a screen reader ("Tops, in Women"): the indentation says it only to the eye. */}
        {!!depth && byValue.has(v.parent_value) && (
          <span style={visuallyHidden}>, {t('filters.inParent', plainLabel(byValue.get(v.parent_value)!.label))}</span>
        )}
        {showCounts && v.counter !== null && <FilterCount value={v.counter} />}
      </label>
    </li>
  );

  return (
    <>
      <button type="button" className="shop-Filter-showAll" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('filters.showAll')}
        <FilterCount value={values.length} />
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} className="shop-Dialog shop-ShowAll" labelledBy={`${id}-title`}>
        <div className="shop-Dialog-header">
          <h2 id={`${id}-title`} className="shop-Dialog-title">
            {t('filters.showAllTitle', label)}
          </h2>
          <button type="button" className="shop-Dialog-close" aria-label={t('filters.close')} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="shop-Dialog-body">
          <input
            type="search"
            data-autofocus
            className="shop-ShowAll-search"
            aria-label={t('filters.showAllSearch', label)}
            placeholder={t('filters.showAllSearch', label)}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          {found.length === 0 && (
            <p className="shop-ShowAll-empty" role="status">
              {t('filters.noMatches')}
            </p>
          )}
          {groups.map((group) =>
            group.key === '' ? (
              <div key="all" role="group" aria-label={label}>
                <ul className="shop-ShowAll-values">{branches ? branches.map((row) => option(row.value, row.depth)) : group.values.map((v) => option(v))}</ul>
              </div>
            ) : (
              <div key={group.key} className="shop-ShowAll-group" role="group" aria-labelledby={`${id}-g-${group.key}`}>
                <h3 id={`${id}-g-${group.key}`} className="shop-ShowAll-letter">
                  {group.key}
                </h3>
                <ul className="shop-ShowAll-values">{group.values.map((v) => option(v))}</ul>
              </div>
            ),
          )}
        </div>
        <div className="shop-Dialog-footer">
          <button type="button" className="shop-Dialog-done button" onClick={() => setOpen(false)}>
            {t('filters.done')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
