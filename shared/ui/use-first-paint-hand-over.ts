/**
 * The element's side of a server's first paint (shared/platform/first-paint.ts): the copy is
 * removed in the commit that draws the element's own view (a layout effect: before the browser
 * paints), so the swap is not seen; what the shopper pressed on the copy is pressed again on the
 * view right after that commit, before the frame is painted.
 */
import { useLayoutEffect } from 'react';
import { pressAgain, takeOverFirstPaint } from '../platform/first-paint.ts';

export function useFirstPaintHandOver(host: HTMLElement | undefined, done: boolean): void {
  useLayoutEffect(() => {
    if (!done || !host) return;
    const pressed = takeOverFirstPaint(host);
    // Out of React's commit: the presses' changes render as the shopper's own would.
    if (pressed.length > 0) queueMicrotask(() => pressAgain(pressed));
  }, [host, done]);
}
