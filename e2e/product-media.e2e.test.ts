/**
 * The product page's gallery and tabs on the demo store, at 1280 and 375 px: the
 * gallery's thumbnails, the lightbox by keyboard alone (open, arrows, Escape, the focus back),
 * a colour chosen by swatch turning the gallery to that colour's picture, #reviews opening the
 * reviews tab, and the rating's link doing the same; axe in each open state.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeIds, demoStoreSuite, openAt } from './harness.ts';

const suite = demoStoreSuite('shop-product-media-e2e-');
const PRODUCT = '/product/chaz-kangeroo-hoodie/';

const open = (path: string, width: number) => openAt(suite, path, width);
/** The focused element's label once the focus has stayed put for a moment (after the 300 ms fade). */
async function focusedLabelOnceSettled(page: Page): Promise<string | null> {
  let last: string | null = null;
  for (let i = 0; i < 60; i++) {
    const now = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null);
    if (now === last && now !== 'BODY' && i > 6) return now;
    last = now;
    await page.waitForTimeout(50);
  }
  return last;
}
const selectedThumb = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.shop-Gallery-thumb')].findIndex((t) => t.getAttribute('aria-selected') === 'true'));

for (const width of [1280, 375]) {
  describe(`the product gallery and tabs (${width} px)`, () => {
    test('the lightbox by keyboard: thumbnails, Enter on the image, arrows, Escape, the focus back', async () => {
      const page = await open(PRODUCT, width);
      const thumbs = page.getByRole('tablist', { name: 'Product images' }).getByRole('tab');
      await thumbs.first().waitFor();
      assert.equal(await thumbs.count(), 6, 'front, back, detail and one picture per colour (3)');
      assert.deepEqual(await axeIds(page, 'shop-product-gallery'), []);
      await thumbs.first().focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await selectedThumb(page), 1, 'the back');
      // From the thumbnails back to the shown image's link, then Enter.
      await page.keyboard.press('Shift+Tab');
      for (let i = 0; i < 3 && !(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog')); i++)
        await page.keyboard.press('Shift+Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'View larger: Chaz Kangeroo Hoodie, back');
      await page.keyboard.press('Enter');
      const lightbox = page.getByRole('dialog', { name: /Image 2 of 6/ });
      await lightbox.waitFor();
      await page.waitForFunction(() => (document.querySelector('.shop-Lightbox-image') as HTMLImageElement | null)?.complete === true);
      assert.match((await lightbox.locator('.shop-Lightbox-image').getAttribute('src')) ?? '', /-back\.png$/, 'the large picture');
      assert.equal(
        await page.evaluate(() => (document.querySelector('.shop-Lightbox-image') as HTMLImageElement).naturalWidth),
        1200,
        'the large image loaded',
      );
      assert.deepEqual(await axeIds(page, 'dialog.shop-Lightbox'), []);
      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: /Image 3 of 6/ }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !(document.querySelector('dialog.shop-Lightbox') as HTMLDialogElement | null)?.open);
      assert.equal(await focusedLabelOnceSettled(page), 'View larger: Chaz Kangeroo Hoodie, detail', 'the focus is back on the image shown');
      assert.equal(await selectedThumb(page), 2, 'the gallery shows the picture the lightbox ended on');
      await page.context().close();
    });

    test("choosing a colour by swatch turns the gallery to that colour's picture", async () => {
      const page = await open(PRODUCT, width);
      // The gallery takes the form's picture once it is ready; before, WooCommerce's own swap
      // changes the main image and the gallery's thumbnails are not ours yet (a CI run at 375 px).
      await page.locator('shop-product-gallery[data-shop-ready]').waitFor({ state: 'attached' });
      await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Orange', exact: true }).focus();
      await page.keyboard.press('Space');
      await page.waitForFunction(() =>
        document.querySelector('.shop-Gallery-thumb[aria-selected="true"]')?.getAttribute('aria-label')?.startsWith('Chaz Kangeroo Hoodie in Orange'),
      );
      await page.context().close();
    });

    test("#reviews opens the reviews tab and shows it; the rating's link does the same", async () => {
      const page = await open('/product/cora-parachute-pant/#reviews', width);
      const reviewsTab = page.getByRole('tab', { name: /Reviews \(4\)/ });
      await page.waitForFunction(() => document.querySelector('shop-tabs')?.hasAttribute('data-shop-ready'));
      assert.equal(await reviewsTab.getAttribute('aria-selected'), 'true');
      assert.equal(await page.locator('#tab-description').isVisible(), false, 'the description is closed');
      await page.waitForFunction(() => {
        const top = document.getElementById('reviews')!.getBoundingClientRect().top;
        const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        return top >= header - 1 && top < innerHeight;
      });
      assert.deepEqual(await axeIds(page, 'shop-tabs'), []);
      // Back to the description by keyboard, then the rating's link opens the reviews again.
      await reviewsTab.focus();
      await page.keyboard.press('Home');
      assert.equal(await page.locator('#tab-description').isVisible(), true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.woocommerce-review-link').focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.getElementById('tab-reviews')!.hidden);
      assert.equal(new URL(page.url()).hash, '#reviews');
      await page.context().close();
    });
  });
}
