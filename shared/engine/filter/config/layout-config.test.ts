/** The typed layout settings the views read: defaults and parsing. */
import { describe, expect, test } from 'vitest';
import { readLayoutConfig } from './layout-config.ts';

describe('readLayoutConfig', () => {
  test("an empty configuration gives the spec's defaults", () => {
    const layout = readLayoutConfig({});
    expect(layout).toMatchObject({
      mobileBreakpoint: 450,
      horizontalMaxButtons: 5,
      mobileMaxButtons: 2,
      alwaysShowAllFilters: false,
      showCount: true,
      counterFormat: 'brackets',
      headlineTag: 'h3',
      appliedInSidebar: 'none',
      sidebarHtmlBefore: '',
      sidebarHtmlAfter: '',
      offcanvasPosition: 'right',
      engineInWorker: 'auto',
      values: { showMoreAfter: 7, showAllFrom: 15, groupShowAllByFirstChar: true, expandToLevel: 0 },
      scrollTop: { mode: 'mobile', onPageChange: true, offsetMobile: 200, offsetDesktop: 200, waitMs: null },
    });
    expect(layout.collapseAfter.sidebar).toBe(Infinity);
  });

  test('configured values, and wrong types falling back', () => {
    const layout = readLayoutConfig({
      mobile_breakpoint: 600.7,
      horizontal_max_buttons: 3,
      mobile_max_buttons: -1,
      show_count: false,
      counter_format: 'plain',
      filter_headline_tag: 'H2',
      applied_filters_position_sidebar: 'both',
      sidebar_html_before: '<p>Hi</p>',
      sidebar_html_after: 42,
      offcanvas_position: 'left',
      engine_in_worker: 'never',
      show_more_less: false,
      show_all_number: '20',
      expand_to_level: 2,
      scroll_top: 'desktop',
      scroll_top_on_page_change: false,
      scroll_top_offset_mobile: '80',
      scroll_top_wait: 0,
      pagination_args: { mid_size: 1 },
    });
    expect(layout).toMatchObject({
      mobileBreakpoint: 600,
      horizontalMaxButtons: 3,
      mobileMaxButtons: 2,
      showCount: false,
      counterFormat: 'plain',
      headlineTag: 'h2',
      appliedInSidebar: 'both',
      sidebarHtmlBefore: '<p>Hi</p>',
      sidebarHtmlAfter: '',
      offcanvasPosition: 'left',
      engineInWorker: 'never',
      values: { showMoreAfter: Infinity, showAllFrom: 20, expandToLevel: 2 },
      scrollTop: { mode: 'desktop', onPageChange: false, offsetMobile: 80, waitMs: 0 },
    });
    expect(layout.pagination.mid_size).toBe(1);
    expect(readLayoutConfig({ scroll_top: 'sideways' }).scrollTop.mode).toBe('disabled');
  });
});
