/**
 * Prices in ranges: rounding to the currency precision, and the price
 * source to filter on when a multicurrency plugin shows another currency.
 */
export interface Currency {
  code: string;
  precision: number | null;
}

export interface Multicurrency {
  baseCurrency?: string;
  /** price_{CODE} -> source id. */
  priceSources?: Record<string, string | number>;
}

export const DEFAULT_PRECISION = 2;

/** The currency's precision; a null precision warns 'Currency precision is null' and uses 2. */
export function currencyPrecision(currency: Currency, warn: (message: string) => void = (m) => console.warn(m)): number {
  if (currency.precision === null) {
    warn('Currency precision is null');
    return DEFAULT_PRECISION;
  }
  const precision = Number(currency.precision);
  return Number.isInteger(precision) && precision >= 0 && precision <= 10 ? precision : DEFAULT_PRECISION;
}

/** A price range bound rounded to the precision; -1 (unbounded) stays -1. */
export function roundPrice(value: number, precision: number): number {
  if (!Number.isFinite(value) || value < 0) return -1;
  // Rounded in decimal, as a shopper reads it: 20.555 is 20.56 (toFixed gives 20.55, the float being 20.55499…).
  const shifted = Math.round(Number(`${value}e${precision}`));
  return Number.isFinite(shifted) ? Number(`${shifted}e-${precision}`) : Number(value.toFixed(precision));
}

/**
 * Multicurrency switching applies only when baseCurrency is 3 capital letters and differs from
 * the current currency; prices then come from the source mapped as price_{CODE}. Decision: when
 * that mapping is missing, the default price source is kept (filtering in the base currency
 * beats filtering on nothing).
 */
export function priceSourceId(defaultSourceId: string, currencyCode: string, multicurrency: Multicurrency | undefined): string {
  const base = multicurrency?.baseCurrency;
  if (!base || !/^[A-Z]{3}$/.test(base) || base === currencyCode) return defaultSourceId;
  const mapped = multicurrency?.priceSources?.[`price_${currencyCode}`];
  return mapped === undefined || mapped === null || mapped === '' ? defaultSourceId : String(mapped);
}

/** A range side of a price filter rounded to its precision ('' stays unset). */
export function roundRangeSide(value: number | '', precision: number | undefined): number | '' {
  if (value === '' || precision === undefined) return value;
  const rounded = roundPrice(value, precision);
  return rounded < 0 ? '' : rounded;
}
