/**
 * The filter's state as every element sees it: the filters with their
 * selection (filters state), the app state (pages, panels, counts), and the last results.
 * Filters state is kept apart from app state.
 */
import { atom, computed, map } from 'nanostores';
import { buildFiltersOutput, type FiltersOutput } from '../engine/filter/presentation/filters-output.ts';
import { filtersInUrl } from '../engine/filter/core/state-to-query.ts';
import type { FilterAppConfig } from '../engine/filter/config/app-config.ts';
import type { FilterConfig } from '../engine/filter/config/filter-config.ts';
import type { AppliedChip } from '../engine/filter/config/selection.ts';
import type { FilterResult } from '../engine/filter/core/types.ts';

export interface FilterAppState {
  offcanvasIsVisible: boolean;
  appliedFiltersCount: number;
  appliedFiltersValues: AppliedChip[];
  totalProductsCount: number;
  currentMobileFilter: string | false;
  mobileOverlayAllIsVisible: boolean;
  showMoreButtonIsVisible: boolean;
  showPreviousButtonIsVisible: boolean;
  currentPage: number;
  firstVisiblePage: number;
  totalPages: number;
  pageCounter: number;
  orderby: string;
}

export const INITIAL_FILTER_APP: FilterAppState = {
  offcanvasIsVisible: false,
  appliedFiltersCount: 0,
  appliedFiltersValues: [],
  totalProductsCount: 0,
  currentMobileFilter: false,
  mobileOverlayAllIsVisible: false,
  showMoreButtonIsVisible: false,
  showPreviousButtonIsVisible: false,
  currentPage: 1,
  firstVisiblePage: 1,
  totalPages: 1,
  pageCounter: 1,
  orderby: '',
};

export type ResultStatus = 'idle' | 'loading' | 'ready';

export interface FilterResults {
  status: ResultStatus;
  /** Output ids of the visible pages (firstVisiblePage .. currentPage), in order. */
  ids: number[];
  /** Show more / infinite scroll: the ids of the next page (their cards are fetched early). */
  nextIds: number[];
  result: FilterResult | null;
  /** Was this result caused by a shopper's change (scroll to top, announce)? */
  inputChange: boolean;
  /** Increments with every delivered result, so views can tell a new answer from the same one. */
  sequence: number;
}

export const $filterConfig = atom<FilterAppConfig | null>(null);
export const $filters = atom<FilterConfig[]>([]);
export const $filterApp = map<FilterAppState>(INITIAL_FILTER_APP);

/** Several fields of the app state at once (one change for the listeners); a single field: $filterApp.setKey. */
export function patchFilterApp(patch: Partial<FilterAppState>): void {
  const next = { ...$filterApp.get(), ...patch };
  // How many pages the listing shows at once (show more / show previous append pages).
  next.pageCounter = Math.max(1, next.currentPage - next.firstVisiblePage + 1);
  $filterApp.set(next);
}
/** Bumped by a re-render on demand that also clears the products cache: product cards are fetched again. */
export const $productsCacheEpoch = atom(0);
/** A <shop-products> took the theme's products loop over: the listing is rendered in the browser (listing-chrome.ts follows it). */
export const $productsLoopTaken = atom(false);
export const $filterResults = map<FilterResults>({ status: 'idle', ids: [], nextIds: [], result: null, inputChange: false, sequence: 0 });

/**
 * What the filter controls show (the filters output): derived value states, sorted values,
 * ranges with slider data and presets, only the visible filters. Recomputed with each result.
 */
export const $filtersOutput = computed([$filterConfig, $filters, $filterResults], (config, filters, results): FiltersOutput => {
  if (!config) return { filters: [], total_products_count: 0 };
  return buildFiltersOutput(config, filters, results.result, filtersInUrl(filters));
});
