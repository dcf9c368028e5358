/**
 * <shop-filter-bar> in Chromium: the horizontal bar with popovers and the off-canvas
 * panel at desktop width, the mobile bar and its overlays at 375 px; keyboard alone, focus
 * management, the filter events (filters_displayed, offcanvas and overlay opened/closed), axe in every open state.
 */
import axe from 'axe-core';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { assert, tick, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const params = () => decodeURIComponent(location.search);
const bar = () => document.querySelector<HTMLElement>('shop-filter-bar#bar')!;
const barButton = (name: string) => [...bar().querySelectorAll<HTMLButtonElement>('.shop-FilterBar-button')].find((b) => b.textContent!.startsWith(name))!;
const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
const value = (label: string, n: number) => ({ value_id: n, value: label.toLowerCase(), label, label_url: label.toLowerCase() });

const FILTERS = [
  {
    id: 'color',
    type: 'color',
    label: 'Colour',
    url_slug: 'pa_color',
    source_id: 3,
    multiple_selection: true,
    values: [
      { ...value('Red', 1), color: '#c00' },
      { ...value('Blue', 2), color: '#00c' },
    ],
  },
  {
    id: 'size',
    type: 'buttons',
    label: 'Size',
    url_slug: 'pa_size',
    source_id: 5,
    orderby: 'term_order',
    tooltip: 'Sizes run small.',
    values: [
      { ...value('S', 1), order: 1 },
      { ...value('M', 2), order: 2 },
      { ...value('L', 3), order: 3 },
    ],
  },
  {
    id: 'price',
    type: 'range',
    label: 'Price',
    url_slug: 'price',
    source: 'price',
    source_id: 1,
    user_input_type: 'price_range',
    show_slider: true,
    values: [],
  },
  {
    id: 'rating',
    type: 'radio',
    label: 'Rating',
    url_slug: 'rating',
    source_id: 9,
    values: [{ value_id: -1, value: '', label: 'Any', label_url: '' }, ...[5, 4, 3].map((n) => value(String(n), n))],
  },
  { id: 'eco', type: 'toggle', label: 'Eco', url_slug: 'eco', source: 'cf_eco', source_id: 7, values: [value('Yes', 1)] },
  { id: 'q', type: 'search', label: 'Search', url_slug: 'q', source_id: 14, values: [] },
  {
    id: 'place',
    type: 'category',
    label: 'Category',
    url_slug: 'place',
    source: 'tax_product_cat',
    source_id: 8,
    values: [{ ...value('Tops', 10), value: '10', url: '/c/tops/' }],
  },
];

const events: string[] = [];
for (const name of ['filters_displayed', 'offcanvas_opened', 'offcanvas_closed', 'mobile_overlay_opened', 'mobile_overlay_closed']) {
  document.addEventListener(name, (event) => {
    const detail = (event as CustomEvent<{ layout?: string; filters?: string[]; filter?: string }>).detail;
    events.push(`${name}:${detail.layout ?? detail.filter ?? ''}${detail.filters ? `:${detail.filters.join()}` : ''}`);
  });
}

async function axeClean(context: string): Promise<void> {
  const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
  assert(results.violations.length === 0, `${context}: ${results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; ')}`);
}

describe('<shop-filter-bar>', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    history.replaceState(null, '', '/');
    printFilterShop(fixtureConfig({ filters: FILTERS, currency: { symbol: '$', precision: 0 } }), { products: true });
    document
      .querySelector('main')!
      .insertAdjacentHTML('afterbegin', '<shop-filter-bar id="bar"></shop-filter-bar><shop-filter-bar id="wide-only" min-screen="2000"></shop-filter-bar>');
    shop = installFakeFilterShop();
    await import('./define.ts');
    await import('../products/define.ts');
    await until(() => !!bar().querySelector('.shop-FilterBar-button'), 'the bar renders');
  });
  after(() => shop.restore());

  it('horizontal: one button per filter up to 5 (none for category filters), All filters for the rest', async () => {
    const names = [...bar().querySelectorAll('.shop-FilterBar-button')].map((b) => b.textContent);
    assert(names.join() === 'Colour,Size,Price,Rating,Eco,All filters', `buttons: ${names.join()}`);
    await until(() => events.includes('filters_displayed:horizontal:color,size,price,rating,eco'), events.join(' | '));
    assert(document.querySelector('#wide-only')!.childElementCount === 0, 'a bar with min-screen above the window width renders nothing');
  });

  it('a popover by keyboard: Enter opens, a value is picked, Escape closes and the focus returns', async () => {
    const size = barButton('Size');
    size.focus();
    await sendKeys({ press: 'Enter' });
    const popover = document.getElementById(size.getAttribute('aria-controls')!)!;
    await until(() => size.getAttribute('aria-expanded') === 'true' && !popover.hidden, 'open');
    assert(!!popover.querySelector('.shop-Tooltip-button'), 'the tooltip icon is in the popover');
    await axeClean('popover open');
    await sendKeys({ press: 'Tab' }); // tooltip
    await sendKeys({ press: 'Tab' }); // chevron
    await sendKeys({ press: 'Tab' }); // S
    await sendKeys({ press: 'Tab' }); // M
    assert(document.activeElement!.textContent!.startsWith('M'), `focus on ${document.activeElement!.textContent}`);
    await sendKeys({ press: 'Enter' });
    await until(() => params() === '?pa_size=m', `url ${params()}`);
    await until(() => barButton('Size').textContent === 'Size1, 1 applied', `badge: ${barButton('Size').textContent}`);
    await sendKeys({ press: 'Escape' });
    await until(() => popover.hidden, 'Escape closes');
    assert(document.activeElement === size, 'focus back on the button');
  });

  it('the chevron and a click elsewhere close a popover; one popover at a time', async () => {
    barButton('Colour').click();
    await until(() => barButton('Colour').getAttribute('aria-expanded') === 'true', 'colour open');
    barButton('Rating').click();
    await until(
      () => barButton('Rating').getAttribute('aria-expanded') === 'true' && barButton('Colour').getAttribute('aria-expanded') === 'false',
      'only rating open',
    );
    bar().querySelector<HTMLButtonElement>('[data-open] .shop-FilterBar-popoverClose')!.click();
    await until(() => barButton('Rating').getAttribute('aria-expanded') === 'false', 'chevron closes');
    barButton('Colour').click();
    await until(() => barButton('Colour').getAttribute('aria-expanded') === 'true', 'open again');
    document.querySelector('ul.products')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await until(() => barButton('Colour').getAttribute('aria-expanded') === 'false', 'a click elsewhere closes');
  });

  it("All filters opens the off-canvas panel: focus inside, 'Clear', footer 'See N products', Escape closes after the animation", async () => {
    const all = barButton('All filters');
    all.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !!openDialog()?.classList.contains('shop-FilterPanel--offcanvas'), 'the panel opens');
    const panel = openDialog()!;
    assert(panel.classList.contains('shop-FilterPanel--right'), 'right by default');
    assert(panel.contains(document.activeElement), 'the focus is in the panel');
    assert(events.includes('offcanvas_opened:'), events.join(' | '));
    assert(panel.querySelector('.shop-Dialog-title')!.textContent === 'Filters', 'titled Filters');
    assert(panel.querySelectorAll('.shop-Filter').length === 7, 'every filter, the category one too');
    const footer = () => panel.querySelector('.shop-Dialog-footer button')!.textContent;
    await until(() => footer() === 'See 10 products', `footer: ${footer()}`);
    await axeClean('off-canvas open');
    panel.querySelector<HTMLButtonElement>('.shop-Dialog-clear')!.click();
    await until(() => params() === '' && !panel.querySelector('.shop-Dialog-clear') && footer() === 'See 30 products', `cleared: ${params()} ${footer()}`);
    // Seen by an observer, not by polling: on a loaded machine the ~200 ms slide can end between two polls.
    let slidOutWhileShown = false;
    const watch = new MutationObserver(() => {
      if (panel.hasAttribute('data-closing') && panel.open) slidOutWhileShown = true;
    });
    watch.observe(panel, { attributes: true, attributeFilter: ['data-closing'] });
    await sendKeys({ press: 'Escape' });
    await until(() => !panel.open, 'closed after ~200 ms');
    watch.disconnect();
    assert(slidOutWhileShown, 'the close animation ran while the panel was still shown');
    assert(document.activeElement === all, 'focus back on All filters');
    assert(events.includes('offcanvas_closed:'), events.join(' | '));
  });

  it('the backdrop and the footer button close the panel too', async () => {
    barButton('All filters').click();
    await until(() => !!openDialog(), 'open');
    const panel = openDialog()!;
    const box = panel.getBoundingClientRect();
    panel.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left - 50, clientY: 100 }));
    await until(() => !panel.open, 'a click on the backdrop closes');
    barButton('All filters').click();
    await until(() => panel.open, 'open again');
    panel.querySelector<HTMLButtonElement>('.shop-Dialog-footer button')!.click();
    await until(() => !panel.open, 'the footer button closes');
  });

  it('a popover open when the bar becomes the mobile bar is closed when it comes back', async () => {
    barButton('Colour').click();
    await until(() => barButton('Colour').getAttribute('aria-expanded') === 'true', 'colour open');
    await setViewport({ width: 375, height: 740 });
    await until(() => bar().querySelector('.shop-FilterBar--mobile') !== null, 'mobile bar');
    await setViewport({ width: 1280, height: 800 });
    await until(() => bar().querySelector('.shop-FilterBar--horizontal') !== null, 'horizontal bar again');
    assert(barButton('Colour').getAttribute('aria-expanded') === 'false', 'closed');
    assert(bar().querySelector('.shop-FilterBar-popover:not([hidden])') === null, 'no popover shown');
  });

  it('entering mobile mode closes the off-canvas panel, with offcanvas_closed (F4.18); the mobile bar has 2 buttons and All filters', async () => {
    barButton('All filters').click();
    await until(() => !!openDialog(), 'open');
    const before = events.length;
    await setViewport({ width: 375, height: 740 });
    await until(() => !openDialog(), 'closed by mobile mode');
    await until(() => events.slice(before).includes('offcanvas_closed:'), `events: ${events.slice(before).join(' | ')}`);
    await until(() => bar().querySelector('.shop-FilterBar--mobile') !== null, 'mobile bar');
    const names = [...bar().querySelectorAll('.shop-FilterBar-button')].map((b) => b.textContent);
    assert(names.join() === 'Colour,Size,All filters', `mobile buttons: ${names.join()}`);
    await until(() => events.includes('filters_displayed:mobile:color,size'), events.join(' | '));
  });

  it('mobile: a filter overlay by keyboard, with back, Clear and the footer button; focus returns', async () => {
    const colour = barButton('Colour');
    colour.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !!openDialog()?.classList.contains('shop-FilterPanel--overlay'), 'overlay open');
    const overlay = openDialog()!;
    assert(overlay.querySelector('.shop-Dialog-title')!.textContent === 'Colour', 'titled by the filter');
    assert(events.includes('mobile_overlay_opened:color'), events.join(' | '));
    assert(document.activeElement!.getAttribute('aria-label') === 'Back', `focus on ${document.activeElement!.outerHTML}`);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await until(() => params() === '?pa_color=blue', `url ${params()}`);
    await until(() => !!overlay.querySelector('.shop-Dialog-clear'), "'Clear' while the filter has a value");
    await axeClean('mobile overlay open');
    overlay.querySelector<HTMLButtonElement>('.shop-Dialog-footer button')!.focus();
    assert(
      overlay.querySelector('.shop-Dialog-footer button')!.textContent === 'See 15 products',
      overlay.querySelector('.shop-Dialog-footer button')!.textContent!,
    );
    await sendKeys({ press: 'Enter' });
    await until(() => !overlay.open, 'the footer button closes');
    assert(document.activeElement === colour, 'focus back on the bar button');
    assert(events.includes('mobile_overlay_closed:color'), events.join(' | '));
  });

  it("mobile: All filters opens the all-filters overlay 'Filters'; Clear empties; Escape closes", async () => {
    const all = barButton('All filters');
    all.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => openDialog()?.querySelector('.shop-Dialog-title')?.textContent === 'Filters', 'all-filters overlay');
    const overlay = openDialog()!;
    assert(events.includes('mobile_overlay_opened:all'), events.join(' | '));
    await axeClean('all-filters overlay open');
    overlay.querySelector<HTMLButtonElement>('.shop-Dialog-clear')!.click();
    await until(() => params() === '', 'cleared');
    await sendKeys({ press: 'Escape' });
    await until(() => !overlay.open, 'Escape closes');
    assert(document.activeElement === all && events.includes('mobile_overlay_closed:all'), 'focus back; closed event');
  });

  it('leaving mobile mode closes the overlays, with mobile_overlay_closed (F4.18)', async () => {
    barButton('All filters').click();
    await until(() => !!openDialog(), 'open');
    const before = events.length;
    await setViewport({ width: 1280, height: 800 });
    await until(() => !openDialog(), 'closed by leaving mobile mode');
    await until(() => events.slice(before).filter((e) => e === 'mobile_overlay_closed:all').length === 1, `events: ${events.slice(before).join(' | ')}`);
    await tick(50);
    assert(bar().querySelector('.shop-FilterBar--horizontal') !== null, 'horizontal again');
  });
});
