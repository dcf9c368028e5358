/** Money in the filter (F3.7, F5.3, F5.6, F5.7, F8.10): price sides rounded to the currency, the currency switcher's prices, the null precision warning. */
import { describe, expect, test } from 'vitest';
import { readFilterAppConfig } from './app-config.ts';
import { checkFilterConfig } from './config-check.ts';
import { applyRangeChange } from './selection.ts';
import { applyUrlState, urlConfigOf, urlStateOf } from '../core/state-to-query.ts';
import { parseUrlState, writeUrlState } from '../url/url-state.ts';

function configWith(extra: Record<string, unknown>) {
  const reading = readFilterAppConfig(
    JSON.stringify({
      filters: [
        { id: 'price', type: 'range', url_slug: 'price', source: 'price', source_id: 2, values: [] },
        { id: 'weight', type: 'range', url_slug: 'weight', source: 'cf_weight', source_id: 7, values: [] },
      ],
      ...extra,
    }),
    '',
  );
  if (!reading.enabled) throw new Error(reading.reason);
  return reading.config;
}
const priceFilter = (config: ReturnType<typeof configWith>) => config.filters.find((f) => f.id === 'price')!;

describe('price filters', () => {
  test('F5.3: a price from the URL is rounded to the currency precision, and written back rounded; other ranges are not', () => {
    const config = configWith({ currency: { code: 'USD', precision: 2 } });
    const location = { pathname: '/shop/', search: '?price=20.555-30.1&weight=1.2345-2' };
    const filters = applyUrlState(config.filters, parseUrlState(location, urlConfigOf(config)));
    expect(filters.find((f) => f.id === 'price')!.range).toEqual({ min: 20.56, max: 30.1 });
    expect(filters.find((f) => f.id === 'weight')!.range).toEqual({ min: 1.2345, max: 2 });
    expect(writeUrlState(urlStateOf(filters, 1, ''), location, urlConfigOf(config))).toBe('/shop/?price=20.56-30.1&weight=1.2345-2');
  });

  test('F5.3: a slider or field change is rounded too (a currency without decimals: whole amounts)', () => {
    const yen = priceFilter(configWith({ currency: { code: 'JPY', precision: 0 } }));
    expect(applyRangeChange(yen, { filterID: 'price', value: { min: 1999.6, max: 5000.4 } }).range).toEqual({ min: 2000, max: 5000 });
  });

  test('F5.6: with a currency switcher showing another currency, price filters read its prices (price_{CODE}); otherwise the shop’s', () => {
    const multicurrency = { baseCurrency: 'USD', priceSources: { price_EUR: 21, price_GBP: '22' } };
    expect(priceFilter(configWith({ currency: { code: 'EUR' }, multicurrency })).source_id).toBe('21');
    expect(priceFilter(configWith({ currency: { code: 'GBP' }, multicurrency })).source_id).toBe('22');
    expect(priceFilter(configWith({ currency: { code: 'USD' }, multicurrency })).source_id).toBe('2');
    // Not 3 capital letters: no switching; a currency without a mapping keeps the shop's prices.
    expect(priceFilter(configWith({ currency: { code: 'EUR' }, multicurrency: { ...multicurrency, baseCurrency: 'usd' } })).source_id).toBe('2');
    expect(priceFilter(configWith({ currency: { code: 'CHF' }, multicurrency })).source_id).toBe('2');
    expect(configWith({ currency: { code: 'EUR' }, multicurrency }).filters.find((f) => f.id === 'weight')!.source_id).toBe('7');
  });

  test('F5.7: a null currency precision is reported as "Currency precision is null" and rounds to 2', () => {
    expect(checkFilterConfig({ filters: [], currency: { precision: null } })).toContain('Currency precision is null; prices are rounded to 2 decimals.');
    expect(priceFilter(configWith({ currency: { precision: null } })).price_precision).toBe(2);
    expect(checkFilterConfig({ filters: [], currency: { precision: 2 } }).some((p) => p.startsWith('Currency precision'))).toBe(false);
  });
});
