/** The applied-filters bar: a list of removable chips and 'Clear all'. No fetching here. */
import type { ChipText } from '../../engine/filter/presentation/applied-chips.ts';
import { t } from '../../messages/catalog.ts';

export interface AppliedFiltersViewProps {
  chips: ChipText[];
  clearAll: boolean;
  onRemove(index: number): void;
  onClearAll(): void;
  /** A region of the page (the bar on its own), or a plain group (inside the sidebar, maybe twice). */
  landmark?: boolean;
}

/** The chip's text with its filter's label, so "Remove filter: Colour: Red" says what goes (and contains the visible text). */
function accessibleText(chip: ChipText): string {
  return chip.filterLabel && !chip.text.startsWith(`${chip.filterLabel}: `) ? `${chip.filterLabel}: ${chip.text}` : chip.text;
}

export function AppliedFiltersView({ chips, clearAll, onRemove, onClearAll, landmark = true }: AppliedFiltersViewProps) {
  if (chips.length === 0) return null;
  const Wrapper = landmark ? 'section' : 'div';
  return (
    <Wrapper className="shop-AppliedFilters" role={landmark ? undefined : 'group'} aria-label={t('applied.label')}>
      <ul className="shop-AppliedFilters-list">
        {chips.map((chip, i) => (
          <li key={`${chip.chip.filterID}-${chip.chip.kind}-${'index' in chip.chip ? chip.chip.index : ''}`} className="shop-AppliedFilters-item">
            <button
              type="button"
              className="shop-AppliedFilters-chip"
              data-filter={chip.chip.filterID}
              aria-label={t('applied.remove', accessibleText(chip))}
              onClick={() => onRemove(i)}
            >
              <span className="shop-AppliedFilters-text">{chip.text}</span>
              <span className="shop-AppliedFilters-remove" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
        {clearAll && (
          <li className="shop-AppliedFilters-item">
            <button type="button" className="shop-AppliedFilters-clearAll" aria-label={t('applied.clearAllLabel')} onClick={onClearAll}>
              {t('applied.clearAll')}
            </button>
          </li>
        )}
      </ul>
    </Wrapper>
  );
}
