/** <shop-sort> with the ordering override off (§4.9): the native form submits and keeps the filters. */
import { assert, until } from '../../shared/testing/fake-woo.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;

describe('<shop-sort>, override off', () => {
  before(async () => {
    history.replaceState(null, '', '/?pa_color=red&price=5-20&utm_source=mail');
    printFilterShop(fixtureConfig({ override_ordering_enabled: false }), { sort: true });
    shop = installFakeFilterShop();
    await import('./define.ts');
    await until(() => !!document.querySelector('shop-sort select option[value="price-desc"]'), 'the select follows catalog_orderedby');
  });
  after(() => shop.restore());

  it('carries the active filters as hidden fields, and submits natively on change', async () => {
    const form = document.querySelector<HTMLFormElement>('shop-sort form')!;
    const fields = [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);
    assert(fields.join('&') === 'orderby=menu_order&pa_color=red&price=5-20&paged=1', `fields: ${fields.join('&')}`);
    let submitted: string | null = null;
    form.addEventListener('submit', (event) => {
      submitted = new URLSearchParams([...new FormData(form)] as [string, string][]).toString();
      event.preventDefault(); // keep the test page
    });
    const select = form.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => submitted !== null, 'the form submitted');
    assert(submitted === 'orderby=price&pa_color=red&price=5-20&paged=1', `submitted ${submitted}`);
  });
});
