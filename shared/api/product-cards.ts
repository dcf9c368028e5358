/**
 * Missing product cards from the shop, sanitised into nodes before they
 * reach the page.
 */
import type { FilterAppConfig } from '../engine/filter/config/app-config.ts';
import { cardId, classOf, contentOf, type ProductCard } from '../platform/product-markup.ts';
import { shopFallbackUrl } from '../engine/filter/url/url-state.ts';
import { runInSlices } from '../platform/main-thread.ts';
import { loadSanitizer, sanitizedFragment, sanitizedPage } from '../platform/sanitize.ts';

/**
 * POST the ids to single_products_fetch_url. 'single': JSON {products: {id: html}};
 * 'page': an HTML page whose loop holds the cards. Throws on failure (the caller resets its
 * in-flight list). `loopSelector` (the page's loop, written without the classes scripts change)
 * finds the loop in a fetched page (the first match holding a product), so the page's other
 * product lists (related, upsells) are not taken for it; a page where none matches is read whole.
 */
export async function fetchCards(
  config: FilterAppConfig,
  ids: number[],
  loopSelector?: string,
  get: typeof fetch = (input, init) => fetch(input, init),
): Promise<Map<number, ProductCard>> {
  const page = config.products_fetching_strategy === 'page';
  // Loaded while the cards are on their way (the first time a page asks for cards).
  const sanitizer = loadSanitizer();
  // Unset: the shop's fallback address (origin + /shop, '/' when use_trailing_slash is on).
  const address = config.single_products_fetch_url || shopFallbackUrl(location.origin, { trailingSlash: config.use_trailing_slash });
  const response = await get(new URL(address, location.origin).href, {
    method: 'POST',
    cache: 'no-cache',
    credentials: 'same-origin',
    // The strategy names itself as the original backend expects: 'page' sends its (JSON) body
    // as text/html and gets a page back; 'single' sends and gets JSON.
    headers: page ? { 'Content-Type': 'text/html', Accept: 'text/html' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ [`${config.namespace}-products`]: '1', ids }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (!(await sanitizer)) throw new Error('The sanitiser could not be loaded');
  const cards = new Map<number, ProductCard>();
  const wanted = new Set(ids);
  // The elements here are already sanitised nodes: they are moved, never re-serialised.
  const take = (id: number, element: Element) => {
    if (wanted.has(id)) cards.set(id, { className: classOf(element), content: contentOf(element, false) });
  };
  if (page) {
    const doc = sanitizedPage(await response.text());
    const loop = loopSelector ? [...doc.querySelectorAll(loopSelector)].find((list) => list.querySelector('.product')) : undefined;
    for (const item of (loop ?? doc).querySelectorAll('.product')) {
      const id = cardId(item);
      if (id !== null) take(id, item);
    }
    return cards;
  }
  const body = (await response.json()) as { products?: Record<string, unknown> };
  if (!body || typeof body.products !== 'object' || body.products === null) throw new Error('Invalid server response');
  // Card by card, the browser getting a turn every 10 ms: a next page's cards sanitised at once
  // made a long task while the shopper scrolled.
  await runInSlices(sanitizeEach(body.products, take));
  return cards;
}

function* sanitizeEach(products: Record<string, unknown>, take: (id: number, element: Element) => void): Generator<void, void, void> {
  for (const [id, html] of Object.entries(products)) {
    if (typeof html !== 'string') continue;
    const item = sanitizedFragment(html).firstElementChild;
    if (item) take(Number(id), item);
    yield;
  }
}
