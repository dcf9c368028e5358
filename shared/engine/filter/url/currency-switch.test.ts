/** Filter F5.3 / F5.6: a currency switcher's link converts the price filter's URL values, widened outwards, to the new currency's decimals. */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { convertAmount, currencySwitchUrl } from './currency-switch.ts';
import { parseRangeText } from './range-text.ts';

const USD = { code: 'USD', rate: 1, precision: 2 };
const EUR = { code: 'EUR', rate: 0.92, precision: 2 };
const JPY = { code: 'JPY', rate: 150, precision: 0 };
const PRICES = { ranges: ['price'], lower: ['min_price'], upper: ['max_price'] };

describe('currencySwitchUrl', () => {
  test('dollars to euros: the range widened outwards to cents, the other filters, the page and the order kept', () => {
    expect(currencySwitchUrl({ pathname: '/shop/page/2/', search: '?pa_color=black&price=10-50&orderby=price' }, USD, EUR, PRICES, { baseCode: 'USD' })).toBe(
      '/shop/page/2/?pa_color=black&price=9.19-46.01&orderby=price&currency=EUR',
    );
  });
  test('euros to yen: whole amounts, no 20.555-like sides; back to the shop’s own currency drops the parameter', () => {
    expect(currencySwitchUrl({ pathname: '/shop/', search: '?price=9.2-46.01&currency=EUR' }, EUR, JPY, PRICES, { baseCode: 'USD' })).toBe(
      '/shop/?price=1499-7503&currency=JPY',
    );
    expect(currencySwitchUrl({ pathname: '/shop/', search: '?price=1500-7500&currency=JPY' }, JPY, USD, PRICES, { baseCode: 'USD' })).toBe(
      '/shop/?price=9.99-50.01',
    );
  });
  test('an open side stays open; WooCommerce’s min_price / max_price are converted down / up', () => {
    expect(currencySwitchUrl({ pathname: '/shop/', search: '?price=-40&min_price=10&max_price=20.5' }, USD, JPY, PRICES)).toBe(
      '/shop/?price=-6001&min_price=1499&max_price=3076&currency=JPY',
    );
  });
  test('the same currency: nothing converted', () => {
    expect(currencySwitchUrl({ pathname: '/shop/', search: '?price=10.5-20&currency=EUR' }, EUR, EUR, PRICES)).toBe('/shop/?price=10.5-20&currency=EUR');
  });
  test('property: a product shown inside the range before the switch is inside it after (each price rounded from the shop’s own)', () => {
    const currencies = [USD, EUR, JPY];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (a, b, cents, below, above) => {
          const from = currencies[a]!;
          const to = currencies[b]!;
          const base = cents / 100;
          const shownBefore = convertAmount(base, USD, from, 'nearest');
          const unit = 10 ** -from.precision;
          // A range around the product's shown price, its sides on the currency's units.
          const min = Math.max(0, Number((shownBefore - below * unit).toFixed(from.precision)));
          const max = Number((shownBefore + above * unit).toFixed(from.precision));
          const url = currencySwitchUrl({ pathname: '/', search: `?price=${min}-${max}` }, from, to, PRICES);
          const range = parseRangeText(new URL(url, 'http://x').searchParams.get('price') ?? '');
          const shownAfter = convertAmount(base, USD, to, 'nearest');
          return shownAfter >= range.min && shownAfter <= range.max;
        },
      ),
      { numRuns: 2000 },
    );
  });
});
