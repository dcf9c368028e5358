/**
 * The quick view on the demo store, by keyboard alone: from the grid, a variable
 * product's quick view; colour and size chosen; added to the cart; the mini-cart shows that
 * variation; Escape returns to the trigger. At 1280 and 375 px, axe in the open state.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { demoStoreSuite } from './harness.ts';

const suite = demoStoreSuite('shop-quick-view-e2e-');

for (const width of [1280, 375]) {
  describe(`quick view (${width} px)`, () => {
    test('quick view from the grid → colour and size → add to cart → the mini-cart has that variation; Escape back to the trigger', async () => {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${suite.store.url}/shop/`);
      // The quick view is not loaded yet (it loads on the first interaction): the first Enter
      // on a trigger is held by the loader and replayed once it is ready.
      assert.equal(await page.evaluate(() => !!customElements.get('shop-quick-view')), false, 'not loaded before the shopper acts');
      const trigger = page.locator('li.product-type-variable .shop-QuickView-trigger').first();
      const name = (await trigger.getAttribute('aria-label'))!.replace(/^Quick view: “|”$/g, '');
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      assert.equal(
        await page.evaluate(() => document.querySelector('dialog.shop-QuickView')!.contains(document.activeElement)),
        true,
        'the focus is in the dialog',
      );
      const axe = await new AxeBuilder({ page }).include('dialog.shop-QuickView').analyze();
      assert.deepEqual(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
      await dialog.locator('.woocommerce-product-gallery img').first().waitFor();
      const fit = await dialog.evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
      assert.ok(fit.scroll <= fit.client, `nothing in the quick view runs off the side (${fit.scroll} > ${fit.client} px)`);

      // Keyboard: Tab to the colour swatches, Space chooses; Tab to the sizes, Space chooses.
      const focusedSwatch = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
      for (let i = 0; i < 12 && (await focusedSwatch()) !== 'attribute_pa_color-swatch'; i++) await page.keyboard.press('Tab');
      assert.equal(await focusedSwatch(), 'attribute_pa_color-swatch', 'Tab reaches the colour swatches');
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      assert.equal(await focusedSwatch(), 'attribute_pa_size-swatch', 'Tab reaches the size swatches');
      await page.keyboard.press('Space');
      const chosen = (name: string) =>
        dialog.locator(`select[name="attribute_pa_${name}"]`).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text.trim() ?? '');
      const colourName = await chosen('color');
      const sizeName = await chosen('size');
      assert.ok(colourName && !/Choose/.test(colourName) && sizeName && !/Choose/.test(sizeName), `chosen by swatches: ${colourName} ${sizeName}`);
      const axeChosen = await new AxeBuilder({ page }).include('dialog.shop-QuickView').analyze();
      assert.deepEqual(
        axeChosen.violations.map((v) => v.id),
        [],
        'axe with swatches chosen',
      );
      const add = dialog.locator('.single_add_to_cart_button');
      await page.waitForFunction(() => !document.querySelector('dialog.shop-QuickView .single_add_to_cart_button')?.classList.contains('disabled'));
      await add.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('dialog.shop-QuickView .single_add_to_cart_button')?.classList.contains('added'));
      assert.equal(await page.locator('.shop-MiniCart-count').first().textContent(), '1');
      assert.equal(await page.locator('shop-mini-cart[data-open]').count(), 0, 'the cart does not open behind the dialog');

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('dialog.shop-QuickView')?.hasAttribute('open'));
      assert.equal(await trigger.evaluate((el) => el === document.activeElement), true, 'the focus is back on the trigger');
      // The mini-cart, opened by keyboard, lists the chosen variation.
      const toggle = page.locator('shop-mini-cart .shop-MiniCart-toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('.shop-MiniCart-dropdown:not([hidden]), dialog.shop-MiniCart-drawer[open]').first();
      await panel.locator('a.remove').first().waitFor();
      const cartText = (await panel.textContent()) ?? '';
      assert.ok(
        cartText.includes(name) && cartText.includes(colourName) && cartText.includes(sizeName),
        `the cart has ${name} ${colourName} ${sizeName}: ${cartText.replace(/\s+/g, ' ').slice(0, 200)}`,
      );
      await context.close();
    });
  });
}
