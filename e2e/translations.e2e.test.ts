/**
 * The demo store in German (the shipped translation) and right to left (the pseudo-translated
 * he_IL): no English word of the elements left anywhere a shopper looks (the shop with its
 * filters, suggestions, mini-cart and quick view; the phone's filter panels; the product page and
 * its sticky bar; the consent banner, the push prompt and the exit-intent form), the page's
 * language and direction set, and the language chosen and the server's words translated with
 * JavaScript off.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { addsWithoutReload, demoStoreSuite } from './harness.ts';
import { findUntranslated, untranslatedPatterns } from './untranslated.ts';
import { parseJedTranslations } from '../shared/engine/i18n/jed.ts';
import { pseudoRtlFile } from '../demo-theme/server/i18n/pseudo-rtl.ts';
import { sourceStrings } from '../shared/messages/sources.ts';

const suite = demoStoreSuite('shop-translations-e2e-', { consent: 'ask', pushPrompt: 'ask' });
const SETTLE_MS = 4000;

const LOCALES = [
  {
    id: 'de_DE',
    lang: 'de-DE',
    dir: 'ltr',
    file: JSON.parse(readFileSync(resolve(import.meta.dirname, '../languages/storefront-elements-de_DE.json'), 'utf8')) as unknown,
  },
  { id: 'he_IL', lang: 'he', dir: 'rtl', file: pseudoRtlFile(sourceStrings()) },
] as const;

for (const locale of LOCALES) {
  const patterns = untranslatedPatterns(locale.file);
  const translations = parseJedTranslations(locale.file);
  /** An element's English words as this language's shopper reads them. */
  const words = (english: string) => translations.forms(english)?.[0] ?? assert.fail(`no translation of “${english}”`);
  const noEnglish = async (page: Page, step: string) => assert.deepEqual(await findUntranslated(page, patterns), [], `${step}: English left`);

  async function shopper(width: number) {
    const touch = width < 500;
    const context = await suite.browser.newContext({ viewport: { width, height: touch ? 740 : 900 }, hasTouch: touch, isMobile: touch });
    context.setDefaultTimeout(10_000);
    await context.addCookies([{ name: 'shop_demo_locale', value: locale.id, url: suite.store.url }]);
    // The push prompt asks only a browser that has not answered about notifications yet.
    await context.addInitScript({ content: `Object.defineProperty(Notification, 'permission', { get: () => 'default' });` });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  describe(`the demo store in ${locale.id}`, () => {
    test('the shop at 1280 px: banner, filters, suggestions, push prompt, mini-cart, quick view, exit-intent form', async () => {
      const { context, page, errors } = await shopper(1280);
      await page.goto(`${suite.store.url}/shop/`);
      assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), [locale.lang, locale.dir]);
      const banner = page.getByRole('region', { name: words('Cookie consent') });
      await banner.waitFor();
      await page.locator('shop-filter-sidebar input[type="checkbox"]').first().waitFor();
      await noEnglish(page, 'the first view, with the banner');
      await banner.getByRole('button', { name: words('Choose'), exact: true }).click();
      await banner.getByRole('checkbox', { name: words('Marketing') }).check();
      await noEnglish(page, 'the banner’s categories');
      await banner.getByRole('button', { name: words('Accept all') }).click();
      await banner.waitFor({ state: 'hidden' });

      // A filter applied: the count, the chips and the filters re-rendered by the elements.
      await page.locator('shop-filter-sidebar input[type="checkbox"]').first().check();
      await page
        .getByRole('button', { name: new RegExp(`^${words('Remove filter: %s').replace('%s', '')}`) })
        .first()
        .waitFor();
      await noEnglish(page, 'a filter applied');

      await page.locator('shop-live-search input[type="search"]').fill('jacket');
      await page.locator('shop-live-search [role="option"]').first().waitFor();
      await noEnglish(page, 'the search suggestions');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // An add from the grid: the push prompt asks (marketing is allowed), then the mini-cart.
      await addsWithoutReload(page);
      await page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
      const prompt = page.getByRole('dialog', { name: words('Get a reminder about your cart?') });
      await prompt.waitFor();
      await noEnglish(page, 'the push prompt after an add');
      await prompt.getByRole('button', { name: words('No thanks') }).click();
      await prompt.waitFor({ state: 'detached' });
      const item = page.locator('shop-mini-cart .woocommerce-mini-cart-item').first();
      if (!(await item.isVisible())) await page.locator('button.shop-MiniCart-toggle').click();
      await item.waitFor();
      await noEnglish(page, 'the mini-cart open');
      await page.keyboard.press('Escape');

      await page.locator('ul.products li.product-type-variable .shop-QuickView-trigger').first().click();
      const quickView = page.getByRole('dialog').filter({ has: page.locator('form.variations_form') });
      await quickView.waitFor();
      await noEnglish(page, 'the quick view');
      await page.keyboard.press('Escape');
      await quickView.waitFor({ state: 'hidden' });

      // The exit-intent form: the pointer leaving through the top; a wrong address refused.
      await page.locator('shop-exit-intent[data-shop-watching]').waitFor({ state: 'attached' });
      await page.waitForTimeout(SETTLE_MS);
      await page.mouse.move(600, 300);
      await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { clientX: 600, clientY: -2, relatedTarget: null, bubbles: true })));
      const form = page.getByRole('dialog', { name: words('Before you go') });
      await form.waitFor();
      await page.keyboard.type('kein-at');
      await page.keyboard.press('Enter');
      await form
        .getByRole('alert')
        .filter({ hasText: words('Please enter a valid email address, for example name@example.com.') })
        .waitFor();
      await noEnglish(page, 'the exit-intent form with its error');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('on a phone: the filter bar, all filters; a variable product and its sticky bar', async () => {
      const { context, page, errors } = await shopper(375);
      await page.goto(`${suite.store.url}/shop/`);
      await page
        .getByRole('region', { name: words('Cookie consent') })
        .getByRole('button', { name: words('Reject all') })
        .click();
      await page.getByRole('button', { name: words('All filters') }).waitFor();
      await noEnglish(page, 'the filter bar');
      // Longer words must not push anything past a phone's width (the page would scroll sideways).
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the shop does not scroll sideways');
      await page.getByRole('button', { name: words('All filters') }).click();
      const panel = page.getByRole('dialog', { name: words('Filters') });
      await panel.waitFor();
      await noEnglish(page, 'all filters open');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      await page.goto(`${suite.store.url}/product/hoodie/`);
      await page.locator('shop-swatches').getByRole('radio').first().click();
      await noEnglish(page, 'a variable product with a colour chosen');
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the product page does not scroll sideways');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('.shop-StickyBar').waitFor({ state: 'visible' });
      await noEnglish(page, 'the sticky bar');
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

test('with JavaScript off: the language is chosen from the footer and the server’s words are German', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}/shop/`);
  await page.locator('.shop-Languages a[hreflang="de-DE"]').click();
  await page.waitForURL(`${suite.store.url}/shop/`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de-DE');
  assert.equal((await page.locator('ul.products a.ajax_add_to_cart').first().textContent())?.trim(), 'In den Warenkorb');
  assert.match((await page.locator('.woocommerce-result-count').textContent()) ?? '', /^Zeige 1–12 von \d+ Ergebnissen$/);
  // The switcher's answer goes back only to this shop.
  const answer = await page.request.get(`${suite.store.url}/demo-language/?locale=de_DE&back=//evil.example/`, { maxRedirects: 0 });
  assert.equal(answer.headers().location, '/');
  assert.equal((await page.request.get(`${suite.store.url}/demo-language/?locale=xx_XX`, { maxRedirects: 0 })).status(), 400);
  await context.close();
});
