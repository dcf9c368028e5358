/**
 * The connected applied-filters bar: connects its view to the filter stores: a chip removes
 * its value (or resets its range side, or clears its phrase); 'Clear all' clears every filter.
 * After a removal the focus moves to the next chip (or the previous); once no chip is left (the
 * last one removed, 'Clear all'), to the results' count, which reads the new number.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { describeChips, showClearAll, type ChipText } from '../engine/filter/presentation/applied-chips.ts';
import { rangeFormatter } from '../engine/filter/presentation/filters-output.ts';
import { $filterConfig, $filters } from '../stores/filter.ts';
import { clearFilters, removeApplied } from '../stores/filter.actions.ts';
import { focusResults } from '../platform/focus-results.ts';
import { AppliedFiltersView } from '../ui/applied-filters/applied-filters.view.tsx';

export interface AppliedFiltersProps {
  container?: HTMLElement | ShadowRoot;
  landmark?: boolean;
}

export function AppliedFilters({ container, landmark }: AppliedFiltersProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const config = useStore($filterConfig);
  const filters = useStore($filters);
  const chips = useMemo(() => (config ? describeChips(filters, (filter, value) => rangeFormatter(config, filter)(value)) : []), [config, filters]);
  // Where the focus goes once the chips have changed after a removal, and the chips it was asked with:
  // an effect run before they changed (a mount's, flushed by the removal's render) leaves it.
  const focusAt = useRef<{ index: number; asked: ChipText[] } | null>(null);

  useEffect(() => {
    if (focusAt.current === null || focusAt.current.asked === chips || !host) return;
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('.shop-AppliedFilters-chip, .shop-AppliedFilters-clearAll')];
    const target = buttons[Math.min(focusAt.current.index, buttons.length - 1)];
    focusAt.current = null;
    if (target) target.focus();
    else focusResults();
  }, [chips, host]);

  return (
    <AppliedFiltersView
      chips={chips}
      landmark={landmark}
      clearAll={showClearAll(chips)}
      onRemove={(index) => {
        focusAt.current = { index, asked: chips };
        void removeApplied(chips[index]!.chip);
      }}
      onClearAll={() => {
        focusAt.current = { index: -1, asked: chips }; // no chip is left after 'Clear all': the results
        void clearFilters();
      }}
    />
  );
}
