/**
 * The server's first paint of the sidebar (data-shop-first-paint, printed just before the element
 * by the demo store): on screen until the element draws its own view, gone in the very commit that
 * draws it (never both, never neither), and never a target for the pointer meanwhile. Here the
 * element has to wait for the engine (the catalogue held, no answer printed as JSON), so its first
 * commits draw nothing: the copy must outlive them.
 */
import { setViewport } from '@web/test-runner-commands';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFilterAppConfig } from '../../shared/engine/filter/config/app-config.ts';
import { buildIndex } from '../../shared/engine/filter/core/build-index.ts';
import { listingQuery } from '../../shared/engine/filter/core/listing-query.ts';
import { runQuery } from '../../shared/engine/filter/core/query.ts';
import { applyUrlState, indexOptionsFor, urlConfigOf } from '../../shared/engine/filter/core/state-to-query.ts';
import { buildFiltersOutput } from '../../shared/engine/filter/presentation/filters-output.ts';
import { parseUrlState } from '../../shared/engine/filter/url/url-state.ts';
import { FilterActionsContext } from '../../shared/ui/filter-controls/filter-actions.ts';
import {
  FIXTURE_IDS,
  fixtureConfig,
  fixtureSources,
  installFakeFilterShop,
  printFilterShop,
  type FakeFilterShop,
} from '../../shared/testing/fake-filter-shop.ts';
import { assert, tick, until } from '../../shared/testing/wait.ts';
import { FilterSidebarView } from './filter-sidebar.view.tsx';

const stylesheet = document.createElement('link');
stylesheet.rel = 'stylesheet';
stylesheet.href = '/styles/storefront.css';
document.head.append(stylesheet);
await new Promise((resolve) => stylesheet.addEventListener('load', resolve, { once: true }));

let shop: FakeFilterShop;
let releaseDescriptors: () => void = () => undefined;
let descriptorsAsked = 0;
const descriptors = Object.fromEntries(FIXTURE_IDS.map((id) => [id, [id, id, fixtureSources(id), 'simple']]));
const ownCounts = () => document.querySelectorAll('shop-filter-sidebar .shop-Filter-count').length;
const copy = () => document.querySelector<HTMLElement>('[data-shop-first-paint="shop-filter-sidebar"]');

/** What the server prints before the element: the sidebar's view rendered to HTML with its answer for this address. */
function serverPrint(config: Record<string, unknown>): string {
  const reading = readFilterAppConfig(JSON.stringify(config), location.search);
  if (!reading.enabled) throw new Error(reading.reason);
  const app = reading.config;
  const state = parseUrlState({ pathname: location.pathname, search: location.search }, urlConfigOf(app));
  const filters = applyUrlState(app.filters, state);
  const query = listingQuery(app, filters, { firstVisiblePage: 1, currentPage: 1, orderby: '' });
  const result = runQuery(
    buildIndex(descriptors, indexOptionsFor(app), () => undefined),
    query,
    { presets: true },
  );
  const shown = buildFiltersOutput(app, filters, result, new Set()).filters;
  const noop = () => undefined;
  const actions = { counterFormat: app.layout.counterFormat, changeValue: noop, clearValues: noop, changeRange: noop, changeSearch: noop };
  const view = renderToStaticMarkup(
    createElement(FilterActionsContext.Provider, { value: actions }, createElement(FilterSidebarView, { filters: shown, config: app })),
  );
  return `<div class="shop-FirstPaint" data-shop-first-paint="shop-filter-sidebar" aria-hidden="true" inert>${view}</div>`;
}

describe('the sidebar’s first paint, printed by the server', () => {
  const removals: { ownCountsThen: number }[] = [];
  let box: DOMRect;
  let printedCounts = 0;

  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    history.replaceState(null, '', '/');
    const config = fixtureConfig({ index_build_id: `first-paint-${Date.now()}` });
    printFilterShop(config, { products: true });
    const firstPaint = serverPrint(config);
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<aside>${firstPaint}<shop-filter-sidebar></shop-filter-sidebar></aside>`);
    // Whatever removes the copy, what the page held right then (the records come after that commit, before a paint).
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.hasAttribute('data-shop-first-paint')) removals.push({ ownCountsThen: ownCounts() });
    }).observe(document.querySelector('aside')!, { childList: true });
    shop = installFakeFilterShop();
    const serve = window.fetch;
    const held = new Promise<void>((go) => (releaseDescriptors = go));
    window.fetch = async (input, init) => {
      if (new URL(String(input instanceof Request ? input.url : input), location.href).pathname === '/fixture/descriptors.json') {
        descriptorsAsked++;
        await held;
      }
      return serve(input, init);
    };
  });
  after(() => shop.restore());

  it('shows the server’s counters before the element has loaded, and the pointer goes through them', () => {
    const printed = copy();
    assert(printed !== null && printed.offsetHeight > 0, 'the copy is on screen');
    printedCounts = printed!.querySelectorAll('.shop-Filter-count').length;
    assert(printedCounts > 0, 'with its counters');
    assert(ownCounts() === 0, 'the element has drawn nothing yet');
    const control = printed!.querySelector('input')!.getBoundingClientRect();
    const hit = document.elementFromPoint(control.x + control.width / 2, control.y + control.height / 2);
    assert(hit !== null && !printed!.contains(hit), `a click there is not taken by the inert copy (${hit?.outerHTML.slice(0, 60)})`);
    box = printed!.querySelector('.shop-Filter-title')!.getBoundingClientRect();
  });

  it('outlives the element’s commits that draw nothing, and is replaced in the one that draws its view: never both, never neither, nothing moved', async () => {
    await import('./define.ts');
    await until(() => descriptorsAsked === 1, 'the element started the engine');
    await tick(300);
    assert(copy() !== null && ownCounts() === 0 && removals.length < 1, 'the copy stays while the element has nothing to draw');
    releaseDescriptors();
    await until(() => copy() === null, 'the copy handed over');
    assert(removals.length === 1, `removed once (${removals.length})`);
    assert(
      removals[0]!.ownCountsThen === printedCounts,
      `the element's ${printedCounts} counters were already in the page when the copy went (${removals[0]!.ownCountsThen})`,
    );
    const title = document.querySelector('shop-filter-sidebar .shop-Filter-title')!.getBoundingClientRect();
    assert(
      title.x === box.x && title.y === box.y && title.width === box.width,
      `the first title where the copy had it: ${JSON.stringify(title)} vs ${JSON.stringify(box)}`,
    );
    assert(document.activeElement === document.body, 'the focus was nowhere and stays there');
  });
});
