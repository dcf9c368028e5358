/**
 * A shopper's presses on a server's first paint of an element (the filter sidebar's copy, printed
 * before the scripts have started): the copy is inert, so a press went nowhere and was lost (a
 * quick shopper on a first visit: 0.6 s of the sidebar on a desktop, 1.5 s on a mid-range phone).
 * Each press on one of the copy's controls is now noted on the copy (the control's place in it)
 * and shown at once where the control is a checkbox or radio button; the element carries them out
 * on its own view when it takes over (shared/platform/first-paint.ts). Loaded by the loader only on a
 * page with a copy (which the server preloads there); stops listening once no copy is left.
 */

// Written out, as in shared/platform/first-paint.ts (which reads what this notes): importing it
// put this module behind an 18 kB shared chunk, and presses made while that loaded were lost.
const FIRST_PAINT_ATTRIBUTE = 'data-shop-first-paint';
const PRESSES_ATTRIBUTE = 'data-shop-presses';

/** An element's place in the copy: its child index at every level, the first its drawing's, e.g. "0.0.2.1". */
function placeIn(root: Element, element: Element): string {
  const steps: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) steps.unshift([...node.parentElement.children].indexOf(node));
  return steps.join('.');
}

const CONTROLS = 'label, button, input, select, a[href], summary';

/** The innermost control of the copy under the point (the copy lets the pointer through, so it is found by its boxes). */
function controlAt(copy: Element, x: number, y: number): Element | null {
  let found: Element | null = null;
  for (const control of copy.querySelectorAll(CONTROLS)) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || x < box.left || x > box.right || y < box.top || y > box.bottom) continue;
    // Later matches in document order sit inside earlier ones (a checkbox inside its label) or after them.
    found = control;
  }
  return found;
}

/** What a checkbox or radio button pressed in the copy shows until the element takes over. */
function showPressed(control: Element): void {
  const input = control instanceof HTMLInputElement ? control : control instanceof HTMLLabelElement ? control.control : null;
  if (!(input instanceof HTMLInputElement)) return;
  if (input.type === 'checkbox') input.checked = !input.checked;
  else if (input.type === 'radio') input.checked = true;
}

export function keepFirstPaintPresses(): void {
  const onPress = (event: MouseEvent) => {
    if (!event.isTrusted) return;
    const copies = document.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}]`);
    if (copies.length === 0) return document.removeEventListener('click', onPress, true);
    for (const copy of copies) {
      // A hidden drawing of the copy (the bar's other layout) has no boxes, so is never found.
      const control = controlAt(copy, event.clientX, event.clientY);
      if (!control) continue;
      const presses = copy.getAttribute(PRESSES_ATTRIBUTE);
      const place = placeIn(copy, control);
      copy.setAttribute(PRESSES_ATTRIBUTE, presses ? `${presses} ${place}` : place);
      showPressed(control);
      return;
    }
  };
  document.addEventListener('click', onPress, true);
}
