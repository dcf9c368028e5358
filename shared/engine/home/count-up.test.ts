import { describe, expect, test } from 'vitest';
import { COUNT_UP_MS, countUpValue, decimalsOf, formatCount, parseCount } from './count-up.ts';

describe('count-up', () => {
  test('runs from 0 to the target in 4 s, easing out', () => {
    expect(COUNT_UP_MS).toBe(4000);
    expect(countUpValue(200, 0)).toBe(0);
    expect(countUpValue(200, 2000)).toBeCloseTo(175);
    expect(countUpValue(200, 4000)).toBe(200);
    expect(countUpValue(200, 9000)).toBe(200);
  });
  test('shows the target at once when there is no time to animate (reduced motion)', () => {
    expect(countUpValue(4.4, 0, 0)).toBe(4.4);
  });
  test('reads and writes numbers with their decimals and thousands', () => {
    expect(parseCount('1,205')).toBe(1205);
    expect(parseCount(' 4.4 ')).toBe(4.4);
    expect(parseCount('12k')).toBeNull();
    expect(decimalsOf('4.4')).toBe(1);
    expect(decimalsOf('1,205')).toBe(0);
    expect(formatCount(1204.6, 0)).toBe('1,205');
    expect(formatCount(3.14159, 1)).toBe('3.1');
    expect(formatCount(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatCount(999.6, 0)).toBe('1,000');
    expect(formatCount(1205, 0, false)).toBe('1205');
    expect(formatCount(-1205.5, 1)).toBe('-1,205.5');
    expect(formatCount(-0.01, 1)).toBe('0.0');
  });
});
