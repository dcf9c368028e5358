/**
 * WooCommerce's price filter widget as a two-thumb slider: the bounds come from `#min_price[data-min]`, `#max_price[data-max]` and the
 * `.price_slider_amount[data-step]`; values are clamped to the bounds and aligned to the step;
 * the low thumb never passes the high one. Prices are formatted as WooCommerce's
 * `woocommerce_price_slider_params` say (this store: '$', 0 decimals).
 */
import { DEFAULT_CURRENCY, formatPrice, type CurrencyFormat } from '../money/number-format.ts';

export interface PriceBounds {
  min: number;
  max: number;
  step: number;
}

export interface PriceRange {
  low: number;
  high: number;
}

const finite = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The widget's bounds, or null when they cannot make a slider (missing, or max not above min). */
export function readBounds(dataMin: unknown, dataMax: unknown, dataStep: unknown): PriceBounds | null {
  const min = finite(dataMin);
  const max = finite(dataMax);
  if (min === null || max === null || max <= min) return null;
  const step = finite(dataStep);
  // The step defaults to 1 (also for a zero, negative or unreadable data-step).
  return { min, max, step: step !== null && step > 0 ? step : 1 };
}

/** Clamped to the bounds and aligned to the step counted from the minimum (the maximum is always reachable). */
export function alignToStep(value: number, bounds: PriceBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, value));
  if (clamped === bounds.max) return bounds.max;
  const steps = Math.round((clamped - bounds.min) / bounds.step);
  const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;
  const decimals = Math.max(decimalsOf(bounds.step), decimalsOf(bounds.min));
  return Math.min(bounds.max, Number((bounds.min + steps * bounds.step).toFixed(decimals)));
}

/** The range the page was opened with (the inputs' values), or the whole span. */
export function initialRange(currentMin: unknown, currentMax: unknown, bounds: PriceBounds): PriceRange {
  const low = alignToStep(finite(currentMin) ?? bounds.min, bounds);
  const high = alignToStep(finite(currentMax) ?? bounds.max, bounds);
  return low <= high ? { low, high } : { low: high, high: low };
}

/** One thumb moved: aligned, and never past the other thumb. */
export function moveThumb(range: PriceRange, side: 'low' | 'high', value: number, bounds: PriceBounds): PriceRange {
  const aligned = alignToStep(value, bounds);
  return side === 'low' ? { low: Math.min(aligned, range.high), high: range.high } : { low: range.low, high: Math.max(aligned, range.low) };
}

/** WooCommerce's woocommerce_price_slider_params as a currency format ('%s%v': symbol, value). */
export function sliderCurrency(params: unknown): CurrencyFormat {
  const p = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const text = (key: string, fallback: string) => (typeof p[key] === 'string' ? (p[key] as string) : fallback);
  const decimals = finite(p.currency_format_num_decimals);
  const format = text('currency_format', '%s%v');
  return {
    ...DEFAULT_CURRENCY,
    symbol: text('currency_format_symbol', '$'),
    decimalSeparator: text('currency_format_decimal_sep', '.'),
    thousandSeparator: text('currency_format_thousand_sep', ','),
    // The slider shows whole amounts unless the shop says otherwise.
    precision: decimals !== null && decimals >= 0 && decimals <= 10 ? Math.floor(decimals) : 0,
    priceFormat: format.includes('%v') ? format.replace('%s', '%1$s').replace('%v', '%2$s') : undefined,
  };
}

export function formatSliderPrice(value: number, currency: CurrencyFormat): string {
  return formatPrice(value, currency, () => {});
}
