import { describe, expect, test } from 'vitest';
import { decrement, increment, normalise } from './quantity.ts';

describe('quantity rules', () => {
  test('plus never exceeds max, and at or above max sets max', () => {
    expect(increment('4', { min: 1, max: 5, step: 1 })).toBe(5);
    expect(increment('5', { min: 1, max: 5, step: 1 })).toBe(5);
    expect(increment('9', { min: 1, max: 5, step: 1 })).toBe(5);
  });
  test('minus never goes below min and only decrements above 0', () => {
    expect(decrement('2', { min: 1, step: 1 })).toBe(1);
    expect(decrement('1', { min: 1, step: 1 })).toBe(1);
    expect(decrement('0', { step: 1 })).toBe(0);
    expect(decrement('1', {})).toBe(0);
  });
  test("step 'any' or empty counts as 1", () => {
    expect(increment('2', { step: 'any' })).toBe(3);
    expect(increment('2', { step: '' })).toBe(3);
  });
  test("results are rounded to the step's decimals", () => {
    expect(increment('0.1', { step: '0.2' })).toBe(0.3);
    expect(decrement('1', { step: '0.25', min: 0 })).toBe(0.75);
  });
  test('a typed value below min is raised to min', () => {
    expect(normalise('0', { min: 2, max: 10 })).toBe(2);
    expect(normalise('abc', { min: 1 })).toBe(1);
    expect(normalise('12', { min: 1, max: 10 })).toBe(10);
  });
});
