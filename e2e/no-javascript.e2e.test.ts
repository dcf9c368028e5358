/**
 * With JavaScript off: a shopper buys a variable product from the listing to the
 * order received page using only WooCommerce's forms and links (account, cart update, coupon,
 * checkout), finds the order in their account, with WooCommerce's notices on the way; a
 * refused add shows WooCommerce's error.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { acceptTerms, demoStoreSuite } from './harness.ts';

let context: BrowserContext;
let page: Page;

const suite = demoStoreSuite('shop-nojs-', {
  async setUp({ browser }) {
    context = await browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
  },
});

describe('with JavaScript off', () => {
  test('a shopper registers an account', async () => {
    await page.goto(`${suite.store.url}/my-account/`);
    await page.locator('#reg_email').fill('grace@example.com');
    await page.locator('#reg_password').fill('a long enough password');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.locator('.woocommerce-message', { hasText: 'Your account was created successfully.' }).waitFor();
    assert.match((await page.locator('.woocommerce-MyAccount-content').textContent()) ?? '', /Hello grace/);
  });

  test('a simple product from the listing: the link adds it and the next page says so with View cart', async () => {
    await page.goto(`${suite.store.url}/shop/`);
    const item = page.locator('li.product', { has: page.locator('a.add_to_cart_button.ajax_add_to_cart') }).first();
    const name = (await item.locator('.woocommerce-loop-product__title').textContent())!.trim();
    await item.locator('a.add_to_cart_button').click();
    const notice = page.locator('.woocommerce-message');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', new RegExp(`“${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}” has been added to your cart`));
    assert.equal(await notice.getByRole('link', { name: 'View cart' }).getAttribute('href'), '/cart/');
    assert.equal(await page.locator('shop-mini-cart .shop-MiniCart-count').textContent(), '1', 'the header shows the cart without scripts');
  });

  test('a variable product: from the listing to its page, options chosen, added by the form', async () => {
    await page.goto(`${suite.store.url}/shop/`);
    await page.locator('li.product a.product_type_variable').first().click();
    await page.waitForURL(/\/product\//);
    const form = page.locator('form.variations_form');
    for (const select of await form.locator('select').all()) {
      const value = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(value!);
    }
    await form.locator('button.single_add_to_cart_button').click();
    await page.locator('.woocommerce-message, .woocommerce-error').first().waitFor();
    // The error's text only when there is one (reading a missing one waited out the 30 s timeout).
    const errors = await page.locator('.woocommerce-error').allTextContents();
    assert.deepEqual(errors, []);
    assert.match((await page.locator('.woocommerce-message').textContent()) ?? '', /has been added to your cart/);
    assert.equal(await page.locator('shop-mini-cart .shop-MiniCart-count').textContent(), '2');
  });

  test('the cart form updates a quantity and the remove link removes', async () => {
    await page.goto(`${suite.store.url}/cart/`);
    const first = page.locator('tr.cart_item').first().locator('input.qty');
    await first.fill('3');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await page.locator('.woocommerce-message', { hasText: 'Cart updated.' }).waitFor();
    assert.equal(await page.locator('tr.cart_item').first().locator('input.qty').inputValue(), '3');
    assert.equal(await page.locator('tr.cart_item').count(), 2);
  });

  test('a coupon applied by the cart form changes the totals', async () => {
    await page.goto(`${suite.store.url}/cart/`);
    await page.locator('#coupon_code').fill('LUMA10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' }).waitFor();
    assert.match((await page.locator('.cart_totals tr.cart-discount').textContent()) ?? '', /Coupon: luma10\s*-\$/);
  });

  test('at the checkout, "Have a coupon?" opens its form (the focus in it); a code applied and removed there changes the review', async () => {
    await page.goto(`${suite.store.url}/checkout/`);
    const form = page.locator('form.checkout_coupon');
    assert.equal(await form.isVisible(), false, 'hidden until asked for, as WooCommerce prints it');
    await page.getByRole('link', { name: 'Enter your coupon code' }).click();
    await form.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'woocommerce-checkout-form-coupon', 'the focus is on the form, next to its field');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'coupon_code');
    await page.keyboard.type('nope');
    await page.keyboard.press('Enter');
    // Refused: the page comes back with the form open, the focus in its field, the reason under it.
    const reason = page.locator('form.checkout_coupon #coupon-error-notice[role="alert"]');
    await reason.waitFor();
    assert.equal(await reason.textContent(), 'Coupon "nope" cannot be applied because it does not exist.');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'coupon_code');
    assert.equal(await page.locator('#coupon_code').getAttribute('aria-describedby'), 'coupon-error-notice');
    await page.keyboard.type('save5');
    await page.keyboard.press('Enter');
    await page.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' }).waitFor();
    assert.equal(await form.isVisible(), false, 'applied: the form is closed again');
    const review = page.locator('.woocommerce-checkout-review-order-table');
    assert.match((await review.locator('tr.cart-discount.coupon-save5').textContent()) ?? '', /Coupon: save5\s*-\$5\.00\s*\[Remove\]/);
    await review.locator('tr.coupon-save5 a.woocommerce-remove-coupon').click();
    await page.locator('.woocommerce-message', { hasText: 'Coupon has been removed.' }).waitFor();
    assert.equal(await review.locator('tr.coupon-save5').count(), 0);
    assert.equal(await review.locator('tr.coupon-luma10').count(), 1, 'the cart’s own coupon stays');
  });

  test("a refused add shows WooCommerce's error on the product page", async () => {
    // The bag (100 in stock): WooCommerce's add-to-cart.js asks for more than that, gets
    // {error, product_url} and sends the shopper there.
    const response = await context.request.post(`${suite.store.url}/?wc-ajax=add_to_cart`, { form: { product_id: '2994', quantity: '500' } });
    const body = await response.json();
    assert.equal(body.error, true);
    await page.goto(body.product_url);
    assert.match((await page.locator('.woocommerce-error').textContent()) ?? '', /You cannot add that amount/);
  });

  test('checkout: errors for missing fields, then the order received page', async () => {
    await page.goto(`${suite.store.url}/checkout/`);
    await page.getByRole('button', { name: 'Place order' }).click();
    assert.match((await page.locator('.woocommerce-error').textContent()) ?? '', /is a required field/);
    assert.match(
      (await page.locator('.woocommerce-error').textContent()) ?? '',
      /Please read and accept the terms and conditions to proceed with your order\./,
      'the terms box is required (S2.17)',
    );
    assert.equal(await page.getByRole('link', { name: 'terms and conditions' }).getAttribute('href'), '/terms/');
    const fields: Record<string, string> = {
      billing_first_name: 'Ada',
      billing_last_name: 'Lovelace',
      billing_address_1: '12 Analytical Row',
      billing_city: 'London',
      billing_postcode: 'N1 9GU',
      billing_email: 'ada@example.com',
    };
    for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
    await page.locator('[name="billing_country"]').selectOption('GB');
    await acceptTerms(page);
    assert.match(
      (await page.locator('.woocommerce-checkout-review-order-table tr.cart-discount').textContent()) ?? '',
      /luma10/,
      'the coupon is in the review',
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    assert.match((await page.locator('.woocommerce-thankyou-order-received').textContent()) ?? '', /Thank you\. Your order has been received\./);
    assert.match((await page.locator('.woocommerce-order-overview__email').textContent()) ?? '', /ada@example\.com/);
    assert.match((await page.locator('.woocommerce-order-details tfoot').textContent()) ?? '', /Discount:/);
    assert.equal(
      await page.locator('.woocommerce-customer-details address').innerText(),
      'Ada Lovelace\n12 Analytical Row\nLondon\nN1 9GU\nUnited Kingdom (UK)\n\nada@example.com',
      'the billing address under the order, as WooCommerce prints it',
    );
    assert.equal(await page.locator('shop-mini-cart .shop-MiniCart-count').textContent(), '0', 'the cart is empty after the order');
    const orderNumber = (await page.locator('.woocommerce-order-overview__order strong').textContent())!.trim();
    await page.goto(`${suite.store.url}/my-account/orders/`);
    await page.getByRole('link', { name: `#${orderNumber}` }).click();
    assert.match(
      (await page.locator('.woocommerce-MyAccount-content').textContent()) ?? '',
      new RegExp(`Order #${orderNumber} was placed on [A-Z][a-z]+ \\d{1,2}, \\d{4} and is currently Processing`),
    );
    assert.match(await page.locator('.woocommerce-customer-details address').innerText(), /^Ada Lovelace\n12 Analytical Row\n/);
  });

  test('the order kept its address for the account: the Address page shows it, its form changes it, the next checkout starts with it', async () => {
    await page.goto(`${suite.store.url}/my-account/`);
    await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Address' }).click();
    assert.equal(await page.locator('.woocommerce-Address address').innerText(), 'Ada Lovelace\n12 Analytical Row\nLondon\nN1 9GU\nUnited Kingdom (UK)');
    await page.getByRole('link', { name: 'Edit Billing address' }).click();
    assert.equal(await page.getByLabel('Town / City').inputValue(), 'London');
    await page.getByLabel('Town / City').fill('');
    await page.getByRole('button', { name: 'Save address' }).click();
    assert.match(await page.getByRole('alert').innerText(), /Town \/ City is a required field\./);
    await page.getByLabel('Town / City').fill('Cambridge');
    // The saved country's fields, as WooCommerce prints them: the UK's "Postcode" and an optional "County".
    assert.match(await page.locator('label[for="billing_postcode"]').innerText(), /^Postcode \*$/);
    assert.match(await page.locator('label[for="billing_state"]').innerText(), /^County \(optional\)$/);
    await page.locator('#billing_postcode').fill('cb21tn');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.waitForURL(/\/my-account\/edit-address\/$/);
    assert.match(await page.locator('.woocommerce-message').innerText(), /Address changed successfully\./);
    assert.match(await page.locator('.woocommerce-Address address').innerText(), /\nCambridge\nCB2 1TN\n/);
    await page.goto(`${suite.store.url}/shop/`);
    await page.locator('li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
    await page.goto(`${suite.store.url}/checkout/`);
    assert.equal(await page.locator('[name="billing_city"]').inputValue(), 'Cambridge');
    assert.equal(await page.locator('[name="billing_first_name"]').inputValue(), 'Ada');
    assert.equal(await page.locator('[name="billing_country"]').inputValue(), 'GB');
  });

  test('account details: names and display name saved; the dashboard greets the new name; a wrong current password changes nothing', async () => {
    await page.goto(`${suite.store.url}/my-account/`);
    await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Account details' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Display name').fill('Countess');
    await page.getByLabel('Current password (leave blank to leave unchanged)').fill('not the password');
    await page.getByLabel('New password (leave blank to leave unchanged)').fill('a brand new passphrase');
    await page.getByLabel('Confirm new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Save changes' }).click();
    assert.match(await page.getByRole('alert').innerText(), /Your current password is incorrect\./);
    assert.equal(await page.getByLabel('Display name').inputValue(), 'Countess', 'what was typed comes back');
    assert.equal(await page.getByLabel('New password (leave blank to leave unchanged)').inputValue(), '', 'a password is never printed back');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/my-account\/$/);
    assert.match(await page.locator('.woocommerce-message').innerText(), /Account details changed successfully\./);
    assert.match(await page.locator('.woocommerce-MyAccount-content').innerText(), /Hello Countess/);
  });

  test('a customer who forgot the password: "Lost your password?", the mailed link, a new password, logged in with it', async () => {
    const visitor = await (await suite.browser.newContext({ javaScriptEnabled: false })).newPage();
    await visitor.goto(`${suite.store.url}/my-account/`);
    await visitor.locator('main').getByRole('link', { name: 'Lost your password?' }).click();
    const request = visitor.locator('main form.lost_reset_password');
    await request.getByLabel('Username or email').fill('grace@example.com');
    await request.getByRole('button', { name: 'Reset password' }).click();
    await visitor.locator('.woocommerce-message', { hasText: 'Password reset email has been sent.' }).waitFor();
    // The demo mails nothing: the message is kept (the shop manager's page shows it).
    const db = new Database(suite.dbPath, { readonly: true });
    const mail = db.prepare("SELECT body FROM outgoing_mail WHERE recipient = 'grace@example.com' ORDER BY id DESC").get() as { body: string };
    db.close();
    await visitor.goto(/Click here to reset your password: (\S+)/.exec(mail.body)![1]!);
    assert.equal(new URL(visitor.url()).search, '?show-reset-form=true', 'the key is not left in the address');
    const reset = visitor.locator('main form.lost_reset_password');
    await reset.locator('#password_1').fill('a password remembered');
    await reset.getByLabel('Re-enter new password').fill('a password remembered');
    await reset.getByRole('button', { name: 'Save' }).click();
    await visitor.locator('.woocommerce-message', { hasText: 'Your password has been reset successfully.' }).waitFor();
    const form = visitor.locator('main form.woocommerce-form-login');
    await form.getByLabel('Username or email address').fill('grace@example.com');
    await form.getByLabel('Password').fill('a password remembered');
    await form.getByRole('button', { name: 'Log in' }).click();
    assert.match(await visitor.locator('.woocommerce-MyAccount-content').innerText(), /Hello /);
    await visitor.context().close();
  });

  test("a review sent by the product page's form waits for approval and shows to its author; a missing rating comes back with the text kept", async () => {
    await page.goto(`${suite.store.url}/product/hoodie-with-logo/`);
    const form = page.locator('#commentform');
    await form.getByLabel('Your review').fill('Soft and warm.');
    await form.getByLabel('Name').fill('Grace');
    await form.getByLabel('Email').fill('grace-review@example.com');
    // The browser asks for the rating itself: sent without its check, as a script-less robot would.
    await form.evaluate((f: HTMLFormElement) => f.setAttribute('novalidate', ''));
    await form.getByRole('button', { name: 'Submit' }).click();
    assert.match(await page.locator('.woocommerce-error').innerText(), /Please rate the product\./);
    assert.equal(await page.getByLabel('Your review').inputValue(), 'Soft and warm.');
    await page.getByLabel('Your rating').selectOption('4');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/product/hoodie-with-logo/' && url.searchParams.has('unapproved'));
    assert.match(await page.locator('.shop-Review--pending').innerText(), /Your review is awaiting approval[\s\S]*Soft and warm\./);
  });

  test("a guest ticks 'Create an account?': the password field appears, a short one is refused, the order then lands in the new account", async () => {
    const guest = await (await suite.browser.newContext({ javaScriptEnabled: false })).newPage();
    await guest.goto(`${suite.store.url}/shop/`);
    await guest.locator('li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
    await guest.locator('.woocommerce-message', { hasText: 'has been added to your cart' }).waitFor();
    await guest.goto(`${suite.store.url}/checkout/`);
    const fields: Record<string, string> = {
      billing_first_name: 'Mary',
      billing_last_name: 'Somerville',
      billing_address_1: '3 Burntisland Rd',
      billing_city: 'Jedburgh',
      billing_postcode: 'TD8 6AA',
      billing_email: 'mary@example.com',
    };
    for (const [name, value] of Object.entries(fields)) await guest.locator(`[name="${name}"]`).fill(value);
    await guest.locator('[name="billing_country"]').selectOption('GB');
    await acceptTerms(guest);
    const password = guest.getByLabel('Create account password');
    assert.equal(await password.isVisible(), false, 'hidden until ticked');
    await guest.getByRole('checkbox', { name: 'Create an account?' }).check();
    assert.equal(await password.isVisible(), true, 'shown once ticked, without scripts');
    await password.fill('short');
    await guest.getByRole('button', { name: 'Place order' }).click();
    assert.match((await guest.locator('.woocommerce-error').textContent()) ?? '', /Please enter a password of at least 8 characters\./);
    assert.equal(await guest.getByRole('checkbox', { name: 'Create an account?' }).isChecked(), true, 'still ticked');
    assert.equal(await guest.getByRole('checkbox', { name: /terms and conditions/ }).isChecked(), true, 'the terms box too');
    await guest.getByLabel('Create account password').fill('a long enough password');
    await guest.getByRole('button', { name: 'Place order' }).click();
    await guest.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    const orderNumber = (await guest.locator('.woocommerce-order-overview__order strong').textContent())!.trim();
    await guest.goto(`${suite.store.url}/my-account/orders/`);
    await guest.getByRole('link', { name: `#${orderNumber}` }).waitFor();
    await guest.context().close();
  });
  test('the filters work as links and forms: a colour narrows the listing to its count, a second click removes it; the search filter and the price widget narrow it too', async () => {
    const resultCount = async () => Number(/(\d+) results?$/.exec(((await page.locator('.woocommerce-result-count').textContent()) ?? '').trim())?.[1] ?? NaN);
    await page.goto(`${suite.store.url}/shop/`);
    const all = await resultCount();
    const filters = page.getByRole('navigation', { name: 'Product filters' });
    const colours = filters.locator('section', { has: page.getByRole('heading', { name: 'Colour' }) });
    const first = colours.locator('li a').first();
    const name = (await first.textContent())!;
    const count = Number(/\((\d+)\)/.exec((await first.locator('xpath=..').textContent()) ?? '')?.[1]);
    assert.ok(count > 0 && count < all, `${name}: ${count} of ${all}`);
    await first.click();
    assert.match(page.url(), /pa_color=/);
    assert.equal(await resultCount(), count, 'the listing has as many products as the link said');
    const chosen = colours.locator('li.chosen a');
    assert.equal(await chosen.getAttribute('aria-label'), `Remove filter: ${name}`);
    await chosen.click();
    assert.doesNotMatch(page.url(), /pa_color=/);
    assert.equal(await resultCount(), all);
    // The search filter's form keeps the rest of the state and sends the phrase.
    await filters.getByLabel('Search in results').fill('hoodie');
    await filters.getByLabel('Search in results').press('Enter');
    await page.waitForURL(/[?&]q=hoodie/);
    const titles = await page.locator('ul.products .woocommerce-loop-product__title').allTextContents();
    assert.ok(titles.length > 0 && titles.every((title) => /hoodie/i.test(title)), titles.join(' | '));
    // WooCommerce's price widget.
    await page.goto(`${suite.store.url}/shop/`);
    await filters.locator('#max_price').fill('20');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/max_price=20/);
    assert.ok((await resultCount()) < all);
  });
  test("on a phone the filters wait behind a 'Filters' link above the products; it shows them, a chosen one is counted on it, 'Show products' leaves them", async () => {
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    try {
      await phone.goto(`${suite.store.url}/shop/`);
      const filters = phone.getByRole('navigation', { name: 'Product filters' });
      const open = phone.getByRole('link', { name: 'Filters', exact: true });
      assert.equal(await filters.isVisible(), false, 'the filters do not push the products down');
      const products = await phone.locator('ul.products').boundingBox();
      assert.ok((await open.boundingBox())!.y < products!.y, 'the link is above the products');
      await open.focus();
      await phone.keyboard.press('Enter');
      await filters.waitFor();
      await phone.keyboard.press('Tab');
      assert.equal(
        await phone.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label')),
        'Product filters',
        'the next Tab is in the filters',
      );
      assert.equal(await open.isVisible(), false);
      const colours = filters.locator('section', { has: phone.getByRole('heading', { name: 'Colour' }) });
      await colours.locator('li a').first().click();
      await phone.waitForURL(/pa_color=/);
      const counted = phone.getByRole('link', { name: 'Filters (1)' });
      await counted.waitFor();
      assert.equal(await filters.isVisible(), false, 'closed again on the filtered listing');
      await counted.click();
      await filters.waitFor();
      await filters.getByRole('link', { name: 'Show products' }).click();
      await phone.waitForURL(/#shop-products-start$/);
      assert.equal(await filters.isVisible(), false);
      assert.equal(await phone.evaluate(() => document.activeElement?.id), 'shop-products-start', "the products' heading has the focus");
    } finally {
      await phone.close();
    }
  });
});
