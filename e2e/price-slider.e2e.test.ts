/**
 * WooCommerce's price filter widget with <shop-price-slider> on the demo store
 * (/shop/?sidebar=woocommerce), by keyboard alone at 1280 and 375 px: the thumbs narrow the
 * listing through WooCommerce's GET form; axe is clean; the page's JavaScript loads the slider
 * and not the filter elements it does not show.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { demoStoreSuite } from './harness.ts';

const suite = demoStoreSuite('shop-price-slider-e2e-');

for (const width of [1280, 375]) {
  describe(`the price slider by keyboard (${width} px)`, () => {
    test('Tab to the low thumb, arrows and Page Up move it by the step, the label follows, Filter narrows the listing to that range', async () => {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto(`${suite.store.url}/shop/?sidebar=woocommerce&pagination=pagination`);
      const low = page.getByRole('slider', { name: 'Min price' });
      await low.waitFor();
      const before = Number(/(?:of|all) (\d+) results/.exec((await page.locator('.woocommerce-result-count').textContent()) ?? '')![1]);
      const min = Number(await low.getAttribute('min'));
      const high = page.getByRole('slider', { name: 'Max price' });
      const max = Number(await high.getAttribute('max'));
      assert.equal(
        await page
          .locator('.price_label')
          .textContent()
          .then((t) => t?.replace(/\s+/g, ' ').trim()),
        `Price: $${min} — $${max}`,
      );
      const results = await new AxeBuilder({ page }).include('shop-price-slider').analyze();
      assert.deepEqual(
        results.violations.map((v) => v.id),
        [],
      );

      // Keyboard only: focus the low thumb by Tab from the widget's heading area.
      await page.locator('.widget_price_filter .widgettitle').evaluate((h) => h.setAttribute('tabindex', '-1'));
      await page.locator('.widget_price_filter .widgettitle').focus();
      await page.keyboard.press('Tab');
      assert.equal(await low.evaluate((el) => el === document.activeElement), true, 'Tab reaches the low thumb');
      await page.keyboard.press('ArrowRight');
      assert.equal(await low.getAttribute('aria-valuetext'), `$${min + 10}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await high.getAttribute('aria-valuetext'), `$${max - 20}`);
      assert.equal(
        await page
          .locator('.price_label')
          .textContent()
          .then((t) => t?.replace(/\s+/g, ' ').trim()),
        `Price: $${min + 10} — $${max - 20}`,
      );
      await page.keyboard.press('Tab'); // the Filter button
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('min_price') === String(min + 10) && url.searchParams.get('max_price') === String(max - 20));
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('sidebar'), 'woocommerce', 'the query kept');
      const after = Number(/(?:of|all) (\d+) results/.exec((await page.locator('.woocommerce-result-count').textContent()) ?? '')![1]);
      assert.ok(after < before, `narrowed: ${before} → ${after}`);
      await low.waitFor();
      assert.equal(await low.getAttribute('aria-valuetext'), `$${min + 10}`, 'the slider opens on the chosen range');
      assert.ok(!scripts.some((s) => /filter-sidebar/.test(s)), `the filter sidebar's code is not loaded: ${scripts.join(' ')}`);
      await context.close();
    });
  });
}
