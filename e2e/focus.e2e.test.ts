/**
 * Where the focus lands after each action, with the keyboard alone, on the running demo store at
 * 1280 px and at 375 px: mini-cart removals and quantity edits, the dropdown leaving
 * the focused control uncovered, 'Clear all', the last chip, a mobile overlay's 'Clear', page 2,
 * the first 'Show more', the skip link past the filters, one landmark for the filters, sorting
 * by keyboard, and the add confirmation on a phone.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoStoreSuite, listingReady } from './harness.ts';

const suite = demoStoreSuite('shop-focus-e2e-');

const WIDTHS = [1280, 375] as const;

async function open(path: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 } });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${path}`);
  await listingReady(page);
  return page;
}

/** What has the focus, said briefly (for the assertion messages). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'BODY';
    return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
  });

/** The focused element is in the page's layout and not hidden behind another element. */
async function assertFocusVisible(page: Page, context: string): Promise<void> {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return 'no box';
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 10), box.top + Math.min(box.height / 2, 10));
    return hit && (el.contains(hit) || hit.contains(el)) ? 'ok' : `covered by ${hit?.tagName}.${hit?.className}`;
  });
  assert.equal(state, 'ok', `${context}: ${await focused(page)}`);
}

async function press(page: Page, selector: string, key = 'Enter'): Promise<void> {
  await page.locator(selector).first().focus();
  await page.keyboard.press(key);
}

/** Two products in the cart, added from the grid by keyboard. */
async function addTwo(page: Page): Promise<void> {
  const buttons = page.locator('ul.products .ajax_add_to_cart');
  for (const n of [0, 1]) {
    await buttons.nth(n).focus();
    await page.keyboard.press('Enter');
    await page.locator('shop-mini-cart .shop-MiniCart-count', { hasText: String(n + 1) }).waitFor();
  }
}

/** Opens the header cart by keyboard (an add may have opened the dropdown already). */
async function openCart(page: Page): Promise<void> {
  const toggle = page.locator('shop-mini-cart .shop-MiniCart-toggle');
  await toggle.focus();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
  await page.locator('.shop-MiniCart-dropdown:not([hidden]) a.remove, dialog.shop-MiniCart-drawer[open] a.remove').first().waitFor();
}

for (const width of WIDTHS) {
  const phone = width < 500;
  describe(`focus at ${width} px`, () => {
    test('mini-cart: a removal moves the focus to the next line, the last one to the cart heading or link', async () => {
      const page = await open('/shop/', width);
      await addTwo(page);
      if (phone) {
        // A phone shows a notice, not the modal drawer; the shopper stays on their add button.
        await page.locator('shop-mini-cart .shop-MiniCart-notice').waitFor();
        assert.equal(await page.locator('dialog.shop-MiniCart-drawer[open]').count(), 0, 'the drawer did not open on its own');
        assert.match(await focused(page), /add_to_cart_button/, 'focus on the add button');
        await press(page, 'shop-mini-cart .shop-MiniCart-noticeView');
        await page.locator('dialog.shop-MiniCart-drawer[open]').waitFor();
      } else {
        await openCart(page);
      }
      const panel = phone ? 'dialog.shop-MiniCart-drawer' : '.shop-MiniCart-dropdown';
      const keys = await page.locator(`${panel} a.remove`).evaluateAll((links) => links.map((l) => (l as HTMLElement).dataset.cart_item_key));
      assert.equal(keys.length, 2);
      await press(page, `${panel} a.remove[data-cart_item_key="${keys[0]}"]`);
      await page
        .waitForFunction((key) => (document.activeElement as HTMLElement | null)?.dataset?.cart_item_key === key, keys[1], { timeout: 5000 })
        .catch(async () => assert.fail(`focus after the first removal: ${await focused(page)}`));
      await page.keyboard.press('Enter');
      if (phone) {
        await page
          .waitForFunction(() => document.activeElement?.classList.contains('shop-MiniCart-title'), null, { timeout: 5000 })
          .catch(async () => assert.fail(`focus after the last removal: ${await focused(page)}`));
        assert.match((await page.locator('dialog.shop-MiniCart-drawer').textContent()) ?? '', /No products in the cart/);
      } else {
        await page
          .waitForFunction(() => document.activeElement?.matches('a.shop-MiniCart-toggle'), null, { timeout: 5000 })
          .catch(async () => assert.fail(`focus after the last removal: ${await focused(page)}`));
        assert.equal(await page.locator('.shop-MiniCart-dropdown:not([hidden])').count(), 0, 'the empty dropdown closed');
      }
      await assertFocusVisible(page, 'after the last removal');
      await page.context().close();
    });

    test('mini-cart: a quantity edit does not pull the focus back after the shopper tabbed on', async () => {
      const page = await open('/shop/', width);
      await addTwo(page);
      const panel = phone ? 'dialog.shop-MiniCart-drawer' : '.shop-MiniCart-dropdown';
      await openCart(page);
      await page.locator(`${panel} input.qty`).first().focus();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      const movedTo = await focused(page);
      assert.doesNotMatch(movedTo, /input\.input-text\.qty/, 'tabbed on');
      await page.locator('shop-mini-cart .shop-MiniCart-count', { hasText: '4' }).waitFor();
      await page.waitForTimeout(2500);
      assert.equal(await focused(page), movedTo, 'the focus stayed where the shopper moved it');
      await page.context().close();
    });

    if (!phone) {
      test('mini-cart: the dropdown closes when the focus leaves it, and never covers the focused control', async () => {
        const page = await open('/shop/', width);
        await addTwo(page);
        await openCart(page);
        for (let i = 0; i < 30 && (await page.evaluate(() => !!document.activeElement?.closest('shop-mini-cart'))); i++) await page.keyboard.press('Tab');
        assert.equal(await page.evaluate(() => !!document.activeElement?.closest('shop-mini-cart')), false, 'tabbed out of the mini-cart');
        await page.locator('.shop-MiniCart-dropdown').waitFor({ state: 'hidden' });
        await assertFocusVisible(page, 'the control after the mini-cart');
        await page.context().close();
      });
    }

    test("'Clear all' moves the focus to the result count, which reads the new number", async () => {
      const page = await open('/shop/?pa_color=black&pa_size=m&pagination=pagination', width);
      const before = await page.locator('.woocommerce-result-count').textContent();
      await press(page, 'shop-applied-filters .shop-AppliedFilters-clearAll');
      await page.waitForURL((url) => !url.searchParams.has('pa_color') && !url.searchParams.has('pa_size'));
      await page
        .waitForFunction(() => document.activeElement?.classList.contains('woocommerce-result-count'), null, { timeout: 5000 })
        .catch(async () => assert.fail(`focus after Clear all: ${await focused(page)}`));
      await page.waitForFunction((text) => document.querySelector('.woocommerce-result-count')?.textContent !== text, before);
      await assertFocusVisible(page, 'result count');
      await page.context().close();
    });

    test('removing the last chip moves the focus to the result count', async () => {
      const page = await open('/shop/?pa_color=black&pagination=pagination', width);
      await press(page, 'shop-applied-filters .shop-AppliedFilters-chip');
      await page.waitForURL((url) => !url.searchParams.has('pa_color'));
      await page
        .waitForFunction(() => document.activeElement?.classList.contains('woocommerce-result-count'), null, { timeout: 5000 })
        .catch(async () => assert.fail(`focus after the last chip: ${await focused(page)}`));
      await assertFocusVisible(page, 'result count');
      await page.context().close();
    });

    test('page 2 by keyboard moves the focus to the first product of the new page', async () => {
      const page = await open('/shop/?pagination=pagination', width);
      const firstBefore = await page.locator('ul.products > li.product a[href]').first().getAttribute('href');
      await press(page, 'shop-pagination a.page-numbers:text-is("2")');
      await page.waitForURL(/\/shop\/page\/2\//);
      await page
        .waitForFunction(
          (href) => {
            const link = document.activeElement?.closest('li.product')?.querySelector('a[href]');
            return !!link && link.getAttribute('href') !== href && link === document.querySelector('ul.products > li.product a[href]');
          },
          firstBefore,
          { timeout: 8000 },
        )
        .catch(async () => assert.fail(`focus after page 2: ${await focused(page)}`));
      await assertFocusVisible(page, 'first product of page 2');
      await page.context().close();
    });

    test("the first 'Show more' moves the focus to the first new product", async () => {
      const page = await open('/shop/?pagination=show-more-button', width);
      const shown = await page.locator('ul.products > li.product').count();
      await press(page, 'shop-products .shop-Products-moreButton');
      await page
        .waitForFunction(
          (n) => {
            const item = document.activeElement?.closest('ul.products > li.product');
            return !!item && [...item.parentElement!.children].indexOf(item) === n;
          },
          shown,
          { timeout: 8000 },
        )
        .catch(async () => assert.fail(`focus after Show more: ${await focused(page)}`));
      await assertFocusVisible(page, 'first new product');
      await page.context().close();
    });

    test('a skip link leads past the header and the filters to the products', async () => {
      const page = await open('/shop/', width);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      assert.match(await focused(page), /skip-link.*Skip to products/);
      await page.keyboard.press('Enter');
      let presses = 3;
      for (; presses < 20 && !(await page.evaluate(() => !!document.activeElement?.classList.contains('add_to_cart_button'))); presses++)
        await page.keyboard.press('Tab');
      // Skip link, Enter, then the first box: its link, its colour swatches (one stop: a radio
      // group), its button.
      assert.ok(presses <= 6, `${presses} key presses from the top to the first 'Add to cart' (was 75)`);
      assert.equal(
        await page.evaluate(() => document.activeElement === document.querySelector('ul.products .add_to_cart_button')),
        true,
        'the first product’s button',
      );
      await page.context().close();
    });

    test('sorting by keyboard: arrows move the choice, Enter sorts once, one history entry, announced', async () => {
      const page = await open('/shop/?pagination=pagination', width);
      const entries = await page.evaluate(() => history.length);
      await page.locator('shop-sort select').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(400);
      assert.equal(new URL(page.url()).searchParams.get('orderby'), null, 'no re-sort per arrow key');
      const chosen = await page.locator('shop-sort select').evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]!.text);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.has('orderby'));
      assert.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry');
      assert.match((await page.locator('shop-sort [role="status"]').textContent()) ?? '', new RegExp(`sorted by ${chosen.replace(/[()]/g, '.')}`));
      assert.match(await focused(page), /^select/, 'the focus stays on the select');
      await page.context().close();
    });
  });
}

describe('focus in the mobile overlays (375 px)', () => {
  test("a single-filter overlay's 'Clear' moves the focus to the overlay heading", async () => {
    const page = await open('/shop/?pa_color=black&pagination=pagination', 375);
    await press(page, 'shop-filter-bar .shop-FilterBar--mobile .shop-FilterBar-button');
    const overlay = page.locator('dialog[open]');
    await overlay.waitFor();
    const title = (await overlay.locator('.shop-Dialog-title').textContent()) ?? '';
    const clear = overlay.locator('.shop-Dialog-clear');
    if ((await clear.count()) === 0) {
      // The first bar filter has nothing applied yet: apply a value by keyboard first.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await clear.waitFor();
    }
    await clear.focus();
    await page.keyboard.press('Enter');
    await clear.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('shop-Dialog-title')), true, `focus after Clear: ${await focused(page)}`);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), title);
    await page.context().close();
  });
});

describe('landmarks', () => {
  test('the filters are one labelled region, not one per filter block', async () => {
    const page = await open('/shop/', 1280);
    await page.locator('shop-filter-sidebar .shop-Filter').first().waitFor();
    const regions = await page.locator('shop-filter-sidebar section, shop-filter-sidebar [role="region"]').count();
    assert.equal(regions, 1);
    assert.equal(await page.getByRole('region', { name: 'Filters' }).count(), 1);
    assert.ok((await page.locator('shop-filter-sidebar [role="group"][aria-labelledby]').count()) > 5, 'each block is a named group');
    await page.context().close();
  });
});
