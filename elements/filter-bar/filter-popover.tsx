/**
 * One button of the horizontal bar and its popover: a disclosure button
 * (aria-expanded) that shows the filter below it, with a chevron that closes it and the filter's
 * tooltip. Escape or a click elsewhere closes it; the focus returns to the button.
 */
import { useEffect, useId, useRef } from 'react';
import type { FilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import type { FilterOutput } from '../../shared/engine/filter/presentation/filters-output.ts';
import { plainLabel } from '../../shared/engine/filter/presentation/value-search.ts';
import { t } from '../../shared/messages/catalog.ts';
import { FilterControl } from '../../shared/ui/filter-controls/filter-control.tsx';
import { FilterTooltip } from '../../shared/ui/filter-controls/filter-tooltip.tsx';
import { AppliedBadge } from '../../shared/ui/filter-panels/applied-badge.tsx';

export interface FilterPopoverProps {
  filter: FilterOutput;
  config: FilterAppConfig;
  applied: number;
  open: boolean;
  onToggle(open: boolean): void;
}

export function FilterPopover({ filter, config, applied, open, onToggle }: FilterPopoverProps) {
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = plainLabel(filter.label ?? '');

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      // Dialogs opened from the popover ('show all') are in the top layer but still inside it.
      if (!item.current?.contains(target)) onToggle(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onToggle]);

  const close = () => {
    onToggle(false);
    button.current?.focus();
  };
  // Keep the popover inside the window: open it towards the left when the button is far right.
  const alignEnd = open && !!button.current && button.current.getBoundingClientRect().left + 320 > window.innerWidth;
  return (
    <li
      ref={item}
      className="shop-FilterBar-item"
      data-open={open || undefined}
      data-applied={applied > 0 || undefined}
      onKeyDown={(event) => {
        // Escape on the button or anywhere in the popover (a list or tooltip inside handles its own first).
        if (event.key === 'Escape' && open && !event.defaultPrevented) {
          event.preventDefault();
          close();
        }
      }}
    >
      <button ref={button} type="button" className="shop-FilterBar-button" aria-expanded={open} aria-controls={`${id}-popover`} onClick={() => onToggle(!open)}>
        {label}
        <AppliedBadge count={applied} />
        <span className="shop-Filter-chevron" aria-hidden="true" />
      </button>
      <div id={`${id}-popover`} className="shop-FilterBar-popover" data-align={alignEnd ? 'end' : undefined} hidden={!open}>
        {open && (
          <>
            <div className="shop-FilterBar-popoverHead">
              <span className="shop-FilterBar-popoverTitle">{label}</span>
              {typeof filter.tooltip === 'string' && filter.tooltip !== '' && <FilterTooltip html={filter.tooltip} label={label} />}
              <button type="button" className="shop-FilterBar-popoverClose" aria-label={t('filters.closeNamed', label)} onClick={close}>
                <span className="shop-FilterBar-popoverChevron" aria-hidden="true" />
              </button>
            </div>
            <div className="shop-FilterBar-popoverBody">
              <FilterControl filter={filter} config={config} />
            </div>
          </>
        )}
      </div>
    </li>
  );
}
