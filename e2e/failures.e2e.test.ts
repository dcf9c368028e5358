/**
 * Failures a shopper can see, end to end against the demo store with faults
 * injected in Chromium: a 500, a dropped connection, a reply lost after the server added, an
 * empty answer, the browser offline, the server killed and restarted, a failed quantity change
 * and a cart that cannot be loaded. After each, what the shopper sees and the server's cart agree.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { demoStoreSuite } from './harness.ts';

let context: BrowserContext;
let page: Page;

const ADD = '**/?wc-ajax=add_to_cart';
const item = (name: string) => page.locator('li.product', { has: page.getByRole('heading', { name, exact: true }) });
const addButton = (name: string) => item(name).locator('a.ajax_add_to_cart');
const errorOf = (name: string) => item(name).locator('.shop-AddToCart-error');

/** The server's cart for this shopper: item count, asked with the shopper's own cookies. */
async function serverCount(): Promise<number> {
  const response = await context.request.post(`${suite.store.url}/?wc-ajax=get_refreshed_fragments`);
  const html = String((await response.json()).fragments['span.shop-MiniCart-count'] ?? '0');
  return Number(/>(\d+)</.exec(html)?.[1] ?? 0);
}

async function openShop(): Promise<void> {
  await page.goto(`${suite.store.url}/shop/`);
  await page.waitForFunction(
    () => !!document.querySelector('shop-add-to-cart')?.shadowRoot && !!document.querySelector('shop-mini-cart .shop-MiniCart-toggle'),
  );
}

async function agree(expected: number): Promise<void> {
  assert.equal(await serverCount(), expected, 'server cart');
  await page.waitForFunction((n) => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === String(n), expected);
}

const suite = demoStoreSuite('shop-faults-', {
  async setUp({ browser }) {
    context = await browser.newContext();
    page = await context.newPage();
    await openShop();
  },
});

describe('adding when the shop fails', () => {
  const product = 'Hoodie with Logo';

  test('a 500: the error is next to the button and announced; Try again adds it once', async () => {
    await page.route(ADD, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Fatal error</h1>' }));
    await addButton(product).click();
    const error = errorOf(product);
    await error.waitFor();
    assert.equal(await error.getAttribute('role'), 'alert');
    assert.match((await error.textContent()) ?? '', /could not be added to your cart\. Something went wrong on the shop’s side/);
    assert.ok(await error.isVisible(), 'visible');
    assert.equal(await page.evaluate(() => document.activeElement?.matches('a.ajax_add_to_cart')), true, 'focus stays on the button');
    await agree(0);
    await page.unroute(ADD);
    await error.getByRole('button', { name: 'Try again' }).click();
    await item(product).locator('a.added_to_cart').waitFor();
    assert.equal(await error.count(), 0, 'error gone');
    await agree(1);
  });

  test('a reply lost after the server added: shown as added, never added twice', async () => {
    await page.route(ADD, async (route) => {
      await route.fetch(); // the shop adds the item…
      await route.abort('connectionreset'); // …and the answer never arrives
    });
    await addButton(product).click();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '2');
    assert.equal(await errorOf(product).count(), 0, 'no error: the server cart showed it was added');
    await agree(2);
    await page.unroute(ADD);
  });

  test('a dropped connection before the shop got it: error, then Try again adds it once', async () => {
    await page.route(ADD, (route) => route.abort('connectionrefused'), { times: 1 });
    await addButton(product).click();
    await errorOf(product).waitFor();
    assert.match((await errorOf(product).textContent()) ?? '', /The shop could not be reached/);
    await agree(2);
    await errorOf(product).getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '3');
    await agree(3);
  });

  test('an empty answer is told, not silent', async () => {
    await page.route(ADD, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }), { times: 1 });
    await addButton(product).click();
    await errorOf(product).waitFor();
    assert.match((await errorOf(product).textContent()) ?? '', /could not be added/);
    await errorOf(product).getByRole('button', { name: 'Dismiss' }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.matches('a.ajax_add_to_cart')), true, 'focus back on the button');
    await agree(3);
  });

  test('offline: said plainly; back online, Try again adds it once', async () => {
    await context.setOffline(true);
    await addButton(product).click();
    await errorOf(product).waitFor();
    assert.match((await errorOf(product).textContent()) ?? '', /You are offline/);
    await context.setOffline(false);
    await errorOf(product).getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '4');
    await agree(4);
  });

  test('the server killed: the shopper is told; after a restart, Try again adds it once and the cart survived', async () => {
    await suite.stopStore();
    await addButton(product).click();
    await errorOf(product).waitFor();
    assert.match((await errorOf(product).textContent()) ?? '', /The shop could not be reached/);
    await suite.startStore();
    await errorOf(product).getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '5');
    await agree(5);
  });
});

describe('the mini-cart when the shop fails', () => {
  test("a failed quantity change puts the field back to the cart's value and says why", async () => {
    // The dropdown may still be open from the last add (it closes by itself): open it by hand.
    const toggle = page.locator('shop-mini-cart .shop-MiniCart-toggle');
    await toggle.click();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const field = page.locator('shop-mini-cart input.qty').first();
    await field.waitFor();
    const before = await field.inputValue();
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }), { times: 1 });
    await field.fill('9');
    await field.press('Tab');
    const notice = page.locator('shop-mini-cart .shop-MiniCart-error');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /The quantity could not be changed\. Something went wrong/);
    assert.equal(await page.locator('shop-mini-cart input.qty').first().inputValue(), before, 'field back to the server value');
    await agree(5);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
  });

  test("an empty 200 to a quantity change: the field goes back to the server's value and the shopper is told", async () => {
    const field = page.locator('shop-mini-cart input.qty').first();
    await field.waitFor();
    const before = await field.inputValue();
    await page.route('**/wp-admin/admin-ajax.php', (route) => route.fulfill({ status: 200, body: '' }), { times: 1 });
    await field.fill('8');
    await field.press('Tab');
    const notice = page.locator('shop-mini-cart .shop-MiniCart-error');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /The quantity could not be changed\. The shop’s answer could not be read/);
    assert.equal(await page.locator('shop-mini-cart input.qty').first().inputValue(), before, 'field back to the server value');
    await agree(5);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
  });

  test('a quantity change whose reply is lost after the server made it: shown as made, no failure', async () => {
    const field = page.locator('shop-mini-cart input.qty').first();
    await field.waitFor();
    // The change reaches the store (which makes it); the browser never gets the answer. A refusal
    // (the page's nonce predates the session: the client asks for a new one and resends) goes through.
    let lost = false;
    const loseOneReply = async (route: Route) => {
      const response = await route.fetch();
      if (lost || response.status() !== 200 || !(route.request().postData() ?? '').includes('alter_quantity')) return route.fulfill({ response });
      lost = true;
      await route.abort('connectionreset');
    };
    await page.route('**/wp-admin/admin-ajax.php', loseOneReply);
    const total = Number(await page.locator('shop-mini-cart .shop-MiniCart-count').textContent()) - Number(await field.inputValue());
    await field.fill('2');
    await field.press('Tab');
    await page.waitForFunction((count) => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === String(count), total + 2);
    assert.equal(await page.locator('shop-mini-cart .shop-MiniCart-error').count(), 0, 'no failure notice');
    assert.equal(await page.locator('shop-mini-cart input.qty').first().inputValue(), '2');
    assert.equal(lost, true, 'the reply was really lost');
    await agree(total + 2);
    await page.unroute('**/wp-admin/admin-ajax.php', loseOneReply);
  });

  test('a cart that cannot be loaded is never shown as empty; Try again loads it', async () => {
    const tab = await context.newPage(); // a new tab: nothing in its sessionStorage
    await tab.route('**/?wc-ajax=get_refreshed_fragments', (route) => route.abort('connectionrefused'));
    await tab.goto(`${suite.store.url}/shop/`);
    await tab.waitForFunction(() => document.querySelector('shop-mini-cart')?.hasAttribute('data-error'));
    await tab.locator('shop-mini-cart .shop-MiniCart-toggle').click();
    const notice = tab.locator('shop-mini-cart .shop-MiniCart-error');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', /Your cart could not be loaded/);
    assert.equal(await tab.locator('shop-mini-cart').getByText('No products in the cart').count(), 0, 'no false empty cart');
    await tab.unroute('**/?wc-ajax=get_refreshed_fragments');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await tab.waitForFunction(() => Number(document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent) > 0);
    await tab.close();
  });
});

describe('an element whose script never arrives', () => {
  test('holds back none of the others: the mini-cart and the adds still start, and an add works', async () => {
    const own = await context.browser()!.newContext();
    const shopper = await own.newPage();
    // The first element the loader starts on every page; its module hangs for the whole test.
    await shopper.route('**/dist/elements/consent-banner.js', () => new Promise<void>(() => {}));
    await shopper.goto(`${suite.store.url}/shop/`);
    await shopper.locator('shop-mini-cart .shop-MiniCart-toggle').waitFor();
    await shopper.locator('shop-add-to-cart[data-state="ready"]').first().waitFor({ state: 'attached' });
    await shopper.locator('li.product a.ajax_add_to_cart').first().click();
    await shopper.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
    assert.match(shopper.url(), /\/shop\/$/, 'added without a reload');
    await own.close();
  });

  test('a variable product whose variation logic fails to load: the form still adds the variation chosen, once, without a reload', async () => {
    const own = await context.browser()!.newContext();
    const shopper = await own.newPage();
    const errors: string[] = [];
    shopper.on('pageerror', (error) => errors.push(error.message));
    await shopper.route(/\/variation-form-[^/]*\.js/, (route) => route.abort('failed'));
    await shopper.goto(`${suite.store.url}/product/v-neck-t-shirt/`);
    await shopper.locator('shop-add-to-cart[data-state="ready"]:has(form.variations_form)').waitFor({ state: 'attached' });
    await shopper.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    await shopper.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Blue' }).check();
    await shopper.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }).check();
    await shopper.locator('button.single_add_to_cart_button').click();
    await shopper.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
    assert.equal(await shopper.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed), true, 'no reload');
    const response = await own.request.post(`${suite.store.url}/?wc-ajax=get_refreshed_fragments`);
    const widget = String((await response.json()).fragments['div.widget_shopping_cart_content'] ?? '');
    assert.equal((widget.match(/<li[^>]*mini_cart_item/g) ?? []).length, 1, 'one line in the server’s cart');
    assert.match(widget, /Blue/, 'the Blue variation');
    assert.deepEqual(errors, [], 'no script error');
    await own.close();
  });
});
