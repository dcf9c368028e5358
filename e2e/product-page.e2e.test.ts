/**
 * The product page's purchase controls on the demo store, at 1280 and 375 px: the
 * sticky add-to-cart bar appears once the form's button is scrolled past and adds the same
 * variation and quantity as the form (kept in step both ways); buy now asks for a selection
 * first, then lands on the checkout with the item; the product sidebar (#product-sidebar) opens
 * as an off-canvas panel from its link, and without JavaScript is a section the link jumps to.
 * Keyboard only where the shopper acts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { demoStoreSuite } from './harness.ts';

const suite = demoStoreSuite('shop-product-page-e2e-');
const PRODUCT = '/product/chaz-kangeroo-hoodie/';

async function open(width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${PRODUCT}`);
  await page.getByRole('group', { name: 'Color' }).getByRole('radio').first().waitFor();
  return page;
}

/** Focus a swatch and choose it with Space. */
async function chooseSwatch(page: Page, group: string, name: string): Promise<void> {
  await page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true }).focus();
  await page.keyboard.press('Space');
}

for (const width of [1280, 375]) {
  describe(`the product page (${width} px)`, () => {
    test('a review from the Reviews tab by keyboard: the form is axe-clean, the review comes back to its author awaiting approval', async () => {
      const page = await open(width);
      await page.getByRole('tab', { name: /^Reviews/ }).click();
      const form = page.locator('#commentform');
      await form.waitFor();
      assert.deepEqual(
        (await new AxeBuilder({ page }).include('#reviews').analyze()).violations.map((v) => v.id),
        [],
      );
      await form.getByLabel('Your rating').focus();
      await form.getByLabel('Your rating').selectOption('5');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Keeps me warm on the bike.');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Lin');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`lin-${width}@example.com`);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.has('unapproved'));
      const mine = page.locator('.shop-Review--pending');
      assert.match(await mine.innerText(), /Your review is awaiting approval[\s\S]*Keeps me warm on the bike\./);
      assert.ok(await mine.isVisible(), 'the reviews tab is open on it');
      await page.context().close();
    });

    test('the sticky bar appears after scrolling past the button, mirrors the form both ways and adds the same variation and quantity', async () => {
      const page = await open(width);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the page does not scroll sideways');
      const bar = page.locator('.shop-StickyBar');
      assert.equal(await bar.isVisible(), false, 'hidden while the form is in view');
      await chooseSwatch(page, 'Color', 'Black');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await bar.waitFor({ state: 'visible' });
      assert.equal(await bar.getByLabel('Color').inputValue(), 'black', 'the colour chosen on the page');
      await page.waitForFunction(() => document.querySelector('shop-sticky-header')?.hasAttribute('data-stuck'));
      const layout = await page.evaluate(() => ({
        // Its layout height: it may still be sliding in.
        headerBottom: (document.querySelector('.site-header') as HTMLElement).offsetHeight,
        barTop: document.querySelector('.shop-StickyBar')!.getBoundingClientRect().top,
        selectWidths: [...document.querySelectorAll('.shop-StickyBar select')].map((s) => s.getBoundingClientRect().width),
        lastContentBottom: Math.max(...[...document.querySelectorAll('main li.product')].map((li) => li.getBoundingClientRect().bottom)),
      }));
      assert.ok(
        layout.barTop - layout.headerBottom >= 0.6 * 800,
        `the stuck header and the bar leave the page most of the screen (${layout.headerBottom}px on top, bar from ${layout.barTop}px)`,
      );
      assert.ok(
        layout.selectWidths.every((w) => w >= 100),
        `the bar's options are readable (${layout.selectWidths.join(', ')} px)`,
      );
      assert.ok(layout.lastContentBottom <= layout.barTop, 'the last products scroll above the bar');
      // In the bar, by keyboard: the size, then the quantity.
      await bar.getByLabel('Size').focus();
      await page.keyboard.press('ArrowDown'); // XS
      await page.keyboard.press('ArrowDown'); // S
      await page.waitForFunction(() => (document.querySelector('select[name="attribute_pa_size"]') as HTMLSelectElement).value === 's');
      assert.equal(
        await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'S', exact: true }).isChecked(),
        true,
        'the page form follows the bar',
      );
      await bar.getByLabel('Quantity').focus();
      await page.keyboard.press('ArrowUp');
      await page.waitForFunction(() => (document.querySelector('form.cart input[name="quantity"]') as HTMLInputElement).value === '2');
      const axe = await new AxeBuilder({ page }).include('.shop-StickyBar').analyze();
      assert.deepEqual(
        axe.violations.map((v) => v.id),
        [],
      );
      await bar.getByRole('button', { name: 'Add to cart' }).focus();
      await page.keyboard.press('Enter');
      await page.locator('shop-mini-cart .shop-MiniCart-count', { hasText: '2' }).waitFor();
      const middles = await page.evaluate(() =>
        ['.site-title', '.shop-Header-account', 'shop-mini-cart .shop-MiniCart-toggle'].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return (box.top + box.bottom) / 2;
        }),
      );
      assert.ok(Math.max(...middles) - Math.min(...middles) < 4, `with a total in the cart, title, account and cart keep one row (${middles.join(', ')})`);
      const fragments = (await (await page.context().request.get(`${suite.store.url}/?wc-ajax=get_refreshed_fragments`)).json()) as {
        fragments: Record<string, string>;
      };
      const widget = Object.values(fragments.fragments).join(' ');
      assert.match(widget, /Chaz Kangeroo Hoodie/);
      assert.match(widget, /Black/);
      assert.match(widget, /\bS\b/);
      assert.match(widget, /2 &times;|2 ×/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await bar.waitFor({ state: 'hidden' });
      await page.context().close();
    });

    test('buy now asks for a selection first, then goes straight to the checkout with the item', async () => {
      const page = await open(width);
      const buyNow = page.getByRole('button', { name: 'Buy now' });
      // Once the form is enhanced, buy now mirrors the add button (no selection yet: disabled).
      await page.waitForFunction(() => document.querySelector('.single_add_to_cart_button')?.getAttribute('aria-disabled') === 'true');
      assert.equal(await buyNow.getAttribute('aria-disabled'), 'true', 'mirrors the add button (no selection yet)');
      await buyNow.focus();
      await page.keyboard.press('Enter');
      await page.locator('.woocommerce-error', { hasText: /choose|select/i }).waitFor();
      assert.equal(new URL(page.url()).pathname, PRODUCT, 'still on the product');
      await chooseSwatch(page, 'Color', 'Orange');
      await chooseSwatch(page, 'Size', 'M');
      await page.waitForFunction(() => document.querySelector('.shop-BuyNow')?.getAttribute('aria-disabled') === 'false');
      await buyNow.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/checkout/');
      const review = await page.locator('.woocommerce-checkout-review-order-table, #order_review').first().innerText();
      assert.match(review, /Chaz Kangeroo Hoodie\s*×\s*1/);
      assert.match(review, /Color:\s*Orange/, 'the checkout shows the colour chosen');
      assert.match(review, /Size:\s*M\b/, 'and the size');
      await page.context().close();
    });

    test('S2.14: the product sidebar (#product-sidebar) opens from its link as a panel at the edge, keyboard and screen reader ready', async () => {
      const page = await open(width);
      // The panel's element ready (before, the link is the page's plain anchor, which jumps to the section).
      await page.waitForFunction(() => [...document.querySelectorAll('shop-popup')].every((popup) => popup.hasAttribute('data-shop-ready')));
      const link = page.getByRole('link', { name: 'Browse the shop' });
      await link.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Browse the shop' });
      await panel.waitFor();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('dialog.product-sidebar')!).transform === 'none', null, { polling: 50 });
      const box = (await panel.boundingBox())!;
      assert.equal(Math.round(box.x), 0, 'at the left edge');
      assert.ok(box.height >= 790 && box.width < width, `full height, narrower than the screen (${box.width}×${box.height})`);
      assert.ok(await panel.getByRole('link', { name: 'All products' }).isVisible(), 'its links');
      assert.ok(await panel.evaluate((dialog) => dialog.contains(document.activeElement)), 'the focus is in the panel');
      assert.deepEqual(
        (await new AxeBuilder({ page }).include('dialog.product-sidebar').analyze()).violations.map((v) => v.id),
        [],
      );
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      assert.ok(await link.evaluate((a) => a === document.activeElement), 'the focus is back on the link');
      await page.context().close();
    });

    test('the purchase form does not move when the swatches and the quantity stepper replace the selects and the field', async () => {
      const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      let release: () => void = () => undefined;
      const held = new Promise<void>((go) => (release = go));
      await page.route(/\/elements\/(swatches|quantity)\.js/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${suite.store.url}${PRODUCT}`);
      const boxes = () =>
        page.evaluate(() =>
          ['.single_add_to_cart_button', '.product_meta', 'table.variations'].map((selector) => {
            const box = document.querySelector(selector)!.getBoundingClientRect();
            return `${selector} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.height)}`;
          }),
        );
      await page.locator('table.variations select').first().waitFor();
      const printed = await boxes();
      release();
      await page.getByRole('group', { name: 'Color' }).getByRole('radio').first().waitFor();
      await page.locator('shop-quantity .shop-Quantity').waitFor();
      assert.deepEqual(await boxes(), printed, 'the button, the product meta and the options where the server put them');
      await context.close();
    });
  });
}

test('S2.14: without JavaScript the product sidebar is a section of the page its link jumps to', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${PRODUCT}`);
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  assert.equal(new URL(page.url()).hash, '#product-sidebar');
  const section = page.locator('#product-sidebar');
  assert.ok(await section.getByRole('link', { name: 'All products' }).isVisible(), 'its links are on the page');
  assert.ok(await section.evaluate((aside) => aside.getBoundingClientRect().top < innerHeight), 'scrolled into view');
  await context.close();
});
