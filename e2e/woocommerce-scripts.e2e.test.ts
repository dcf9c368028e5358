/**
 * Our elements beside WooCommerce's own front-end scripts (jQuery, add-to-cart.js,
 * cart-fragments.js, add-to-cart-variation.js, and cart.js on the cart page), as every WooCommerce
 * theme loads them: each add happens once (listing, product form, variable product, quick view), a
 * removal once and without leaving the page, the cart page's form sent once by cart.js, no alert
 * and no script error, and the cart the page shows is the server's.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page, Request } from 'playwright-core';
import { addsWithoutReload, demoStoreSuite } from './harness.ts';

const suite = demoStoreSuite('shop-wc-scripts-e2e-');

/** A request that changes the cart: an add (wc-ajax or admin-ajax) or a removal. */
const cartChange = (request: Request): 'add' | 'remove' | null => {
  if (request.method() !== 'POST') return null;
  const url = request.url();
  const body = request.postData() ?? '';
  if (url.includes('wc-ajax=add_to_cart') || /(^|&)action=[a-z_]*ajax_add_to_cart(&|$)/.test(body)) return 'add';
  if (url.includes('wc-ajax=remove_from_cart') || /(^|&)action=[a-z_]*remove_from_cart(&|$)/.test(body)) return 'remove';
  return null;
};

interface Visit {
  page: Page;
  changes: string[];
  problems: string[];
  close(): Promise<void>;
}

async function visit(path: string, width = 1280, beforeLoad?: (page: Page) => Promise<void>): Promise<Visit> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(10_000);
  await context.addCookies([{ name: 'shop_demo_wc_scripts', value: '1', url: suite.store.url }]);
  const page = await context.newPage();
  const changes: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const kind = cartChange(request);
    if (kind) changes.push(kind);
  });
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`alert: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await beforeLoad?.(page);
  await page.goto(`${suite.store.url}${path}`);
  // WooCommerce's scripts are really there and running (its live region exists once add-to-cart.js started).
  await page.locator('.widget_shopping_cart_live_region').waitFor({ state: 'attached' });
  await addsWithoutReload(page);
  assert.equal(
    await page.evaluate(() => typeof (window as unknown as { jQuery?: { fn: { wc_variation_form?: unknown } } }).jQuery?.fn.wc_variation_form),
    'function',
  );
  return { page, changes, problems, close: () => context.close() };
}

const cartCount = (page: Page) => page.locator('shop-mini-cart .shop-MiniCart-count').textContent();
const waitCount = (page: Page, n: number) =>
  page.waitForFunction((n) => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === String(n), n, { polling: 100 });
/** Opens the mini-cart's panel (an add on a wide screen may have opened it already). */
async function openMiniCart(page: Page): Promise<void> {
  const toggle = page.locator('button.shop-MiniCart-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('.shop-MiniCart-dropdown:not([hidden])').waitFor();
}

/** Long enough for a second request (WooCommerce's own) to have been sent and answered. */
const settle = (page: Page) => page.waitForTimeout(1200);

describe('beside WooCommerce’s add-to-cart.js, cart-fragments.js and add-to-cart-variation.js', () => {
  test('a listing add happens once; one "View cart" link; the count is the server’s after a reload', async () => {
    const { page, changes, problems, close } = await visit('/shop/');
    await page.locator('shop-products[data-state="ready"]').waitFor();
    const item = page.locator('li.product', { has: page.locator('a.ajax_add_to_cart') }).first();
    await item.locator('a.ajax_add_to_cart').click();
    await item.locator('a.added_to_cart').first().waitFor();
    await waitCount(page, 1);
    await settle(page);
    assert.deepEqual(changes, ['add'], 'one add request');
    assert.equal(await item.locator('a.added_to_cart').count(), 1, 'one "View cart" link');
    assert.equal(await item.locator('a.ajax_add_to_cart.loading').count(), 0, 'the button is not left loading');
    await page.reload();
    await waitCount(page, 1);
    await settle(page);
    assert.equal(await cartCount(page), '1', 'the shop holds one');
    assert.deepEqual(problems, []);
    await close();
  });

  test('listing adds left to WooCommerce (listing-adds="woocommerce"): its one add, and the mini-cart follows it', async () => {
    const { page, changes, problems, close } = await visit('/shop/');
    await page.locator('shop-products[data-state="ready"]').waitFor();
    await page.evaluate(() => document.querySelector('shop-add-to-cart')!.setAttribute('listing-adds', 'woocommerce'));
    const item = page.locator('li.product', { has: page.locator('a.ajax_add_to_cart') }).first();
    await item.locator('a.ajax_add_to_cart').click();
    await item.locator('a.added_to_cart').first().waitFor();
    await waitCount(page, 1);
    await settle(page);
    assert.deepEqual(changes, ['add'], 'one add request, WooCommerce’s');
    assert.equal(await item.locator('a.ajax_add_to_cart').getAttribute('data-state'), null, 'our element did not handle it');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a product form adds once', async () => {
    const { page, changes, problems, close } = await visit('/product/beanie/');
    await page.locator('form.cart button.single_add_to_cart_button').click();
    await waitCount(page, 1);
    await settle(page);
    assert.deepEqual(changes, ['add']);
    assert.equal(await cartCount(page), '1');
    assert.deepEqual(problems, []);
    await close();
  });

  test('a variable product: chosen, added once, no alert; asking without a choice adds nothing', async () => {
    const { page, changes, problems, close } = await visit('/product/v-neck-t-shirt/');
    await page.getByRole('group', { name: 'Color' }).waitFor();
    await page.locator('button.single_add_to_cart_button').click({ force: true });
    await page.locator('.woocommerce-notices-wrapper .woocommerce-error').waitFor();
    await settle(page);
    assert.deepEqual(changes, [], 'nothing sent without a choice');
    await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Blue' }).check();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }).check();
    await page.locator('.single_variation .price').waitFor();
    await page.waitForFunction(() => !document.querySelector('button.single_add_to_cart_button')?.classList.contains('disabled'));
    const variationId = await page.locator('form.variations_form input[name="variation_id"]').inputValue();
    assert.match(variationId, /^[1-9]\d*$/, 'a variation is chosen');
    await page.locator('button.single_add_to_cart_button').click();
    await waitCount(page, 1);
    await settle(page);
    assert.deepEqual(changes, ['add']);
    await openMiniCart(page);
    await page.locator('.shop-MiniCart-dropdown', { hasText: 'V-Neck T-Shirt' }).waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  test('a variable product clicked before our variation logic has loaded: the page’s notice, no alert, nothing sent', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, changes, problems, close } = await visit('/product/v-neck-t-shirt/', 1280, async (page) => {
      await page.route(/\/variation-form-[^/]*\.js/, async (route) => {
        await held;
        await route.continue();
      });
    });
    assert.equal(await page.locator('shop-add-to-cart:has(form.variations_form)').getAttribute('data-state'), null, 'its logic is held back');
    await page.locator('button.single_add_to_cart_button').click();
    await page
      .locator('.woocommerce-notices-wrapper .woocommerce-error', { hasText: 'Please select some product options' })
      .waitFor()
      // Which way the click went instead (WooCommerce's alert, a script error) is in `problems`.
      .catch((error: Error) => assert.fail(`${error.message}\nproblems: ${JSON.stringify(problems)}`));
    release();
    await page.locator('shop-add-to-cart[data-state="ready"]:has(form.variations_form)').waitFor({ state: 'attached' });
    await settle(page);
    assert.deepEqual(changes, [], 'nothing sent');
    assert.deepEqual(problems, [], 'no alert from add-to-cart-variation.js');
    await close();
  });

  test('our variation logic never arriving (its script fails to load): add-to-cart-variation.js runs the form again; chosen, added once, no alert, no script error', async () => {
    const { page, changes, problems, close } = await visit('/product/v-neck-t-shirt/', 1280, async (page) => {
      await page.route(/\/variation-form-[^/]*\.js/, (route) => route.abort('failed'));
    });
    await page.locator('shop-add-to-cart[data-state="ready"]:has(form.variations_form)').waitFor({ state: 'attached' });
    await page.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Blue' }).check();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }).check();
    // WooCommerce's script found the variation (ours is not there to).
    await page.waitForFunction(() =>
      /^[1-9]\d*$/.test(document.querySelector<HTMLInputElement>('form.variations_form input[name="variation_id"]')?.value ?? ''),
    );
    await page.locator('.single_variation .price').waitFor();
    await page.locator('button.single_add_to_cart_button').click();
    await waitCount(page, 1);
    await settle(page);
    assert.deepEqual(changes, ['add']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a quick view adds once', async () => {
    const { page, changes, problems, close } = await visit('/shop/');
    await page.locator('shop-products[data-state="ready"]').waitFor();
    const trigger = page.locator('li.product-type-simple .shop-QuickView-trigger').first();
    await trigger.click();
    const dialog = page.locator('dialog.shop-QuickView[open]');
    await dialog.locator('.single_add_to_cart_button').click();
    await page.waitForFunction(() => document.querySelector('dialog.shop-QuickView .single_add_to_cart_button')?.classList.contains('added'));
    await waitCount(page, 1);
    await settle(page);
    assert.deepEqual(changes, ['add']);
    assert.deepEqual(problems, []);
    await close();
  });

  test('a removal from the mini-cart happens once and the page stays', async () => {
    const { page, changes, problems, close } = await visit('/product/beanie/');
    await page.locator('form.cart button.single_add_to_cart_button').click();
    await waitCount(page, 1);
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    await openMiniCart(page);
    await page.locator('.shop-MiniCart-dropdown a.remove_from_cart_button').first().click();
    await waitCount(page, 0);
    await settle(page);
    assert.deepEqual(changes, ['add', 'remove']);
    assert.equal(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed), true, 'the page did not navigate');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the cart page beside WooCommerce’s cart.js', () => {
  /** A cart with one beanie, on /cart/ with cart.js running (it disables "Update cart" until a quantity changes). */
  async function cartPageWithBeanie(): Promise<Visit & { cartPosts: () => number }> {
    const opened = await visit('/product/beanie/');
    const { page } = opened;
    await page.locator('form.cart button.single_add_to_cart_button').click();
    await waitCount(page, 1);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/cart/') posts++;
    });
    await page.goto(`${suite.store.url}/cart/`);
    await page.locator('.woocommerce-cart-form button[name="update_cart"][disabled]').waitFor();
    await page.locator('shop-quantity .shop-Quantity-plus').waitFor();
    await waitCount(page, 1);
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    return { ...opened, cartPosts: () => posts };
  }
  const stayed = (page: Page) => page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true);
  /** cart.js sent it without leaving the page; the mini-cart says `count`; the focus is on `focus`; no script error or alert. */
  async function assertStayedShowing(page: Page, problems: string[], count: string, focus: string): Promise<void> {
    assert.equal(await stayed(page), true, 'cart.js sent the form, the browser did not');
    assert.equal(await cartCount(page), count);
    assert.equal(await focused(page), focus);
    assert.deepEqual(problems, []);
  }

  test('"Update cart" sent by cart.js: the page stays, shows the server’s quantity, and the mini-cart follows it; the form is sent once; the focus is on the notice', async () => {
    const { page, problems, close, cartPosts } = await cartPageWithBeanie();
    await page.locator('shop-quantity .shop-Quantity-plus').click();
    await page.locator('shop-quantity .shop-Quantity-plus').click();
    await pressEnterOn(page.locator('.woocommerce-cart-form button[name="update_cart"]:not([disabled])'));
    // The new form is the server's: its quantity field says 3 and "Update cart" is disabled again.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.woocommerce-cart-form input.qty')?.defaultValue === '3');
    await waitCount(page, 3);
    await settle(page);
    assert.equal(cartPosts(), 1, 'the mini-cart following the page did not make cart.js send the form again');
    // The button went with the old table, and the new one is disabled until the next edit.
    await assertStayedShowing(page, problems, '3', 'div.woocommerce-message Cart updated.');
    await close();
  });

  test('an add from “You may be interested in…” beside cart.js: cart.js shows the new line (its form sent once, not again for the mini-cart), the mini-cart says 2, the focus stays on the button', async () => {
    const { page, changes, problems, close, cartPosts } = await cartPageWithBeanie();
    const card = page.locator('.cross-sells li.product', { has: page.locator('a.ajax_add_to_cart') }).first();
    const name = ((await card.locator('.woocommerce-loop-product__title').textContent()) ?? '').trim();
    const add = card.locator('a.ajax_add_to_cart');
    await pressEnterOn(add);
    await page.locator('.woocommerce-cart-form tr.cart_item', { hasText: name }).waitFor();
    await waitCount(page, 2);
    await settle(page);
    assert.equal(cartPosts(), 1, 'cart.js sent its form once for the add');
    assert.deepEqual(changes, ['add', 'add'], 'the beanie, then the cross-sell, each once');
    assert.equal(await add.evaluate((element) => element === document.activeElement), true, 'the focus stays on the add button');
    await assertStayedShowing(page, problems, '2', await focused(page));
    await close();
  });

  test('the × link by cart.js: the page shows the empty cart without a reload, and the mini-cart says 0; the focus is on the message', async () => {
    const { page, problems, close } = await cartPageWithBeanie();
    await pressEnterOn(page.locator('.woocommerce-cart-form .product-remove > a'));
    await page.locator('.cart-empty').waitFor();
    await waitCount(page, 0);
    await settle(page);
    await assertStayedShowing(page, problems, '0', 'p.cart-empty Your cart is currently empty.');
    await close();
  });

  test('by keyboard in a cart of two lines: Enter in a quantity keeps the focus in that field of the new table; the first line’s × moves it to the next line’s ×', async () => {
    const { page, problems, close } = await cartPageWithBeanie();
    await page.goto(`${suite.store.url}/product/hoodie-with-logo/`);
    await page.locator('form.cart button.single_add_to_cart_button').click();
    await waitCount(page, 2);
    await page.goto(`${suite.store.url}/cart/`);
    await page.locator('.woocommerce-cart-form button[name="update_cart"][disabled]').waitFor();
    const secondQuantity = page.locator('.woocommerce-cart-form tr.cart_item').nth(1).locator('input.qty');
    const name = await secondQuantity.getAttribute('name');
    await secondQuantity.fill('2');
    await secondQuantity.press('Enter');
    await waitCount(page, 3);
    await settle(page);
    // The field was made again twice (cart.js's new table, then its element's own view): the focus follows it.
    assert.equal(await focused(page), `input.input-text ${name}`);
    const secondLine = await page.locator('.woocommerce-cart-form tr.cart_item').nth(1).locator('.product-name a').textContent();
    await pressEnterOn(page.locator('.woocommerce-cart-form tr.cart_item').first().locator('.product-remove > a'));
    await waitCount(page, 2);
    await settle(page);
    assert.equal(await focused(page), `a.remove Remove ${secondLine} from cart`);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the checkout beside WooCommerce’s checkout.js', () => {
  /** The checkout with a beanie in the cart, once checkout.js has started (it asks for the review first). */
  async function checkoutWithBeanie(): Promise<Visit> {
    const opened = await visit('/product/beanie/');
    await opened.page.locator('form.cart button.single_add_to_cart_button').click();
    await waitCount(opened.page, 1);
    const started = opened.page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await opened.page.goto(`${suite.store.url}/checkout/`);
    await started;
    return opened;
  }

  test('inline validation reads the rows’ validate-* classes: an empty required field, a wrong e-mail and a wrong phone are marked as the shopper leaves them, in red, and cleared as they type', async () => {
    const { page, problems, close } = await checkoutWithBeanie();
    const rowClass = async (name: string) => (await page.locator(`#${name}_field`).getAttribute('class')) ?? '';
    await page.locator('#billing_first_name').focus();
    await page.keyboard.press('Tab');
    assert.match(await rowClass('billing_first_name'), /\bwoocommerce-invalid woocommerce-invalid-required-field\b/);
    assert.equal(await page.locator('#billing_first_name').getAttribute('aria-invalid'), 'true');

    const email = page.locator('#billing_email');
    await email.fill('ada@');
    await email.press('Tab');
    assert.match(await rowClass('billing_email'), /\bwoocommerce-invalid-email\b/);
    assert.equal(await email.evaluate((field) => getComputedStyle(field).borderTopColor), 'rgb(194, 59, 59)', 'the theme shows it');
    await email.fill('ada@example.com');
    assert.doesNotMatch(await rowClass('billing_email'), /woocommerce-invalid/, 'typing clears the mark');
    await email.press('Tab');
    assert.match(await rowClass('billing_email'), /\bwoocommerce-validated\b/);
    assert.equal(await email.getAttribute('aria-invalid'), null);

    const phone = page.locator('#billing_phone');
    await phone.fill('call me');
    await phone.press('Tab');
    assert.match(await rowClass('billing_phone'), /\bwoocommerce-invalid-phone\b/);
    await phone.fill('+44 (20) 7946-0000');
    await phone.press('Tab');
    assert.match(await rowClass('billing_phone'), /\bwoocommerce-validated\b/);
    assert.deepEqual(problems, []);
    await close();
  });

  test('"Have a coupon?" by keyboard: the form opens with the focus in its field; a wrong code’s error is under the field; a right one is applied and [Remove] removes it, the review following, the page staying', async () => {
    const { page, problems, close } = await checkoutWithBeanie();
    const reviews: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=update_order_review')) reviews.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    const link = page.locator('a.showcoupon');
    await pressEnterOn(link);
    await page.waitForFunction(() => document.activeElement?.id === 'coupon_code');
    assert.equal(await link.getAttribute('aria-expanded'), 'true');

    await page.keyboard.type('nope');
    await page.keyboard.press('Enter');
    const error = page.locator('#coupon-error-notice[role="alert"]');
    await error.waitFor();
    assert.equal(await error.textContent(), 'Coupon "nope" cannot be applied because it does not exist.');
    assert.equal(await page.locator('#coupon_code').getAttribute('aria-describedby'), 'coupon-error-notice');
    assert.equal(await focused(page), 'input.input-text coupon_code');

    await page.locator('#coupon_code').fill('luma10');
    await page.keyboard.press('Enter');
    await page.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' }).waitFor();
    const review = page.locator('.woocommerce-checkout-review-order-table');
    await review.locator('tr.cart-discount.coupon-luma10').waitFor();
    assert.equal(await error.count(), 0, 'the error went with the next try');
    assert.equal(await link.getAttribute('aria-expanded'), 'false');
    // The field went with the closed form: the focus is on the notice, not lost to the page's start.
    await page.waitForFunction(() => document.activeElement?.classList.contains('woocommerce-message'));
    assert.equal(await focused(page), 'div.woocommerce-message Coupon code applied successfully.');

    await pressEnterOn(review.locator('a.woocommerce-remove-coupon[data-coupon="luma10"]'));
    await page.locator('.woocommerce-message', { hasText: 'Coupon has been removed.' }).waitFor();
    await review.locator('tr.cart-discount').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Coupon has been removed.');
    await settle(page);
    assert.equal(await focused(page), 'div.woocommerce-message Coupon has been removed.', 'the link went with the review: the focus is on its notice');
    assert.ok(reviews.length >= 2, `the review asked for again after each change (${reviews.length})`);
    assert.equal(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed), true, 'no reload');
    assert.deepEqual(problems, []);
    await close();
  });
});

/** Enter on a control reached by keyboard (its focus first), as a keyboard user presses it. */
async function pressEnterOn(control: Locator): Promise<void> {
  await control.focus();
  await control.page().keyboard.press('Enter');
}

/** The focused element: its tag and first class, then its name, accessible label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing (the page)';
    const what = element.getAttribute('name') ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.localName}.${element.classList[0] ?? ''} ${what}`;
  });
