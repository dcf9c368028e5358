/** Layout rules: the screens a layout shows on, the horizontal and mobile bars, the footer text, the collapse limits. */
import { describe, expect, test } from 'vitest';
import type { FilterType } from './filter-config.ts';
import { footerButtonText, horizontalPlan, mobilePlan, mobileQuery, screenBound, screenQuery } from './layout-rules.ts';
import { readLayoutConfig } from './layout-config.ts';

const filters = (...types: FilterType[]) => types.map((type, i) => ({ id: `f${i}`, type }));

describe('layout rules', () => {
  test('min-screen / max-screen: integers as given, anything else 99999, missing unrestricted', () => {
    expect(screenBound('850', 0)).toBe(850);
    expect(screenBound(' 320 ', 0)).toBe(320);
    expect(screenBound('12.5', 0)).toBe(99999);
    expect(screenBound('wide', 0)).toBe(99999);
    expect(screenBound(null, 0)).toBe(0);
    expect(screenQuery(null, '849')).toBe('(min-width: 0px) and (max-width: 849px)');
    expect(screenQuery('850', undefined)).toBe('(min-width: 850px) and (max-width: 99999px)');
    expect(screenQuery('abc', null)).toBe('(min-width: 99999px) and (max-width: 99999px)');
  });

  test('mobile mode from 1 px to the breakpoint (450 by default)', () => {
    expect(mobileQuery(readLayoutConfig({}).mobileBreakpoint)).toBe('(min-width: 1px) and (max-width: 450px)');
    expect(mobileQuery(readLayoutConfig({ mobile_breakpoint: 600 }).mobileBreakpoint)).toBe('(min-width: 1px) and (max-width: 600px)');
    expect(mobileQuery(readLayoutConfig({ mobile_breakpoint: 'x' }).mobileBreakpoint)).toBe('(min-width: 1px) and (max-width: 450px)');
  });

  test('horizontal: no button for category filters, up to 5, All filters when more or always', () => {
    const six = filters('category', 'color', 'buttons', 'range', 'checkboxes', 'toggle');
    const plan = horizontalPlan(six, readLayoutConfig({}));
    expect(plan.buttons.map((f) => f.type)).toEqual(['color', 'buttons', 'range', 'checkboxes', 'toggle']);
    expect(plan.allFilters).toBe(true);
    expect(horizontalPlan(filters('color', 'range'), readLayoutConfig({})).allFilters).toBe(false);
    expect(horizontalPlan(filters('color', 'range'), readLayoutConfig({ always_display_all_filters_button: true })).allFilters).toBe(true);
    expect(horizontalPlan(filters('color', 'range', 'toggle'), readLayoutConfig({ horizontal_max_buttons: 2 }))).toMatchObject({ allFilters: true });
  });

  test('mobile: up to 2 buttons and All filters', () => {
    const plan = mobilePlan(filters('category', 'color', 'buttons', 'range'), readLayoutConfig({}));
    expect(plan.buttons.map((f) => f.type)).toEqual(['color', 'buttons']);
    expect(plan.allFilters).toBe(true);
    expect(mobilePlan(filters('color', 'buttons'), readLayoutConfig({ mobile_max_buttons: 0 })).buttons).toEqual([]);
  });

  test('footer button text with plural forms', () => {
    expect(footerButtonText(1, true)).toBe('See 1 product');
    expect(footerButtonText(25, true)).toBe('See 25 products');
    expect(footerButtonText(25, false)).toBe('See products');
    expect(footerButtonText(0, true)).toBe('See all products');
  });

  test('collapse limits per layout', () => {
    const raw = { collapsing: { collapse_after: 3, off_canvas_collapse_after: 0 } };
    const { collapseAfter } = readLayoutConfig(raw);
    expect(collapseAfter.sidebar).toBe(3);
    expect(collapseAfter.offcanvas).toBe(0);
    expect(collapseAfter.mobile).toBe(Infinity);
  });
});
