/** Filter actions against the real engine, with history in memory. */
import { beforeEach, describe, expect, test } from 'vitest';
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
    await showMore();
    expect(ids()).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
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
