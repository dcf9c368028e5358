/** Pointer gestures of the gallery and its lightbox, as numbers: swipe, pinch, hover zoom. */

/** A horizontal swipe of at least `threshold` px that is more sideways than up or down. */
export function swipeStep(dx: number, dy: number, threshold = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;

/** The scale after two fingers moved from `startDistance` apart to `distance` apart. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startScale;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, startScale * (distance / startDistance)));
}

export const distanceBetween = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** Where the pointer is over a box, in percent of its width and height (the zoom's origin). */
export function zoomOrigin(pointer: { x: number; y: number }, box: { left: number; top: number; width: number; height: number }): { x: number; y: number } {
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  return { x: clamp(((pointer.x - box.left) / (box.width || 1)) * 100), y: clamp(((pointer.y - box.top) / (box.height || 1)) * 100) };
}

/** The next index: the slider stops at its ends, the lightbox goes round. */
export function stepIndex(index: number, delta: number, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (wrap) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}
