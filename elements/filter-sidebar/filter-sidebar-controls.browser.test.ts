/**
 * <shop-filter-sidebar>'s richer controls in Chromium: the range slider with histogram,
 * the select combobox, tooltips, descriptions and the 'show all' A–Z view; keyboard only, axe in
 * each state at desktop width and 375 px, script-carrying HTML inert.
 */
import axe from 'axe-core';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { assert, tick, until } from '../../shared/testing/wait.ts';
import { FIXTURE_BRANDS, fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const block = (id: string) => document.querySelector<HTMLElement>(`shop-filter-sidebar .shop-Filter[data-filter="${id}"]`)!;
const params = () => decodeURIComponent(location.search);
const pwned = () => (window as { __pwned?: number }).__pwned;
const XSS = '<img src=x alt="" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">more</a>';

const FILTERS = [
  {
    id: 'price',
    type: 'range',
    label: 'Price',
    url_slug: 'price',
    source: 'price',
    source_id: 1,
    user_input_type: 'price_range',
    show_slider: true,
    show_inputs: true,
    values: [],
    tooltip: `Prices include tax. ${XSS}`,
  },
  {
    id: 'size',
    type: 'select',
    label: 'Size',
    url_slug: 'pa_size',
    source_id: 5,
    desc: `Pick one size. ${XSS}`,
    values: [
      { value_id: 1, value: 's', label: 'Small', label_url: 's' },
      { value_id: 2, value: 'm', label: 'Medium', label_url: 'm' },
      { value_id: 3, value: 'l', label: 'Large', label_url: 'l' },
      { value_id: 4, value: 'xl', label: 'Extra large', label_url: 'xl' },
    ],
  },
  {
    id: 'brand',
    type: 'checkboxes',
    html_after: `<p class="brand-note">All brands ship free. ${XSS}</p>`,
    label: 'Brand',
    url_slug: 'brand',
    source_id: 15,
    orderby: 'label',
    values: FIXTURE_BRANDS.map((b, i) => ({ value_id: i + 1, value: b.toLowerCase(), label: b, label_url: b.toLowerCase() })),
  },
];

async function axeClean(context: string): Promise<void> {
  for (const width of [1280, 375]) {
    await setViewport({ width, height: 800 });
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    assert(
      results.violations.length === 0,
      `${context} at ${width}px: ${results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; ')}`,
    );
  }
  await setViewport({ width: 1280, height: 900 });
}

describe('<shop-filter-sidebar> slider, select, tooltip, show all', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    history.replaceState(null, '', '/');
    const config = fixtureConfig({
      filters: FILTERS,
      currency: { symbol: '$', precision: 0 },
      applied_filters_position_sidebar: 'both',
      sidebar_html_before: `<p>Need help? ${XSS}</p>`,
    });
    printFilterShop(config, { products: true });
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<shop-filter-sidebar></shop-filter-sidebar>');
    shop = installFakeFilterShop();
    await import('./define.ts');
    await import('../products/define.ts');
    await until(() => !!block('price')?.querySelector('[role=slider], input[type=range]'), 'the slider renders');
  });
  after(() => shop.restore());

  it('the slider: two thumbs by keyboard, currency aria-valuetext, a thumb at its end sends no bound', async () => {
    const [low, high] = [...block('price').querySelectorAll<HTMLInputElement>('input[type=range]')];
    assert(low!.getAttribute('aria-label') === 'Minimum Price' && high!.getAttribute('aria-label') === 'Maximum Price', 'named thumbs');
    assert(
      low!.getAttribute('aria-valuetext') === '$1' && high!.getAttribute('aria-valuetext') === '$30',
      `valuetext ${low!.getAttribute('aria-valuetext')} ${high!.getAttribute('aria-valuetext')}`,
    );
    assert(block('price').querySelectorAll('.shop-Slider-bar').length === 16, 'a 16-bucket histogram');
    high!.focus();
    for (let i = 0; i < 5; i++) await sendKeys({ press: 'ArrowLeft' });
    assert(high!.getAttribute('aria-valuetext') === '$25', `high now ${high!.getAttribute('aria-valuetext')}`);
    assert(params() === '', 'nothing sent while the keys keep coming');
    await until(() => params() === '?price=-25', `one change after the run: ${params()}`);
    await until(() => document.querySelector('.woocommerce-result-count')!.textContent === 'Showing 1–4 of 25 results', 'the grid follows');
    assert(block('price').querySelectorAll('.shop-Slider-bar[data-in-range]').length < 16, 'buckets above $25 fall out of range');
    low!.focus();
    await sendKeys({ press: 'End' });
    await until(() => params() === '?price=25-25', `the low thumb stops at the high one: ${params()}`);
    await sendKeys({ press: 'Home' });
    await until(() => params() === '?price=-25', `back at its end, the low side is unbounded: ${params()}`);
    await axeClean('slider set');
    block('price').querySelector<HTMLButtonElement>('.shop-Range-clear')!.click();
    await until(() => params() === '' && high!.value === '30', 'cleared, the thumb goes back to its end');
  });

  it('the tooltip opens 300 ms after focus, closes at once; its HTML is inert', async () => {
    const button = block('price').querySelector<HTMLButtonElement>('.shop-Tooltip-button')!;
    const tip = document.getElementById(button.getAttribute('aria-describedby')!)!;
    assert(tip.getAttribute('role') === 'tooltip' && tip.hidden, 'a hidden tooltip describes the button');
    button.focus();
    await tick(150);
    assert(tip.hidden, 'not yet at 150 ms');
    await until(() => !tip.hidden, 'open after 300 ms');
    assert(tip.textContent!.startsWith('Prices include tax.'), tip.textContent!);
    assert(!tip.innerHTML.includes('onerror') && !tip.innerHTML.includes('<script') && !tip.innerHTML.includes('javascript:'), `inert: ${tip.innerHTML}`);
    await axeClean('tooltip open');
    await sendKeys({ press: 'Escape' });
    assert(tip.hidden, 'Escape closes it');
    button.blur();
    assert(tip.hidden && !pwned(), 'closed; no script ran');
  });

  it('the select: typing narrows, arrows and Enter pick, Escape closes, clear empties', async () => {
    const box = block('size').querySelector<HTMLInputElement>('[role=combobox]')!;
    const description = block('size').querySelector('.shop-Filter-description')!;
    assert(
      description.textContent!.startsWith('Pick one size.') && !description.innerHTML.includes('onerror') && !description.innerHTML.includes('javascript:'),
      'description sanitised',
    );
    box.focus();
    await sendKeys({ type: 'lar' });
    await until(() => box.getAttribute('aria-expanded') === 'true', 'opens while typing');
    const options = () => [...block('size').querySelectorAll('[role=option]')].map((o) => o.textContent);
    assert(options().join() === 'Large (10),Extra large (0)', `narrowed: ${options().join()}`);
    assert(!box.hasAttribute('aria-activedescendant'), 'typing picks nothing by itself');
    await axeClean('select open');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent;
    await sendKeys({ press: 'ArrowDown' });
    assert(active() === 'Large (10)', `active ${active()}`);
    await sendKeys({ press: 'ArrowDown' });
    assert(active() === 'Large (10)', `a disabled option (no products) is skipped: ${active()}`);
    await sendKeys({ press: 'Enter' });
    await until(() => params() === '?pa_size=l' && box.value === 'Large' && box.getAttribute('aria-expanded') === 'false', `picked: ${params()} ${box.value}`);
    await sendKeys({ type: 'sm' });
    await sendKeys({ press: 'Escape' });
    assert(box.getAttribute('aria-expanded') === 'false', 'Escape closes the list');
    await sendKeys({ press: 'Escape' });
    assert(box.value === 'Large', 'a second Escape puts the selection back');
    const clear = block('size').querySelector<HTMLButtonElement>('.shop-Select-clear')!;
    assert(clear.getAttribute('aria-label') === 'Clear Size', 'named clear control');
    clear.click();
    await until(() => params() === '' && box.value === '', 'cleared');
  });

  it('custom HTML before the filters and after a filter (sanitised); applied filters at the top and the bottom', async () => {
    const sidebar = document.querySelector('shop-filter-sidebar')!;
    const before = sidebar.querySelector('.shop-FilterSidebar-before')!;
    assert(before === sidebar.querySelector('section')!.firstElementChild && before.textContent!.startsWith('Need help?'), 'before the first filter');
    assert(block('brand').nextElementSibling!.querySelector('.brand-note') !== null, 'after the brand filter');
    assert(!sidebar.innerHTML.includes('onerror') && !sidebar.innerHTML.includes('javascript:') && !sidebar.innerHTML.includes('<script'), 'inert');
    block('brand').querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    await until(
      () => sidebar.querySelectorAll('.shop-FilterSidebar-applied .shop-AppliedFilters-chip').length === 2,
      'a chip at the top and one at the bottom',
    );
    sidebar.querySelector<HTMLButtonElement>('.shop-FilterSidebar-applied .shop-AppliedFilters-chip')!.click();
    await until(() => params() === '' && sidebar.querySelectorAll('.shop-AppliedFilters-chip').length === 0, 'removed from the sidebar');
    assert(!pwned(), 'no script ran');
  });

  it("'show all' (16 values): a dialog grouped A–Z with a search box; picks apply; Escape returns the focus", async () => {
    const open = block('brand').querySelector<HTMLButtonElement>('.shop-Filter-showAll')!;
    assert(open.textContent === 'Show all (16)', open.textContent!);
    open.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = document.querySelector<HTMLDialogElement>('dialog.shop-ShowAll')!;
    await until(() => dialog.open, 'the dialog opens');
    const letters = [...dialog.querySelectorAll('.shop-ShowAll-letter')].map((h) => h.textContent).join('');
    assert(letters === 'ABCDEFGH', `groups ${letters}`);
    await axeClean('show all open');
    const search = dialog.querySelector<HTMLInputElement>('.shop-ShowAll-search')!;
    assert(document.activeElement === search, 'the focus starts in the search box');
    await sendKeys({ type: 'gu' });
    await until(() => dialog.querySelectorAll('input[type=checkbox]').length === 1, 'narrowed to Gust');
    await sendKeys({ press: 'Tab' });
    assert(document.activeElement!.closest('label')!.textContent!.startsWith('Gust'), 'Tab reaches the value');
    await sendKeys({ press: 'Space' });
    await until(() => params() === '?brand=gust', `picked: ${params()}`);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'Escape closes');
    assert(document.activeElement === open, 'the focus is back on "Show all"');
    block('brand').querySelector<HTMLInputElement>('input[type=checkbox]:checked')!.click();
    await until(() => params() === '', 'unticked in the list');
  });
});
