/** Which live searches analytics hears of: the phrase the shopper settled on, once. */
import { describe, expect, test } from 'vitest';
import { LiveSearchSettler } from './search-analytics.ts';
import { searchResultsPath } from './results-path.ts';

describe('live search analytics', () => {
  test('each pause in the typing replaces the one waiting: only the last is reported', () => {
    const settler = new LiveSearchSettler();
    for (const query of ['hoo', 'hood', 'hoodi', 'hoodie']) settler.answered({ query, count: 3 });
    expect(settler.settle()).toEqual({ query: 'hoodie', count: 3 });
    expect(settler.settle()).toBeNull();
  });

  test('the same phrase twice in a row (spaces and case aside) is one search; another phrase counts', () => {
    const settler = new LiveSearchSettler();
    settler.answered({ query: 'Red hoodie', count: 2 });
    expect(settler.settle()?.query).toBe('Red hoodie');
    settler.answered({ query: ' red  HOODIE ', count: 2 });
    expect(settler.settle()).toBeNull();
    settler.answered({ query: 'beanie', count: 0 });
    expect(settler.settle()).toEqual({ query: 'beanie', count: 0 });
  });

  test('an emptied box reports nothing', () => {
    const settler = new LiveSearchSettler();
    settler.answered({ query: 'hood', count: 1 });
    settler.answered({ query: '  ', count: 0 });
    expect(settler.settle()).toBeNull();
  });

  test("the results path: the phrase, the product post type and the add-on's flag", () => {
    expect(searchResultsPath('red & blue')).toBe('/?s=red+%26+blue&post_type=product&shop_search=1');
  });
});
