import { describe, expect, test } from 'vitest';
import { nextStickyState, scrollOffset } from './sticky-header.ts';

const reading = (scrollY: number, previousScrollY = scrollY, extra: Partial<Parameters<typeof nextStickyState>[1]> = {}) => ({
  scrollY,
  previousScrollY,
  headerHeight: 68,
  topBarHeight: 0,
  hideOnScroll: false,
  ...extra,
});
const free = { stuck: false, hidden: false };
const stuck = { stuck: true, hidden: false };

describe('sticky header', () => {
  test('sticks past the header height plus 100', () => {
    expect(nextStickyState(free, reading(168)).stuck).toBe(false);
    expect(nextStickyState(free, reading(169)).stuck).toBe(true);
  });
  test('stays stuck until above the top bar, or 1 px without one', () => {
    expect(nextStickyState(stuck, reading(50)).stuck).toBe(true);
    expect(nextStickyState(stuck, reading(1)).stuck).toBe(true);
    expect(nextStickyState(stuck, reading(0)).stuck).toBe(false);
    expect(nextStickyState(stuck, reading(39, 39, { topBarHeight: 40 })).stuck).toBe(false);
    expect(nextStickyState(stuck, reading(40, 40, { topBarHeight: 40 })).stuck).toBe(true);
  });
  test('the hide-on-scroll variant hides going down and shows going up', () => {
    const down = nextStickyState(stuck, reading(600, 500, { hideOnScroll: true }));
    expect(down).toEqual({ stuck: true, hidden: true });
    expect(nextStickyState(down, reading(601, 600, { hideOnScroll: true })).hidden).toBe(true);
    expect(nextStickyState(down, reading(550, 600, { hideOnScroll: true })).hidden).toBe(false);
    expect(nextStickyState(down, reading(0, 600, { hideOnScroll: true }))).toEqual(free);
    expect(nextStickyState(stuck, reading(600, 500)).hidden).toBe(false);
  });
  test('offsets scroll targets by the stuck header and the admin bar', () => {
    expect(scrollOffset(70, 32)).toBe(102);
    expect(scrollOffset(70, 0)).toBe(70);
  });
});
