/**
 * Filter actions: the only way elements change the
 * filter state. Side effects (history, the engine) come in through FilterEffects, set once by
 * shared/platform/filter-runtime.ts, so the actions run under Vitest too.
 *
 * Every change of a filter resets the pages to 1, pushes a history entry and recomputes the
 * results as an input change. Paging in show-more / infinite-scroll mode replaces the entry.
 */
import type { FilterAppConfig } from '../engine/filter/config/app-config.ts';
import type { FilterConfig } from '../engine/filter/config/filter-config.ts';
import { applyUrlState, urlConfigOf, urlStateOf } from '../engine/filter/core/state-to-query.ts';
import { listingQuery, pagedModes } from '../engine/filter/core/listing-query.ts';
import {
  appliedChips,
  applyRangeChange,
  applySearchChange,
  applyValueChange,
  clearFilter,
  removeChip,
  type AppliedChip,
  type RangeChange,
  type SearchChange,
  type ValueChange,
} from '../engine/filter/config/selection.ts';
import type { FilterQuery, FilterResult } from '../engine/filter/core/types.ts';
import { parseUrlState, writeUrlState, type UrlLocation } from '../engine/filter/url/url-state.ts';
import { $filterApp, $filterConfig, $filterResults, $filters, $productsCacheEpoch, INITIAL_FILTER_APP, patchFilterApp } from './filter.ts';

export interface FilterEffects {
  location(): UrlLocation;
  pushUrl(url: string): void;
  replaceUrl(url: string): void;
  /** Runs the engine; 'superseded' when a later query was sent meanwhile. */
  query(query: FilterQuery, cacheKey: string): Promise<FilterResult | 'superseded'>;
}

let effects: FilterEffects | null = null;

export function configureFilter(config: FilterAppConfig, next: FilterEffects): void {
  effects = next;
  $filterConfig.set(config);
}

const config = () => $filterConfig.get();

function currentUrl(): string {
  const c = config()!;
  const app = $filterApp.get();
  return writeUrlState(urlStateOf($filters.get(), app.currentPage, app.orderby), effects!.location(), urlConfigOf(c));
}

/** The URL of a page of the current results (real links: they open in a new tab too). */
export function pageUrl(page: number): string {
  const c = config();
  if (!c || !effects) return '';
  return writeUrlState(urlStateOf($filters.get(), page, $filterApp.get().orderby), effects.location(), urlConfigOf(c));
}

/** Reads the filters, page and orderby from the URL (at start and on back/forward) and recomputes. */
export function loadFromUrl(options: { historyMove?: boolean } = {}): Promise<void> {
  const c = config();
  if (!c || !effects) return Promise.resolve();
  const state = parseUrlState(effects.location(), urlConfigOf(c));
  $filters.set(applyUrlState(c.filters, state));
  // Back/forward restarts show-more and infinite scroll at page 1.
  const page = options.historyMove && pagedModes(c) ? 1 : state.page;
  patchFilterApp({ currentPage: page, firstVisiblePage: page, orderby: state.orderby });
  return refresh(false);
}

/** Recomputes the results for the current state. */
export async function refresh(inputChange: boolean): Promise<void> {
  const c = config();
  if (!c || !effects) return;
  const app = $filterApp.get();
  const filters = $filters.get();
  const query = listingQuery(c, filters, app);
  const visiblePages = app.currentPage - app.firstVisiblePage + 1;
  $filterResults.setKey('status', 'loading');
  const result = await effects.query(query, currentUrl());
  if (result === 'superseded') return;
  const totalPages = Math.max(1, Math.ceil(result.total / c.products_per_page));
  const chips = appliedChips(filters);
  const now = $filterApp.get();
  patchFilterApp({
    totalProductsCount: result.total,
    totalPages,
    appliedFiltersCount: chips.length,
    appliedFiltersValues: chips,
    showMoreButtonIsVisible: pagedModes(c) && now.currentPage < totalPages,
    showPreviousButtonIsVisible: pagedModes(c) && now.firstVisiblePage > 1,
  });
  const shown = visiblePages * c.products_per_page;
  $filterResults.set({
    status: 'ready',
    ids: result.ids.slice(0, shown),
    nextIds: result.ids.slice(shown),
    result,
    inputChange,
    sequence: $filterResults.get().sequence + 1,
  });
}

/** Re-render on demand (the engine answers again, every element redraws); optionally with fresh product cards. */
export function rerender(options: { clearProductsCache?: boolean } = {}): Promise<void> {
  if (options.clearProductsCache) $productsCacheEpoch.set($productsCacheEpoch.get() + 1);
  return refresh(false);
}

function changeFilters(update: (filters: FilterConfig[]) => FilterConfig[], options: { skipProcess?: boolean } = {}): Promise<void> {
  const before = $filters.get();
  const after = update(before);
  if (after.every((f, i) => f === before[i])) return Promise.resolve();
  $filters.set(after);
  // Selected, not yet filtered: the URL and the results follow the next processed change.
  if (options.skipProcess) return Promise.resolve();
  patchFilterApp({ currentPage: 1, firstVisiblePage: 1 });
  effects?.pushUrl(currentUrl());
  return refresh(true);
}

const onFilter = (id: string, change: (filter: FilterConfig) => FilterConfig, options?: { skipProcess?: boolean }) =>
  changeFilters((filters) => filters.map((f) => (f.id === id ? change(f) : f)), options);

export const changeValue = (change: ValueChange) => onFilter(change.filterID, (f) => applyValueChange(f, change), { skipProcess: change.skipProcess });
export const changeRange = (change: RangeChange) => onFilter(change.filterID, (f) => applyRangeChange(f, change));
export const changeSearch = (change: SearchChange) => onFilter(change.filterID, (f) => applySearchChange(f, change));
export const removeApplied = (chip: AppliedChip) => onFilter(chip.filterID, (f) => removeChip(f, chip));

/** 'Clear all', or a panel's 'Clear' for the filters it shows (ids). */
export const clearFilters = (ids?: string[]) => changeFilters((filters) => filters.map((f) => (!ids || ids.includes(f.id) ? clearFilter(f) : f)));

/** Pagination mode: go to a page (a new history entry). */
export function goToPage(page: number): Promise<void> {
  const app = $filterApp.get();
  const target = Math.min(Math.max(1, Math.floor(page)), app.totalPages);
  if (!Number.isFinite(target) || (target === app.currentPage && target === app.firstVisiblePage)) return Promise.resolve();
  patchFilterApp({ currentPage: target, firstVisiblePage: target });
  effects?.pushUrl(currentUrl());
  return refresh(false);
}

/** Show more / infinite scroll: append the next page; the entry is replaced, not pushed. */
export function showMore(): Promise<void> {
  const app = $filterApp.get();
  if (app.currentPage >= app.totalPages) return Promise.resolve();
  $filterApp.setKey('currentPage', app.currentPage + 1);
  effects?.replaceUrl(currentUrl());
  return refresh(false);
}

/** 'Show previous products': load the page before the first visible one. */
export function showPrevious(): Promise<void> {
  const app = $filterApp.get();
  if (app.firstVisiblePage <= 1) return Promise.resolve();
  $filterApp.setKey('firstVisiblePage', app.firstVisiblePage - 1);
  return refresh(false);
}

/** While scrolling through appended pages, the page the visible products belong to is in the URL. */
export function setVisiblePage(page: number): void {
  const c = config();
  if (!c || !effects) return;
  const app = $filterApp.get();
  const state = urlStateOf($filters.get(), Math.min(Math.max(page, app.firstVisiblePage), app.currentPage), app.orderby);
  effects.replaceUrl(writeUrlState(state, effects.location(), urlConfigOf(c)));
}

export function setOrderby(orderby: string): Promise<void> {
  const app = $filterApp.get();
  if (app.orderby === orderby) return Promise.resolve();
  patchFilterApp({ orderby, currentPage: 1, firstVisiblePage: 1 });
  effects?.pushUrl(currentUrl());
  return refresh(true);
}

/** For tests and re-initialisation (the spec's re-render on demand). */
export function resetFilterState(): void {
  $filterApp.set(INITIAL_FILTER_APP);
  $filters.set(config()?.filters ?? []);
}
