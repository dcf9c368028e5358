/** A message made focusable for the moment (it is not a control: it leaves the tab order when left). */
export function focusableMessage(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement)) return null;
  if (!element.hasAttribute('tabindex')) {
    element.tabIndex = -1;
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  return element;
}
