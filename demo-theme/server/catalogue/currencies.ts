/**
 * The demo's currency switcher, as a multicurrency plugin (WOOCS, CURCY) runs one: the shop's
 * prices are in US dollars; a listing asked with `?currency=EUR` or `?currency=JPY` shows them
 * converted at a fixed rate, rounded to that currency's decimals, and the filter filters on the
 * prices in that currency (the descriptors carry them as `price_{CODE}` sources). The cart and
 * checkout stay in dollars (the demo converts listings only; see docs/decisions.md).
 */
import { convertAmount, type CurrencyRate } from '../../../shared/engine/filter/url/currency-switch.ts';

export interface ShopCurrency extends CurrencyRate {
  name: string;
  symbol: string;
  /** The symbol's HTML entity, as wc_price() prints it. */
  symbolHtml: string;
  symbolPosition: 'left' | 'right' | 'left_space' | 'right_space';
  thousandSeparator: string;
  decimalSeparator: string;
}

export const CURRENCIES: Record<string, ShopCurrency> = {
  USD: {
    code: 'USD',
    name: 'US dollar',
    rate: 1,
    precision: 2,
    symbol: '$',
    symbolHtml: '&#36;',
    symbolPosition: 'left',
    thousandSeparator: ',',
    decimalSeparator: '.',
  },
  EUR: {
    code: 'EUR',
    name: 'Euro',
    rate: 0.92,
    precision: 2,
    symbol: '€',
    symbolHtml: '&euro;',
    symbolPosition: 'right_space',
    thousandSeparator: '.',
    decimalSeparator: ',',
  },
  JPY: {
    code: 'JPY',
    name: 'Japanese yen',
    rate: 150,
    precision: 0,
    symbol: '¥',
    symbolHtml: '&yen;',
    symbolPosition: 'left',
    thousandSeparator: ',',
    decimalSeparator: '.',
  },
};

export const BASE_CURRENCY = CURRENCIES.USD!;

/** The listing's currency from its `currency` parameter; anything else is the shop's own (as the plugins ignore an unknown code). */
export function currencyOf(param: unknown): ShopCurrency {
  return (typeof param === 'string' && Object.hasOwn(CURRENCIES, param) ? CURRENCIES[param] : undefined) ?? BASE_CURRENCY;
}

/** A dollar amount in this currency, rounded to its decimals. */
export const inCurrency = (amount: number, currency: ShopCurrency): number => convertAmount(amount, BASE_CURRENCY, currency, 'nearest');

/** The amount as text (no symbol): WooCommerce's number_format with the currency's separators. */
export function amountText(amount: number, currency: ShopCurrency): string {
  const [whole = '0', fraction] = amount.toFixed(currency.precision).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator);
  return fraction === undefined ? grouped : `${grouped}${currency.decimalSeparator}${fraction}`;
}

/** Plain text with the symbol where the currency puts it (screen-reader texts). */
export function priceText(amount: number, currency: ShopCurrency): string {
  const text = amountText(amount, currency);
  return {
    left: `${currency.symbol}${text}`,
    left_space: `${currency.symbol} ${text}`,
    right: `${text}${currency.symbol}`,
    right_space: `${text} ${currency.symbol}`,
  }[currency.symbolPosition];
}

/** wc_price() markup for an amount already in this currency. */
export function priceIn(amount: number, currency: ShopCurrency): string {
  const symbol = `<span class="woocommerce-Price-currencySymbol">${currency.symbolHtml}</span>`;
  const text = amountText(amount, currency);
  const inner = { left: `${symbol}${text}`, left_space: `${symbol}&nbsp;${text}`, right: `${text}${symbol}`, right_space: `${text}&nbsp;${symbol}` }[
    currency.symbolPosition
  ];
  return `<span class="woocommerce-Price-amount amount"><bdi>${inner}</bdi></span>`;
}

/** The filter configuration's `currency` block (spec: code, symbol, position, separators, precision). */
export function filterCurrency(currency: ShopCurrency): Record<string, unknown> {
  const { code, symbol, symbolPosition, thousandSeparator, decimalSeparator, precision } = currency;
  return { code, symbol, symbolPosition, thousandSeparator, decimalSeparator, precision };
}
