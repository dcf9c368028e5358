/**
 * The filter layouts end to end, in Chromium against the running demo store, with the
 * keyboard alone: the price slider, back and forward through filter states, the off-canvas panel
 * from the horizontal bar (tablet width) and the mobile overlays (375 px); axe in each open state.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { cardPrices, demoStoreSuite, listingReady } from './harness.ts';

const countText = (page: Page) => page.locator('.woocommerce-result-count').textContent();

async function open(path: string, width: number, height = 900): Promise<Page> {
  // A page of its own context: axe's Playwright builder needs one.
  const context = await suite.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${path}`);
  await listingReady(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  return page;
}

async function assertNotReloaded(page: Page): Promise<void> {
  assert.equal(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, 'the page was reloaded');
}

async function assertAxeClean(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    context,
  );
}

const suite = demoStoreSuite('shop-layouts-e2e-');

describe('the price slider', () => {
  test('by keyboard: the maximum thumb steps down, the grid keeps only cheaper products, the URL has no minimum', async () => {
    const page = await open('/shop/?pagination=pagination', 1280);
    const before = await countText(page);
    const max = page.getByRole('slider', { name: 'Maximum Price' });
    await max.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('PageDown');
    const shown = await max.getAttribute('aria-valuetext');
    assert.match(shown ?? '', /^\$\d+\.00$/, `currency value text: ${shown}`);
    const limit = Number(shown!.replace(/[$,]/g, ''));
    await page.waitForURL((url) => url.searchParams.get('price') === `-${limit}`);
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent !== text, before);
    for (const price of await cardPrices(page)) assert.ok(price <= limit, `a card at $${price} above $${limit}`);
    assert.equal(await page.getByRole('button', { name: /^Remove filter: Price: to \$/ }).count(), 1, 'a "to" chip');
    await page.getByRole('slider', { name: 'Minimum Price' }).focus();
    await page.keyboard.press('PageUp');
    await page.waitForURL((url) => /^\d+-\d+$/.test(url.searchParams.get('price') ?? ''));
    await assertNotReloaded(page);
    await assertAxeClean(page, 'slider set');
    await page.context().close();
  });
});

describe('history', () => {
  test('back and forward restore the filter states, the controls and the grid', async () => {
    const page = await open('/shop/?pagination=pagination', 1280);
    const all = await countText(page);
    await page.locator('shop-filter-sidebar [data-filter="color"] label', { hasText: 'Black' }).click();
    await page.waitForURL((url) => url.searchParams.get('pa_color') === 'black');
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent !== text, all);
    const black = await countText(page);
    const sizeM = page.locator('shop-filter-sidebar .shop-Filter[data-filter="size"] button', { hasText: /^M \(/ });
    await sizeM.click();
    await page.waitForURL((url) => url.searchParams.get('pa_size') === 'm');
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent !== text, black);
    const blackM = await countText(page);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('pa_color') === 'black' && !url.searchParams.has('pa_size'));
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent === text, black);
    assert.equal(await sizeM.getAttribute('aria-pressed'), 'false');
    assert.ok(await page.locator('shop-filter-sidebar [data-filter="color"] label', { hasText: 'Black' }).locator('input').isChecked());

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('pa_color'));
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent === text, all);
    assert.equal(await page.locator('shop-applied-filters button').count(), 0, 'no chips');

    await page.goForward();
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('pa_size') === 'm' && url.searchParams.get('pa_color') === 'black');
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent === text, blackM);
    assert.equal(await sizeM.getAttribute('aria-pressed'), 'true');
    await assertNotReloaded(page);
    await page.context().close();
  });
});

describe('the off-canvas panel (tablet width, horizontal bar)', () => {
  test('keyboard only: a popover, then All filters opens the panel; a value inside filters; Escape closes and the focus returns', async () => {
    const page = await open('/shop/?pagination=pagination', 800);
    assert.equal(await page.locator('shop-filter-sidebar .shop-Filter').count(), 0, 'no sidebar below 850 px');
    const size = page.locator('shop-filter-bar .shop-FilterBar-button', { hasText: /^Size/ });
    await size.focus();
    await page.keyboard.press('Enter');
    assert.equal(await size.getAttribute('aria-expanded'), 'true');
    await assertAxeClean(page, 'popover open');
    await page.keyboard.press('Escape');
    assert.equal(await size.getAttribute('aria-expanded'), 'false');

    const all = page.getByRole('button', { name: 'All filters' });
    await all.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.waitFor();
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), true, 'focus in the panel');
    await assertAxeClean(page, 'off-canvas open');
    const before = await countText(page);
    // Tab to the first colour swatch and tick it.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => !!document.activeElement?.closest('.shop-Filter[data-filter="color"]') && document.activeElement?.matches('input'))) break;
    }
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.has('pa_color'));
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent !== text, before);
    const footer = panel.locator('.shop-Dialog-footer button');
    assert.match((await footer.textContent()) ?? '', /^See \d+ products?$/);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.startsWith('All filters')), true, 'focus back on All filters');
    await assertNotReloaded(page);
    await page.context().close();
  });
});

describe('the mobile bar and overlays (375 px)', () => {
  test('keyboard only: a single-filter overlay and the all-filters overlay open, filter and close', async () => {
    const page = await open('/shop/?pagination=pagination', 375, 740);
    const colour = page.locator('shop-filter-bar .shop-FilterBar--mobile .shop-FilterBar-button', { hasText: /^Colour/ });
    await colour.focus();
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'Colour' });
    await overlay.waitFor();
    await assertAxeClean(page, 'colour overlay');
    const before = await countText(page);
    await page.keyboard.press('Tab'); // from Back to the first swatch
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.has('pa_color'));
    await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent !== text, before);
    const footer = overlay.locator('.shop-Dialog-footer button');
    // "Showing 1–12 of 62 results", "Showing all 9 results" or "Showing the single result".
    const counted = /(?:of|all) (\d+) results/.exec((await countText(page)) ?? '');
    const total = counted ? Number(counted[1]) : 1;
    assert.equal(await footer.textContent(), `See ${total} product${total === 1 ? '' : 's'}`);
    await footer.focus();
    await page.keyboard.press('Enter');
    await overlay.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.startsWith('Colour')), true, 'focus back on the bar button');

    const all = page.locator('shop-filter-bar .shop-FilterBar-all');
    await all.focus();
    await page.keyboard.press('Enter');
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.waitFor();
    await assertAxeClean(page, 'all-filters overlay');
    await filters.getByRole('button', { name: 'Clear all filters' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('pa_color'));
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('shop-FilterBar-all')), true, 'focus back on All filters');
    await assertNotReloaded(page);
    await page.context().close();
  });
});

describe('the workbench pages of the filter elements', () => {
  test('each renders alone from the shop configuration, loads only its own module, filters, and passes axe', async () => {
    const pages: [module: string, shown: string, act: (page: Page) => Promise<void>][] = [
      [
        'filter-sidebar',
        'shop-filter-sidebar .shop-Filter',
        (page) => page.locator('shop-filter-sidebar .shop-Filter[data-filter="size"] button', { hasText: /^M / }).click(),
      ],
      [
        'filter-bar',
        'shop-filter-bar .shop-FilterBar-button',
        async (page) => {
          await page.locator('shop-filter-bar .shop-FilterBar-button', { hasText: /^Size/ }).click();
          await page.locator('shop-filter-bar [data-open] button', { hasText: /^M / }).click();
        },
      ],
      [
        'offcanvas',
        'shop-offcanvas .shop-Offcanvas-open',
        async (page) => {
          await page.locator('.shop-Offcanvas-open').click();
          await page.locator('dialog[open] .shop-Filter[data-filter="size"] button', { hasText: /^M / }).click();
        },
      ],
      [
        'applied-filters',
        'shop-applied-filters .shop-AppliedFilters-chip',
        (page) => page.getByRole('button', { name: 'Remove filter: Colour: Black' }).click(),
      ],
    ];
    for (const [module, shown, act] of pages) {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await page.goto(`${suite.store.url}/workbench/${module}/${module === 'applied-filters' ? '?pa_color=black&pa_size=m' : ''}`);
      await page.locator(shown).first().waitFor();
      const elements = scripts.filter((s) => s.includes('/dist/elements/'));
      assert.deepEqual(elements, [`/dist/elements/${module}.js`], `${module}: ${scripts.join(', ')}`);
      await assertAxeClean(page, `${module} workbench`);
      await act(page);
      await page.waitForURL((url) => (module === 'applied-filters' ? !url.searchParams.has('pa_color') : url.searchParams.get('pa_size') === 'm'));
      await context.close();
    }
  });
});
