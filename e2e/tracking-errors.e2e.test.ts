/**
 * The tracking's error catalogue on the running demo store, row by row: each situation produced
 * for real (a vendor's library blocked, the data layer altered or missing, a call of the shop
 * failing, a product without id or quantity, an excluded domain, a category refused) and its
 * message seen exactly once on the console. The shopper sees none of them, and never a hidden
 * page: with the A/B service's library blocked, the page shows again within its tolerance.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { addsWithoutReload, demoStoreSuite } from './harness.ts';
import { MESSAGES } from '../shared/engine/tracking/messages.ts';
import { TRACKING } from '../shared/engine/tracking/constants.ts';
import type { DataLayer } from '../shared/engine/tracking/data-layer.ts';

const suite = demoStoreSuite('shop-tracking-errors-e2e-', { consent: 'ask' });
const jquery = readFileSync(resolve(import.meta.dirname, '../node_modules/jquery/dist/jquery.js'), 'utf8');

type Categories = { statistics: boolean; marketing: boolean };

interface Visit {
  context: BrowserContext;
  page: Page;
  messages: string[];
  /** How many console messages contain `text`. */
  seen(text: string): number;
}

/** A visitor with a stored choice (revision 1), whose pages may be rewritten and whose requests may be cut. */
async function visitor(o: { consent?: Categories; rewrite?: (html: string) => string; block?: RegExp; fail?: RegExp; jquery?: boolean } = {}): Promise<Visit> {
  const context = await suite.browser.newContext();
  context.setDefaultTimeout(10_000);
  const consent = o.consent ?? { statistics: true, marketing: true };
  await context.addInitScript(
    (stored) => localStorage.setItem('shop_consent', stored),
    JSON.stringify({ v: 1, revision: 1, categories: { ...consent, preferences: false }, at: Date.now() }),
  );
  // Loaded as WooCommerce's pages load it: once the document is parsed.
  if (o.jquery)
    await context.addInitScript({
      content: `document.addEventListener('readystatechange', function once() { if (document.readyState !== 'interactive') return; document.removeEventListener('readystatechange', once);\n${jquery}\n});`,
    });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  if (o.rewrite) {
    const rewrite = o.rewrite;
    await page.route(
      (url) => url.origin === new URL(suite.store.url).origin && !/\/(dist|assets|recorders|wp-json|wp-admin|demo-)/.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        return route.fulfill({ response, body: rewrite(await response.text()) });
      },
    );
  }
  if (o.block) await page.route(o.block, (route) => route.abort());
  if (o.fail) await page.route(o.fail, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }));
  return { context, page, messages, seen: (text) => messages.filter((m) => m.includes(text)).length };
}

/** The tracking inspector's rows after `since` (newest first). */
async function inspectorEvents(since = 0): Promise<{ id: number; service: string; event: string }[]> {
  const body = (await (await fetch(`${suite.store.url}/tracking-inspector/?format=json&since=${since}`)).json()) as {
    events: { id: number; service: string; event: string }[];
  };
  return body.events;
}
const lastLogged = async () => Math.max(0, ...(await inspectorEvents()).map((e) => e.id));

/** Waits until `text` has been logged (or the time is up), then a little longer for any second copy. */
async function logged(visit: Visit, text: string, timeoutMs = 8000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (visit.seen(text) === 0 && Date.now() < deadline) await visit.page.waitForTimeout(100);
  await visit.page.waitForTimeout(500);
  return visit.seen(text);
}

const dataLayerJson = (html: string, edit: (layer: DataLayer) => void): string =>
  html.replace(/(<script type="application\/json" id="shop-tracking-data">)([\s\S]*?)(<\/script>)/, (_all, open: string, json: string, close: string) => {
    const layer = JSON.parse(json) as DataLayer;
    edit(layer);
    return `${open}${JSON.stringify(layer).replace(/</g, '\\u003c')}${close}`;
  });

describe('the error catalogue, one situation at a time', () => {
  test('the tag library blocked: its failure is logged once, after the readiness poll; the other services go on', async () => {
    const visit = await visitor({ block: /\/recorders\/gtag\// });
    await visit.page.goto(`${suite.store.url}/shop/`);
    assert.equal(await logged(visit, MESSAGES.libraryFailed('Google tag library (gtag.js)'), TRACKING.readinessTimeoutMs + 4000), 1);
    await visit.context.close();
  });

  test('the A/B service blocked: the page is hidden no longer than its tolerance, and the failure is logged once', async () => {
    const visit = await visitor({ block: /\/recorders\/pixel\/vwo\// });
    // When the page was hidden and shown again, as the document saw it.
    await visit.context.addInitScript(() => {
      const times: { hidden?: number; shown?: number } = {};
      (window as unknown as { abTimes: typeof times }).abTimes = times;
      // Watched from the document: the init script runs before <html> exists.
      new MutationObserver(() => {
        const hidden = document.documentElement?.style.opacity === '0';
        if (hidden && times.hidden === undefined) times.hidden = performance.now();
        if (!hidden && times.hidden !== undefined && times.shown === undefined) times.shown = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['style'] });
    });
    await visit.page.goto(`${suite.store.url}/shop/`);
    await visit.page.waitForFunction(() => (window as unknown as { abTimes: { shown?: number } }).abTimes.shown !== undefined, undefined, { timeout: 10_000 });
    const times = await visit.page.evaluate(() => ({
      ...(window as unknown as { abTimes: { hidden: number; shown: number } }).abTimes,
      // The document was parsed (and could paint its content) no earlier than this.
      interactive: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    }));
    assert.ok(times.hidden <= times.interactive, `hidden while the head was parsed (${Math.round(times.hidden)} ≤ ${Math.round(times.interactive)} ms)`);
    // The tolerance is a timer: a busy page (its own scripts starting) may run it a little late, never much.
    assert.ok(times.shown - times.hidden <= TRACKING.abTest.settingsToleranceMs + 500, `hidden for ${Math.round(times.shown - times.hidden)} ms`);
    assert.equal(await logged(visit, MESSAGES.abServiceFailed('VWO'), TRACKING.readinessTimeoutMs + 4000), 1);
    await visit.context.close();
  });

  test('a returning visitor who allowed statistics: the head script starts the A/B library itself, and the library shows the page, our scripts or not', async () => {
    // Every script of ours blocked: only the head script can have asked for the library.
    const visit = await visitor({ block: /\/dist\/.*\.js(\?.*)?$/ });
    const since = await lastLogged();
    await visit.page.goto(`${suite.store.url}/shop/`);
    await visit.page.waitForFunction(() => (window as unknown as { _vwo_code?: { libExecuted?: boolean } })._vwo_code?.libExecuted === true);
    // Shown by the library's finish (the settings tolerance has not run out: the page is not visible before it otherwise).
    const shown = await visit.page.evaluate(
      () => !document.documentElement.hasAttribute('data-shop-ab-hide') && document.documentElement.style.opacity !== '0',
    );
    assert.equal(shown, true);
    const vwoViews = async () => (await inspectorEvents(since)).filter((e) => e.service === 'vwo' && e.event === 'PageView').length;
    for (let tries = 0; tries < 50 && (await vwoViews()) === 0; tries++) await visit.page.waitForTimeout(100);
    await visit.page.waitForTimeout(500);
    assert.equal(await vwoViews(), 1, 'the library ran once');
    await visit.context.close();
  });

  test('the library and data layer versions differ: logged once', async () => {
    const visit = await visitor({ rewrite: (html) => dataLayerJson(html, (layer) => (layer.version.number = '1.44.0')) });
    await visit.page.goto(`${suite.store.url}/shop/`);
    assert.equal(await logged(visit, MESSAGES.versionMismatch(TRACKING.libraryVersion, '1.44.0')), 1);
    await visit.context.close();
  });

  test('no data layer: the warning comes after the wait, once', async () => {
    const visit = await visitor({ rewrite: (html) => html.replace(/<script type="application\/json" id="shop-tracking-data">[\s\S]*?<\/script>/, '') });
    await visit.page.goto(`${suite.store.url}/shop/`);
    await visit.page.waitForTimeout(TRACKING.dataLayerWaitMs - 1500);
    assert.equal(visit.seen(MESSAGES.dataLayerMissing('shop-tracking-data')), 0, 'not before the wait');
    assert.equal(await logged(visit, MESSAGES.dataLayerMissing('shop-tracking-data'), 4000), 1);
    await visit.context.close();
  });

  test('the REST test fails: both messages once, and the calls go through admin-ajax.php instead', async () => {
    const visit = await visitor({ fail: /\/wp-json\/shop\/v1\/test\// });
    const ajax: string[] = [];
    visit.page.on('request', (request) => request.url().includes('admin-ajax.php') && ajax.push(request.postData() ?? ''));
    await visit.page.goto(`${suite.store.url}/shop/`);
    await addsWithoutReload(visit.page);
    await visit.page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
    assert.equal(await logged(visit, MESSAGES.restTestFailed), 1);
    assert.equal(visit.seen(MESSAGES.restUnavailable), 1);
    const deadline = Date.now() + 8000;
    while (!ajax.some((body) => body.includes('action=shop_server_to_server_event')) && Date.now() < deadline) await visit.page.waitForTimeout(100);
    assert.ok(
      ajax.some((body) => body.includes('action=shop_server_to_server_event')),
      'server events through the ajax action',
    );
    await visit.context.close();
  });

  test('the cart and the products cannot be fetched: each failure logged once', async () => {
    const visit = await visitor({ fail: /admin-ajax\.php|\/wp-json\/shop\/v1\/products\// });
    await visit.page.goto(`${suite.store.url}/shop/`);
    await visit.page.waitForFunction(() => !!document.querySelector('shop-tracking'));
    await logged(visit, '[google]', 1500);
    // A failed cart update makes the tracking refetch the cart; an add of a product the page does not list asks the shop for it.
    await visit.page.evaluate(() => document.dispatchEvent(new CustomEvent('shop-cart-error', { detail: { message: 'x' }, bubbles: true })));
    assert.equal(await logged(visit, MESSAGES.cartFetchFailed), 1);
    await visit.page.evaluate(() => {
      document.dispatchEvent(new CustomEvent('shop-cart-adding', { detail: { productId: '987654', quantity: 1 }, bubbles: true }));
      document.dispatchEvent(new CustomEvent('shop-cart-added', { detail: { productId: '987654' }, bubbles: true }));
    });
    assert.equal(await logged(visit, MESSAGES.productsFetchFailed), 1);
    await visit.context.close();
  });

  test('a product without id, an add without quantity: each logged once (the add still counts one)', async () => {
    const visit = await visitor({ jquery: true });
    await visit.page.goto(`${suite.store.url}/shop/`);
    await logged(visit, '[never]', 1500);
    await visit.page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'add_to_wishlist';
      button.textContent = 'Wishlist';
      document.querySelector('main')!.append(button);
      button.click();
    });
    assert.equal(await logged(visit, MESSAGES.noProductId), 1);
    await visit.page.evaluate(() => {
      const id = document.querySelector('ul.products a.add_to_cart_button')!.getAttribute('data-product_id')!;
      const button = document.createElement('a');
      button.setAttribute('data-product_id', id);
      const $ = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
      $(document.body).trigger('added_to_cart', [{}, '', $(button)]);
    });
    assert.equal(await logged(visit, MESSAGES.noQuantity), 1);
    await visit.context.close();
  });

  test('a product page whose data layer names no product: logged once', async () => {
    const visit = await visitor({ rewrite: (html) => dataLayerJson(html, (layer) => (layer.shop.product_id = null)) });
    await visit.page.goto(`${suite.store.url}/shop/`);
    const href = await visit.page.locator('ul.products li.product.product-type-simple a.woocommerce-LoopProduct-link').first().getAttribute('href');
    await visit.page.goto(new URL(href!, suite.store.url).href);
    assert.equal(await logged(visit, MESSAGES.productIdElementMissing), 1);
    await visit.context.close();
  });

  test('an excluded domain: tracking aborts, logged once, nothing sent', async () => {
    const host = new URL(suite.store.url).hostname;
    // The shop prints the data layer and the A/B head script from the same setting: both name the domain.
    const visit = await visitor({
      rewrite: (html) => dataLayerJson(html, (layer) => (layer.general.exclude_domains = [host])).replace('"h":[', `"h":[${JSON.stringify(host)},`),
    });
    const sent: string[] = [];
    visit.page.on('request', (request) => request.url().includes('/recorders/') && sent.push(request.url()));
    await visit.page.goto(`${suite.store.url}/shop/`);
    assert.equal(await logged(visit, MESSAGES.excludedDomain), 1);
    assert.deepEqual(sent, []);
    await visit.context.close();
  });

  test('the tracking’s own module fails to load: named once on the console, no script error, nothing sent; the next page tracks', async () => {
    const visit = await visitor({ block: /\/dist\/chunks\/start-tracking-[^/]*\.js/ });
    const errors: string[] = [];
    visit.page.on('pageerror', (error) => errors.push(error.message));
    // The A/B library the head script starts runs on its own (as VWO's snippet): not the pipeline's.
    const sent: string[] = [];
    visit.page.on('request', (request) => {
      const ab = request.url().includes('/recorders/pixel/vwo/') || (request.postDataBuffer()?.toString() ?? '').includes('"service":"vwo"');
      if (request.url().includes('/recorders/') && !ab) sent.push(request.url());
    });
    await visit.page.goto(`${suite.store.url}/shop/`);
    assert.equal(await logged(visit, '[shop] Loading chunk start-tracking failed.'), 1);
    assert.deepEqual(errors, [], 'no unhandled rejection');
    assert.deepEqual(sent, []);
    // The connection back: the next page loads it and its page view reaches the services.
    await visit.page.unrouteAll();
    await visit.page.goto(`${suite.store.url}/cart/`);
    await visit.page.waitForRequest((request) => request.url().includes('/recorders/'));
    assert.deepEqual(errors, []);
    await visit.context.close();
  });

  test('the marketing elements’ modules fail to load: each named once on the console, no script error', async () => {
    const visit = await visitor({ block: /\/dist\/chunks\/(start-cart-capture|exit-intent-controller|push-prompt-controller|attribution-runtime)-[^/]*\.js/ });
    const errors: string[] = [];
    visit.page.on('pageerror', (error) => errors.push(error.message));
    await visit.page.goto(`${suite.store.url}/shop/`);
    for (const chunk of ['cart-capture', 'exit-intent', 'push-prompt', 'attribution'])
      assert.equal(await logged(visit, `[shop] Loading chunk ${chunk} failed.`), 1, chunk);
    assert.deepEqual(errors, [], 'no unhandled rejection');
    await visit.context.close();
  });

  test('a category refused: each service it gates says once that it waits for consent', async () => {
    const visit = await visitor({ consent: { statistics: true, marketing: false } });
    await visit.page.goto(`${suite.store.url}/shop/`);
    await addsWithoutReload(visit.page);
    await visit.page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
    await logged(visit, `[tiktok] ${MESSAGES.blockedByConsent}`);
    for (const service of ['facebook', 'tiktok', 'pinterest', 'snapchat', 'reddit', 'twitter', 'bing', 'linkedin', 'outbrain', 'taboola'])
      assert.equal(visit.seen(`[${service}] ${MESSAGES.blockedByConsent}`), 1, service);
    for (const service of ['hotjar', 'vwo']) assert.equal(visit.seen(`[${service}] ${MESSAGES.blockedByConsent}`), 0, service);
    await visit.context.close();
  });
});
