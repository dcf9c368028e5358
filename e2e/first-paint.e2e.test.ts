/**
 * The first result before the index, on screen with the page (issue 31): the demo store prints the
 * filter sidebar's own view with its counters before <shop-filter-sidebar>, so a shopper sees the
 * counters with the page's first paint, not after the scripts. Checked in Chromium against the
 * running store: the element's module held back, the copy on screen and out of the way; released,
 * the element takes the copy's place without moving anything and its controls work; without
 * JavaScript the copy never shows (WooCommerce's widgets do); on a phone it takes no room.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoStoreSuite, listingReady } from './harness.ts';

const suite = demoStoreSuite('shop-first-paint-e2e-');

const copy = (page: Page) => page.locator('[data-shop-first-paint="shop-filter-sidebar"]');
const ownSidebar = (page: Page) => page.locator('shop-filter-sidebar .shop-FilterSidebar');

/** A page (in a context of its own) whose element module `module` waits until `release()`. */
async function withModuleHeld(module: string, width: number, height: number): Promise<{ page: Page; release: () => void }> {
  const context = await suite.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((go) => (release = go));
  await page.route(new RegExp(`/elements/${module}\\.js`), async (route) => {
    await held;
    await route.continue();
  });
  return { page, release };
}

/** A page whose filter sidebar module waits until `release()`. */
const withSidebarHeld = (width: number) => withModuleHeld('filter-sidebar', width, 900);

describe('the filter sidebar’s first paint', () => {
  test('the counters show with the page; the element takes their place without a move, and its controls work', async () => {
    const { page, release } = await withSidebarHeld(1280);
    await page.goto(`${suite.store.url}/shop/`);
    await copy(page).waitFor({ state: 'visible' });
    assert.equal(await ownSidebar(page).count(), 0, 'the element has not drawn');
    // The listing's own counts, as the element will show them.
    const colour = copy(page).locator('.shop-Filter[data-filter="color"] .shop-Filter-value').first();
    const printed = (await colour.innerText()).replace(/\s+/g, ' ').trim();
    assert.match(printed, /^\S.* \(\d+\)$/, printed);
    // Not a second set of controls for assistive technology, and the pointer is not taken.
    assert.equal(await page.getByRole('checkbox').count(), 0, 'no checkbox exposed before the element draws');
    const titleBefore = await copy(page).locator('.shop-Filter-title').first().boundingBox();
    release();
    await ownSidebar(page).waitFor({ state: 'visible' });
    assert.equal(await copy(page).count(), 0, 'the copy is gone');
    const ownColour = page.locator('shop-filter-sidebar .shop-Filter[data-filter="color"] .shop-Filter-value').first();
    assert.equal((await ownColour.innerText()).replace(/\s+/g, ' ').trim(), printed, 'the same value and count');
    assert.deepEqual(await page.locator('shop-filter-sidebar .shop-Filter-title').first().boundingBox(), titleBefore, 'nothing moved');
    await listingReady(page);
    const name = printed.replace(/ \(\d+\)$/, '');
    await ownColour.locator('input').check();
    await page.waitForURL(new RegExp(`pa_color=${name.toLowerCase()}`));
    await page.context().close();
  });

  test('a press on the copy before the element has drawn is shown at once and carried out when it takes over; the focus lands on its checkbox', async () => {
    // Preloaded where a copy is printed (it must be there before a quick shopper presses), not elsewhere.
    const preloads = async (path: string) =>
      [...(await (await fetch(`${suite.store.url}${path}`)).text()).matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
    assert.ok(
      (await preloads('/shop/')).some((href) => /\/first-paint-presses[^/]*\.js$/.test(href)),
      'preloaded on /shop/',
    );
    assert.ok(!(await preloads('/product/hoodie-with-logo/')).some((href) => href.includes('first-paint-presses')), 'not on a product page');
    const { page, release } = await withSidebarHeld(1280);
    const presses = page.waitForResponse(/\/first-paint-presses[^/]*\.js$/);
    await page.goto(`${suite.store.url}/shop/`);
    await copy(page).waitFor({ state: 'visible' });
    await presses;
    const colour = copy(page).locator('.shop-Filter[data-filter="color"] .shop-Filter-value').nth(1);
    const name = (await colour.locator('.shop-Filter-label').innerText()).trim();
    const box = (await colour.locator('.shop-Filter-label').boundingBox())!;
    // A click where the shopper sees the value (the copy lets the pointer through).
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(await colour.locator('input').isChecked(), true, 'the press shows on the copy at once');
    assert.equal(page.url(), `${suite.store.url}/shop/`, 'nothing applied before the element is there');
    release();
    await page.waitForURL(new RegExp(`pa_color=${name.toLowerCase()}`));
    const own = page.locator('shop-filter-sidebar .shop-Filter[data-filter="color"] .shop-Filter-value', { hasText: name }).locator('input');
    assert.equal(await own.isChecked(), true, 'the element’s own checkbox');
    assert.equal(await own.evaluate((input) => input === document.activeElement), true, 'the focus on the pressed checkbox');
    assert.equal(await page.locator('shop-filter-sidebar input[type="checkbox"]:checked').count(), 1, 'pressed once');
    await listingReady(page);
    await page.context().close();
  });

  test('without JavaScript the copy never shows; WooCommerce’s widgets filter the listing', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.store.url}/shop/`);
    assert.equal(await copy(page).count(), 1, 'printed');
    assert.equal(await copy(page).isVisible(), false, 'but not displayed');
    const link = page.locator('.shop-NoScriptFilters .widget_layered_nav a').first();
    assert.ok(await link.isVisible(), 'the widgets are');
    const before = await page.locator('.woocommerce-result-count').innerText();
    await link.click();
    await page.waitForURL(/product_cat=/);
    assert.notEqual(await page.locator('.woocommerce-result-count').innerText(), before, 'the listing filtered by the server');
    await context.close();
  });

  test('on a phone the copy takes no room (the filter bar is the filter there) and is gone once the filter has started', async () => {
    const { page, release } = await withSidebarHeld(375);
    await page.goto(`${suite.store.url}/shop/`);
    await copy(page).waitFor({ state: 'attached' });
    assert.equal(await copy(page).isVisible(), false);
    release();
    await copy(page).waitFor({ state: 'detached' });
    assert.equal(await ownSidebar(page).count(), 0, 'the sidebar draws nothing at this width');
    await page.context().close();
  });
});

const barCopy = (page: Page) => page.locator('[data-shop-first-paint="shop-filter-bar"]');

/** A page whose filter bar module waits until `release()`. */
const withBarHeld = (width: number) => withModuleHeld('filter-bar', width, 800);

describe('the filter bar’s first paint (below 850 px)', () => {
  for (const [width, layout] of [
    [375, 'mobile'],
    [640, 'horizontal'],
  ] as const)
    test(`at ${width} px the ${layout} bar shows with the page; the element takes its place without moving the products`, async () => {
      const { page, release } = await withBarHeld(width);
      await page.goto(`${suite.store.url}/shop/`);
      const printed = barCopy(page).locator(`.shop-FilterBar--${layout}`);
      await printed.waitFor({ state: 'visible' });
      assert.equal(await barCopy(page).locator('.shop-FilterBar').filter({ visible: true }).count(), 1, 'one layout shown');
      assert.equal(await page.getByRole('button', { name: /All filters/ }).count(), 0, 'no button exposed before the element draws');
      const buttons = (await printed.locator('.shop-FilterBar-button').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      assert.ok(buttons.length >= 2 && buttons.at(-1) === 'All filters', buttons.join(' | '));
      const productsBefore = (await page.locator('ul.products').boundingBox())!.y;
      release();
      await page.locator(`shop-filter-bar .shop-FilterBar--${layout}`).waitFor();
      assert.equal(await barCopy(page).count(), 0, 'the copy is gone');
      const own = (await page.locator('shop-filter-bar .shop-FilterBar-button').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      assert.deepEqual(own, buttons, 'the same buttons');
      assert.equal((await page.locator('ul.products').boundingBox())!.y, productsBefore, 'the products did not move');
      await page.context().close();
    });

  test('on a phone, All filters pressed before the element has drawn opens the filters when it takes over', async () => {
    const { page, release } = await withBarHeld(375);
    const presses = page.waitForResponse(/\/first-paint-presses[^/]*\.js$/);
    await page.goto(`${suite.store.url}/shop/`);
    const all = barCopy(page).locator('.shop-FilterBar--mobile .shop-FilterBar-all');
    await all.waitFor({ state: 'visible' });
    await presses;
    const box = (await all.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal(await page.getByRole('dialog').count(), 0, 'nothing opened before the element is there');
    release();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"], dialog[open]')?.contains(document.activeElement) === true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'All filters', 'the focus back on the element’s button');
    await page.context().close();
  });

  test('at 640 px, a filter’s button pressed before the element has drawn opens its popover when it takes over; the focus on the button', async () => {
    const { page, release } = await withBarHeld(640);
    const presses = page.waitForResponse(/\/first-paint-presses[^/]*\.js$/);
    await page.goto(`${suite.store.url}/shop/`);
    const colour = barCopy(page).locator('.shop-FilterBar--horizontal .shop-FilterBar-button', { hasText: 'Colour' });
    await colour.waitFor({ state: 'visible' });
    await presses;
    const box = (await colour.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    release();
    const own = page.locator('shop-filter-bar .shop-FilterBar-button', { hasText: 'Colour' });
    await own.waitFor();
    await page.waitForFunction(() => document.querySelector('shop-filter-bar .shop-FilterBar-popover:not([hidden])') !== null);
    assert.equal(await own.getAttribute('aria-expanded'), 'true');
    assert.equal(await own.evaluate((button) => button === document.activeElement), true, 'the focus on the pressed button');
    await page.context().close();
  });

  test('at 850 px and wider the bar’s copy takes no room (the sidebar is the filter there)', async () => {
    const { page, release } = await withBarHeld(1280);
    await page.goto(`${suite.store.url}/shop/`);
    await barCopy(page).waitFor({ state: 'attached' });
    assert.equal(await barCopy(page).isVisible(), false);
    release();
    await barCopy(page).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

const appliedCopy = (page: Page) => page.locator('[data-shop-first-paint="shop-applied-filters"]');

describe('the applied filters’ first paint', () => {
  test('on a filtered address the chips show with the page; the element takes their place without moving the products', async () => {
    for (const width of [375, 1280]) {
      const { page, release } = await withModuleHeld('applied-filters', width, 800);
      await page.goto(`${suite.store.url}/shop/?pa_color=blue`);
      await appliedCopy(page).getByText('Colour: Blue').waitFor();
      assert.equal(await page.getByRole('button', { name: /Remove filter/ }).count(), 0, `${width}: no button exposed before the element draws`);
      const productsBefore = (await page.locator('ul.products').boundingBox())!.y;
      release();
      await page.locator('shop-applied-filters .shop-AppliedFilters-chip').waitFor();
      assert.equal(await appliedCopy(page).count(), 0, 'the copy is gone');
      assert.equal((await page.locator('ul.products').boundingBox())!.y, productsBefore, `${width}: the products did not move`);
      await page.context().close();
    }
  });

  test('a chip pressed before the element has drawn removes its filter when it takes over', async () => {
    const { page, release } = await withModuleHeld('applied-filters', 1280, 800);
    const presses = page.waitForResponse(/\/first-paint-presses[^/]*\.js$/);
    await page.goto(`${suite.store.url}/shop/?pa_color=blue&pa_size=m`);
    const chip = appliedCopy(page).locator('.shop-AppliedFilters-chip', { hasText: 'Colour: Blue' });
    await chip.waitFor();
    await presses;
    const box = (await chip.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await page.waitForURL((url) => !url.search.includes('pa_color') && url.search.includes('pa_size=m'));
    const chips = await page.locator('shop-applied-filters .shop-AppliedFilters-chip').allInnerTexts();
    assert.deepEqual(
      chips.map((text) => text.replace(/\s*×$/, '').trim()),
      ['Size: M'],
    );
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.replace(/\s*×$/, '').trim()), 'Size: M', 'the focus on the next chip');
    await page.context().close();
  });
});
