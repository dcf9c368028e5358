/**
 * <shop-sort> with the ordering override on: a choice made on the theme's select before the element
 * has started (its submit button hidden, so it did nothing) is not reset to the printed order when
 * the element takes over: it is carried out (sorted in place, in the address) and announced.
 */
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;

describe('<shop-sort>, a choice before it started', () => {
  before(() => {
    history.replaceState(null, '', '/?pa_color=red');
    printFilterShop(fixtureConfig({ override_ordering_enabled: true }), { sort: true });
    // The theme's select as WooCommerce prints it: the current order selected.
    document.querySelector('shop-sort select')!.innerHTML =
      '<option value="menu_order" selected>Default sorting</option><option value="price">Sort by price: low to high</option>';
    shop = installFakeFilterShop();
  });
  after(() => shop.restore());

  it('is carried out when the element takes over, not reset', async () => {
    const themeSelect = document.querySelector<HTMLSelectElement>('shop-sort select')!;
    themeSelect.value = 'price';
    themeSelect.dispatchEvent(new Event('change', { bubbles: true }));
    await import('./define.ts');
    await until(() => document.querySelector('shop-sort')!.hasAttribute('data-shop-ready'), 'taken over');
    const select = document.querySelector<HTMLSelectElement>('shop-sort select')!;
    assert(select !== themeSelect, 'the element’s own select');
    await until(() => new URLSearchParams(location.search).get('orderby') === 'price', `sorted by price in the address (${location.search})`);
    assert(select.value === 'price', `the select shows the choice (${select.value})`);
    assert(new URLSearchParams(location.search).get('pa_color') === 'red', 'the filter kept');
    await until(() => /price/i.test(document.querySelector('shop-sort [role="status"]')?.textContent ?? ''), 'the order is announced');
  });
});
