/** Filter actions against the real engine, with history in memory. */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { filterApi } from '../runtime/filter-api.ts';
import { readFilterAppConfig } from '../engine/filter/config/app-config.ts';
import { buildIndex } from '../engine/filter/core/build-index.ts';
import { indexOptionsFor } from '../engine/filter/core/state-to-query.ts';
import { runQuery } from '../engine/filter/core/query.ts';
import { $filterApp, $filterResults, $filters } from './filter.ts';
import {
  changeRange,
  changeValue,
  clearFilters,
  configureFilter,
  goToPage,
  loadFromUrl,
  removeApplied,
  setOrderby,
  setVisiblePage,
  showMore,
  showPrevious,
} from './filter.actions.ts';

// 30 products: ids 1..30, price = id, odd ids red, even ids blue.
const DESCRIPTORS = Object.fromEntries(
  Array.from({ length: 30 }, (_, i) => [i + 1, [i + 1, i + 1, { 1: [i + 1], 3: [(i + 1) % 2 ? 'red' : 'blue'] }, 'simple']]),
);

function setup(strategy: string) {
  const reading = readFilterAppConfig(
    JSON.stringify({
      products_per_page: 4,
      pagination_strategy: strategy,
      override_ordering_enabled: true,
      orderby_sources_map: {
        price: { source_id: 1, order: 'asc', orderby_product_id: 'asc' },
        'price-desc': { source_id: 1, order: 'desc', orderby_product_id: 'desc' },
      },
      default_catalog_orderby: 'price',
      filters: [
        {
          id: 'color',
          type: 'checkboxes',
          url_slug: 'pa_color',
          source_id: 3,
          values: [
            { value_id: 1, value: 'red', label: 'Red' },
            { value_id: 2, value: 'blue', label: 'Blue' },
          ],
        },
        { id: 'price', type: 'range', url_slug: 'price', source_id: 1, values: [] },
      ],
    }),
    '',
  );
  if (!reading.enabled) throw new Error(reading.reason);
  const index = buildIndex(DESCRIPTORS, indexOptionsFor(reading.config), () => {});
  const history = { entries: ['/shop/'], at: 0, keys: [] as string[] };
  const location = () => {
    const url = new URL(history.entries[history.at]!, 'http://shop.test');
    return { pathname: url.pathname, search: url.search };
  };
  configureFilter(reading.config, {
    location,
    pushUrl: (url) => {
      history.entries = [...history.entries.slice(0, history.at + 1), url];
      history.at++;
    },
    replaceUrl: (url) => (history.entries[history.at] = url),
    query: async (query, key) => {
      history.keys.push(key);
      return runQuery(index, query);
    },
  });
  return { history, back: () => history.at--, go: (url: string) => history.entries.push(url) && (history.at = history.entries.length - 1) };
}

const ids = () => $filterResults.get().ids;

describe('filter actions', () => {
  beforeEach(() => $filterApp.set({ ...$filterApp.get(), currentPage: 1, firstVisiblePage: 1, orderby: '' }));

  test('the URL gives the state; a change resets the page, pushes history and recomputes as an input change', async () => {
    const { history, go } = setup('pagination');
    go('/shop/page/2/?pa_color=red');
    await loadFromUrl();
    expect(ids()).toEqual([9, 11, 13, 15]);
    expect($filterApp.get()).toMatchObject({ currentPage: 2, totalPages: 4, totalProductsCount: 15, appliedFiltersCount: 1 });
    await changeValue({ filterID: 'color', index: 1, newState: true });
    expect(history.entries.at(-1)).toBe('/shop/?pa_color=red%2Cblue');
    expect($filterApp.get().currentPage).toBe(1);
    expect($filterResults.get()).toMatchObject({ ids: [1, 2, 3, 4], inputChange: true });
  });

  test('F3.6: a value change with skipProcess selects without filtering; the next change filters with both (type carried)', async () => {
    const { history, go } = setup('pagination');
    go('/shop/');
    await loadFromUrl();
    const entries = history.entries.length;
    const sequence = $filterResults.get().sequence;
    await changeValue({ filterID: 'color', index: 0, newState: true, type: 'checkboxes', skipProcess: true });
    expect($filters.get().find((f) => f.id === 'color')!.values[0]!.selected).toBe(true);
    expect(history.entries.length).toBe(entries);
    expect($filterResults.get().sequence).toBe(sequence);
    await changeRange({ filterID: 'price', value: { min: 1, max: 10 }, type: 'range' });
    expect(history.entries.at(-1)).toBe('/shop/?pa_color=red&price=1-10');
    expect(ids()).toEqual([1, 3, 5, 7]);
  });

  test('window.shopFilter.change takes the spec’s change events, and names what it refuses', async () => {
    const { history, go } = setup('pagination');
    go('/shop/');
    await loadFromUrl();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await filterApi.change({ filterID: 'nope', index: 0, newState: true })).toBe(false);
      expect(await filterApi.change({ filterID: 'color', index: 0, newState: true, type: 'radio' })).toBe(false);
      expect(await filterApi.change({ filterID: 'color', index: 7, newState: true })).toBe(false);
      expect(warn.mock.calls.map((c) => c[0])).toEqual([
        '[shop filter] There is no such filter instance.',
        '[shop filter] Filter color is of type checkboxes, not radio.',
        "[shop filter] index is a value's position in filter color (0 to 1), or false with unselectOthers.",
      ]);
      expect(await filterApi.change({ filterID: 'color', index: 1, newState: true, unselectOthers: false, type: 'checkboxes' })).toBe(true);
      expect(history.entries.at(-1)).toBe('/shop/?pa_color=blue');
      expect(await filterApi.change({ filterID: 'price', value: { min: 2, max: 6 }, type: 'range' })).toBe(true);
      expect(ids()).toEqual([2, 4, 6]);
      expect(await filterApi.change({ filterID: 'color', index: false, unselectOthers: true, type: 'checkboxes' })).toBe(true);
      expect(history.entries.at(-1)).toBe('/shop/?price=2-6');
    } finally {
      warn.mockRestore();
    }
  });

  test('pagination mode: a page is a new history entry; back returns to the page it was', async () => {
    const { history, back } = setup('pagination');
    history.entries = ['/shop/'];
    history.at = 0;
    await loadFromUrl();
    await goToPage(3);
    expect(history.entries.at(-1)).toBe('/shop/page/3/');
    expect(ids()).toEqual([9, 10, 11, 12]);
    back();
    await loadFromUrl({ historyMove: true });
    expect(ids()).toEqual([1, 2, 3, 4]);
  });

  test('show more appends the next page and replaces the entry; back/forward restarts at page 1', async () => {
    const { history, go } = setup('show-more-button');
    go('/shop/?pa_color=blue');
    await loadFromUrl();
    expect($filterApp.get().showMoreButtonIsVisible).toBe(true);
    const entries = history.entries.length;
    expect($filterApp.get().pageCounter).toBe(1);
    await showMore();
    expect(ids()).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    expect($filterApp.get().pageCounter).toBe(2); // F3.5: the pages shown at once
    expect(history.entries.length).toBe(entries);
    expect(history.entries.at(-1)).toBe('/shop/page/2/?pa_color=blue');
    setVisiblePage(1);
    expect(history.entries.at(-1)).toBe('/shop/?pa_color=blue');
    await loadFromUrl({ historyMove: true });
    expect($filterApp.get()).toMatchObject({ currentPage: 1, firstVisiblePage: 1 });
  });

  test("arriving on page 3 in show-more mode shows page 3, then 'show previous' loads page 2 before it", async () => {
    const { go } = setup('show-more-button');
    go('/shop/page/3/');
    await loadFromUrl();
    expect(ids()).toEqual([9, 10, 11, 12]);
    expect($filterApp.get().showPreviousButtonIsVisible).toBe(true);
    await showPrevious();
    expect(ids()).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  test('sorting, ranges, chips and clear all', async () => {
    const { history, go } = setup('pagination');
    go('/shop/');
    await loadFromUrl();
    await setOrderby('price-desc');
    expect(ids()).toEqual([30, 29, 28, 27]);
    expect(history.entries.at(-1)).toBe('/shop/?orderby=price-desc');
    await changeRange({ filterID: 'price', value: { min: 5, max: 12 } });
    expect(ids()).toEqual([12, 11, 10, 9]);
    expect($filterApp.get().appliedFiltersValues).toEqual([
      { filterID: 'price', kind: 'min' },
      { filterID: 'price', kind: 'max' },
    ]);
    await removeApplied({ filterID: 'price', kind: 'max' });
    expect($filters.get().find((f) => f.id === 'price')!.range).toEqual({ min: 5, max: '' });
    await changeValue({ filterID: 'color', index: 0, newState: true });
    await clearFilters();
    expect($filterApp.get().appliedFiltersCount).toBe(0);
    expect(history.entries.at(-1)).toBe('/shop/?orderby=price-desc');
  });

  test('nothing changes, nothing is pushed', async () => {
    const { history, go } = setup('pagination');
    go('/shop/');
    await loadFromUrl();
    const length = history.entries.length;
    await clearFilters();
    await changeRange({ filterID: 'price', value: { min: null, max: null } });
    expect(history.entries.length).toBe(length);
  });
});
