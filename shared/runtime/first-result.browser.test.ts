/**
 * The first result before the index (issue 31): a listing printed with the server's first answer
 * (#shop-filter-first-result) shows the filter sidebar with its counters while the catalogue is
 * still on its way; a change made meanwhile is answered by the server for its address (the
 * listing dimmed while it waits), and the engine's answers follow once it is ready.
 */
import { setViewport } from '@web/test-runner-commands';
import { fixtureConfig, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../testing/fake-filter-shop.ts';
import { serverFirstResult } from '../testing/fixture-first-result.ts';
import { assert, tick, until } from '../testing/wait.ts';
import { $filterResults } from '../stores/filter.ts';

let shop: FakeFilterShop;
let releaseDescriptors: () => void = () => undefined;
let shopConfig: Record<string, unknown> = {};
const downloads = () => shop.descriptorRequests.length;
const serverAsked: string[] = [];
let releaseServer: () => void = () => undefined;
const serverHeld = new Promise<void>((go) => (releaseServer = go));
const colour = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('shop-filter-sidebar .shop-Filter[data-filter="color"] label')].find(
    (label) => label.querySelector('.shop-Filter-label')?.textContent === name,
  ) ?? null;
const count = (name: string) => colour(name)?.querySelector('.shop-Filter-count')?.textContent?.replace(/\D/g, '') ?? null;

describe('the first result before the index', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    history.replaceState(null, '', '/');
    // A catalogue never seen before (no index kept from an earlier visit).
    const config = fixtureConfig({ index_build_id: `first-${Date.now()}` });
    shopConfig = config;
    printFilterShop(config, { products: true });
    const first = document.createElement('script');
    first.type = 'application/json';
    first.id = 'shop-filter-first-result';
    first.textContent = serverFirstResult(config, new URL(location.href));
    document.querySelector('main')!.append(first);
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<shop-filter-sidebar></shop-filter-sidebar>');
    shop = installFakeFilterShop();
    // The catalogue arrives only when the test says so.
    const serve = window.fetch;
    const held = new Promise<void>((go) => (releaseDescriptors = go));
    window.fetch = async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      if (url.pathname === '/fixture/descriptors.json') await held;
      if (url.searchParams.get('shop_first_result') === '1') {
        // The shop's server answering an address: held while the test says so.
        serverAsked.push(url.search);
        await serverHeld;
        url.searchParams.delete('shop_first_result');
        return new Response(serverFirstResult(shopConfig, url), { headers: { 'Content-Type': 'application/json' } });
      }
      return serve(input, init);
    };
    await import('../../elements/filter-sidebar/define.ts');
    await import('../../elements/products/define.ts');
  });
  after(() => shop.restore());

  it('shows the sidebar with the server’s counters while the catalogue is still on its way', async () => {
    await until(() => count('Red') !== null, 'the sidebar rendered');
    assert(downloads() === 0, 'before the catalogue was answered');
    assert(count('Red') === '15' && count('Blue') === '15', `red ${count('Red')}, blue ${count('Blue')}`);
  });

  it('a change made meanwhile is answered by the server for its address, the listing dimmed while it waits; once the engine is ready it answers', async () => {
    colour('Blue')!.querySelector('input')!.click();
    await tick(100);
    assert(new URLSearchParams(location.search).get('pa_color') === 'blue', `the address follows at once: ${location.search}`);
    assert($filterResults.get().status === 'loading', 'waiting for an answer, not answered with the first result');
    const products = document.querySelector('shop-products')!;
    await until(() => products.hasAttribute('data-changing') && products.getAttribute('aria-busy') === 'true', 'the listing says it is changing');
    assert(
      serverAsked.length === 1 && new URLSearchParams(serverAsked[0]).get('pa_color') === 'blue',
      `the server asked for the address: ${serverAsked.join()}`,
    );
    releaseServer();
    await until(() => $filterResults.get().status === 'ready' && $filterResults.get().result?.total === 15, 'the 15 blue products, from the server');
    assert(downloads() === 0, 'the catalogue still on its way');
    assert(colour('Blue')!.querySelector('input')!.checked, 'blue chosen');
    await until(() => !products.hasAttribute('data-changing') && !products.hasAttribute('aria-busy'), 'no longer changing once answered');
    releaseDescriptors();
    await until(() => downloads() === 1, 'the catalogue answered');
    await until(() => window.shopFilter !== undefined, 'the engine started');
    await window.shopFilter!.ready;
    colour('Red')!.querySelector('input')!.click();
    await until(() => $filterResults.get().status === 'ready' && $filterResults.get().result?.total === 30, `both chosen: all 30 (${location.search})`);
    assert(serverAsked.length === 1, `the engine answered, not the server: ${serverAsked.join()}`);
    assert(downloads() === 1, 'the catalogue asked once');
  });
});
