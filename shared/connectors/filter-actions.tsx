/**
 * The connector between the filter stores and every filter control: it provides the controls'
 * actions (shared/ui/filter-controls/filter-actions.ts) bound to the filter actions, and the
 * configured counter format. Each filter layout element renders its controls inside it.
 */
import { useStore } from '@nanostores/react';
import { useMemo, type ReactNode } from 'react';
import { $filterConfig } from '../stores/filter.ts';
import { changeRange, changeSearch, changeValue } from '../stores/filter.actions.ts';
import { FilterActionsContext, type FilterActions } from '../ui/filter-controls/filter-actions.ts';

export function useFilterActionsConnector(): FilterActions {
  const counterFormat = useStore($filterConfig)?.layout.counterFormat ?? 'brackets';
  return useMemo(
    () => ({
      counterFormat,
      changeValue: (filterID, index, selected) => void changeValue({ filterID, index, newState: selected }),
      clearValues: (filterID) => void changeValue({ filterID, index: false, newState: false, unselectOthers: true }),
      changeRange: (filterID, min, max) => void changeRange({ filterID, value: { min, max } }),
      changeSearch: (filterID, phrase) => void changeSearch({ filterID, phrase }),
    }),
    [counterFormat],
  );
}

export function FilterActionsProvider({ children }: { children: ReactNode }) {
  return <FilterActionsContext.Provider value={useFilterActionsConnector()}>{children}</FilterActionsContext.Provider>;
}
