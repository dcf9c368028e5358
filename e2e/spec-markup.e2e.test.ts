/**
 * /spec-markup/: the shop printed as a theme written for the filter's specification prints it —
 * containers by class, WooCommerce's loop, ordering form and page links, no custom tag in the
 * listing (filter F2.1.1–F2.1.7). The filter, its chips, the page links and the sorting work from
 * the loader alone; with JavaScript off the server's links and forms do.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeIds, cardPrices, demoStoreSuite, listingReady, openAt } from './harness.ts';

const suite = demoStoreSuite('shop-spec-markup-');

const cardIds = (page: Page) => page.$$eval('ul.products > li.product', (items) => items.map((li) => Number(/post-(\d+)/.exec(li.className)?.[1])));
const countText = (page: Page) => page.locator('.woocommerce-result-count').textContent();
const noReload = (page: Page) => page.evaluate('window.__noReload = true');
const notReloaded = async (page: Page) => assert.equal(await page.evaluate('window.__noReload'), true, 'the page was reloaded');

/** The server's count of black products, from /shop/ (same engine, checked against SQL in filter.e2e). */
async function serverCount(path: string): Promise<string> {
  const html = await (await fetch(`${suite.store.url}${path}`)).text();
  return /<p class="woocommerce-result-count"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
}

describe('the specification’s markup (/spec-markup/)', () => {
  test('F2.1.2: the server prints the seven containers and no custom tag in the listing', async () => {
    const html = await (await fetch(`${suite.store.url}/spec-markup/`)).text();
    const listing = html.slice(html.indexOf('<div class="woocommerce">'), html.indexOf('</main>'));
    assert.ok(listing.length > 1000, 'the listing is found');
    assert.doesNotMatch(listing, /<shop-[a-z-]+/, 'no custom tag');
    for (const name of [
      'vertical-filters',
      'horizontal-filters',
      'mobile-filters',
      'applied-filters',
      'show-more-button',
      'show-previous-button',
      'infinite-scroll',
    ])
      assert.match(listing, new RegExp(`class="[^"]*\\bstorefront-${name}\\b`), name);
  });

  test('F2.1.1–F2.1.4: a colour ticked in the vertical container filters in place, its chip shows in the applied container, the page links and the ordering work', async () => {
    const page = await openAt(suite, '/spec-markup/', 1280);
    await listingReady(page);
    await noReload(page);
    const app = page.locator('#shop-filter-app');
    assert.equal(
      await app.evaluate((el) => `${el.parentElement?.localName} ${getComputedStyle(el).position} ${getComputedStyle(el).zIndex}`),
      'body absolute 999995',
    );
    await page.locator('.storefront-vertical-filters shop-filter-sidebar [data-filter="color"] label', { hasText: 'Black' }).click();
    await page.waitForURL((url) => url.searchParams.get('pa_color') === 'black');
    const expected = await serverCount('/spec-markup/?pa_color=black');
    assert.match(expected, /of \d+ results/);
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent === text, expected);
    const chip = page.locator('.storefront-applied-filters shop-applied-filters button', { hasText: 'Black' });
    await chip.waitFor();

    // The page links: WooCommerce's nav, replaced by the filter's.
    const nav = page.locator('shop-pagination nav.woocommerce-pagination');
    const firstPage = await cardIds(page);
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/spec-markup\/page\/2\/\?pa_color=black/);
    await page.waitForFunction((ids) => {
      const now = [...document.querySelectorAll('ul.products > li.product:not(.shop-Products-placeholder)')].map((li) =>
        Number(/post-(\d+)/.exec(li.className)?.[1]),
      );
      return now.length > 0 && !now.some((id) => ids.includes(id));
    }, firstPage);
    assert.match((await countText(page)) ?? '', /^Showing 13–/);

    // The ordering form: the filter's "Shop order" select, one form on the page.
    assert.equal(await page.locator('form.woocommerce-ordering').count(), 1);
    await page.getByRole('combobox', { name: 'Shop order' }).selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('orderby') === 'price' && !url.pathname.includes('/page/'));
    await page.waitForFunction(() => !document.querySelector('ul.products > li.shop-Products-placeholder'));
    const prices = await cardPrices(page);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
      `prices ${prices.join(', ')}`,
    );

    // The chip removes the colour; the focus lands in the chips' container, not on the body.
    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('pa_color'));
    await page.waitForFunction(() => /of 205 results|of \d{3} results/.test(document.querySelector('.woocommerce-result-count')?.textContent ?? ''));
    assert.notEqual(await page.evaluate(() => document.activeElement?.localName), 'body');
    await notReloaded(page);
    assert.deepEqual(await axeIds(page, 'main'), []);
    await page.context().close();
  });

  test('F2.1.5: on a phone the mobile container shows the mobile bar, the horizontal container none, the sidebar (data-min-screen 850) nothing', async () => {
    const page = await openAt(suite, '/spec-markup/', 375);
    await listingReady(page);
    await page.locator('.storefront-mobile-filters nav.shop-FilterBar--mobile').waitFor();
    assert.equal(await page.locator('nav.shop-FilterBar').count(), 1);
    assert.equal(await page.locator('.storefront-vertical-filters shop-filter-sidebar input').count(), 0);
    await page
      .locator('.storefront-mobile-filters')
      .getByRole('button', { name: /All filters/ })
      .click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await page.context().close();
  });

  test('with JavaScript off the same markup works: the no-script filter links, the page links and the ordering form', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.store.url}/spec-markup/`);
    assert.equal((await cardIds(page)).length, 12);
    await page.locator('.storefront-vertical-filters .shop-NoScriptFilters a', { hasText: /^Black$/ }).click();
    await page.waitForURL(/pa_color=black/);
    assert.equal(await countText(page), await serverCount('/spec-markup/?pa_color=black'));
    await page.locator('nav.woocommerce-pagination').getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/spec-markup\/page\/2\/\?pa_color=black/);
    assert.match((await countText(page)) ?? '', /^Showing 13–/);
    await page.locator('form.woocommerce-ordering select').selectOption('price-desc');
    await page.locator('form.woocommerce-ordering button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('orderby') === 'price-desc' && url.searchParams.get('pa_color') === 'black');
    assert.equal(await countText(page), await serverCount('/spec-markup/?pa_color=black'));
    await context.close();
  });
});
