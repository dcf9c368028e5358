/** The demo store's filter configuration is what the filter's JSON Schema describes: nothing for the load-time check to report. */
import { describe, expect, test } from 'vitest';
import { checkFilterConfig } from '../../../shared/engine/filter/config/config-check.ts';
import * as catalog from '../catalogue/catalogue-queries.ts';
import { filterConfigFor } from './page-filter-config.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-filter-config-');

describe('the demo store’s filter configuration', () => {
  test('on the shop, a category and a search, in every pagination strategy: nothing to report', () => {
    const category = catalog.categories(store.db).find((c) => c.parent_id !== null)!;
    for (const strategy of ['pagination', 'show-more-button', 'infinite-scroll'] as const) {
      for (const context of [{}, { categoryId: category.id }, { search: { phrase: 'jacket', productIds: [3, 1, 2] } }]) {
        const config = JSON.parse(JSON.stringify(filterConfigFor(store.db, context, strategy))) as unknown;
        expect(checkFilterConfig(config), `${strategy} ${JSON.stringify(context)}`).toEqual([]);
      }
    }
  });
});
