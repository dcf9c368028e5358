/**
 * The storefront's site-wide behaviours on the demo store, at 1280 and 375 px:
 * listing swatches (the picture and the link), the demo settings switched by keyboard, the
 * store notice and the coming-soon banner dismissed and remembered (the banner through the REST
 * call), the login popup (by keyboard; a failed login comes back inside it), the cart popup, the
 * sticky header, the home page's category menu and figures; axe in each open state.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { acceptTerms, addsWithoutReload, axeIds, demoStoreSuite, managerContext, openAt } from './harness.ts';

const suite = demoStoreSuite('shop-site-extras-e2e-');

const open = (path: string, width: number) => openAt(suite, path, width);

/** The demo settings form, by keyboard: tick what is asked, save. */
async function switchOn(page: Page, labels: string[], header = 'Sticks after scrolling past it'): Promise<void> {
  await page.goto(`${suite.store.url}/demo-settings/`);
  for (const label of labels) {
    await page.getByLabel(label).focus();
    await page.keyboard.press('Space');
  }
  await page.getByLabel(header).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Save settings' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('.woocommerce-message', { hasText: 'Settings saved.' }).waitFor();
}

for (const width of [1280, 375]) {
  describe(`site-wide behaviours (${width} px)`, () => {
    test("a listing swatch changes the box's picture and link; the chosen one opens the product with it (S9.35: the 4:3 thumbnail, the box keeps its size)", async () => {
      const page = await open('/shop/', width);
      const box = page.locator('li.product', { has: page.locator('.shop-LoopSwatches[role="radiogroup"]') }).first();
      await box.waitFor();
      const picture = box.locator('img.attachment-woocommerce_thumbnail');
      const before = await picture.getAttribute('src');
      const shown = async () => {
        await picture.evaluate((image: HTMLImageElement) => image.decode());
        return (await picture.boundingBox())!;
      };
      const first = await shown();
      assert.ok(Math.abs(first.width / first.height - 4 / 3) < 0.02, `the listing picture is shown 4:3 (${first.width} × ${first.height})`);
      const second = box.getByRole('radio').nth(1);
      const value = await second.getAttribute('data-value');
      if (width === 1280) {
        await second.hover();
      } else {
        await box.getByRole('radio').first().focus();
        await page.keyboard.press('ArrowRight');
      }
      await page.waitForFunction(
        ([src]) =>
          document.querySelector('li.product:has(.shop-LoopSwatches[role="radiogroup"]) img.attachment-woocommerce_thumbnail')?.getAttribute('src') !== src,
        [before],
      );
      assert.notEqual(await picture.getAttribute('src'), before, "the colour's picture");
      assert.deepEqual(await shown(), first, "the colour's picture takes the same place: the box does not jump");
      const href = await box.locator('a.woocommerce-LoopProduct-link').getAttribute('href');
      assert.match(href ?? '', new RegExp(`\\?attribute_pa_color=${value}$`), 'the link carries the colour');
      assert.deepEqual(await axeIds(page, 'ul.products'), []);
      await second.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('attribute_pa_color') === value);
      assert.equal(await page.locator('select[name="attribute_pa_color"]').inputValue(), value, 'the product page has the colour chosen');
      await page.context().close();
    });

    test('the store notice and the coming-soon banner: switched on in the demo settings, dismissed, remembered', async () => {
      const page = await open('/shop/', width);
      await switchOn(page, ['Store notice (dismissible)', '“Coming soon” banner in the footer']);
      await page.goto(`${suite.store.url}/shop/`);
      const notice = page.getByRole('complementary', { name: 'Store notice' });
      await notice.waitFor();
      const banner = page.getByRole('region', { name: 'Coming soon' });
      await banner.waitFor();
      assert.deepEqual(await axeIds(page, '.woocommerce-store-notice'), []);
      await page.waitForFunction(() => document.querySelectorAll('shop-store-notice[data-shop-ready]').length === 2);
      await notice.getByRole('button', { name: 'Dismiss' }).focus();
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'the focus moves to the main content');
      const dismissed = page.waitForResponse((r) => r.url().endsWith('/wp-json/wp/v2/users/me') && r.request().method() === 'POST');
      await banner.getByRole('button', { name: 'Dismiss' }).focus();
      await page.keyboard.press('Enter');
      const response = await dismissed;
      assert.equal(response.status(), 200);
      assert.ok(response.request().headers()['x-wp-nonce'], 'the nonce header');
      await banner.waitFor({ state: 'hidden' });
      await page.goto(`${suite.store.url}/cart/`);
      // Left out by the server (the cookie), not printed for the script to hide: no flash while it loads.
      assert.equal(await page.locator('.woocommerce-store-notice').count(), 0, 'the notice stays dismissed');
      assert.equal(await page.locator('.woocommerce-coming-soon-banner-container').count(), 0, 'the banner stays dismissed');
      // The REST call refuses a request without the nonce.
      const refused = await page.context().request.post(`${suite.store.url}/wp-json/wp/v2/users/me`, {
        data: { meta: { woocommerce_coming_soon_banner_dismissed: 'no' } },
        headers: { Origin: suite.store.url },
      });
      assert.equal(refused.status(), 403);
      await page.context().close();
    });

    test('the login popup by keyboard; a failed login comes back inside it', async () => {
      const page = await open('/shop/', width);
      await page.waitForFunction(() => document.querySelectorAll('shop-popup[data-shop-ready]').length >= 1);
      const link = page.getByRole('link', { name: 'Log in' });
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'popup-username', 'the focus on the username');
      assert.deepEqual(await axeIds(page, 'dialog.shop-Popup[open]'), []);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.activeElement?.textContent === 'Log in');
      await link.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.type('nobody@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('not-the-password');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/shop/');
      const again = page.getByRole('dialog', { name: 'Log in' });
      await again.waitFor();
      assert.match((await again.locator('.woocommerce-error').textContent()) ?? '', /incorrect|unknown|invalid/i, 'the error inside the popup');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'popup-username');
      await page.context().close();
    });

    test('"Lost your password?" from the login popup: the request and the new password forms are axe-clean; a refused password puts the focus back in it', async () => {
      const page = await open('/my-account/', width);
      const email = `lost-${width}@example.com`;
      await page.locator('#reg_email').fill(email);
      await page.locator('#reg_password').fill('a long enough password');
      await page.getByRole('button', { name: 'Register' }).click();
      await page.locator('.woocommerce-MyAccount-navigation').getByRole('link', { name: 'Log out' }).click();
      await page.goto(`${suite.store.url}/shop/`);
      await page.waitForFunction(() => document.querySelectorAll('shop-popup[data-shop-ready]').length >= 1);
      await page.getByRole('link', { name: 'Log in' }).click();
      await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Lost your password?' }).click();
      await page.waitForURL((url) => url.pathname === '/my-account/lost-password/');
      assert.deepEqual(await axeIds(page, 'main'), []);
      await page.locator('main form.lost_reset_password').getByLabel('Username or email').fill(email);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.search === '?reset-link-sent=true');
      assert.match(await page.locator('main').innerText(), /Password reset email has been sent\./);
      const db = new Database(suite.dbPath, { readonly: true });
      const mail = db.prepare('SELECT body FROM outgoing_mail WHERE recipient = ? ORDER BY id DESC').get(email) as { body: string };
      db.close();
      await page.goto(/Click here to reset your password: (\S+)/.exec(mail.body)![1]!);
      await page.locator('main shop-password-toggle button.show-password-input').first().waitFor();
      assert.deepEqual(await axeIds(page, 'main'), []);
      await page.locator('#password_1').fill('a new long password');
      await page.locator('#password_2').fill('not the same password');
      await page.keyboard.press('Enter');
      await page.locator('main .woocommerce-error', { hasText: 'Passwords do not match.' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'password_1', 'the focus in the new password again');
      await page.context().close();
    });

    test("at checkout, 'Click here to login' opens the login popup; the password shows by its toggle; the shopper comes back to the checkout logged in", async () => {
      const email = `returning-${width}@example.com`;
      const setup = await open('/my-account/', width);
      await setup.locator('#reg_email').fill(email);
      await setup.locator('#reg_password').fill('a long enough password');
      await setup.getByRole('button', { name: 'Register' }).click();
      await setup.locator('.woocommerce-message').waitFor();
      await setup.context().close();

      const page = await open('/shop/', width);
      const simple = page.locator('li.product a.add_to_cart_button.ajax_add_to_cart').first();
      await simple.click();
      await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
      await page.goto(`${suite.store.url}/checkout/`);
      await page.waitForFunction(() => document.querySelectorAll('shop-popup[data-shop-ready]').length >= 1);
      const prompt = page.getByRole('link', { name: 'Click here to login' });
      assert.equal(await prompt.getAttribute('href'), '/my-account/?redirect_to=%2Fcheckout%2F', 'without JavaScript: My account, then back here');
      await prompt.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.waitFor();
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('a long enough password');
      await page.keyboard.press('Tab');
      const toggle = dialog.getByRole('button', { name: 'Show password' });
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('show-password-input')), true, 'the toggle follows the field');
      await page.keyboard.press('Enter');
      assert.equal(await dialog.locator('#popup-password').getAttribute('type'), 'text', 'the password shows');
      assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
      assert.deepEqual(await axeIds(page, 'dialog.shop-Popup[open]'), []);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/');
      assert.equal(await page.locator('#billing_email').inputValue(), email, "logged in: the account's email");
      assert.equal(await page.getByRole('link', { name: 'Click here to login' }).count(), 0, 'no prompt once logged in');
      await page.context().close();
    });

    test("at checkout, a guest ticks 'Create an account?' by keyboard, sees the password by its toggle, and the order lands in the new account", async () => {
      const email = `new-at-checkout-${width}@example.com`;
      const page = await open('/shop/', width);
      await addsWithoutReload(page);
      await page.locator('li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
      await page.waitForFunction(() => document.querySelector('shop-mini-cart .shop-MiniCart-count')?.textContent === '1');
      await page.goto(`${suite.store.url}/checkout/`);
      const form = page.locator('form.checkout');
      for (const [label, value] of [
        ['First name', 'Grace'],
        ['Last name', 'Hopper'],
        ['Street address', '1 Harbour Rd'],
        ['Town / City', 'Leeds'],
        ['Postcode / ZIP', 'LS1 1AA'],
        ['Email address', email],
      ] as const) {
        await form.getByLabel(label).fill(value);
      }
      await form.getByLabel('Country / Region').selectOption('GB');
      const password = form.getByLabel('Create account password');
      assert.equal(await password.isVisible(), false, 'no password field until the box is ticked');
      await form.getByRole('checkbox', { name: 'Create an account?' }).focus();
      await page.keyboard.press('Space');
      await password.waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'account_password', 'Tab goes to the password next');
      await page.keyboard.type('a long enough password');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      assert.equal(await password.getAttribute('type'), 'text', 'the password shows');
      assert.equal(await form.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed'), 'true');
      assert.deepEqual(await axeIds(page, 'form.checkout'), []);
      await acceptTerms(page);
      await form.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
      const orderNumber = (await page.locator('.woocommerce-order-overview__order strong').textContent())!;
      await page.goto(`${suite.store.url}/my-account/orders/`);
      await page.getByRole('link', { name: `#${orderNumber}` }).waitFor();
      await page.context().close();
    });

    test("the cart popup opens from the footer's Cart link when switched on, with the cart's contents", async () => {
      const page = await open('/shop/', width);
      await switchOn(page, ['Cart popup: the footer’s Cart link opens the cart in a popup']);
      await page.goto(`${suite.store.url}/shop/`);
      await page.waitForFunction(() => document.querySelectorAll('shop-popup[data-shop-ready]').length === 2);
      const cart = page.locator('.site-footer').getByRole('link', { name: 'Cart' });
      await cart.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cart' });
      await dialog.waitFor();
      assert.match((await dialog.textContent()) ?? '', /No products in the cart/);
      assert.equal(new URL(page.url()).pathname, '/shop/', 'stayed on the page');
      assert.deepEqual(await axeIds(page, 'dialog.shop-Popup[open]'), []);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    });

    test("the header's search in a lightbox (S4.68, S9.30): the icon opens it, the box focused once it has settled, moved up for the suggestions, which fit the screen; a suggestion opens its product", async () => {
      const page = await open('/shop/', width);
      await switchOn(page, ['Search in a lightbox: the header shows a search icon that opens the search box']);
      await page.goto(`${suite.store.url}/shop/`);
      assert.equal(await page.locator('.site-header shop-live-search').count(), 0, 'no box in the header');
      await page.waitForFunction(() => document.querySelector('shop-popup[data-shop-ready] #search-lightbox'));
      const icon = page.locator('.site-header').getByRole('link', { name: 'Search for products' });
      await icon.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Search for products' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.matches('dialog.search-lightbox .shop-LiveSearch-input'));
      assert.equal(new URL(page.url()).pathname, '/shop/', 'stayed on the page');
      const top = (await dialog.boundingBox())!.y;
      await page.keyboard.type('jacket');
      const list = dialog.getByRole('listbox');
      await list.waitFor();
      await page.waitForFunction(() => document.querySelector('dialog.search-lightbox')?.hasAttribute('data-shifted'));
      // The move ends before the suggestions are measured against the screen.
      await page.waitForFunction((before) => document.querySelector('dialog.search-lightbox')!.getBoundingClientRect().top < before - 50, top);
      await page.waitForFunction(() => {
        const dropdown = document.querySelector('dialog.search-lightbox .shop-LiveSearch-dropdown')!.getBoundingClientRect();
        return dropdown.bottom <= innerHeight && dropdown.left >= 0 && dropdown.right <= innerWidth;
      });
      assert.deepEqual(await axeIds(page, 'dialog.shop-Popup[open]'), []);
      // Down to the first product (categories come first for 'jacket'), then Enter opens it.
      const activeProduct = () =>
        page.evaluate(() => {
          const input = document.querySelector('dialog.search-lightbox input[role="combobox"]')!;
          const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
          return option?.classList.contains('shop-LiveSearch-option--product') ? (option.querySelector('.shop-LiveSearch-title')?.textContent ?? null) : null;
        });
      for (let i = 0; i < 15 && !(await activeProduct()); i++) await page.keyboard.press('ArrowDown');
      const name = await activeProduct();
      assert.ok(name, 'a product reached by the keys');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/product/'));
      assert.equal(((await page.locator('h1').first().textContent()) ?? '').trim(), name);
      await page.context().close();
    });

    test("the search lightbox closes by Escape once the box is empty, the focus back on the icon; without JavaScript the icon's link shows the search form", async () => {
      const page = await open('/shop/', width);
      await switchOn(page, ['Search in a lightbox: the header shows a search icon that opens the search box']);
      await page.goto(`${suite.store.url}/shop/`);
      await page.waitForFunction(() => document.querySelector('shop-popup[data-shop-ready] #search-lightbox'));
      await page.locator('.shop-Header-search').click();
      await page.waitForFunction(() => document.activeElement?.matches('dialog.search-lightbox .shop-LiveSearch-input'));
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('dialog.search-lightbox')?.open);
      assert.ok(await page.evaluate(() => document.activeElement?.matches('.shop-Header-search')), 'focus back on the icon');
      const cookies = await page.context().cookies();
      const noScript = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      await noScript.addCookies(cookies);
      const plain = await noScript.newPage();
      await plain.goto(`${suite.store.url}/shop/`);
      const form = plain.locator('#search-lightbox form[role="search"]');
      assert.equal(await form.isVisible(), false, 'out of the page at first');
      await plain.locator('.shop-Header-search').click();
      await form.waitFor();
      await plain.locator('#search-lightbox input[name="s"]').fill('jacket');
      await plain.locator('#search-lightbox input[name="s"]').press('Enter');
      await plain.waitForURL((url) => url.searchParams.get('s') === 'jacket');
      assert.ok((await plain.locator('ul.products li.product').count()) > 0, 'results listed');
      await noScript.close();
      await page.context().close();
    });

    test('the header sticks after scrolling past it and clears anchors; hide-on-scroll hides it going down', async () => {
      const page = await open('/shop/', width);
      const header = page.locator('shop-sticky-header');
      await page.waitForFunction(() => document.querySelector('shop-sticky-header')?.hasAttribute('data-shop-ready'));
      assert.equal(await header.getAttribute('data-stuck'), null);
      await page.mouse.wheel(0, 900);
      await page.waitForFunction(() => document.querySelector('shop-sticky-header')?.hasAttribute('data-stuck'));
      assert.ok((await page.locator('.site-header').boundingBox())!.y <= 0.5, 'on top of the view');
      await switchOn(page, [], 'Sticks, and hides while scrolling down');
      await page.goto(`${suite.store.url}/shop/`);
      await page.waitForFunction(() => document.querySelector('shop-sticky-header')?.hasAttribute('data-shop-ready'));
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => document.querySelector('shop-sticky-header')?.hasAttribute('data-hidden'));
      await page.mouse.wheel(0, -300);
      await page.waitForFunction(() => !document.querySelector('shop-sticky-header')?.hasAttribute('data-hidden'));
      await page.context().close();
    });

    test('the home page’s photo feed (S7.6): nothing asked until the shopper scrolls near it, then six photos linked to products', async () => {
      const page = await open('/', width);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('_load_instagram')) asked.push(request.url());
      });
      await page.waitForFunction(() => !!customElements.get('shop-photo-feed'));
      await page.waitForTimeout(300);
      assert.deepEqual(asked, [], 'below the fold: not asked yet');
      await page.locator('shop-photo-feed').scrollIntoViewIfNeeded();
      await page.locator('shop-photo-feed[data-state="ready"]').waitFor();
      assert.equal(asked.length, 1);
      assert.equal(await page.locator('shop-photo-feed li.shop-PhotoFeed-item a[href^="/product/"] img[alt]').count(), 6);
      assert.deepEqual(await axeIds(page, 'shop-photo-feed'), []);
      await page.context().close();
    });

    test('the home page: the category menu held open beside the content on wide screens, closed once the header sticks, its sub-lists flyouts on a wide header (S9.3, S9.9); the figures count up', async () => {
      const page = await open('/', width);
      const button = page.locator('.shop-CategoryMenu-toggle');
      await page.waitForFunction(() => document.querySelector('shop-category-menu')?.hasAttribute('data-shop-ready'));
      const list = page.locator('#shop-category-menu-list');
      if (width >= 850) {
        assert.equal(await button.getAttribute('aria-expanded'), 'true', 'open at the top of the home page');
        assert.equal(await list.isVisible(), true);
        await page.mouse.wheel(0, 900);
        await page.waitForFunction(() => document.querySelector('.shop-CategoryMenu-toggle')?.getAttribute('aria-expanded') === 'false');
        await page.evaluate(() => window.scrollTo(0, 0));
      } else {
        assert.equal(await button.getAttribute('aria-expanded'), 'false', 'a button on a phone');
      }
      await page.waitForFunction(
        () => document.querySelector('.shop-CategoryMenu-toggle')?.getAttribute('aria-expanded') === (innerWidth >= 850 ? 'true' : 'false'),
      );
      if (width < 850) {
        await button.focus();
        await page.keyboard.press('Enter');
        await list.waitFor({ state: 'visible' });
        assert.deepEqual(await axeIds(page, 'shop-category-menu'), []);
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'hidden' });
      } else {
        assert.deepEqual(await axeIds(page, 'shop-category-menu'), []);
      }
      // A category's sub-list: a flyout beside it opened by a resting pointer on a wide header
      // (S9.9), stacked under it in a header under 750 px (S9.3).
      const clothing = list.locator(':scope > li', { has: page.locator(':scope > a', { hasText: 'Clothing' }) });
      const subList = clothing.locator(':scope > ul');
      if (width >= 850) {
        assert.equal(await subList.isVisible(), false, 'closed until asked');
        const link = (await clothing.locator(':scope > a').boundingBox())!;
        await page.mouse.move(link.x + 10, link.y + link.height / 2);
        await subList.waitFor({ state: 'visible' });
        const flyout = (await subList.boundingBox())!;
        const menu = (await list.boundingBox())!;
        assert.ok(flyout.x >= menu.x + menu.width - 2, `beside the menu (${flyout.x} vs ${menu.x + menu.width})`);
        assert.deepEqual(await axeIds(page, 'shop-category-menu'), []);
        await page.mouse.move(link.x + 600, link.y + 400);
        await subList.waitFor({ state: 'hidden' });
      } else {
        await button.click();
        await list.waitFor({ state: 'visible' });
        assert.equal(await subList.isVisible(), true, 'stacked under its category');
        assert.equal(await clothing.locator('.shop-CategoryMenu-more').isVisible(), false, 'no flyout toggle');
        await page.keyboard.press('Escape');
      }
      const figure = page.locator('.shop-Home-figure').first();
      assert.equal(
        await figure.locator('.screen-reader-text').textContent(),
        String(await page.evaluate(() => document.querySelectorAll('.shop-Home-figure')[0]!.querySelector('.screen-reader-text')?.textContent)),
        'the real number is read',
      );
      await page.waitForFunction(
        () => {
          const shown = document.querySelector('.shop-Home-figure .shop-CountUp-figure')?.textContent;
          const real = document.querySelector('.shop-Home-figure .screen-reader-text')?.textContent;
          return !!shown && shown === real;
        },
        undefined,
        { timeout: 8000 },
      );
      await page.context().close();
    });
  });
}

describe('a page editor', () => {
  test("S6.2–S6.4: a shop manager sees WordPress's admin bar, the sticky header under it, and with reduced motion the console says the animations jump to their end; a shopper sees neither", async () => {
    const { context, page } = await managerContext(suite);
    const notices: string[] = [];
    page.on('console', (message) => message.type() === 'info' && notices.push(message.text()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${suite.store.url}/shop/`);
    const bar = page.locator('#wpadminbar');
    await bar.getByRole('link', { name: 'Shop owner' }).waitFor();
    assert.equal(await page.evaluate(() => document.body.classList.contains('admin-bar')), true);
    await page.waitForFunction(() => document.querySelector('shop-sticky-header')?.hasAttribute('data-shop-ready'));
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => document.querySelector('shop-sticky-header')?.hasAttribute('data-stuck'));
    const barBox = (await bar.boundingBox())!;
    const header = (await page.locator('.site-header').boundingBox())!;
    assert.ok(
      Math.abs(header.y - (barBox.y + barBox.height)) <= 1,
      `the stuck header under the bar: header at ${header.y}, bar ends at ${barBox.y + barBox.height}`,
    );
    for (let i = 0; i < 20 && !notices.some((n) => n.includes('Reduced motion is on')); i++) await page.waitForTimeout(100);
    assert.ok(
      notices.some((n) => n.includes('Reduced motion is on')),
      notices.join(' | '),
    );
    assert.deepEqual(await axeIds(page, '#wpadminbar'), []);
    await context.close();

    const shopper = await suite.browser.newContext({ reducedMotion: 'reduce' });
    const plain = await shopper.newPage();
    const heard: string[] = [];
    plain.on('console', (message) => heard.push(message.text()));
    await plain.goto(`${suite.store.url}/shop/`);
    await plain.waitForTimeout(1000);
    assert.equal(await plain.locator('#wpadminbar').count(), 0);
    assert.ok(!heard.some((n) => n.includes('Reduced motion is on')), 'nothing said to a shopper');
    await shopper.close();
  });

  test("S1.11, S6.2: a shop manager sees each home page block's edit links on hover and by keyboard; the page builder's link opens it; a shopper's page has none and loads none of it", async () => {
    const { context, page } = await managerContext(suite);
    await page.goto(`${suite.store.url}/`);
    const popular = page.locator('section.shop-Home-popular');
    const bar = popular.getByRole('navigation', { name: 'Edit Block: Popular right now' });
    await bar.waitFor({ state: 'attached' });
    const opacity = () => bar.evaluate((element) => getComputedStyle(element).opacity);
    assert.equal(await opacity(), '0', 'hidden until the block is hovered');
    await popular.locator('#shop-home-popular').hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('section.shop-Home-popular .shop-BlockEdit')!).opacity === '1');
    const [barBox, blockBox] = [(await bar.boundingBox())!, (await popular.boundingBox())!];
    assert.ok(Math.abs(barBox.y - blockBox.y) <= 1 && Math.abs(barBox.x + barBox.width - (blockBox.x + blockBox.width)) <= 1, 'at the block\u2019s top corner');
    await page.mouse.move(0, 0);
    await page.locator('#shop-home-categories').hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('section.shop-Home-popular .shop-BlockEdit')!).opacity === '0');
    assert.deepEqual(await axeIds(page, 'section.shop-Home-popular'), []);
    await bar.getByRole('link', { name: 'Edit in back end' }).focus();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('section.shop-Home-popular .shop-BlockEdit')!).opacity === '1'); // shown while the keyboard is in it
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Edit with page builder');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop-owner/blocks/popular/' && url.searchParams.get('editor') === 'page-builder');
    assert.equal(await page.locator('h1').textContent(), 'Edit Block: Popular right now');
    await context.close();

    const shopper = await suite.browser.newContext();
    const plain = await shopper.newPage();
    const scripts: string[] = [];
    plain.on('request', (request) => scripts.push(request.url()));
    await plain.goto(`${suite.store.url}/`);
    await plain.waitForTimeout(1000);
    assert.equal(await plain.locator('.block-edit-link, .shop-BlockEdit').count(), 0);
    assert.ok(!scripts.some((url) => /page-editor-tools/.test(url)), 'the editor tools are not loaded for a shopper');
    await shopper.close();
  });
});
