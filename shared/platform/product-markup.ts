/**
 * Product card markup for the grid: the cards the server already
 * rendered are harvested from the loop as nodes; missing ones come from shared/api/product-cards.ts.
 */

export interface ProductCard {
  /** The card's own classes (without the row position classes 'first' / 'last'). */
  className: string;
  /** Its content as nodes (the server's own, or fetched and sanitised); cloned into the grid. */
  content: DocumentFragment;
}

/** The element's children moved (or, from the page, copied) into a fragment of this document. */
export function contentOf(element: Element, copy: boolean): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of [...element.childNodes]) fragment.append(copy ? child.cloneNode(true) : document.adoptNode(child));
  return fragment;
}

const POSITION = /(^|\s)(first|last)(?=\s|$)/g;

/** The product id of a card: its 'post-<id>' class. */
export function cardId(element: Element): number | null {
  const match = /(?:^|\s)post-(\d+)(?:\s|$)/.exec(element.className);
  return match ? Number(match[1]) : null;
}

export const classOf = (element: Element) => element.className.replace(POSITION, ' ').replace(/\s+/g, ' ').trim();

/** A card of the page's own markup (trusted: the server escaped it), copied as nodes. */
export function cardOf(element: Element): ProductCard {
  return { className: classOf(element), content: contentOf(element, true) };
}

/**
 * the products loop: the configured selectors first (the first that matches), then a
 * product list carrying a columns class, then any product list. Inside `scope` first, then the
 * whole document.
 */
export function findProductsLoop(scope: ParentNode, selectors: string[]): HTMLElement | null {
  const candidates = [...selectors, 'ul.products[class*="columns-"]', 'ul.products'];
  for (const root of [scope, document]) {
    for (const selector of candidates) {
      try {
        const found = root.querySelector<HTMLElement>(selector);
        if (found) return found;
      } catch {
        // An invalid selector from the configuration: try the next.
      }
    }
  }
  return null;
}

/** The cards the server rendered in the loop, by product id (markup trusted: it is the page's own). */
export function harvestCards(loop: Element): Map<number, ProductCard> {
  const cards = new Map<number, ProductCard>();
  for (const item of loop.querySelectorAll(':scope > li.product, :scope > .product')) {
    const id = cardId(item);
    if (id !== null && !item.classList.contains('product-category')) cards.set(id, cardOf(item));
  }
  return cards;
}
