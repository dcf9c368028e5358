/**
 * What the filter controls may do, handed down by whoever connects them (shared/connectors):
 * the views call these and read the counter format, and never import a store.
 */
import { createContext, useContext } from 'react';

export interface FilterActions {
  /** 'brackets' (the default) shows "(12)"; anything else the bare number. */
  counterFormat: string;
  changeValue(filterID: string, index: number, selected: boolean): void;
  /** Unselects every value of the filter (a select's clear button). */
  clearValues(filterID: string): void;
  changeRange(filterID: string, min: number | '' | null, max: number | '' | null): void;
  changeSearch(filterID: string, phrase: string): void;
}

export const FilterActionsContext = createContext<FilterActions | null>(null);

export function useFilterActions(): FilterActions {
  const actions = useContext(FilterActionsContext);
  if (!actions) throw new Error('A filter control was rendered outside a FilterActionsProvider (shared/connectors/filter-actions.tsx).');
  return actions;
}
