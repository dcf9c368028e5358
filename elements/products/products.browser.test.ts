/** <shop-products> alone in Chromium, with a fixture catalogue and no server. */
import axe from 'axe-core';
import { assert, tick, until } from '../../shared/testing/wait.ts';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../../shared/testing/fake-filter-shop.ts';

let shop: FakeFilterShop;
const items = () => [...document.querySelectorAll<HTMLElement>('ul.products > li')];
const ids = () => items().map((li) => Number(/post-(\d+)/.exec(li.className)?.[1] ?? 0));
const count = () => document.querySelector('.woocommerce-result-count')!.textContent;
let actions: typeof import('../../shared/stores/filter.actions.ts');

describe('<shop-products>', () => {
  before(async () => {
    history.replaceState(null, '', '/');
    printFilterShop(fixtureConfig(), { products: true, viewedCounter: true });
    shop = installFakeFilterShop();
    shop.cardHtml[6] =
      '<img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned = true">x</a>';
    await import('./define.ts');
    actions = await import('../../shared/stores/filter.actions.ts');
    await until(() => document.querySelector('shop-products')?.getAttribute('data-state') === 'ready', 'the first result is on screen');
  });
  after(() => shop.restore());

  it("keeps the server's cards, with WooCommerce's row classes, and downloads the descriptors once", () => {
    assert(JSON.stringify(ids()) === '[1,2,3,4]', `ids ${JSON.stringify(ids())}`);
    assert(
      items()
        .map((li) => (li.classList.contains('first') ? 'F' : '') + (li.classList.contains('last') ? 'L' : ''))
        .join(',') === 'F,,L,F',
      'first/last per row of 3',
    );
    assert(
      shop.cardRequests.flat().every((id) => id > 4),
      `page 1's cards are not fetched: ${JSON.stringify(shop.cardRequests)}`,
    );
    assert(shop.descriptorRequests.length === 1, `${shop.descriptorRequests.length} descriptor downloads`);
    assert(count() === 'Showing 1–4 of 30 results', `count: ${count()}`);
  });

  it("the next page's cards are fetched early (the button is within 500 px); show more appends them at once", async () => {
    await until(() => shop.cardRequests.length === 1, 'the next page is fetched before it is asked for');
    assert(JSON.stringify(shop.cardRequests) === '[[5,6,7,8]]', `requests ${JSON.stringify(shop.cardRequests)}`);
    await tick(50);
    document.querySelector<HTMLButtonElement>('.shop-Products-moreButton')!.click();
    await until(() => items().length === 8, 'eight items');
    assert(document.querySelectorAll('li.shop-Products-placeholder').length === 0, 'no placeholder: the cards were there');
    await until(() => document.activeElement === document.querySelector('li.post-5 a'), 'the focus moves to the first new product');
    assert(JSON.stringify(ids()) === '[1,2,3,4,5,6,7,8]', `ids ${JSON.stringify(ids())}`);
    assert(count() === 'Showing 1–8 of 30 results', `count: ${count()}`);
    const viewed = document.querySelector('.shop-Products-viewed')!;
    assert(viewed.textContent === 'Viewed 8 of 30' && viewed.querySelectorAll('b').length === 2, `viewed: ${viewed.innerHTML}`);
    await until(() => JSON.stringify(shop.cardRequests.at(-1)) === '[9,10,11,12]', 'then the page after');
  });

  it('card HTML from the server is sanitised: script, handlers and javascript: links are inert', async () => {
    await tick(50);
    const card = document.querySelector('li.post-6')!;
    assert(!card.innerHTML.includes('onerror') && !card.querySelector('script'), card.innerHTML);
    assert(!card.querySelector('a[href^="javascript:"]'), 'javascript: link removed');
    assert(!(window as { __pwned?: boolean }).__pwned, 'nothing ran');
  });

  it('cards not in hand show placeholders until they arrive', async () => {
    shop.holdCards();
    await actions.changeRange({ filterID: 'price', value: { min: 21, max: 24 } });
    await until(() => document.querySelectorAll('li.shop-Products-placeholder[aria-busy="true"]').length === 4, 'four placeholders while fetching');
    shop.release();
    await until(() => document.querySelectorAll('li.shop-Products-placeholder').length === 0, 'the cards replace the placeholders');
    assert(ids().join() === '21,22,23,24', `ids ${ids().join()}`);
    await actions.changeRange({ filterID: 'price', value: { min: null, max: null } });
    await until(() => ids().join() === '1,2,3,4', 'back to all');
  });

  it('a filter change re-renders from page 1, counts again, and pushes the URL', async () => {
    await actions.changeValue({ filterID: 'color', index: 1, newState: true });
    await until(() => ids().join() === '2,4,6,8', `blue products, got ${ids().join()}`);
    assert(count() === 'Showing 1–4 of 15 results', `count: ${count()}`);
    assert(location.search === '?pa_color=blue', `url ${location.search}`);
  });

  it('no results: the no-products block, the loop hidden, no show-more', async () => {
    await actions.changeValue({ filterID: 'color', index: 2, newState: true });
    await actions.changeValue({ filterID: 'color', index: 1, newState: false });
    await until(() => !!document.querySelector('.woocommerce-no-products-found'), 'no-products block');
    assert(document.querySelector<HTMLElement>('ul.products')!.hidden, 'loop hidden');
    assert(!document.querySelector('.shop-Products-moreButton'), 'no show-more button');
    assert(count() === 'No products were found matching your selection.', `count: ${count()}`);
    assert(document.querySelector<HTMLElement>('form.woocommerce-ordering')!.hidden, 'ordering form hidden');
  });

  it('back in history restores the state (show-more restarts at page 1) and passes axe', async () => {
    history.back();
    // The entry before is blue + green (green alone came after).
    await until(
      () => decodeURIComponent(location.search) === '?pa_color=blue,green' && ids().join() === '2,4,6,8',
      `after back: ${location.search} ${ids().join()}`,
    );
    assert(!document.querySelector<HTMLElement>('ul.products')!.hidden && !document.querySelector('.woocommerce-no-products-found'), 'products again');
    const results = await axe.run(document.querySelector('main')!);
    assert(results.violations.length === 0, results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join()}`).join('; '));
  });

  it('window.shopFilter: rerender(true) fetches the shown cards again; openDebugger is a documented no-op', async () => {
    const before = shop.cardRequests.length;
    await window.shopFilter!.rerender(true);
    await until(() => JSON.stringify(shop.cardRequests[before]) === '[2,4,6,8]', `refetched: ${JSON.stringify(shop.cardRequests.slice(before))}`);
    await until(() => ids().join() === '2,4,6,8' && !document.querySelector('.shop-Products-placeholder'), 'the same products, redrawn');
    await tick(100);
    const settled = shop.cardRequests.length;
    await window.shopFilter!.rerender();
    await tick(100);
    assert(shop.cardRequests.length === settled, 'a plain rerender keeps the cards');
    assert(window.shopFilter!.openDebugger() === false, 'no debugger in this build');
  });
});
