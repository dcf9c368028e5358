/**
 * The first result before the index (issue 31): a listing printed with the server's first answer
 * (#shop-filter-first-result) shows the filter sidebar with its counters while the catalogue is
 * still on its way; a change made meanwhile is answered once the engine is ready, and the
 * engine's answers follow.
 */
import { setViewport } from '@web/test-runner-commands';
import { readFilterAppConfig } from '../engine/filter/config/app-config.ts';
import { buildIndex } from '../engine/filter/core/build-index.ts';
import { listingQuery } from '../engine/filter/core/listing-query.ts';
import { runQuery } from '../engine/filter/core/query.ts';
import { applyUrlState, indexOptionsFor, urlConfigOf } from '../engine/filter/core/state-to-query.ts';
import { parseUrlState } from '../engine/filter/url/url-state.ts';
import { FIXTURE_IDS, fixtureConfig, fixtureSources, installFakeFilterShop, printFilterShop, type FakeFilterShop } from '../testing/fake-filter-shop.ts';
import { assert, tick, until } from '../testing/wait.ts';
import { $filterResults } from '../stores/filter.ts';

let shop: FakeFilterShop;
let releaseDescriptors: () => void = () => undefined;
const descriptors = Object.fromEntries(FIXTURE_IDS.map((id) => [id, [id, id, fixtureSources(id), 'simple']]));
const colour = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('shop-filter-sidebar .shop-Filter[data-filter="color"] label')].find(
    (label) => label.querySelector('.shop-Filter-label')?.textContent === name,
  ) ?? null;
const count = (name: string) => colour(name)?.querySelector('.shop-Filter-count')?.textContent?.replace(/\D/g, '') ?? null;

/** What the shop's server prints: the browser's first query for this address, answered by the same engine. */
function serverFirstResult(config: Record<string, unknown>): string {
  const reading = readFilterAppConfig(JSON.stringify(config), location.search);
  if (!reading.enabled) throw new Error(reading.reason);
  const app = reading.config;
  const state = parseUrlState({ pathname: location.pathname, search: location.search }, urlConfigOf(app));
  const query = listingQuery(app, applyUrlState(app.filters, state), { firstVisiblePage: state.page, currentPage: state.page, orderby: state.orderby });
  const result = runQuery(
    buildIndex(descriptors, indexOptionsFor(app), () => undefined),
    query,
    { presets: true },
  );
  return JSON.stringify({ query, result });
}

describe('the first result before the index', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    history.replaceState(null, '', '/');
    // A catalogue never seen before (no index kept from an earlier visit).
    const config = fixtureConfig({ index_build_id: `first-${Date.now()}` });
    printFilterShop(config, { products: true });
    const first = document.createElement('script');
    first.type = 'application/json';
    first.id = 'shop-filter-first-result';
    first.textContent = serverFirstResult(config);
    document.querySelector('main')!.append(first);
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<shop-filter-sidebar></shop-filter-sidebar>');
    shop = installFakeFilterShop();
    // The catalogue arrives only when the test says so.
    const serve = window.fetch;
    const held = new Promise<void>((go) => (releaseDescriptors = go));
    window.fetch = async (input, init) => {
      if (new URL(String(input instanceof Request ? input.url : input), location.href).pathname === '/fixture/descriptors.json') await held;
      return serve(input, init);
    };
    await import('../../elements/filter-sidebar/define.ts');
    await import('../../elements/products/define.ts');
  });
  after(() => shop.restore());

  it('shows the sidebar with the server’s counters while the catalogue is still on its way', async () => {
    await until(() => count('Red') !== null, 'the sidebar rendered');
    assert(shop.descriptorRequests.length === 0, 'before the catalogue was answered');
    assert(count('Red') === '15' && count('Blue') === '15', `red ${count('Red')}, blue ${count('Blue')}`);
  });

  it('a change made meanwhile is answered once the engine is ready, and the next ones by the engine', async () => {
    colour('Blue')!.querySelector('input')!.click();
    await tick(100);
    assert(new URLSearchParams(location.search).get('pa_color') === 'blue', `the address follows at once: ${location.search}`);
    assert($filterResults.get().status === 'loading', 'waiting for the engine, not answered with the first result');
    const products = document.querySelector('shop-products')!;
    await until(() => products.hasAttribute('data-changing') && products.getAttribute('aria-busy') === 'true', 'the listing says it is changing');
    releaseDescriptors();
    await until(() => shop.descriptorRequests.length === 1, 'the catalogue answered');
    await until(
      () => $filterResults.get().status === 'ready' && $filterResults.get().result?.total === 15,
      'the change answered by the engine: the 15 blue products',
    );
    assert(colour('Blue')!.querySelector('input')!.checked, 'blue chosen');
    await until(() => !products.hasAttribute('data-changing') && !products.hasAttribute('aria-busy'), 'and no longer once answered');
    colour('Red')!.querySelector('input')!.click();
    await until(() => $filterResults.get().status === 'ready' && $filterResults.get().result?.total === 30, `both chosen: all 30 (${location.search})`);
    assert(shop.descriptorRequests.length === 1, 'the catalogue asked once');
  });
});
