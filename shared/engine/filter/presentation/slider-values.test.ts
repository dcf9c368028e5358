/** The range slider's numbers. */
import { describe, expect, test } from 'vitest';
import { histogramBars, moveThumb, sliderEndLabel, sliderRange, sliderScale, sliderThumbs } from './slider-values.ts';

const money = (n: number) => `$${n.toFixed(2)}`;

describe('range slider', () => {
  test('the scale widens to whole steps so both ends are reachable', () => {
    expect(sliderScale({ min: 12.5, max: 98.2, step: 1 })).toEqual({ min: 12, max: 99, step: 1 });
    expect(sliderScale({ min: 1234, max: 5678, step: 10 })).toEqual({ min: 1230, max: 5680, step: 10 });
    expect(sliderScale({ min: 0.25, max: 0.95, step: 0.1 })).toEqual({ min: 0.2, max: 1, step: 0.1 });
    expect(sliderScale({ min: 40, max: 40, step: 1 })).toEqual({ min: 40, max: 41, step: 1 });
  });

  test('unset sides sit at the ends; set sides are clamped into the scale', () => {
    const scale = sliderScale({ min: 10, max: 100, step: 1 });
    expect(sliderThumbs({ min: '', max: '' }, scale)).toEqual({ low: 10, high: 100 });
    expect(sliderThumbs({ min: 20, max: -1 }, scale)).toEqual({ low: 20, high: 100 });
    expect(sliderThumbs({ min: 5, max: 500 }, scale)).toEqual({ low: 10, high: 100 });
    expect(sliderThumbs(undefined, scale)).toEqual({ low: 10, high: 100 });
  });

  test('a thumb stops at the other rather than crossing it, on whole steps', () => {
    const scale = sliderScale({ min: 0, max: 100, step: 1 });
    expect(moveThumb({ low: 10, high: 50 }, 'low', 70, scale)).toEqual({ low: 50, high: 50 });
    expect(moveThumb({ low: 10, high: 50 }, 'high', 3, scale)).toEqual({ low: 10, high: 10 });
    expect(moveThumb({ low: 10, high: 50 }, 'high', 42.4, scale)).toEqual({ low: 10, high: 42 });
    expect(moveThumb({ low: 10, high: 50 }, 'low', -20, scale)).toEqual({ low: 0, high: 50 });
  });

  test('a thumb at its end sends no bound', () => {
    const scale = sliderScale({ min: 10, max: 100, step: 1 });
    expect(sliderRange({ low: 10, high: 100 }, scale)).toEqual({ min: null, max: null });
    expect(sliderRange({ low: 25, high: 100 }, scale)).toEqual({ min: 25, max: null });
    expect(sliderRange({ low: 10, high: 60 }, scale)).toEqual({ min: null, max: 60 });
  });

  test('end labels: min, max, dynamic (default) or custom text', () => {
    const scale = sliderScale({ min: 10, max: 100, step: 1 });
    expect(sliderEndLabel('min', 30, scale, money)).toBe('$10.00');
    expect(sliderEndLabel('max', 30, scale, money)).toBe('$100.00');
    expect(sliderEndLabel('dynamic', 30, scale, money)).toBe('$30.00');
    expect(sliderEndLabel(undefined, 30, scale, money)).toBe('$30.00');
    expect(sliderEndLabel('Cheapest', 30, scale, money)).toBe('Cheapest');
  });

  test('histogram buckets inside the thumbs are marked in range', () => {
    const bars = histogramBars([100, 50, 25, 0], { min: 0, max: 100 }, { low: 30, high: 60 });
    expect(bars).toEqual([
      { height: 100, inRange: false },
      { height: 50, inRange: true },
      { height: 25, inRange: true },
      { height: 0, inRange: false },
    ]);
  });
});
