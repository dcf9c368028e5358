/**
 * The archive-count rule (docs/filter-engine.md): on every category archive of the
 * demo catalogue, for every value of every filter, the counter the shopper sees equals the
 * number of products the archive lists after clicking that value (the click goes through the
 * same path as the page: value change -> URL -> the server's filtered listing).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { readFilterAppConfig } from '../../../shared/engine/filter/config/app-config.ts';
import { buildIndex } from '../../../shared/engine/filter/core/build-index.ts';
import { applyUrlState, indexOptionsFor, queryFor, urlConfigOf, urlStateOf } from '../../../shared/engine/filter/core/state-to-query.ts';
import { buildFiltersOutput } from '../../../shared/engine/filter/presentation/filters-output.ts';
import { runQuery } from '../../../shared/engine/filter/core/query.ts';
import { applyValueChange } from '../../../shared/engine/filter/config/selection.ts';
import { parseUrlState, writeUrlState } from '../../../shared/engine/filter/url/url-state.ts';
import * as catalog from '../catalogue/catalogue-queries.ts';
import { filterConfigFor } from './page-filter-config.ts';
import { buildDescriptors } from './filter-index.ts';
import { filteredListing } from './filtered-listing.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-archive-counts-');
beforeAll(async () => {}, 60_000);
const CLICKABLE = new Set(['checkboxes', 'radio', 'buttons', 'color', 'select', 'toggle']);

describe('on every category archive, each value counts what clicking it lists', () => {
  test('every archive, every filter, every value', () => {
    const categories = catalog.categories(store.db);
    expect(categories.length).toBeGreaterThan(10);
    let checked = 0;
    const mismatches: string[] = [];
    for (const category of categories) {
      const pathname = `/product-category/${category.slug}/`;
      const envelope = filterConfigFor(store.db, { categoryId: category.id }, 'pagination');
      const reading = readFilterAppConfig(JSON.stringify(envelope), '');
      if (!reading.enabled) throw new Error(reading.reason);
      const config = reading.config;
      const index = buildIndex(buildDescriptors(store.db), indexOptionsFor(config), () => {});
      const filters = applyUrlState(config.filters, parseUrlState({ pathname, search: '' }, urlConfigOf(config)));
      const result = runQuery(index, queryFor(config, filters, { page: 1, orderby: '' }));
      const shown = buildFiltersOutput(config, filters, result, new Set()).filters;
      for (const filter of shown) {
        if (!CLICKABLE.has(filter.type)) continue;
        for (const value of filter.values) {
          if (value.counter === null || value.counter === undefined || value.value_id === -1 || value.selected) continue;
          const own = config.filters.find((f) => f.id === filter.id)!;
          const clicked = filters.map((f) => (f.id === own.id ? applyValueChange(f, { filterID: f.id, index: value.index!, newState: true }) : f));
          const href = writeUrlState(urlStateOf(clicked, 1, ''), { pathname, search: '' }, urlConfigOf(config));
          const url = new URL(href, 'http://shop.local');
          const listed = filteredListing(store.db, { pathname: url.pathname, search: url.search }, { categoryId: category.id }, 'pagination').total;
          checked++;
          if (listed !== value.counter) mismatches.push(`${pathname} ${filter.id}=${value.value} (${value.label}): counter ${value.counter}, listed ${listed}`);
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  }, 120_000);
});
