/**
 * <shop-products> on a page with the specification's containers (F2.1.2): 'Show more products'
 * and 'Show previous products' are drawn in the theme's show-more-button / show-previous-button
 * containers, wherever the theme put them, not next to the loop.
 */
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const cards = () => document.querySelectorAll('ul.products > li.product').length;

describe('<shop-products> in the specification’s containers', () => {
  before(async () => {
    // Page 2 in the address: the previous button has something to show.
    history.replaceState(null, '', '/shop/page/2/');
    printFilterShop(fixtureConfig({ pagination_strategy: 'show-more-button' }), { products: true });
    document
      .querySelector('main')!
      .insertAdjacentHTML(
        'afterbegin',
        '<div class="fixture-show-previous-button" id="previous-box"></div><footer><div class="fixture-show-more-button" id="more-box"></div></footer>',
      );
    shop = installFakeFilterShop();
    await import('./define.ts');
    await until(() => document.querySelector('shop-products')?.getAttribute('data-state') === 'ready', 'ready');
  });
  after(() => shop.restore());

  it('F2.1.2: the show-more and show-previous buttons are in the theme’s containers, and work there', async () => {
    const more = () => document.querySelector<HTMLButtonElement>('#more-box .shop-Products-moreButton');
    const previous = () => document.querySelector<HTMLButtonElement>('#previous-box .shop-Products-previousButton');
    await until(() => !!more() && !!previous(), 'both buttons in their containers');
    assert(!document.querySelector('.shop-Products-after, .shop-Products-before'), 'no places of our own beside the loop');
    assert(cards() === 4, `${cards()} cards`);
    more()!.click();
    await until(() => cards() === 8, 'a second page appended');
    previous()!.click();
    await until(() => cards() === 12, 'the first page put before');
  });
});
