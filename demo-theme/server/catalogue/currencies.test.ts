/** The demo's currency switcher on the server (filter F5.3, F5.6): formats, the descriptors' prices per currency, the configuration, the listing. */
import { describe, expect, test } from 'vitest';
import { checkFilterConfig } from '../../../shared/engine/filter/config/config-check.ts';
import { readFilterAppConfig } from '../../../shared/engine/filter/config/app-config.ts';
import { CURRENCIES, currencyOf, inCurrency, priceIn, priceText } from './currencies.ts';
import { buildDescriptors, CURRENCY_PRICE_SOURCES, SOURCE } from '../filter/filter-index.ts';
import { filterConfigFor } from '../filter/page-filter-config.ts';
import { filteredListing } from '../filter/filtered-listing.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-currencies-');
const EUR = CURRENCIES.EUR!;
const JPY = CURRENCIES.JPY!;

describe('the currencies', () => {
  test('wc_price() markup and texts as each currency writes them', () => {
    expect(priceIn(1234.5, EUR)).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>1.234,50&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>',
    );
    expect(priceText(inCurrency(45, JPY), JPY)).toBe('¥6,750');
    expect(priceText(inCurrency(45, EUR), EUR)).toBe('41,40 €');
  });
  test('an unknown or odd currency parameter is the shop’s dollars (as the plugins ignore it)', () => {
    for (const param of ['XYZ', 'eur', '', undefined, ['EUR'], 'constructor', '__proto__']) expect(currencyOf(param).code).toBe('USD');
    expect(currencyOf('JPY')).toBe(JPY);
  });
});

describe('the filter in another currency', () => {
  test('every priced descriptor carries its price in each currency, rounded to that currency (price_{CODE} sources)', () => {
    const descriptors = Object.values(buildDescriptors(store.db));
    const priced = descriptors.filter(([, , sources]) => sources[SOURCE.price] !== undefined);
    expect(priced.length).toBeGreaterThan(100);
    for (const [, , sources] of priced) {
      const dollars = Number(sources[SOURCE.price]![0]);
      expect(sources[SOURCE.priceEUR]).toEqual([inCurrency(dollars, EUR)]);
      expect(sources[SOURCE.priceJPY]).toEqual([inCurrency(dollars, JPY)]);
      expect(Number.isInteger(sources[SOURCE.priceJPY]![0])).toBe(true);
    }
  });

  test('the configuration names the currency, the price sources and keeps ?currency= in the URLs it writes; the check finds nothing', () => {
    const config = filterConfigFor(store.db, { currency: JPY }, 'pagination');
    expect(checkFilterConfig(JSON.parse(JSON.stringify(config)))).toEqual([]);
    expect(config.currency).toMatchObject({ code: 'JPY', symbol: '¥', precision: 0 });
    expect(config.multicurrency).toEqual({ baseCurrency: 'USD', priceSources: CURRENCY_PRICE_SOURCES });
    expect(config.non_removable_url_params).toContain('currency');
    expect(config.single_products_fetch_url).toBe('/shop/?currency=JPY');
    const reading = readFilterAppConfig(JSON.stringify(config), '');
    if (!reading.enabled) throw new Error(reading.reason);
    expect(reading.config.filters.find((f) => f.id === 'price')?.source_id).toBe(String(SOURCE.priceJPY));
  });

  test('the server filters on the prices shown: a yen range lists the products whose yen price is in it', () => {
    const yen = filteredListing(store.db, { pathname: '/shop/', search: '?currency=JPY&price=3000-6000' }, { currency: JPY }, 'pagination');
    const dollars = filteredListing(store.db, { pathname: '/shop/', search: '?price=20-40' }, {}, 'pagination');
    expect(yen.total).toBe(dollars.total); // 3000–6000 yen is exactly 20–40 dollars at 150
    expect(yen.products.map((p) => p.id)).toEqual(dollars.products.map((p) => p.id));
  });
});
