/** Money and numbers. */
import { describe, expect, test, vi } from 'vitest';
import { DEFAULT_NUMBER_FORMAT, formatNumber, formatPrice, readCurrency, readNumberFormat } from './number-format.ts';

describe('currency', () => {
  test('defaults: USD, $ on the left, "," and ".", 2 decimals', () => {
    expect(formatPrice(1234.5, readCurrency(undefined))).toBe('$1,234.50');
  });
  test.each([
    ['right', '1.234,50€'],
    ['left_space', '€ 1.234,50'],
    ['right_space', '1.234,50 €'],
  ] as const)('symbol %s', (symbolPosition, expected) => {
    expect(formatPrice(1234.5, readCurrency({ code: 'EUR', symbol: '€', symbolPosition, thousandSeparator: '.', decimalSeparator: ',', precision: 2 }))).toBe(
      expected,
    );
  });
  test("F8.11: WooCommerce's priceFormat; a broken one is logged and shown raw", () => {
    expect(formatPrice(5, readCurrency({ symbol: '£', priceFormat: '%2$s %1$s', precision: 0 }))).toBe('5 £');
    const warn = vi.fn();
    expect(formatPrice(5, readCurrency({ priceFormat: 'price!' }), warn)).toBe('price!');
    expect(warn).toHaveBeenCalled();
  });
  test('a null precision formats with 2 (the warning comes from currencyPrecision)', () => {
    expect(formatPrice(3, readCurrency({ precision: null }))).toBe('$3.00');
  });
});

describe('number_format', () => {
  test("precision, separators, prefix and suffix; -1 keeps the value's decimals", () => {
    expect(formatNumber(12345.678, readNumberFormat({ precision: 1, thousands_sep: ' ', decimal_point: ',', suffix: ' kg' }))).toBe('12 345,7 kg');
    expect(formatNumber(2.25, readNumberFormat({ precision: -1 }))).toBe('2.25');
    expect(formatNumber(1e-7, readNumberFormat({ precision: -1 }))).toBe('0.0000001');
    expect(formatNumber(-1500, DEFAULT_NUMBER_FORMAT)).toBe('-1,500');
    expect(formatNumber(3, readNumberFormat({ precision: 'x', prefix: '#' }))).toBe('#3');
  });
});
