/**
 * Order attribution on the running demo store: a visit from a campaign link, a purchase two pages
 * later, and the order carries the campaign's source and medium (the owner page shows it); consent
 * given after the landing page still attributes the landing URL; with marketing refused no sbjs_*
 * cookie exists and the order records none; WooCommerce's own cookies (plain and base64) are read;
 * the owner page is for the shop manager only, axe-clean.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { addsWithoutReload, axeIds, demoStoreSuite, fillCheckoutForm, managerContext } from './harness.ts';

const suite = demoStoreSuite('shop-attribution-e2e-', { consent: 'ask' });

async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10_000);
  return { context, page: await context.newPage() };
}

const sbjsCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name.startsWith('sbjs_'));

async function choose(page: Page, choice: 'Accept all' | 'Reject all'): Promise<void> {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: choice }).click();
  await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
}

/** Two more pages, a cart add, the checkout: the order's id. */
async function buyLater(page: Page): Promise<number> {
  await page.goto(`${suite.store.url}/product-category/men/`);
  await page.goto(`${suite.store.url}/shop/`);
  await addsWithoutReload(page);
  await page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
  await page.locator('shop-mini-cart .shop-MiniCart-count').filter({ hasNotText: /^0$/ }).waitFor();
  await page.goto(`${suite.store.url}/checkout/`);
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/checkout\/order-received\/\d+\//);
  return Number(/order-received\/(\d+)/.exec(page.url())![1]);
}

/** The owner page's row of an order, as the shop manager sees it. */
async function ownerRow(orderId: number): Promise<Record<string, string>> {
  const { context, page } = await managerContext(suite);
  await page.goto(`${suite.store.url}/shop-owner/`);
  const row = page.locator(`tr[data-order-id="${orderId}"]`);
  const cells = Object.fromEntries(
    await Promise.all(
      ['origin', 'source', 'campaign'].map(async (field) => [field, ((await row.locator(`[data-field="${field}"]`).textContent()) ?? '').trim()]),
    ),
  ) as Record<string, string>;
  await context.close();
  return cells;
}

describe('order attribution', () => {
  test('a campaign link, a purchase two pages later: the order carries its source and medium', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`);
    assert.deepEqual(await sbjsCookies(context), [], 'nothing before the choice');
    await choose(page, 'Accept all');
    await page.waitForFunction(() => document.cookie.includes('sbjs_current='));
    const orderId = await buyLater(page);
    await context.close();
    assert.deepEqual(await ownerRow(orderId), { origin: 'Source: newsletter', source: 'newsletter / email', campaign: 'autumn' });
  });

  test('the same beside WooCommerce’s checkout.js, which sends the form by ajax: the order carries the source', async () => {
    const { context, page } = await visitor();
    await context.addCookies([{ name: 'shop_demo_wc_scripts', value: '1', url: suite.store.url }]);
    await page.goto(`${suite.store.url}/shop/?utm_source=podcast&utm_medium=audio&utm_campaign=spring`);
    await choose(page, 'Accept all');
    await page.waitForFunction(() => document.cookie.includes('sbjs_current='));
    const placed = page.waitForRequest((request) => request.url().includes('wc-ajax=checkout'));
    const orderId = await buyLater(page);
    assert.match((await placed).postData() ?? '', /wc_order_attribution_utm_source=podcast/, 'the fields went with checkout.js’s post');
    await context.close();
    assert.deepEqual(await ownerRow(orderId), { origin: 'Source: podcast', source: 'podcast / audio', campaign: 'spring' });
  });

  test('consent given after using the landing page (a filter changed its URL): the landing URL still decides', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/?utm_source=social&utm_medium=paid&utm_campaign=winter`);
    await page.locator('shop-filter-sidebar [data-filter="color"] label').first().click();
    await page.waitForURL(/pa_color=/);
    assert.deepEqual(await sbjsCookies(context), []);
    await choose(page, 'Accept all');
    await page.waitForFunction(() => document.cookie.includes('sbjs_current='));
    const cookies = Object.fromEntries((await sbjsCookies(context)).map((c) => [c.name, decodeURIComponent(c.value)]));
    assert.match(cookies.sbjs_current ?? '', /^typ=utm\|\|\|src=social\|\|\|mdm=paid\|\|\|cmp=winter/);
    assert.match(cookies.sbjs_current_add ?? '', /ep=http[^|]*utm_source=social/);
    assert.match(cookies.sbjs_session ?? '', /^pgs=1\|\|\|/);
    await context.close();
  });

  test('marketing refused: no sbjs_* cookie, nothing in the form, the order records no source', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/?utm_source=refused&utm_medium=email`);
    await choose(page, 'Reject all');
    await addsWithoutReload(page);
    await page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
    await page.locator('shop-mini-cart .shop-MiniCart-count').filter({ hasNotText: /^0$/ }).waitFor();
    await page.goto(`${suite.store.url}/checkout/`);
    await page.locator('shop-order-attribution[data-shop-ready]').first().waitFor({ state: 'attached' });
    const filled = await page.evaluate(
      () => [...document.querySelectorAll<HTMLInputElement>('form.checkout input[name^="wc_order_attribution_"]')].filter((input) => input.value !== '').length,
    );
    assert.equal(filled, 0);
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    const orderId = Number(/order-received\/(\d+)/.exec(page.url())![1]);
    assert.deepEqual(await sbjsCookies(context), []);
    await context.close();
    assert.equal((await ownerRow(orderId)).origin, 'Unknown');
  });

  test('WooCommerce’s own cookies are read, plain or base64: an organic visit it recorded attributes the order', async () => {
    for (const base64 of [false, true]) {
      const { context, page } = await visitor();
      const host = new URL(suite.store.url).hostname;
      const plain =
        'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||id=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)';
      const value = encodeURIComponent(base64 ? Buffer.from(plain).toString('base64') : plain);
      await context.addCookies([
        { name: 'sbjs_current', value, domain: host, path: '/' },
        { name: 'sbjs_session', value: encodeURIComponent('pgs=1|||cpg=x'), domain: host, path: '/' },
      ]);
      await page.goto(`${suite.store.url}/shop/`);
      await choose(page, 'Accept all');
      const orderId = await buyLater(page);
      await context.close();
      assert.equal((await ownerRow(orderId)).origin, 'Organic: google', base64 ? 'base64' : 'plain');
    }
  });

  test('the owner page: 403 for a guest and a customer; axe-clean for the shop manager', async () => {
    const guest = await fetch(`${suite.store.url}/shop-owner/`);
    assert.equal(guest.status, 403);
    assert.match(await guest.text(), /Sorry, you are not allowed to access this page/);
    const { context, page } = await managerContext(suite);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const response = await page.goto(`${suite.store.url}/shop-owner/`);
      assert.equal(response?.status(), 200);
      assert.deepEqual(await axeIds(page, 'main'), [], `axe-clean at ${width} px`);
    }
    await context.close();
  });
});
