/** <shop-products> in the 'pagination' strategy with shop categories in the loop, and scrolling. */
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
let actions: typeof import('../../shared/stores/filter.actions.ts');
const categories = () => [...document.querySelectorAll('ul.products > li.product-category')].map((li) => li.textContent);
const cards = () => document.querySelectorAll('ul.products > li.product:not(.product-category)').length;

describe('<shop-products> with pagination and shop categories', () => {
  before(async () => {
    history.replaceState(null, '', '/');
    printFilterShop(
      fixtureConfig({
        pagination_strategy: 'pagination',
        product_categories_selectors: ['li.product-category'],
        scroll_top: 'both',
        scroll_top_wait: 0,
        scroll_top_offset_desktop: 0,
      }),
      { products: true, categories: true },
    );
    document.body.insertAdjacentHTML('afterbegin', '<div style="height: 3000px">Header and sidebar</div>');
    shop = installFakeFilterShop();
    await import('./define.ts');
    actions = await import('../../shared/stores/filter.actions.ts');
    await until(() => document.querySelector('shop-products')?.getAttribute('data-state') === 'ready', 'ready');
  });
  after(() => shop.restore());

  it('page 1 shows the shop categories before the products; no show-more in this strategy', () => {
    assert(categories().join() === 'Tops,Pants', `categories: ${categories().join()}`);
    assert(cards() === 4, `${cards()} cards`);
    assert(!document.querySelector('.shop-Products-moreButton'), 'no show-more button');
  });

  it('page 2 has no categories', async () => {
    await actions.goToPage(2);
    await until(() => categories().length === 0 && cards() === 4, `page 2: ${categories().join()} / ${cards()}`);
    await actions.goToPage(1);
    await until(() => categories().length === 2, 'back on page 1');
  });

  it('active filters hide them (hide_categories_when_filters_active, default on)', async () => {
    await actions.changeValue({ filterID: 'color', index: 0, newState: true });
    await until(() => categories().length === 0, 'hidden while filtered');
  });

  it("after a shopper's change the page scrolls to the products when they are out of view (scroll_top 'both')", async () => {
    scrollTo(0, 0);
    const loop = document.querySelector('ul.products')!;
    assert(loop.getBoundingClientRect().top > innerHeight, 'the products start below the fold');
    await actions.changeValue({ filterID: 'color', index: 0, newState: false });
    await until(
      () => loop.getBoundingClientRect().top >= 0 && loop.getBoundingClientRect().top < innerHeight,
      `scrolled to the products: top ${loop.getBoundingClientRect().top}`,
    );
  });
});
