/** <shop-products> with early_products_caching (F4.11.2): the next page's cards are fetched once the browser is idle, before the shopper asks. */
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
let actions: typeof import('../../shared/stores/filter.actions.ts');
const cards = () => [...document.querySelectorAll('ul.products > li.product')];

describe('<shop-products> with early_products_caching', () => {
  before(async () => {
    history.replaceState(null, '', '/');
    printFilterShop(fixtureConfig({ pagination_strategy: 'pagination', early_products_caching: true }), { products: true });
    shop = installFakeFilterShop();
    await import('./define.ts');
    actions = await import('../../shared/stores/filter.actions.ts');
    await until(() => document.querySelector('shop-products')?.getAttribute('data-state') === 'ready', 'ready');
  });
  after(() => shop.restore());

  it('fetches page 2’s cards without being asked; page 2 then draws from them, with no other request', async () => {
    await until(() => shop.cardRequests.length === 1, `card requests: ${JSON.stringify(shop.cardRequests)}`);
    const early = shop.cardRequests[0]!;
    assert(early.length === 4, `page 2's 4 cards: ${early.join()}`);
    await actions.goToPage(2);
    await until(() => cards().length === 4 && !document.querySelector('ul.products .shop-Products-placeholder'), 'page 2 drawn');
    const shown = cards().map((li) => Number(/post-(\d+)/.exec(li.className)?.[1] ?? li.getAttribute('data-product_id')));
    assert(
      shown.every((id) => early.includes(id)),
      `shown ${shown.join()} / fetched ${early.join()}`,
    );
    assert(shop.cardRequests.length === 1, `requests: ${JSON.stringify(shop.cardRequests)}`);
  });
});
