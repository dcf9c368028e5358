/**
 * A server may print an element's first paint just before the element: its view rendered to HTML
 * with the server's first answer, marked `data-shop-first-paint="<tag>"` (the demo store does for
 * the filter sidebar). The copy stays on screen until the element draws its own view, and is
 * removed in that same commit (a layout effect: before the browser paints), so the swap is not
 * seen; or as soon as the element knows it will draw nothing here.
 */
import { useLayoutEffect } from 'react';

export const FIRST_PAINT_ATTRIBUTE = 'data-shop-first-paint';

/** The server's copy for this element, if the page has one. */
export function firstPaintCopyOf(host: Element): Element | null {
  const before = host.previousElementSibling;
  return before?.getAttribute(FIRST_PAINT_ATTRIBUTE) === host.localName ? before : null;
}

export function useFirstPaintHandOver(host: HTMLElement | undefined, done: boolean): void {
  useLayoutEffect(() => {
    if (done && host) firstPaintCopyOf(host)?.remove();
  }, [host, done]);
}

/** Every copy printed for this tag, when its elements will draw nothing (the filter off). */
export function removeFirstPaintCopies(tag: string): void {
  for (const copy of document.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}="${tag}"]`)) copy.remove();
}
