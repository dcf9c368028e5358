/** The filter configuration's problems reach the console in Chromium, loaded apart from the filter. */
import { fixtureConfig } from '../testing/fake-filter-shop.ts';
import { assert, until } from '../testing/wait.ts';
import { reportFilterConfigProblems } from './filter-config-report.ts';

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
});
