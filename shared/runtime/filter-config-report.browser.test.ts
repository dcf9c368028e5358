/** The filter configuration's problems reach the console in Chromium, loaded apart from the filter. */
import { fixtureConfig } from '../testing/fake-filter-shop.ts';
import { assert, until } from '../testing/wait.ts';
import { filterConfigCheckWanted, reportFilterConfigProblems } from './filter-config-report.ts';

describe('reportFilterConfigProblems', () => {
  it('warns once per wrong value, naming the block, the key and what is used instead; a good block is quiet', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      reportFilterConfigProblems(fixtureConfig(), 'shop-filter-config');
      reportFilterConfigProblems(JSON.stringify(fixtureConfig({ per_row: 'three' })), 'shop-filter-config');
      await until(() => warnings.length > 0, 'a warning');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert(warnings.length === 1, warnings.join(' | '));
      assert(warnings[0] === '[shop filter] #shop-filter-config: per_row must be a whole number (got "three"); 3 is used.', warnings[0]!);
    } finally {
      console.warn = warn;
    }
  });

  it('is wanted where someone looks: a development host, data-check, ?shop-check-config, or a configuration that already showed a mistake', () => {
    const block = document.createElement('script');
    const shop = { hostname: 'shop.example', search: '' };
    assert(!filterConfigCheckWanted(block, false, shop), 'a shopper on a good configuration downloads nothing');
    assert(filterConfigCheckWanted(block, true, shop), 'a filter left out');
    assert(filterConfigCheckWanted(block, false, { ...shop, search: '?shop-check-config' }), 'asked in the address');
    assert(filterConfigCheckWanted(block, false, { hostname: 'localhost', search: '' }), 'localhost');
    assert(filterConfigCheckWanted(block, false, { hostname: 'luma.test', search: '' }), 'a .test host');
    block.setAttribute('data-check', '');
    assert(filterConfigCheckWanted(block, false, shop), 'data-check on the block');
  });
});
