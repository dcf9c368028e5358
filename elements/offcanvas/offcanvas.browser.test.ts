/**
 * <shop-offcanvas> in Chromium: its own 'All filters' button, left placement, the
 * filter bar's 'All filters' opening this panel rather than its own, keyboard and axe at desktop
 * width and 375 px.
 */
import axe from 'axe-core';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const openDialogs = () => document.querySelectorAll<HTMLDialogElement>('dialog[open]');
const params = () => decodeURIComponent(location.search);

const FILTERS = [
  {
    id: 'color',
    type: 'checkboxes',
    label: 'Colour',
    url_slug: 'pa_color',
    source_id: 3,
    values: [
      { value_id: 1, value: 'red', label: 'Red', label_url: 'red' },
      { value_id: 2, value: 'blue', label: 'Blue', label_url: 'blue' },
    ],
  },
  {
    id: 'size',
    type: 'buttons',
    label: 'Size',
    url_slug: 'pa_size',
    source_id: 5,
    values: [
      { value_id: 1, value: 's', label: 'S', label_url: 's' },
      { value_id: 2, value: 'm', label: 'M', label_url: 'm' },
    ],
  },
];

describe('<shop-offcanvas>', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    history.replaceState(null, '', '/');
    printFilterShop(fixtureConfig({ filters: FILTERS, always_display_all_filters_button: true, counter_format: 'plain' }), { products: true });
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<shop-offcanvas position="left"></shop-offcanvas><shop-filter-bar></shop-filter-bar>');
    shop = installFakeFilterShop();
    await import('./define.ts');
    await import('../filter-bar/define.ts');
    await import('../products/define.ts');
    await until(() => !!document.querySelector('.shop-Offcanvas-open') && !!document.querySelector('.shop-FilterBar-all'), 'both render');
  });
  after(() => shop.restore());

  it('its button opens the panel on the left, by keyboard; a value picked inside filters; Escape closes', async () => {
    const button = document.querySelector<HTMLButtonElement>('.shop-Offcanvas-open')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => openDialogs().length === 1, 'one panel open');
    const panel = openDialogs()[0]!;
    assert(panel.classList.contains('shop-FilterPanel--left'), 'left');
    const sizes = [...panel.querySelectorAll('.shop-Filter[data-filter="size"] button')].map((b) => b.textContent).join();
    assert(sizes === 'M 10,S 10', `counter_format other than brackets shows bare numbers: ${sizes}`);
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    await setViewport({ width: 375, height: 800 });
    await until(() => !panel.open, 'entering mobile mode closes the panel');
    await setViewport({ width: 1280, height: 800 });
    button.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => panel.open, 'open again');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await until(() => params() === '?pa_color=blue' || params() === '?pa_color=red', `url ${params()}`);
    await sendKeys({ press: 'Escape' });
    await until(() => !panel.open && document.activeElement === button, 'closed, focus back');
  });

  it("the filter bar's 'All filters' opens this panel; the bar brings none of its own", async () => {
    document.querySelector<HTMLButtonElement>('.shop-FilterBar-all')!.click();
    await until(() => openDialogs().length === 1, 'open');
    assert(document.querySelectorAll('dialog.shop-FilterPanel--offcanvas').length === 1, 'one off-canvas panel in the page');
    assert(openDialogs()[0]!.closest('shop-offcanvas') !== null, "it is <shop-offcanvas>'s");
    openDialogs()[0]!.querySelector<HTMLButtonElement>('.shop-Dialog-close')!.click();
    await until(() => openDialogs().length === 0, 'closed');
  });

  it('at 375 px the button is axe clean', async () => {
    await setViewport({ width: 375, height: 740 });
    const results = await axe.run(document.querySelector('shop-offcanvas')!);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
  });
});
