/** The price filter widget's slider rules. */
import { describe, expect, test } from 'vitest';
import { alignToStep, formatSliderPrice, initialRange, moveThumb, readBounds, sliderCurrency } from './price-slider.ts';

const bounds = { min: 30, max: 80, step: 10 };

describe('the price slider', () => {
  test('bounds from the widget; the step defaults to 1; no slider without a span', () => {
    expect(readBounds('30', '80', '10')).toEqual(bounds);
    expect(readBounds('30', '80', '')).toEqual({ min: 30, max: 80, step: 1 });
    expect(readBounds('30', '80', '-5')).toEqual({ min: 30, max: 80, step: 1 });
    expect(readBounds('80', '80', '10')).toBeNull();
    expect(readBounds('', '80', '10')).toBeNull();
    expect(readBounds('abc', '80', '10')).toBeNull();
  });

  test('values are clamped to the bounds and aligned to the step', () => {
    expect([alignToStep(12, bounds), alignToStep(44, bounds), alignToStep(46, bounds), alignToStep(500, bounds), alignToStep(Number.NaN, bounds)]).toEqual([
      30, 40, 50, 80, 30,
    ]);
    expect(alignToStep(77, { min: 30, max: 77, step: 10 })).toBe(77);
    expect(alignToStep(36.97, { min: 36.95, max: 76.95, step: 0.1 })).toBe(36.95);
  });

  test('the range the page opened with, or the whole span; thumbs never cross', () => {
    expect(initialRange('', '', bounds)).toEqual({ low: 30, high: 80 });
    expect(initialRange('41', '69', bounds)).toEqual({ low: 40, high: 70 });
    expect(initialRange('70', '40', bounds)).toEqual({ low: 40, high: 70 });
    expect(moveThumb({ low: 40, high: 60 }, 'low', 75, bounds)).toEqual({ low: 60, high: 60 });
    expect(moveThumb({ low: 40, high: 60 }, 'high', 10, bounds)).toEqual({ low: 40, high: 40 });
    expect(moveThumb({ low: 40, high: 60 }, 'high', 72, bounds)).toEqual({ low: 40, high: 70 });
  });

  test("prices as WooCommerce's params say: this store '$' with 0 decimals; other formats", () => {
    expect(formatSliderPrice(1234, sliderCurrency(undefined))).toBe('$1,234');
    expect(
      formatSliderPrice(
        1234.5,
        sliderCurrency({
          currency_format_symbol: '€',
          currency_format_num_decimals: '2',
          currency_format_decimal_sep: ',',
          currency_format_thousand_sep: '.',
          currency_format: '%v %s',
        }),
      ),
    ).toBe('1.234,50 €');
  });
});
