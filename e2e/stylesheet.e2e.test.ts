/**
 * The package's stylesheet alone (dist/storefront.css, what a theme author and the WordPress plugin
 * get): the demo theme's theme.css is refused, and the elements' controls still look and lay out
 * as controls — colour values as round swatches with the checkbox hidden, the price slider's two
 * thumbs on one track, the bar's popover over the products instead of pushing them down, the
 * phone's full-screen overlay, the gallery one picture at a time, the product's options as
 * swatches and the sticky add-to-cart bar fixed at the bottom. A theme adds its look on top.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demoStoreSuite, listingReady } from './harness.ts';

const suite = demoStoreSuite('shop-stylesheet-e2e-');

async function withoutTheme(path: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  await context.route('**/assets/theme.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${path}`);
  return page;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is laid out`);
  return found;
};

describe('the package stylesheet without a theme', () => {
  test('the sidebar: colour swatches are round dots over hidden checkboxes; the price slider has both thumbs on one track', async () => {
    const page = await withoutTheme('/shop/', 1280);
    await listingReady(page);
    await page.locator('shop-filter-sidebar .shop-Filter-swatch').first().waitFor();
    const swatch = await page
      .locator('shop-filter-sidebar .shop-Filter-swatchColor')
      .first()
      .evaluate((dot) => {
        const style = getComputedStyle(dot);
        const input = dot.parentElement!.querySelector('input')!;
        const { width, height } = dot.getBoundingClientRect();
        return { round: style.borderRadius === '50%' && width === height, width, inputOpacity: getComputedStyle(input).opacity };
      });
    assert.deepEqual({ ...swatch, width: undefined }, { round: true, width: undefined, inputOpacity: '0' });
    // 2 rem, and its border outside it unless a theme sets border-box sizing.
    assert.ok(swatch.width >= 32 && swatch.width <= 34, `a ${swatch.width} px dot`);
    const [low, high] = await Promise.all([
      box(page, 'shop-filter-sidebar .shop-Slider-input:first-of-type'),
      box(page, 'shop-filter-sidebar .shop-Slider-input:last-of-type'),
    ]);
    assert.deepEqual([low.x, low.y, low.width], [high.x, high.y, high.width], 'the two range inputs are one track');
    await page.context().close();
  });

  test('the bar at 640 px: a filter’s popover opens over the products; at 375 px “All filters” fills the screen', async () => {
    const page = await withoutTheme('/shop/', 640);
    await listingReady(page);
    const firstCard = await box(page, 'ul.products > li.product');
    await page.locator('shop-filter-bar .shop-FilterBar-button').nth(1).click();
    const popover = page.locator('.shop-FilterBar-popover:not([hidden])');
    await popover.waitFor();
    assert.equal(await popover.evaluate((node) => getComputedStyle(node).position), 'absolute');
    assert.deepEqual(await box(page, 'ul.products > li.product'), firstCard, 'the products did not move');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.keyboard.press('Escape');
    await page.locator('shop-filter-bar .shop-FilterBar-button').first().click();
    const overlay = page.locator('dialog.shop-FilterPanel[open]');
    await overlay.waitFor();
    const panel = await overlay.boundingBox();
    assert.deepEqual([panel?.x, panel?.y, panel?.width, panel?.height], [0, 0, 375, 800]);
    await page.context().close();
  });

  test('a product page: one picture at a time, the options as swatches, the sticky bar fixed at the bottom once the button is passed', async () => {
    const page = await withoutTheme('/product/v-neck-t-shirt/', 1280);
    await page.locator('shop-product-gallery[data-shop-ready]').waitFor({ state: 'attached' });
    const slides = await page.locator('.woocommerce-product-gallery__image').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().x));
    assert.ok(slides.length > 1 && slides[1]! - slides[0]! >= 300, `slides side by side in a scroller: ${slides.join(', ')}`);
    assert.equal(await page.locator('.woocommerce-product-gallery__wrapper').evaluate((node) => getComputedStyle(node).overflowX), 'auto');
    await page.locator('.shop-Swatch').first().waitFor();
    assert.equal(
      await page
        .locator('.shop-Swatch-input')
        .first()
        .evaluate((node) => getComputedStyle(node).opacity),
      '0',
      'the radio under its face',
    );
    await page
      .locator('form.cart button[type="submit"]')
      .first()
      .evaluate((node) => node.scrollIntoView());
    await page.mouse.wheel(0, 1600);
    const bar = page.locator('.shop-StickyBar:not([hidden])');
    await bar.waitFor();
    const placed = await bar.evaluate((node) => ({
      position: getComputedStyle(node).position,
      bottom: Math.round(innerHeight - node.getBoundingClientRect().bottom),
    }));
    assert.deepEqual(placed, { position: 'fixed', bottom: 0 });
    await page.context().close();
  });
});
