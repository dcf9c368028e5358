/**
 * Filter F2.1.1–F2.1.7, F3.10, F9.1b, F9.8: a theme written for the specification's markup —
 * containers found by class, WooCommerce's ordering form and page links, no tag of ours — gets a
 * working filter from the loader alone: the app container, each layout in its container, chips,
 * the ordering select and the page links in the first matching configured selector.
 */
import axe from 'axe-core';
import { setViewport } from '@web/test-runner-commands';
import { assert, until } from '../testing/wait.ts';
import { cardMarkup, fixtureConfig, installFakeFilterShop, type FakeFilterShop } from '../testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const ids = () => [...document.querySelectorAll('ul.products > li')].map((li) => Number(/post-(\d+)/.exec(li.className)?.[1] ?? 0));
const container = (name: string) => document.querySelector<HTMLElement>(`.fixture-${name}`)!;

function printSpecMarkupShop(): void {
  const base = fixtureConfig();
  const config = fixtureConfig({
    filters: (base.filters as Record<string, unknown>[]).map((filter) => ({ ...filter, label: filter.id === 'color' ? 'Colour' : 'Price' })),
    filter_headline_tag: 'h2',
    app_selector: 'fixture-app',
    pagination_strategy: 'pagination',
    // The first that matches wins: an invalid one is skipped, the theme's own box comes before WooCommerce's nav.
    pagination_selectors: ['.not-on-this-page', '[broken', '.theme-page-links', '.woocommerce-pagination'],
  });
  document.body.innerHTML = `<main>
<script type="application/json" id="shop-filter-config">${JSON.stringify(config)}</script>
<h1>Shop</h1>
<aside class="sidebar fixture-vertical-filters" data-min-screen="850"></aside>
<div class="fixture-horizontal-filters" data-max-screen="849"></div>
<div class="fixture-mobile-filters"></div>
<div class="fixture-applied-filters"></div>
<p class="woocommerce-result-count">Showing 1–4 of 30 results</p>
<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order">Default sorting</option></select></form>
<ul class="products columns-3">${[1, 2, 3, 4].map((id) => cardMarkup(id)).join('')}</ul>
<div class="theme-page-links"><a href="/shop/page/2/">Older products</a></div>
<nav class="woocommerce-pagination" aria-label="Product Pagination"><ul class="page-numbers"><li><a class="page-numbers" href="/shop/page/2/">2</a></li></ul></nav>
</main>`;
}

describe('the specification’s markup, no tags of ours (F2.1.1–F2.1.7, F3.10, F9.1b, F9.8)', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    history.replaceState(null, '', '/shop/');
    printSpecMarkupShop();
    shop = installFakeFilterShop();
    await import('../loader.ts');
    await until(() => document.querySelector('shop-products')?.getAttribute('data-state') === 'ready', 'the first result is on screen');
    await until(() => !!container('vertical-filters').querySelector('input[type="checkbox"]'), 'the sidebar is drawn');
  });
  after(() => shop.restore());

  it('F2.1.1 / F9.1b / F3.10: the app container is appended to the body with the configured id, absolutely positioned at z-index 999995', () => {
    const app = document.getElementById('fixture-app')!;
    assert(app?.parentElement === document.body, 'appended to the body');
    const style = getComputedStyle(app);
    assert(style.position === 'absolute' && style.zIndex === '999995', `${style.position} ${style.zIndex}`);
    assert(!!app.querySelector('shop-products'), 'it holds the products area, which found the page’s loop');
  });

  it('F2.1.2 / F2.1.5: each filters container holds its layout, with its min-screen / max-screen; the horizontal and mobile bars share the widths', () => {
    const sidebar = container('vertical-filters').querySelector('shop-filter-sidebar')!;
    assert(sidebar.getAttribute('min-screen') === '850', 'the container’s data-min-screen');
    assert(!!sidebar.querySelector('fieldset, [role="group"]'), 'the vertical layout is drawn at 1280 px');
    const bar = container('horizontal-filters').querySelector('shop-filter-bar')!;
    assert(bar.getAttribute('max-screen') === '849' && bar.getAttribute('layout') === 'horizontal', bar.outerHTML.slice(0, 120));
    assert(bar.childElementCount === 0, 'above 849 px the horizontal bar is not drawn');
    const mobile = container('mobile-filters').querySelector('shop-filter-bar')!;
    assert(mobile.getAttribute('layout') === 'mobile' && mobile.childElementCount === 0, 'the mobile bar only in mobile mode');
  });

  it('F2.1.2: a value ticked in the vertical layout filters the theme’s loop and shows its chip in the applied-filters container', async () => {
    const red = [...container('vertical-filters').querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) =>
      input.closest('label')?.textContent?.startsWith('Red'),
    )!;
    red.click();
    await until(() => ids().join(',') === '1,3,5,7', `red products: ${ids().join(',')}`);
    await until(() => /Red/.test(container('applied-filters').textContent ?? ''), 'the chip');
    assert(new URL(location.href).searchParams.get('pa_color') === 'red', location.href);
    assert(document.querySelector('.woocommerce-result-count')!.textContent === 'Showing 1–4 of 15 results', 'the count');
  });

  it('F2.1.4: the first matching pagination selector gets the page links (its children replaced); WooCommerce’s nav is left alone', async () => {
    const box = document.querySelector('.theme-page-links')!;
    await until(() => !!box.querySelector('shop-pagination nav.woocommerce-pagination'), 'page links in the theme’s box');
    assert(!box.textContent!.includes('Older products'), 'the box’s own link is gone');
    assert(box.querySelectorAll('shop-pagination .page-numbers').length >= 4, box.innerHTML.slice(0, 200));
    const link = [...box.querySelectorAll<HTMLAnchorElement>('a.page-numbers')].find((a) => a.textContent === '2')!;
    link.click();
    await until(() => ids().join(',') === '9,11,13,15', `page 2 of red: ${ids().join(',')}`);
    assert(/\/page\/2\//.test(location.pathname), location.pathname);
  });

  it('F2.1.4: the ordering form is replaced by the filter’s “Shop order” select, which sorts in place', async () => {
    const select = document.querySelector<HTMLSelectElement>('shop-sort select.orderby')!;
    assert(select && select.options.length === 3, 'the configuration’s three orders');
    assert(document.querySelectorAll('form.woocommerce-ordering').length === 1, 'one ordering form: the theme’s was replaced, not nested');
    select.focus();
    select.value = 'price-desc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => ids().join(',') === '29,27,25,23', `red by price, high to low: ${ids().join(',')}`);
    assert(document.activeElement === select, 'the focus stays on the select');
  });

  it('F2.1.2 / F2.1.5: on a phone the mobile container shows the mobile bar and the horizontal container stays empty; the sidebar is not drawn', async () => {
    await setViewport({ width: 375, height: 740 });
    const mobile = container('mobile-filters').querySelector('shop-filter-bar')!;
    await until(() => !!mobile.querySelector('nav.shop-FilterBar--mobile'), 'the mobile bar');
    assert(container('horizontal-filters').querySelector('shop-filter-bar')!.childElementCount === 0, 'no second bar');
    assert(!container('vertical-filters').querySelector('shop-filter-sidebar input'), 'the sidebar’s min-screen 850');
    assert(document.querySelectorAll('nav.shop-FilterBar').length === 1, 'one bar on the page');
    await setViewport({ width: 1280, height: 800 });
    await until(() => !mobile.querySelector('nav'), 'back on a wide screen the mobile bar goes');
  });

  it('is axe-clean', async () => {
    const result = await axe.run(document.querySelector('main')!, { rules: { region: { enabled: false } } });
    assert(result.violations.length === 0, JSON.stringify(result.violations.map((v) => [v.id, v.nodes.map((n) => n.html.slice(0, 160))])));
  });
});
