/**
 * Product card markup for the grid (filter spec §2.1, §4.11, §7.7): the cards the server
 * already rendered are harvested from the loop; missing ones are fetched from the shop and
 * sanitised before they reach the page.
 */
import type { FilterAppConfig } from '../engine/filter/app-config.ts';
import { sanitizedFragment, sanitizedPage } from './sanitize.ts';

export interface ProductCard {
  /** The card's own classes (without the row position classes 'first' / 'last'). */
  className: string;
  /** Its content as nodes (the server's own, or fetched and sanitised); cloned into the grid. */
  content: DocumentFragment;
}

/** The element's children moved (or, from the page, copied) into a fragment of this document. */
function contentOf(element: Element, copy: boolean): DocumentFragment {
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

const classOf = (element: Element) => element.className.replace(POSITION, ' ').replace(/\s+/g, ' ').trim();

/** A card of the page's own markup (trusted: the server escaped it), copied as nodes. */
export function cardOf(element: Element): ProductCard {
  return { className: classOf(element), content: contentOf(element, true) };
}

/**
 * §2.1: the products loop: the configured selectors first (the first that matches), then a
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

/**
 * §7.7: POST the ids to single_products_fetch_url. 'single': JSON {products: {id: html}};
 * 'page': an HTML page whose loop holds the cards. Throws on failure (the caller resets its
 * in-flight list, §8).
 */
export async function fetchCards(config: FilterAppConfig, ids: number[], get: typeof fetch = (input, init) => fetch(input, init)): Promise<Map<number, ProductCard>> {
  const page = config.products_fetching_strategy === 'page';
  const response = await get(new URL(config.single_products_fetch_url || '/shop/', location.origin).href, {
    method: 'POST',
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: page ? 'text/html' : 'application/json' },
    body: JSON.stringify({ [`${config.namespace}-products`]: '1', ids }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const cards = new Map<number, ProductCard>();
  const wanted = new Set(ids);
  // The elements here are already sanitised nodes: they are moved, never re-serialised.
  const take = (id: number, element: Element) => {
    if (wanted.has(id)) cards.set(id, { className: classOf(element), content: contentOf(element, false) });
  };
  if (page) {
    const doc = sanitizedPage(await response.text());
    for (const item of doc.querySelectorAll('.product')) {
      const id = cardId(item);
      if (id !== null) take(id, item);
    }
    return cards;
  }
  const body = (await response.json()) as { products?: Record<string, unknown> };
  if (!body || typeof body.products !== 'object' || body.products === null) throw new Error('Invalid server response');
  for (const [id, html] of Object.entries(body.products)) {
    if (typeof html !== 'string') continue;
    const item = sanitizedFragment(html).firstElementChild;
    if (item) take(Number(id), item);
  }
  return cards;
}
