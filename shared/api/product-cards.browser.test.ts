/**
 * The 'page' card strategy finds the loop in the fetched page by the live loop's selector,
 * written without ignored_classes_in_css_selectors (F2.1.7): the page's other product lists
 * (related products) are not taken for cards of the loop.
 */
import { assert } from '../testing/wait.ts';
import { cardMarkup, fixtureConfig } from '../testing/fake-filter-shop.ts';
import { selectorFromClasses } from '../engine/filter/config/spec-markup.ts';
import { fetchCards } from './product-cards.ts';

const fetchedPage = `<!doctype html><html><body>
<nav><ul class="menu"><li>Home</li></ul></nav>
<ul class="products columns-3">${cardMarkup(5, '<span class="from">loop</span>')}${cardMarkup(6, '<span class="from">loop</span>')}</ul>
<section class="related products"><ul class="products columns-4">${cardMarkup(6, '<span class="from">related</span>')}</ul></section>
</body></html>`;
const answer = async () => new Response(fetchedPage, { headers: { 'Content-Type': 'text/html' } });
const config = fixtureConfig({ products_fetching_strategy: 'page' }) as never;
const origin = (card: { content: DocumentFragment | Node } | undefined) => (card?.content as ParentNode | undefined)?.querySelector('.from')?.textContent;

describe("fetchCards with the 'page' strategy (F2.1.7)", () => {
  it('takes the cards from the fetched loop found by the live loop’s classes, less the ignored ones (a script’s class)', async () => {
    const live = document.createElement('ul');
    live.className = 'products columns-3 is-revealed';
    const selector = selectorFromClasses(live.localName, live.classList, ['is-revealed']);
    assert(selector === 'ul.products.columns-3', selector);
    const cards = await fetchCards(config, [5, 6], selector, answer);
    assert(origin(cards.get(5)) === 'loop' && origin(cards.get(6)) === 'loop', `6 from: ${origin(cards.get(6))}`);
  });

  it('without the ignored class left out, the selector would find nothing: the page is read whole (the related card wins as before)', async () => {
    const cards = await fetchCards(config, [5, 6], 'ul.products.columns-3.is-revealed', answer);
    assert(cards.size === 2 && origin(cards.get(6)) === 'related', `6 from: ${origin(cards.get(6))}`);
  });

  it("F7.7 / F2.2.1: 'page' sends its JSON body as text/html, 'single' as JSON; with no fetch URL the shop's fallback address (origin + /shop, '/' per use_trailing_slash)", async () => {
    const seen: { url: string; type: string; accept: string; body: string }[] = [];
    const record = async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url: String(input), type: headers.get('content-type') ?? '', accept: headers.get('accept') ?? '', body: String(init?.body) });
      return headers.get('accept') === 'text/html'
        ? answer()
        : new Response(JSON.stringify({ products: { 5: cardMarkup(5) } }), { headers: { 'Content-Type': 'application/json' } });
    };
    await fetchCards(config, [5], undefined, record);
    await fetchCards(
      fixtureConfig({ products_fetching_strategy: 'single', single_products_fetch_url: '', use_trailing_slash: false }) as never,
      [5],
      undefined,
      record,
    );
    assert(seen[0]!.type === 'text/html' && seen[0]!.accept === 'text/html', JSON.stringify(seen[0]));
    assert(JSON.parse(seen[0]!.body).ids[0] === 5, seen[0]!.body);
    assert(seen[1]!.type === 'application/json' && seen[1]!.url === `${location.origin}/shop`, JSON.stringify(seen[1]));
  });
});
