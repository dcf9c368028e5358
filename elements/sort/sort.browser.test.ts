/** <shop-sort> with the ordering override off: the native form submits and keeps the filters. */
import { sendKeys } from '@web/test-runner-commands';
import { assert, tick, until } from '../../shared/testing/wait.ts';
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

  it('arrow keys on the closed select only move a draft; Enter commits once, leaving the select commits too', async () => {
    const form = document.querySelector<HTMLFormElement>('shop-sort form')!;
    const select = form.querySelector('select')!;
    const submitted: string[] = [];
    const commits = (): number => submitted.length;
    form.addEventListener('submit', (event) => {
      submitted.push(new FormData(form).get('orderby') as string);
      event.preventDefault();
    });
    const start = 0;
    select.focus();
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await tick(100);
    assert(commits() === 0, `nothing committed while browsing: ${submitted.join()}`);
    assert(select.selectedIndex === start + 2, `the draft moved: ${start} -> ${select.selectedIndex} of ${select.options.length}`);
    await sendKeys({ press: 'Enter' });
    await until(() => commits() === 1, 'Enter committed');
    assert(submitted[0] === select.options[start + 2]!.value, `committed ${submitted[0]}`);
    assert(document.querySelector('shop-sort [role="status"]')!.textContent!.includes(select.options[start + 2]!.text), 'the order is announced');
    await sendKeys({ press: 'ArrowUp' });
    await tick(100);
    assert(commits() === 1, 'no commit on the arrow key');
    await sendKeys({ press: 'Tab' });
    await until(() => commits() === 2, 'leaving the select committed the draft');
    assert(submitted[1] === select.options[start + 1]!.value, `committed ${submitted[1]}`);
  });
});
