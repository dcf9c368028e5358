/**
 * A currency switcher's link: the listing's address in another currency. The price filter's
 * values in the URL are amounts in the shown currency, so switching converts them too — a range
 * widened outwards (its lower side down, its upper side up, to the new currency's decimals), so
 * every product it held is still in it. Without that, `price=10-50` chosen in dollars would be
 * read as 10–50 yen. Used by the demo store's server and by the page (the links follow the
 * filters a shopper changes without a reload).
 */
import { formatRangeText, parseRangeText } from './range-text.ts';

export interface CurrencyRate {
  code: string;
  /** Units of this currency for one unit of the shop's own. */
  rate: number;
  /** Decimals shown and filtered on. */
  precision: number;
}

/** The URL parameters holding prices: ranges ('min-max') and single lower / upper sides. */
export interface PriceParams {
  ranges: string[];
  lower?: string[];
  upper?: string[];
}

export function convertAmount(amount: number, from: CurrencyRate, to: CurrencyRate, rounding: 'down' | 'up' | 'nearest'): number {
  const exact = (amount / from.rate) * to.rate;
  // Rounded in decimal: 27.6 computed as 27.599999… is 27.6 whichever way it is rounded.
  const settled = Number(exact.toFixed(to.precision + 6));
  const round = rounding === 'down' ? Math.floor : rounding === 'up' ? Math.ceil : Math.round;
  return Number(`${round(Number(`${settled}e${to.precision}`))}e-${to.precision}`);
}

/**
 * A side shown in `from` stands for every price that rounds to it there, half a unit either way:
 * the new side takes that half unit too, so a product shown inside the range before the switch
 * (its price rounded in each currency from the shop's own) is inside it after.
 */
const halfUnit = (currency: CurrencyRate) => 0.5 * 10 ** -currency.precision;
const lowerSide = (value: number, from: CurrencyRate, to: CurrencyRate) =>
  value === 0 ? 0 : Math.max(0, convertAmount(value - halfUnit(from), from, to, 'down'));
const upperSide = (value: number, from: CurrencyRate, to: CurrencyRate) => convertAmount(value + halfUnit(from), from, to, 'up');

/**
 * The address in currency `to`: the `param` set (removed for the shop's own, `baseCode`), price
 * parameters converted from `from`; everything else (path, page, other filters) kept.
 */
export function currencySwitchUrl(
  location: { pathname: string; search: string },
  from: CurrencyRate,
  to: CurrencyRate,
  prices: PriceParams,
  { param = 'currency', baseCode }: { param?: string; baseCode?: string } = {},
): string {
  const params = new URLSearchParams(location.search);
  if (from.code !== to.code) {
    for (const name of prices.ranges) {
      const text = params.get(name);
      if (text === null) continue;
      const range = parseRangeText(text);
      const converted = formatRangeText({
        min: range.min < 0 ? -1 : lowerSide(range.min, from, to),
        max: range.max < 0 ? -1 : upperSide(range.max, from, to),
      });
      if (converted === null) params.delete(name);
      else params.set(name, converted);
    }
    const side = (names: string[] | undefined, convert: typeof lowerSide) => {
      for (const name of names ?? []) {
        const value = Number(params.get(name) ?? '');
        if (params.get(name)?.trim() && Number.isFinite(value) && value >= 0) params.set(name, String(convert(value, from, to)));
      }
    };
    side(prices.lower, lowerSide);
    side(prices.upper, upperSide);
  }
  if (to.code === baseCode) params.delete(param);
  else params.set(param, to.code);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}
