/** <shop-pagination> with paginate_links()'s 'plain' type and a wrapper class (F3.9): links side by side, no list. */
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const nav = () => document.querySelector('shop-pagination nav.woocommerce-pagination');

describe('<shop-pagination type plain>', () => {
  before(async () => {
    history.replaceState(null, '', '/');
    printFilterShop(
      fixtureConfig({
        pagination_strategy: 'pagination',
        pagination_args: { end_size: 1, mid_size: 1, type: 'plain', wrapper_class: 'theme-pages <b>', link_class: 'btn' },
      }),
      { pagination: true },
    );
    shop = installFakeFilterShop();
    await import('./define.ts');
    await until(() => !!nav()?.querySelector('a.next'), 'the links');
  });
  after(() => shop.restore());

  it('the links are the nav’s own children, with the classes asked for (a class name keeps only name characters)', () => {
    const navigation = nav()!;
    assert(navigation.className === 'woocommerce-pagination theme-pages b', navigation.className);
    assert(!navigation.querySelector('ul, li'), 'no list');
    const children = [...navigation.children];
    assert(children.map((el) => el.textContent).join(' ') === '1 2 … 8 →', children.map((el) => el.textContent).join(' '));
    assert(
      children.every((el) => el.classList.contains('page-numbers') && el.classList.contains('btn')),
      'classes',
    );
    assert(children[0]!.getAttribute('aria-current') === 'page', 'the current page marked');
  });
});
