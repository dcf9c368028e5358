/** <shop-pagination> and <shop-sort> alone in Chromium, with a fixture catalogue. */
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import { countHistoryPushes } from '../../shared/testing/fake-woo.ts';
import { assert, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const nav = () => document.querySelector('shop-pagination nav.woocommerce-pagination');
const links = () => [...document.querySelectorAll('shop-pagination li > .page-numbers')].map((el) => el.textContent).join(' ');
const current = () => document.querySelector('shop-pagination .current')?.textContent;

describe('<shop-pagination> and <shop-sort>', () => {
  before(async () => {
    history.replaceState(null, '', '/');
    // Pagination strategy; the loop is not wrapped: these elements work from the stores alone.
    printFilterShop(
      fixtureConfig({ pagination_strategy: 'pagination', pagination_args: { end_size: 1, mid_size: 1, item_class: 'page-item', link_class: 'page-link' } }),
      { pagination: true, sort: true },
    );
    shop = installFakeFilterShop();
    await import('./define.ts');
    await import('../sort/define.ts');
    await until(() => !!nav() && !nav()!.querySelector('a[href="/shop/page/2/"]'), 'the links follow the filter');
  });
  it('each says it is ready (data-shop-ready) once its view has replaced the server markup', async () => {
    // Each element draws its first view on its own (in a transition): the sort's can come after
    // the pagination's, as it did on a loaded machine.
    await until(() => document.querySelector('shop-pagination')!.hasAttribute('data-shop-ready'), 'pagination');
    await until(() => document.querySelector('shop-sort')!.hasAttribute('data-shop-ready'), 'sort');
  });
  after(() => shop.restore());

  it('page links per paginate_links (end_size 1, mid_size 1): 8 pages of 4; the configured item and link classes (F3.9)', () => {
    assert(links() === '1 2 … 8 →', `links: ${links()}`);
    assert(current() === '1', 'current page 1');
    const items = [...document.querySelectorAll('shop-pagination li')];
    assert(items.length === 5 && items.every((li) => li.className === 'page-item'), items.map((li) => li.className).join());
    assert(
      [...document.querySelectorAll('shop-pagination li > *')].every((el) => el.classList.contains('page-link') && el.classList.contains('page-numbers')),
      'every link, the current page and the dots',
    );
  });

  it('a page link changes the page in place, as a new history entry; its href is a real URL', async () => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('shop-pagination a.page-numbers')].find((a) => a.textContent === '2')!;
    assert(link.getAttribute('href') === '/page/2/', `href ${link.getAttribute('href')}`);
    const pushed = countHistoryPushes();
    link.click();
    await until(() => current() === '2', 'page 2 is current');
    assert(location.pathname === '/page/2/' && pushed() === 1, `url ${location.pathname}, pushed ${pushed()}`);
    assert(links() === '← 1 2 3 … 8 →', `links: ${links()}`);
  });

  it('the sort select lists catalog_orderedby, re-sorts in place, resets to page 1 and writes orderby', async () => {
    const select = document.querySelector<HTMLSelectElement>('shop-sort select.orderby')!;
    assert([...select.options].map((o) => o.value).join() === 'menu_order,price,price-desc', 'options from the configuration');
    assert(select.getAttribute('aria-label') === 'Shop order', 'labelled');
    select.focus();
    await sendKeys({ press: 'End' }); // a draft on a closed select; Enter commits it
    await sendKeys({ press: 'Enter' });
    await until(() => location.search === '?orderby=price-desc' && location.pathname === '/', `url ${location.pathname}${location.search}`);
    assert(current() === '1', 'back to page 1');
    assert(select.value === 'price-desc', 'the select shows the order');
  });

  it('the native form never submits while the ordering override is on; axe is clean', async () => {
    const form = document.querySelector<HTMLFormElement>('shop-sort form.woocommerce-ordering')!;
    let navigated = false;
    addEventListener('beforeunload', () => (navigated = true), { once: true });
    form.requestSubmit();
    await new Promise((r) => setTimeout(r, 100));
    assert(!navigated, 'no submission');
    const results = await axe.run(document.querySelector('main')!);
    assert(results.violations.length === 0, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; '));
  });
});
