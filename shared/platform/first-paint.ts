/**
 * A server may print an element's first paint just before the element: its view rendered to HTML
 * with the server's first answer, marked `data-shop-first-paint="<tag>"` (the demo store does for
 * the filter sidebar). The copy stays on screen until the element draws its own view (the same
 * markup) and is removed then; presses a shopper made on it meanwhile (noted by
 * shared/runtime/first-paint-presses.ts) are carried out on the view's same controls.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-shop-first-paint';
/**
 * On a copy: the places of the controls pressed on it (child indexes from the copy, the first
 * step being the drawing's: a copy may hold several, as the filter bar's two layouts), in order,
 * space-separated ("0.0.2.1 0.0.4"); written by shared/runtime/first-paint-presses.ts.
 */
export const PRESSES_ATTRIBUTE = 'data-shop-presses';

/** The server's copy for this element, if the page has one. */
export function firstPaintCopyOf(host: Element): Element | null {
  const before = host.previousElementSibling;
  return before?.getAttribute(FIRST_PAINT_ATTRIBUTE) === host.localName ? before : null;
}

/** Every copy printed for this tag, when its elements will draw nothing (the filter off). */
export function removeFirstPaintCopies(tag: string): void {
  for (const copy of document.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}="${tag}"]`)) copy.remove();
}

function atPlace(root: Element, place: string): Element | null {
  let node: Element | null = root;
  for (const step of place ? place.split('.') : []) node = node?.children[Number(step)] ?? null;
  return node;
}

const sameControl = (a: Element, b: Element): boolean =>
  a.localName === b.localName && a.className === b.className && a.getAttribute('type') === b.getAttribute('type') && a.textContent === b.textContent;

/** The control of the host's view at a press's place on the copy, if the view has the same one there. */
function viewControl(copy: Element, host: Element, place: string): HTMLElement | null {
  const [drawingIndex, ...steps] = place.split('.');
  const drawing = copy.children[Number(drawingIndex)];
  // The view's root: the host's child drawn like the copy's drawing (the same layout).
  const view = drawing && [...host.children].find((child) => child.localName === drawing.localName && child.className === drawing.className);
  const inCopy = drawing && atPlace(drawing, steps.join('.'));
  const inView = view && atPlace(view, steps.join('.'));
  return inCopy && inView instanceof HTMLElement && sameControl(inCopy, inView) ? inView : null;
}

/**
 * Removes the host's copy and returns the controls of the host's view that the shopper pressed on
 * it, in order. A press whose drawing the view does not draw (the bar's other layout), whose
 * control is not in the same place of the view, or differs from the copy's (another answer
 * drawn), is dropped.
 */
export function takeOverFirstPaint(host: Element): HTMLElement[] {
  const copy = firstPaintCopyOf(host);
  if (!copy) return [];
  const places = copy.getAttribute(PRESSES_ATTRIBUTE)?.split(' ') ?? [];
  const pressed = places.map((place) => viewControl(copy, host, place)).filter((control) => control !== null);
  copy.remove();
  return pressed;
}

/**
 * Presses the controls as the shopper did (a label's press is its checkbox's); the focus goes to
 * the last one, as a press would have put it, unless the shopper has put it somewhere since (a
 * label's own press would have moved it: its checkbox is pressed instead).
 */
export function pressAgain(controls: HTMLElement[]): void {
  const focusFree = document.activeElement === document.body || document.activeElement === null;
  const targets = controls.map((control) => (control instanceof HTMLLabelElement ? (control.control ?? control) : control));
  for (const target of targets) if (target.isConnected) target.click();
  const last = targets.at(-1);
  if (focusFree && last?.isConnected) last.focus({ preventScroll: true });
}
