/**
 * Where the focus goes when the control a shopper used disappears because the results changed
 * ('Clear all', the last chip): the result count, which then reads the new number of products
 * ("Showing all 2,046 results"); without one, the no-results message, the page heading, or the
 * main landmark. Such elements are not controls: they get tabindex="-1" to take the focus.
 */
const RESULT_TARGETS = ['.woocommerce-result-count', '.woocommerce-no-products-found', '.woocommerce-products-header__title', 'main h1', 'main'];

function visible(element: HTMLElement): boolean {
  return !element.closest('[hidden]') && element.getClientRects().length > 0;
}

export function focusElement(element: HTMLElement): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
  element.focus();
}

export function focusResults(root: ParentNode = document): boolean {
  for (const selector of RESULT_TARGETS) {
    const target = [...root.querySelectorAll<HTMLElement>(selector)].find(visible);
    if (target) {
      focusElement(target);
      return true;
    }
  }
  return false;
}
