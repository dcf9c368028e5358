/**
 * The sticky header's state from the scroll position: it sticks once the page is scrolled past
 * the header's height plus 100 px, and unsticks only above the top bar's height (1 px without a
 * top bar), so it does not flicker between the two. The hide-on-scroll variant hides the stuck
 * header while the page scrolls down and shows it again on the way up.
 */
export const STICK_EXTRA = 100;
/** The stuck header's height setting. */
export const STUCK_HEIGHT = 70;

export interface StickyHeaderState {
  stuck: boolean;
  hidden: boolean;
}

export interface ScrollReading {
  scrollY: number;
  previousScrollY: number;
  headerHeight: number;
  topBarHeight: number;
  hideOnScroll: boolean;
}

export function nextStickyState(now: StickyHeaderState, r: ScrollReading): StickyHeaderState {
  const stickAt = r.headerHeight + STICK_EXTRA;
  const unstickAt = r.topBarHeight > 0 ? r.topBarHeight : 1;
  const stuck = now.stuck ? r.scrollY >= unstickAt : r.scrollY > stickAt;
  if (!stuck || !r.hideOnScroll) return { stuck, hidden: false };
  const delta = r.scrollY - r.previousScrollY;
  // Small jitters (momentum, rounding) keep the current state.
  const hidden = delta > 2 ? true : delta < -2 ? false : now.hidden;
  return { stuck, hidden };
}

/** Scroll-to targets clear the stuck header and the admin bar. */
export const scrollOffset = (stuckHeight: number, adminBarHeight: number) => Math.max(0, stuckHeight) + Math.max(0, adminBarHeight);
