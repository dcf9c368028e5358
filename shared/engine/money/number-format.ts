/**
 * Money and numbers as the filter shows them: range inputs, slider end
 * labels, preset range labels and chips. Currency: symbol position (left, right, left_space,
 * right_space), separators, precision, or WooCommerce's priceFormat ('%1$s%2$s': symbol, amount).
 * number_format: precision (-1 = as many decimals as the value has), separators, prefix,
 * suffix. Formatting that fails is logged and the raw format string is used.
 */
import type { Currency as BaseCurrency } from '../filter/presentation/money.ts';

export interface CurrencyFormat extends BaseCurrency {
  symbol: string;
  symbolPosition: 'left' | 'right' | 'left_space' | 'right_space';
  thousandSeparator: string;
  decimalSeparator: string;
  priceFormat?: string;
}

export interface NumberFormat {
  precision: number;
  decimal_point: string;
  thousands_sep: string;
  prefix: string;
  suffix: string;
}

export const DEFAULT_CURRENCY: CurrencyFormat = {
  code: 'USD',
  symbol: '$',
  symbolPosition: 'left',
  thousandSeparator: ',',
  decimalSeparator: '.',
  precision: 2,
};
export const DEFAULT_NUMBER_FORMAT: NumberFormat = { precision: 0, decimal_point: '.', thousands_sep: ',', prefix: '', suffix: '' };

type Loose = Record<string, unknown>;
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

export function readCurrency(raw: unknown): CurrencyFormat {
  const c = raw && typeof raw === 'object' ? (raw as Loose) : {};
  const position = ['left', 'right', 'left_space', 'right_space'].includes(c.symbolPosition as string)
    ? (c.symbolPosition as CurrencyFormat['symbolPosition'])
    : 'left';
  const precision = c.precision === null ? null : Number.isInteger(c.precision) ? (c.precision as number) : 2;
  return {
    code: text(c.code, 'USD'),
    symbol: text(c.symbol, '$'),
    symbolPosition: position,
    thousandSeparator: text(c.thousandSeparator, ','),
    decimalSeparator: text(c.decimalSeparator, '.'),
    precision,
    priceFormat: typeof c.priceFormat === 'string' ? c.priceFormat : undefined,
  };
}

export function readNumberFormat(raw: unknown, fallback: NumberFormat = DEFAULT_NUMBER_FORMAT): NumberFormat {
  const f = raw && typeof raw === 'object' ? (raw as Loose) : {};
  return {
    precision: Number.isInteger(f.precision) ? (f.precision as number) : fallback.precision,
    decimal_point: text(f.decimal_point, fallback.decimal_point),
    thousands_sep: text(f.thousands_sep, fallback.thousands_sep),
    prefix: text(f.prefix, fallback.prefix),
    suffix: text(f.suffix, fallback.suffix),
  };
}

/** Digits with separators; precision -1 keeps the value's own decimals. */
export function groupDigits(value: number, precision: number, decimalPoint: string, thousandsSep: string): string {
  if (!Number.isFinite(value)) return '';
  const fixed =
    precision < 0
      ? String(Math.abs(value)).includes('e')
        ? Math.abs(value)
            .toFixed(10)
            .replace(/\.?0+$/, '')
        : String(Math.abs(value))
      : Math.abs(value).toFixed(Math.min(precision, 20));
  const [whole, fraction] = fixed.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSep);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction !== undefined ? `${decimalPoint}${fraction}` : ''}`;
}

export function formatNumber(value: number, format: NumberFormat): string {
  return `${format.prefix}${groupDigits(value, format.precision, format.decimal_point, format.thousands_sep)}${format.suffix}`;
}

export function formatPrice(value: number, currency: CurrencyFormat, warn: (message: string) => void = (m) => console.warn(`[shop filter] ${m}`)): string {
  const precision = currency.precision === null ? 2 : currency.precision;
  const amount = groupDigits(value, precision, currency.decimalSeparator, currency.thousandSeparator);
  if (currency.priceFormat) {
    try {
      if (!/%(?:1\$)?s/.test(currency.priceFormat) || !/%(?:2\$)?s/.test(currency.priceFormat)) throw new Error(`bad price format '${currency.priceFormat}'`);
      let next = 0;
      const args = [currency.symbol, amount];
      return currency.priceFormat.replace(/%(?:(\d)\$)?s/g, (_, n: string | undefined) => args[n ? Number(n) - 1 : next++] ?? '');
    } catch (error) {
      warn(`Price formatting failed: ${error instanceof Error ? error.message : String(error)}`);
      return currency.priceFormat;
    }
  }
  switch (currency.symbolPosition) {
    case 'right':
      return `${amount}${currency.symbol}`;
    case 'left_space':
      return `${currency.symbol} ${amount}`;
    case 'right_space':
      return `${amount} ${currency.symbol}`;
    default:
      return `${currency.symbol}${amount}`;
  }
}
