/**
 * The cart end to end, in Chromium against the running demo store: listing add, mini-cart,
 * a second tab, quantity edit, remove, a variation from the product page, reload, restart.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptTerms, addsWithoutReload, axeIds, demoStoreSuite, fillCheckoutForm, managerContext } from './harness.ts';

const count = (page: Page) => page.locator('shop-mini-cart .shop-MiniCart-count');

/** A marker that survives only while the page is not reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function assertNotReloaded(page: Page): Promise<void> {
  assert.equal(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, 'the page was reloaded');
}

async function addFromListing(page: Page, productName: string): Promise<void> {
  // Before the element is running, the button is WooCommerce's no-JS link (a page load): wait for it.
  await addsWithoutReload(page);
  // And for the listing to be settled (the filter's first results), as the other listing tests do.
  if (await page.locator('shop-products').count()) await page.locator('shop-products[data-state="ready"]').waitFor();
  const item = page.locator('li.product', { has: page.getByRole('heading', { name: productName, exact: true }) });
  await item.locator('a.ajax_add_to_cart').click();
  await item.locator('a.added_to_cart').waitFor();
}

const suite = demoStoreSuite('shop-e2e-');

/** The scripts a page loads once it has settled: file name → gzipped bytes. */
async function scriptsOf(path: string, onPage?: (page: Page) => void): Promise<{ page: Page; scripts: Map<string, number>; total: number }> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  onPage?.(page);
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(new URL(response.url()).pathname.replace(/^.*\/dist\//, ''), gzipSync(await response.body()).length);
  });
  await page.goto(`${suite.store.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  return { page, scripts, total: [...scripts.values()].reduce((a, b) => a + b, 0) };
}

/** The raw bytes and headers of a GET with this Accept-Encoding (node:http: no automatic decoding). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

describe('the elements’ files on the wire', () => {
  test('go out precompressed: Brotli to a browser that takes it, gzip to one that takes only that, the file itself otherwise; the same bytes once decoded', async () => {
    const shop = await (await fetch(`${suite.store.url}/shop/`)).text();
    const react = /href="(\/dist\/chunks\/react-[^"]+\.js)"/.exec(shop)?.[1];
    assert.ok(react, 'the page preloads React');
    for (const path of [react!, '/dist/loader.js', '/dist/storefront.css']) {
      const plain = await rawGet(suite.store.url + path, 'identity');
      const br = await rawGet(suite.store.url + path, 'gzip, deflate, br');
      const gzip = await rawGet(suite.store.url + path, 'gzip');
      assert.equal(plain.headers['content-encoding'], undefined, path);
      assert.equal(br.headers['content-encoding'], 'br', path);
      assert.equal(gzip.headers['content-encoding'], 'gzip', path);
      assert.match(String(br.headers.vary), /accept-encoding/i, 'caches keep the variants apart');
      assert.ok(brotliDecompressSync(br.body).equals(plain.body) && gunzipSync(gzip.body).equals(plain.body), `${path}: same content`);
      assert.ok(br.body.length < gzip.body.length, `${path}: Brotli ${br.body.length} < gzip ${gzip.body.length}`);
      // The build's own files, not compressed again per request.
      const built = resolve(import.meta.dirname, '..', path.slice(1));
      assert.ok(br.body.equals(readFileSync(`${built}.br`)) && gzip.body.equals(readFileSync(`${built}.gz`)), `${path}: the precompressed files`);
    }
  });
});

describe('a visitor without a cart', () => {
  test('makes no fragments request, and /shop/ loads at most 178 kB of gzipped JavaScript with React once', async () => {
    const fragmentRequests: string[] = [];
    const { page, scripts, total } = await scriptsOf('/shop/', (page) =>
      page.on('request', (request) => {
        if (request.url().includes('wc-ajax=get_refreshed_fragments')) fragmentRequests.push(request.url());
      }),
    );
    await count(page).waitFor();
    assert.equal(await count(page).textContent(), '0');
    assert.deepEqual(fragmentRequests, []);
    // React 69 kB, the cart elements ~13 kB, the filter ~34 kB (engine, stores, controls, dialogs
    // and panels 25.5 kB; products, sidebar, bar, chips, sort, pagination elements ~9 kB),
    // DOMPurify ~11 kB (the one sanitising path), the header's live search ~7 kB
    // (element 5.4 kB, its client and rules in the shared chunk), and the
    // listing swatches, sticky header, popups, category menu and password toggle ~5 kB, the
    // consent banner with its store and runtime and the tracking's start ~7 kB (the tracking
    // itself does not load for this visitor, who refused it; see bench:tracking for the rest), the
    // consent watchers of order attribution, the cart capture, the exit-intent form and the push
    // prompt ~2 kB (their behaviour loads only with marketing consent).
    // Measured: ~165 kB (2026-11-26, after the translation reader; the configuration check loads only where someone looks);
    // 164.2 kB (2026-11-27): +1.5 kB for the compact descriptors' reader, the kept index and the
    // fragment dimming — the reader saves a 10k-product shop's first visit 300 kB of download,
    // the kept index a repeat visit the download and the indexing. Issue 31 brings it down.
    // 165.3 kB (2026-11-27, later): +1.2 kB for the consent banner taking over the server's
    // printed question (its largest contentful paint moved from after the scripts to the first
    // paint), price rounding and the currency switcher's prices, the pagination arguments, early
    // product caching and the live search's double-click guard. The live search itself now loads
    // on intent (or when the browser is idle after load), so it stays counted here.
    // 166.6 kB (2026-11-27, later still): +0.8 kB for a theme written for the specification's
    // markup (the loader's look for its containers, the products area's controls in them, the
    // pagination/ordering selectors and ignored classes read, WordPress's `paged` honoured).
    // 167.7 kB (2026-11-27, last): +1.1 kB — the demo's /shop/ now has a currency switcher, whose
    // links follow the filters (0.4 kB, loaded only where a page has one), and the 'show all' view
    // shows a searched tree's matching branches.
    // 168.3 kB (2026-11-27, last): +0.65 kB for the live search's states and layout options
    // (issue 32 groups 6 and 8; it loads on intent or once the browser is idle, after load).
    // 169.7 kB (2026-11-27, twelfth session): +1.4 kB for the filter query of issue 31 (failure
    // bits, branch-free passes, counting a column at a time: p50 at 1M 68 → 36 ms), in the
    // filter engine's code.
    // 170.2 kB (2026-11-27, thirteenth session): +1.2 kB for the category menu's flyouts (hover
    // intent, toggles, placement; issue 32 group 13), -0.7 kB for Vite's import() wrapper gone.
    // 172.3 kB (2026-11-27, fourteenth session): +2.1 kB — the live search's whole protocol
    // (vendors, extension slots, score, pictures from addresses, POST and custom parameters, the
    // details of every suggestion at once; it loads on intent or once the browser is idle), the
    // search lightbox's glue in the popup, and the server's first answer read by the filter's
    // runtime (the counters no longer wait for the catalogue).
    // 173.2 kB (2026-11-28, sixteenth session): +0.9 kB — a large catalogue's bytes (compact or
    // JSON) handed to the Worker undecoded and read there, with the page's fallback when the
    // Worker fails (at 10k products, CPU ×4, a 0.6–1.7 s main-thread task gone), and the loader's
    // look for a page editor's block edit markers.
    // 174.05 kB (2026-11-28, twenty-first session): +0.27 kB — counts written without
    // Intl.NumberFormat where Intl would write the same (the page's first NumberFormat was a
    // 30–77 ms task on a first view: 40 → 28 long tasks in 42 cold views, A/B).
    // 175.4 kB (2026-11-29, twenty-third session): +0.9 kB — a shopper's presses on the sidebar's
    // first paint, lost before, are kept and carried out when the element takes over (0.5 kB,
    // loaded only on a page with a copy; the takeover 0.4 kB), when the visitor chose consent on
    // the page (the push prompt); -0.25 kB for the sticky header's adopted stylesheet gone.
    // 176.2 kB (2026-12-02, twenty-ninth session): +0.2 kB — a later module that fails to load
    // (the tracking's, the marketing elements', the loader's own) is named on the console and
    // its feature asks again, instead of an unhandled rejection; the counters' elementtiming.
    // 177.2 kB (2026-12-04, thirty-third session): +1.1 kB — V8's compile hint
    // (`//# allFunctionsCalledOnLoad`) first in each of the page's ~36 scripts: they are compiled
    // on a background thread as they stream in, not function by function on the page's thread
    // (main-thread compiling in a cold view 63–114 → 6–11 ms; long tasks 48 → 39 in 60 cold views).
    // -3.0 kB (2026-12-05, thirty-fifth session): the tracking's and the cart capture's code that
    // their own chunks share left the shared chunk every page preloads (bench:page-js /shop/
    // 181.8 -> 178.8 kB; its preloaded set 109.6 -> 106.7 kB); they load with consent.
    // +0.4 kB (2026-12-05, thirty-sixth session): DOMPurify loads on need, in a chunk of its own,
    // and the text-only path that does not wait for it (bench:page-js /shop/ 179.3 kB once idle,
    // as counted here; its preloaded set 106.7 -> 95.6 kB).
    assert.ok(total <= 178 * 1024, `JavaScript on /shop/: ${total} bytes gzip`);
    const reactFiles = [...scripts.keys()].filter((url) => /react/i.test(url));
    assert.equal(reactFiles.length, 1, `React chunks: ${reactFiles.join(', ')}`);
    await page.context().close();
  });

  test('a product page loads no more JavaScript than /shop/, and neither loads what it does not show', async () => {
    const shop = await scriptsOf('/shop/');
    const product = await scriptsOf('/product/hoodie/');
    assert.ok(product.total <= shop.total, `product page ${product.total} bytes gzip, /shop/ ${shop.total}`);
    const names = (scripts: Map<string, number>) => [...scripts.keys()].join(' ');
    for (const productOnly of ['product-gallery', 'tabs', 'elements/swatches', 'sticky-add-to-cart', 'variation-form'])
      assert.doesNotMatch(names(shop.scripts), new RegExp(productOnly), `/shop/ loads ${productOnly}`);
    for (const listingOnly of ['chunks/filter-', 'price-slider', 'quick-view', 'filter-sidebar', 'elements/products'])
      assert.doesNotMatch(names(product.scripts), new RegExp(listingOnly), `the product page loads ${listingOnly}`);
    assert.match(names(product.scripts), /variation-form/, 'the variable product loads its variation logic');
    await shop.page.context().close();
    await product.page.context().close();
  });
});

describe('a shopper adding to the cart', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
  });
  after(() => context.close());

  test('adds from the listing and sees the mini-cart update without a reload, in a second tab too', async () => {
    await page.goto(`${suite.store.url}/shop/`);
    const other = await context.newPage();
    await other.goto(`${suite.store.url}/shop/page/2/`);
    await count(other).waitFor();
    await markPage(page);
    await markPage(other);
    await addFromListing(page, 'Belt');
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
    // The dropdown reveals itself after the add and lists the product.
    await page.locator('.shop-MiniCart-dropdown li.woocommerce-mini-cart-item', { hasText: 'Belt' }).waitFor();
    await assertNotReloaded(page);
    await other.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
    await assertNotReloaded(other);
    await other.close();
  });

  test('the mini-cart passes axe with its dropdown open', async () => {
    const toggle = page.locator('button.shop-MiniCart-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const results = await new AxeBuilder({ page }).include('shop-mini-cart').analyze();
    assert.deepEqual(
      results.violations.map((v) => `${v.id}: ${v.help}`),
      [],
    );
  });

  test('changes a quantity in the mini-cart in place', async () => {
    const toggle = page.locator('button.shop-MiniCart-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const input = page.locator('.shop-MiniCart-dropdown input.qty').first();
    await input.fill('3');
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '3');
    await assertNotReloaded(page);
  });

  test('an invalid quantity shows the browser message and sends nothing', async () => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('admin-ajax') && sent.push(r.url()));
    const input = page.locator('.shop-MiniCart-dropdown input.qty').first();
    await input.fill('-4');
    await input.press('Enter');
    assert.equal(await input.evaluate((el: HTMLInputElement) => el.validity.valid), false);
    await page.waitForTimeout(300);
    assert.deepEqual(sent, []);
    assert.equal(await count(page).textContent(), '3');
  });

  test('adds a variation from the product page', async () => {
    await page.goto(`${suite.store.url}/product/v-neck-t-shirt/`);
    await markPage(page);
    // The attribute selects show as swatches (radio groups named by the attribute).
    await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Blue' }).check();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }).check();
    await page.locator('.single_variation .price').waitFor();
    await page.locator('button.single_add_to_cart_button').click();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '4');
    await page.locator('.shop-MiniCart-dropdown', { hasText: 'V-Neck T-Shirt' }).waitFor();
    await assertNotReloaded(page);
  });

  test('asks for options before adding a variable product', async () => {
    await page.goto(`${suite.store.url}/product/v-neck-t-shirt/`);
    // The form as the shopper sees it, swatches in place: a forced click skips Playwright's
    // stability check, and the button moves down once the selects become swatches.
    await page.getByRole('group', { name: 'Color' }).waitFor();
    // aria-disabled, not disabled: the button stays focusable and explains what is missing.
    await page.locator('button.single_add_to_cart_button').click({ force: true });
    await page.locator('.woocommerce-notices-wrapper .woocommerce-error').waitFor();
    assert.equal(await count(page).textContent(), '4');
  });

  test('a reload keeps the cart, from stored fragments without a request', async () => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('get_refreshed_fragments') && requests.push(r.url()));
    await page.reload();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '4');
    assert.deepEqual(requests, []);
  });

  test('corrupted stored fragments are refetched cleanly', async () => {
    await page.evaluate(() =>
      sessionStorage.setItem((JSON.parse(document.getElementById('shop-cart-params')!.textContent!) as { fragmentName: string }).fragmentName, '{not json'),
    );
    await page.reload();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '4');
  });

  test('removes an item from the mini-cart', async () => {
    await page.goto(`${suite.store.url}/shop/`);
    await markPage(page);
    await page.locator('button.shop-MiniCart-toggle').click();
    await page.locator('.shop-MiniCart-dropdown a.remove_from_cart_button').first().click();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
    await assertNotReloaded(page);
  });

  test('a server restart keeps the cart', async () => {
    await suite.stopStore();
    await suite.startStore();
    await page.goto(`${suite.store.url}/cart/`);
    await page.locator('tr.cart_item').first().waitFor();
    assert.equal(await page.locator('tr.cart_item').count(), 1);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
  });

  test('the cart page refreshes its table and totals after a mini-cart change, without a reload', async () => {
    await page.goto(`${suite.store.url}/cart/`);
    await markPage(page);
    const totalBefore = await page.locator('.cart_totals .order-total td').textContent();
    await page.locator('button.shop-MiniCart-toggle').click();
    const input = page.locator('.shop-MiniCart-dropdown input.qty').first();
    await input.fill('2');
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.woocommerce-cart-form input.qty')?.value === '2');
    const totalAfter = await page.locator('.cart_totals .order-total td').textContent();
    assert.notEqual(totalAfter, totalBefore);
    await assertNotReloaded(page);
  });

  test('an add from the cart page’s “You may be interested in…”: its line and the totals without a reload, the page asked for once, the focus kept on the button', async () => {
    await page.goto(`${suite.store.url}/cart/`);
    await addsWithoutReload(page);
    await markPage(page);
    const lines = await page.locator('tr.cart_item').count();
    const totalBefore = await page.locator('.cart_totals .order-total td').textContent();
    const card = page.locator('.cross-sells li.product', { has: page.locator('a.ajax_add_to_cart') }).first();
    const name = ((await card.locator('.woocommerce-loop-product__title').textContent()) ?? '').trim();
    assert.ok(name, 'a cross-sell that adds from its card');
    let pageFetches = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.resourceType() !== 'document' && new URL(request.url()).pathname === '/cart/') pageFetches++;
    });
    const add = card.locator('a.ajax_add_to_cart');
    await add.focus();
    await page.keyboard.press('Enter');
    await page.locator('tr.cart_item', { hasText: name }).waitFor();
    await page.waitForTimeout(1200);
    assert.equal(await page.locator('tr.cart_item').count(), lines + 1);
    assert.notEqual(await page.locator('.cart_totals .order-total td').textContent(), totalBefore);
    assert.equal(pageFetches, 1, 'the cart page’s sections fetched once');
    assert.equal(await add.evaluate((element) => element === document.activeElement), true, 'the focus stays on the add button');
    await assertNotReloaded(page);
  });

  test('the checkout order review follows the cart (forced checkout refresh)', async () => {
    await page.goto(`${suite.store.url}/checkout/`);
    await markPage(page);
    const review = page.locator('.woocommerce-checkout-review-order-table .product-quantity').first();
    assert.match((await review.textContent()) ?? '', /2/);
    await page.locator('button.shop-MiniCart-toggle').click();
    const input = page.locator('.shop-MiniCart-dropdown input.qty').first();
    await input.fill('1');
    await input.press('Enter');
    await page.waitForFunction(() =>
      /×\s*1$/.test(document.querySelector('.woocommerce-checkout-review-order-table .product-quantity')?.textContent?.trim() ?? ''),
    );
    await assertNotReloaded(page);
  });

  test("the checkout's fields follow the country chosen, the focus staying on it; a wrong ZIP Code is named as the US names it", async () => {
    await page.goto(`${suite.store.url}/checkout/`);
    await page.locator('shop-address-fields[data-shop-ready]').waitFor();
    const form = page.locator('form.checkout');
    await form.getByLabel('Country / Region').focus();
    await form.getByLabel('Country / Region').selectOption('US');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'billing_country', 'the focus stays on the country');
    await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });
    const order = () => page.evaluate(() => [...document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > p:not([hidden])')].map((p) => p.id));
    assert.deepEqual((await order()).slice(6, 9), ['billing_city_field', 'billing_state_field', 'billing_postcode_field']);
    assert.deepEqual(await axeIds(page, 'form.checkout'), []);
    await form.getByLabel('Country / Region').selectOption('DE');
    assert.deepEqual((await order()).slice(6, 8), ['billing_postcode_field', 'billing_city_field'], 'the Postleitzahl before the city, no state');
    await form.getByLabel('Country / Region').selectOption('US');
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Street address', '1 Congress Ave'],
      ['Town / City', 'Austin'],
      ['ZIP Code', '7370'],
      ['Email address', 'ada@example.com'],
    ] as const)
      await form.getByLabel(label).fill(value);
    await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    assert.match(await page.locator('.woocommerce-error').innerText(), /Billing ZIP Code is not a valid postcode \/ ZIP\./);
    assert.equal(new URL(page.url()).pathname, '/checkout/', 'nothing ordered');
  });

  test('places an order at checkout; the order received page (its details and billing address) is axe-clean', async () => {
    await page.goto(`${suite.store.url}/checkout/`);
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    await page.getByText('Thank you. Your order has been received.').waitFor();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '0');
    assert.match(await page.locator('.woocommerce-customer-details address').innerText(), /^Ada Lovelace\n1 Loop St\n/);
    assert.deepEqual(await axeIds(page, 'main'), []);
  });
});

describe('on a phone', () => {
  test('an add shows a notice, not the modal drawer; View cart opens the drawer, Escape returns to the add button', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 740 } });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${suite.store.url}/shop/`);
    await addFromListing(page, 'Beanie');
    const notice = page.locator('shop-mini-cart .shop-MiniCart-notice');
    await notice.waitFor();
    // The notice closes itself after 5 s unless the pointer is on it: axe below can take longer on a busy machine.
    await notice.hover();
    assert.match((await notice.textContent()) ?? '', /Beanie.*has been added to your cart/);
    const drawer = page.locator('dialog.shop-MiniCart-drawer');
    assert.equal(await drawer.evaluate((d: HTMLDialogElement) => d.open), false, 'the drawer waits to be asked for');
    let results = await new AxeBuilder({ page }).include('shop-mini-cart').analyze();
    assert.deepEqual(
      results.violations.map((v) => `${v.id}: ${v.help}`),
      [],
      'the notice',
    );
    await notice.getByRole('button', { name: 'View cart' }).click();
    await drawer.locator('li.woocommerce-mini-cart-item').waitFor();
    results = await new AxeBuilder({ page }).include('shop-mini-cart').analyze();
    assert.deepEqual(
      results.violations.map((v) => `${v.id}: ${v.help}`),
      [],
      'the drawer',
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.shop-MiniCart-drawer')?.open);
    await page.waitForFunction(() => !!document.activeElement?.closest('li.product')?.textContent?.includes('Beanie'));
    await context.close();
  });
});

describe('the workbench', () => {
  test('every element has its page: only its modules load, the tag is defined, no script error, axe-clean', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${suite.store.url}/workbench/`);
    const pages = await page.locator('main li a[href^="/workbench/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    assert.ok(pages.length >= 31, `every element listed: ${pages.length}`);
    for (const path of pages) {
      const module = path.split('/')[2]!;
      const errors: string[] = [];
      const scripts: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      const onRequest = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      };
      page.on('pageerror', onError);
      page.on('request', onRequest);
      await page.goto(`${suite.store.url}${path}`);
      await page.waitForFunction((tag) => !!customElements.get(tag), `shop-${module}`);
      await page.waitForTimeout(300);
      assert.ok(!scripts.some((s) => s.endsWith('/loader.js')), `${path}: no loader`);
      assert.ok(scripts.includes(`/dist/elements/${module}.js`), `${path}: its module (${scripts.join(', ')})`);
      assert.deepEqual(errors, [], `${path}: script errors`);
      const results = await new AxeBuilder({ page }).include('main').analyze();
      assert.deepEqual(
        results.violations.map((v) => `${path} ${v.id}: ${v.help}`),
        [],
      );
      page.off('pageerror', onError);
      page.off('request', onRequest);
    }
    await context.close();
  });

  test('each element works alone on its page, loading only its own module, and passes axe', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${suite.store.url}/workbench/add-to-cart/`);
    await addFromListing(page, (await page.locator('li.product h2').first().textContent())!.trim());
    assert.ok(!scripts.some((s) => s.endsWith('/loader.js')), `no loader: ${scripts.join(', ')}`);
    assert.ok(!scripts.some((s) => /mini-cart/.test(s)), 'no other element module');
    await page.goto(`${suite.store.url}/workbench/mini-cart/`);
    await page.waitForFunction(() => [...document.querySelectorAll('shop-mini-cart .shop-MiniCart-count')].every((c) => c.textContent === '1'));
    for (const name of ['mini-cart', 'add-to-cart', 'quantity', 'products']) {
      await page.goto(`${suite.store.url}/workbench/${name}/`);
      await page
        .locator(
          'main :is(.shop-MiniCart-toggle, shop-add-to-cart li.product, shop-quantity button.plus, shop-products[data-state="ready"] .shop-Products-moreButton)',
        )
        .first()
        .waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(
        results.violations.map((v) => `${name} ${v.id}: ${v.help}`),
        [],
      );
    }
    await context.close();
  });
});

describe('after the order', () => {
  test('the shop manager marks it completed; its customer orders it again from my account and finds its items in the cart', async () => {
    const customer = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    customer.setDefaultTimeout(10_000);
    const page = await customer.newPage();
    await page.goto(`${suite.store.url}/my-account/`);
    await page.locator('#reg_email').fill('order-again@example.com');
    await page.locator('#reg_password').fill('a long enough password');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.goto(`${suite.store.url}/shop/`);
    await addsWithoutReload(page);
    await addFromListing(page, 'Beanie');
    await page.goto(`${suite.store.url}/checkout/`);
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/(\d+)\//);
    const orderId = /order-received\/(\d+)\//.exec(page.url())![1]!;
    const { context, page: owner } = await managerContext(suite);
    await owner.goto(`${suite.store.url}/shop-owner/`);
    await owner.getByRole('button', { name: `Mark order #${orderId} as completed` }).click();
    await owner.locator('.woocommerce-message', { hasText: `Order #${orderId} is completed` }).waitFor();
    assert.deepEqual(await axeIds(owner, 'main'), []);
    await context.close();
    await page.goto(`${suite.store.url}/my-account/view-order/${orderId}/`);
    assert.equal(await page.locator('mark.order-status').textContent(), 'Completed');
    await page.getByRole('link', { name: 'Order again' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/');
    await page.locator('.woocommerce-message', { hasText: 'The cart has been filled with the items from your previous order.' }).waitFor();
    assert.equal(await page.locator('form.woocommerce-cart-form tr.cart_item').count(), 1);
    await customer.close();
  });
});
