import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixtureConfig } from '../../../testing/fake-filter-shop.ts';
import { checkFilterConfig } from './config-check.ts';
import { FILTER_CONFIG_SCHEMA } from './filter-config-schema.ts';

describe('the filter configuration check', () => {
  test('a good configuration has nothing to report, also with numbers as strings and booleans as "yes"/1', () => {
    expect(checkFilterConfig(fixtureConfig())).toEqual([]);
    expect(checkFilterConfig(fixtureConfig({ products_per_page: '24', use_trailing_slash: 'no', show_count: 1 }))).toEqual([]);
  });

  test('each wrong value: where, what it must be, what it got, and what the filter does instead', () => {
    const config = fixtureConfig({ pagination_strategy: 'pages', products_per_page: 'twelve', mobile_breakpoint: 0, counter_format: 'round' });
    (config.filters as Record<string, unknown>[]).push({ id: 'size', type: 'checkbox' }, { type: 'radio' });
    const problems = checkFilterConfig(config);
    expect(problems).toHaveLength(6);
    expect(problems).toEqual(
      expect.arrayContaining([
        'pagination_strategy must be one of "pagination", "show-more-button", "infinite-scroll" (got "pages"); "show-more-button" is used.',
        'products_per_page must be a whole number (got "twelve"); 12 is used.',
        'mobile_breakpoint must be at least 1 (got 0); 450 is used.',
        'counter_format must be one of "brackets", "plain" (got "round"); "brackets" is used.',
        expect.stringMatching(/^filters\[\d+\]\.type must be one of "category", .* \(got "checkbox"\); this filter is left out\.$/),
        expect.stringMatching(/^filters\[\d+\]\.id is missing; this filter is left out\.$/),
      ]),
    );
  });

  test('values and nested settings are checked too', () => {
    const config = fixtureConfig({ scroll_top: 'always', pagination_args: { mid_size: 'two' } });
    const filter = (config.filters as Record<string, unknown>[])[0]!;
    filter.values = [{ value: 'red', counter: -3 }];
    expect(checkFilterConfig(config).sort()).toEqual([
      expect.stringMatching(/^filters\[0\]\.values\[0\]\.counter must be at least 0 \(got -3\)/),
      'pagination_args.mid_size must be a whole number (got "two"); 2 is used.',
      'scroll_top must be one of "mobile", "desktop", "both", "disabled" (got "always"); "mobile" is used.',
    ]);
  });

  test('no filters, or not an object', () => {
    expect(checkFilterConfig({ namespace: 'shop' })).toEqual(['filters is missing; the filter does not start.']);
    expect(checkFilterConfig([])).toEqual(['The configuration must be a JSON object; the filter does not start.']);
  });

  test('every key the filter’s readers take from the configuration is in the schema', () => {
    const root = resolve(import.meta.dirname, '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(root, name), 'utf8'));
    const read = new Set(sources.flatMap((source) => [...source.matchAll(/config\.raw\.([a-z_]+)/g)].map((m) => m[1]!)));
    const layout = readFileSync(resolve(import.meta.dirname, 'layout-config.ts'), 'utf8');
    for (const m of layout.matchAll(/raw\.([a-z_]+)/g)) read.add(m[1]!);
    const documented = new Set(Object.keys(FILTER_CONFIG_SCHEMA.properties));
    expect([...read].filter((key) => !documented.has(key))).toEqual([]);
    expect(read.size).toBeGreaterThan(30);
  });
});
