/**
 * A menu's flyouts (a category's sub-list shown beside its item), the decisions without the DOM:
 * hover intent (a flyout opens when the pointer rests on its item, not when the pointer crosses
 * the item on its way elsewhere) and where an open flyout goes so it stays on screen.
 */

/** The pointer is sampled every 20 ms; it rests when it moved less than 3 px (|dx| + |dy|) between two samples; a flyout closes 70 ms after the pointer left. */
export const HOVER_INTENT = { sensitivity: 3, intervalMs: 20, timeoutMs: 70 } as const;

/** Below this container width the menu is a stacked list: no flyouts, nothing repositioned. */
export const FLYOUT_MIN_CONTAINER_WIDTH = 750;

/** Space kept between a flyout moved up and the viewport's top or bottom edge. */
const EDGE_GAP = 8;

export interface Point {
  x: number;
  y: number;
}

export function pointerRests(previous: Point, current: Point, sensitivity: number = HOVER_INTENT.sensitivity): boolean {
  return Math.abs(current.x - previous.x) + Math.abs(current.y - previous.y) < sensitivity;
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface FlyoutPlacement {
  /** 'end': beside the item on the text's end side (the theme's way); 'start': on the other side. */
  side: 'end' | 'start';
  /** How far the flyout moves up so its bottom stays on screen (never above the viewport's top). */
  shiftUp: number;
}

/**
 * Where a flyout goes, from where it is drawn the theme's way (beside the item, on the end side).
 * It changes side only when it passes the viewport's edge and fits on the other side, and moves
 * up when it passes the bottom. Nothing moves in a container narrower than 750 px.
 */
export function flyoutPlacement(flyout: Box, item: Box, viewport: { width: number; height: number }, containerWidth: number, rtl = false): FlyoutPlacement {
  if (containerWidth < FLYOUT_MIN_CONTAINER_WIDTH) return { side: 'end', shiftUp: 0 };
  const width = flyout.right - flyout.left;
  const passesEnd = rtl ? flyout.left < 0 : flyout.right > viewport.width;
  const fitsAtStart = rtl ? item.right + width <= viewport.width : item.left - width >= 0;
  const side = passesEnd && fitsAtStart ? 'start' : 'end';
  const overflow = flyout.bottom - (viewport.height - EDGE_GAP);
  const shiftUp = overflow > 0 ? Math.max(0, Math.min(overflow, flyout.top - EDGE_GAP)) : 0;
  return { side, shiftUp: Math.round(shiftUp) };
}
