import { describe, expect, test } from 'vitest';
import { flyoutPlacement, pointerRests } from './flyout.ts';

describe('hover intent (S9.9: sensitivity 3)', () => {
  test('the pointer rests when it moved under 3 px (|dx| + |dy|) between two samples', () => {
    expect(pointerRests({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(true);
    expect(pointerRests({ x: 10, y: 10 }, { x: 10, y: 10 })).toBe(true);
    expect(pointerRests({ x: 10, y: 10 }, { x: 12, y: 11 })).toBe(false);
    expect(pointerRests({ x: 10, y: 10 }, { x: 10, y: 7 })).toBe(false);
  });
});

describe('flyout placement (S9.3: no repositioning under a 750 px container)', () => {
  const viewport = { width: 1280, height: 800 };
  const item = { left: 20, right: 260, top: 100, bottom: 140 };
  test('inside the viewport: beside the item, as drawn', () => {
    expect(flyoutPlacement({ left: 260, right: 484, top: 100, bottom: 300 }, item, viewport, 1280)).toEqual({ side: 'end', shiftUp: 0 });
  });
  test('past the right edge with room on the left: the other side', () => {
    const right = { left: 1000, right: 1240, top: 100, bottom: 140 };
    expect(flyoutPlacement({ left: 1240, right: 1464, top: 100, bottom: 300 }, right, viewport, 1280)).toEqual({ side: 'start', shiftUp: 0 });
  });
  test('past the right edge with no room on the left either: it stays', () => {
    expect(flyoutPlacement({ left: 260, right: 1500, top: 100, bottom: 300 }, item, viewport, 1280).side).toBe('end');
  });
  test('past the bottom: moved up by the overflow, with a gap, never above the top', () => {
    expect(flyoutPlacement({ left: 260, right: 484, top: 700, bottom: 900 }, item, viewport, 1280).shiftUp).toBe(108);
    expect(flyoutPlacement({ left: 260, right: 484, top: 50, bottom: 1000 }, item, viewport, 1280).shiftUp).toBe(42);
  });
  test('a container under 750 px: nothing moves', () => {
    expect(flyoutPlacement({ left: 600, right: 900, top: 700, bottom: 900 }, item, { width: 749, height: 800 }, 749)).toEqual({ side: 'end', shiftUp: 0 });
  });
  test('right to left: past the left edge with room on the right, the other side', () => {
    const rtlItem = { left: 1020, right: 1260, top: 100, bottom: 140 };
    expect(flyoutPlacement({ left: -10, right: 214, top: 100, bottom: 300 }, { left: 214, right: 454, top: 100, bottom: 140 }, viewport, 1280, true).side).toBe(
      'start',
    );
    expect(flyoutPlacement({ left: 796, right: 1020, top: 100, bottom: 300 }, rtlItem, viewport, 1280, true).side).toBe('end');
  });
});
