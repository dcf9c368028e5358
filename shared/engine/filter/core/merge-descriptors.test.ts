/** Incremental update merge. */
import { describe, expect, test } from 'vitest';
import { isDescriptorsUpdate, mergeDescriptors } from './merge-descriptors.ts';

const BASE = { 1: [1, 1, {}, 'variable'], 2: [2, 1, {}], 3: [3, 1, {}], 9: [9, 9, {}], 10: [10, 10, {}] };

describe('mergeDescriptors', () => {
  test('deleted ids go (with their variations); changed descriptors are merged in', () => {
    expect(Object.keys(mergeDescriptors(BASE, { deleted: [1, '10'], descriptors: { 11: [11, 11, {}] } }))).toEqual(['9', '11']);
  });
  test('a product arriving again brings its whole family: variations it no longer has are dropped', () => {
    const merged = mergeDescriptors(BASE, { deleted: [], descriptors: { 1: [1, 1, { price: [5] }, 'variable'], 3: [3, 1, { size: ['l'] }] } });
    expect(merged).toEqual({ 1: [1, 1, { price: [5] }, 'variable'], 3: [3, 1, { size: ['l'] }], 9: [9, 9, {}], 10: [10, 10, {}] });
  });
  test('a changed variation alone replaces just itself', () => {
    expect(mergeDescriptors(BASE, { deleted: [], descriptors: { 2: [2, 1, { size: ['s'] }] } })[2]).toEqual([2, 1, { size: ['s'] }]);
  });
  test('the shape of an update: an object with a deleted list and a descriptors map (PHP may send [] for an empty map)', () => {
    expect([{ deleted: [], descriptors: {} }, { deleted: [], descriptors: [] }, {}].every(isDescriptorsUpdate)).toBe(true);
    expect([null, [], 'x', { deleted: 'x' }, { descriptors: [1] }].some(isDescriptorsUpdate)).toBe(false);
  });
});
