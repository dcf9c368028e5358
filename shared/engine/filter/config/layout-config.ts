/**
 * The configuration keys the layouts, the controls and the products area read, parsed once with
 * their documented defaults (elements/filter-sidebar/README.md lists them). Views read these typed
 * fields, never the configuration's raw keys.
 */
import { readPaginationArgs, type PaginationArgs } from '../presentation/pagination-items.ts';
import { headlineTag, type HeadlineTag } from '../presentation/headline-tag.ts';

export type FilterLayoutName = 'sidebar' | 'horizontal' | 'offcanvas' | 'mobile';

export interface LayoutConfig {
  /** Mobile mode from 1 px to this width (default 450). */
  mobileBreakpoint: number;
  /** Filter buttons on the horizontal bar (default 5) and the mobile bar (default 2). */
  horizontalMaxButtons: number;
  mobileMaxButtons: number;
  /** 'All filters' even when every filter has a button. */
  alwaysShowAllFilters: boolean;
  /** Values shown before 'show more', per layout (Infinity: no collapsing). */
  collapseAfter: Record<FilterLayoutName, number>;
  /** Counters shown (show_count) and their format ('brackets' wraps them in parentheses). */
  showCount: boolean;
  counterFormat: 'brackets' | 'plain';
  /** The filters' headline tag. */
  headlineTag: HeadlineTag;
  /** Where the sidebar shows the applied filters. */
  appliedInSidebar: 'top' | 'bottom' | 'both' | 'none';
  /** The theme's HTML before and after the sidebar's filters ('' for none; sanitised where shown). */
  sidebarHtmlBefore: string;
  sidebarHtmlAfter: string;
  /** The side the off-canvas panel slides in from. */
  offcanvasPosition: 'left' | 'right';
  /** Long value lists — 'show more' after this many (Infinity when off), the 'show all'
   * dialog from this many values, its A–Z grouping, and the hierarchy levels open at first. */
  values: { showMoreAfter: number; showAllFrom: number; groupShowAllByFirstChar: boolean; expandToLevel: number };
  /** The range slider's histogram and its end labels (as configured; read by sliderEndLabel). */
  slider: { histogram: boolean; minLabel: unknown; maxLabel: unknown };
  /** Scrolling to the products after a change or a page change. */
  scrollTop: { mode: 'mobile' | 'desktop' | 'both' | 'disabled'; onPageChange: boolean; offsetMobile: number; offsetDesktop: number; waitMs: number | null };
  /** Paginate_links() arguments. */
  pagination: PaginationArgs;
  /** Where the engine runs: 'auto' (a Worker above a size), 'always' or 'never'. */
  engineInWorker: 'auto' | 'always' | 'never';
}

const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const finite = (value: unknown, fallback: number) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

function collapseAfter(raw: Record<string, unknown>, layout: FilterLayoutName): number {
  const collapsing = (raw.collapsing ?? {}) as Record<string, unknown>;
  const key = layout === 'offcanvas' ? 'off_canvas_collapse_after' : layout === 'mobile' ? 'mobile_collapse_after' : 'collapse_after';
  const n = collapsing[key] ?? raw[key];
  return typeof n === 'number' && n >= 0 ? n : Infinity;
}

export function readLayoutConfig(raw: Record<string, unknown>): LayoutConfig {
  const breakpoint = raw.mobile_breakpoint;
  const applied = raw.applied_filters_position_sidebar;
  const scroll = raw.scroll_top;
  const wait = finite(raw.scroll_top_wait, NaN);
  return {
    mobileBreakpoint: typeof breakpoint === 'number' && Number.isFinite(breakpoint) && breakpoint >= 1 ? Math.floor(breakpoint) : 450,
    horizontalMaxButtons: count(raw.horizontal_max_buttons, 5),
    mobileMaxButtons: count(raw.mobile_max_buttons, 2),
    alwaysShowAllFilters: raw.always_display_all_filters_button === true,
    collapseAfter: {
      sidebar: collapseAfter(raw, 'sidebar'),
      horizontal: collapseAfter(raw, 'horizontal'),
      offcanvas: collapseAfter(raw, 'offcanvas'),
      mobile: collapseAfter(raw, 'mobile'),
    },
    showCount: raw.show_count !== false,
    counterFormat: raw.counter_format === undefined || raw.counter_format === 'brackets' ? 'brackets' : 'plain',
    headlineTag: headlineTag(raw.filter_headline_tag),
    appliedInSidebar: applied === 'top' || applied === 'bottom' || applied === 'both' ? applied : 'none',
    sidebarHtmlBefore: text(raw.sidebar_html_before),
    sidebarHtmlAfter: text(raw.sidebar_html_after),
    offcanvasPosition: raw.offcanvas_position === 'left' ? 'left' : 'right',
    values: {
      // A missing, zero or non-numeric count takes the default, as the spec's `|| default`.
      showMoreAfter: raw.show_more_less === false ? Infinity : Number(raw.show_more_less_number) || 7,
      showAllFrom: Number(raw.show_all_number) || 15,
      groupShowAllByFirstChar: raw.show_all_grouping_by_first_char !== false,
      expandToLevel: Number(raw.expand_to_level) || 0,
    },
    slider: { histogram: raw.range_slider_histogram !== false, minLabel: raw.range_slider_min_value_label, maxLabel: raw.range_slider_max_value_label },
    scrollTop: {
      mode: scroll === 'both' || scroll === 'desktop' || scroll === 'disabled' ? scroll : scroll === undefined || scroll === 'mobile' ? 'mobile' : 'disabled',
      onPageChange: raw.scroll_top_on_page_change !== false,
      offsetMobile: finite(raw.scroll_top_offset_mobile, 200),
      offsetDesktop: finite(raw.scroll_top_offset_desktop, 200),
      waitMs: Number.isFinite(wait) ? wait : null,
    },
    pagination: readPaginationArgs(raw.pagination_args),
    engineInWorker: raw.engine_in_worker === 'always' || raw.engine_in_worker === 'never' ? raw.engine_in_worker : 'auto',
  };
}
