/**
 * Cart reminders on the running demo store: after a cart add the prompt explains itself (axe-clean,
 * by keyboard), the browser's permission is asked only on "Allow notifications", the subscription
 * is saved; the shop manager sends a reminder from the owner page, the shop's Web Push request
 * reaches a push service (a fake one on loopback: VAPID checked, the message decrypted), and the
 * message delivered to the page's service worker becomes the cart reminder. The prompt comes at
 * most once per 48 hours; "No thanks" is never asked again.
 *
 * The browser's push service (Google's) cannot be reached here: the page's PushManager hands out a
 * subscription of the fake service, and the test delivers the push to the service worker through
 * the browser's DevTools protocol, as the push service would.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { addsWithoutReload, axeIds, demoStoreSuite, managerContext } from './harness.ts';
import { startFakePushService, type FakeSubscription } from './fake-push-service.ts';

const push = await startFakePushService();
const suite = demoStoreSuite('shop-push-e2e-', {
  consent: 'ask',
  pushPrompt: 'ask',
  env: () => ({ SHOP_PUSH_SERVICE_ORIGINS: push.origin, NODE_EXTRA_CA_CERTS: push.caFile }),
});
after(() => push.stop());

/** The page's push side as the browser would have it once the shopper says yes. */
interface ShopperOptions {
  width?: number;
  /** Before the page opens (cookies, routes). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  /** Wait for the prompt's element (false: the test holds its module back). */
  waitForPrompt?: boolean;
  /** Accept all in the consent banner at once (false: the test decides when). */
  acceptAtOnce?: boolean;
}

async function shopper(
  subscription: FakeSubscription,
  { width = 1280, prepare, waitForPrompt = true, acceptAtOnce = true }: ShopperOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  context.setDefaultTimeout(10_000);
  await prepare?.(context);
  // As a string: a function passed here would carry the test runner's compiled helpers.
  await context.addInitScript({
    content: `(() => {
      const sub = ${JSON.stringify(subscription)};
      let permission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => permission });
      Notification.requestPermission = async () => (permission = 'granted');
      let current = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async () =>
        (current = { endpoint: sub.endpoint, toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }) });
    })();`,
  });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}/shop/`);
  if (acceptAtOnce) await acceptAll(page);
  // The prompt's module is among the last the loader asks for (an add before it is tested below).
  if (waitForPrompt) await page.locator('shop-push-prompt[data-shop-ready]').waitFor({ state: 'attached' });
  return { context, page };
}

const acceptAll = (page: Page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();

async function addToCart(page: Page, nth = 0): Promise<void> {
  // A click before <shop-add-to-cart> is ready is WooCommerce's plain link (a reload): no add event, no prompt.
  await addsWithoutReload(page);
  await page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').nth(nth).click();
  await page.locator('shop-mini-cart .shop-MiniCart-count').filter({ hasNotText: /^0$/ }).waitFor();
}

async function sendReminderFromOwnerPage(endpoint: string): Promise<string> {
  const { context, page } = await managerContext(suite);
  await page.goto(`${suite.store.url}/shop-owner/`);
  await page.locator(`tr[data-endpoint="${endpoint}"]`).getByRole('button', { name: 'Send a cart reminder' }).click();
  const notice = (await page.locator('.woocommerce-message, .woocommerce-error').first().textContent()) ?? '';
  await context.close();
  return notice.trim();
}

/** Notes, from now on, whether the prompt's dialog and the cart's open panel were ever on screen together. */
async function watchForOverlap(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { __overlap: boolean };
    w.__overlap = false;
    new MutationObserver(() => {
      if (document.querySelector('shop-push-prompt dialog[open]') && document.querySelector('shop-mini-cart[data-open]')) w.__overlap = true;
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __overlap: boolean }).__overlap);
}

/** What the prompt waits for, as the page has it: for a failure's message. */
const promptConditions = (page: Page) =>
  page
    .evaluate(() =>
      JSON.stringify({
        cartPanelOpen: !!document.querySelector('shop-mini-cart[data-open]'),
        modalOpen: !!document.querySelector('dialog:modal'),
        focus: document.activeElement?.outerHTML.slice(0, 120),
        itemsInCartCookie: /(?:^|; )woocommerce_items_in_cart=([^;]*)/.exec(document.cookie)?.[1] ?? null,
        consent: localStorage.getItem('shop_consent'),
        pushState: localStorage.getItem('shop_push'),
        promptReady: document.querySelector('shop-push-prompt')?.hasAttribute('data-shop-ready'),
        permission: Notification.permission,
      }),
    )
    .catch((error: unknown) => `(unreadable: ${String(error)})`);

describe('cart reminders', () => {
  test('the prompt after a cart add, by keyboard; allowed: saved; a reminder from the owner page reaches the service worker', async () => {
    const subscription = push.subscribe();
    const { context, page } = await shopper(subscription);
    const overlapped = await watchForOverlap(page);
    await addToCart(page);
    // At 1280 px the add opens the cart's dropdown (it closes by itself after 5 s): the prompt waits for it.
    await page.locator('shop-mini-cart[data-open]').waitFor({ state: 'attached' });
    const dialog = page.getByRole('dialog', { name: 'Get a reminder about your cart?' });
    await page.waitForTimeout(1000);
    assert.equal(await dialog.count(), 0, 'not over the open cart');
    await dialog.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      throw new Error(`No prompt after the add; the page then: ${await promptConditions(page)}`, { cause: error });
    });
    assert.equal(await overlapped(), false, 'the prompt and the cart’s panel never open together');
    assert.deepEqual(await axeIds(page, 'shop-push-prompt'), []);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Allow notifications', 'focus on the choice');
    assert.equal(await page.evaluate(() => Notification.permission), 'default', 'the browser is not asked before the shopper says so');
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').filter({ hasText: 'we will remind you' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The page's service worker, as DevTools sees it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const found = registrations.find((r) => r.scopeURL === `${suite.store.url}/`);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const id = await registrationId;
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.grantPermissions(['notifications'], { origin: suite.store.url });

    const arrived = push.next();
    assert.equal(await sendReminderFromOwnerPage(subscription.endpoint), 'The cart reminder was sent.');
    const message = await arrived;
    assert.match(message.authorization, /^vapid t=/);
    assert.deepEqual(message.payload, {
      title: 'Your cart is waiting',
      body: 'The items you chose are still in your cart. Come back to finish your order.',
      url: '/cart/',
    });

    const shown = page.evaluate(
      () => new Promise<unknown>((resolve) => navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), { once: true })),
    );
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: suite.store.url, registrationId: id, data: JSON.stringify(message.payload) });
    assert.deepEqual(await shown, { type: 'shop-cart-reminder', reminder: message.payload });
    const notifications = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.data?.url]));
    assert.deepEqual(notifications, [['Your cart is waiting', '/cart/']]);
    await context.close();
  });

  test('375 px, by keyboard: at most once per 48 hours; "No thanks" is never asked again', async () => {
    const { context, page } = await shopper(push.subscribe(), { width: 375 });
    await addToCart(page);
    const dialog = page.getByRole('dialog', { name: 'Get a reminder about your cart?' });
    await dialog.waitFor();
    assert.deepEqual(await axeIds(page, 'shop-push-prompt'), [], 'axe-clean at 375 px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await addToCart(page, 1);
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('dialog').count(), 0, 'not again within 48 h');
    // 49 hours later.
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('shop_push') ?? '{}') as { shownAt?: number };
      localStorage.setItem('shop_push', JSON.stringify({ ...state, shownAt: Date.now() - 49 * 3600 * 1000 }));
    });
    await addToCart(page, 2);
    await dialog.waitFor();
    // By keyboard: from "Allow notifications" to "No thanks".
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'No thanks');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('shop_push') ?? '{}') as { shownAt?: number };
      localStorage.setItem('shop_push', JSON.stringify({ ...state, shownAt: Date.now() - 100 * 3600 * 1000 }));
    });
    await addToCart(page, 3);
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('dialog').count(), 0, 'No thanks is final');
    await context.close();
  });

  test('an add made before the prompt has loaded opens it once it has', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const { context, page } = await shopper(push.subscribe(), {
      waitForPrompt: false,
      prepare: (context) =>
        context.route('**/dist/elements/push-prompt.js', async (route) => {
          await released;
          await route.continue();
        }),
    });
    await addToCart(page);
    assert.equal(await page.locator('shop-push-prompt[data-shop-ready]').count(), 0, 'the add came before the prompt loaded');
    release();
    // The prompt's module and its behaviour load after the add (the last modules the loader asks for).
    await page.getByRole('dialog', { name: 'Get a reminder about your cart?' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Allow notifications');
    await context.close();
  });

  test('an add made before the shopper allowed marketing does not open it when they allow it; the next add does (375 px)', async () => {
    const { context, page } = await shopper(push.subscribe(), { width: 375, acceptAtOnce: false });
    await addToCart(page);
    const behaviour = page.waitForResponse(/\/push-prompt-controller-[^/]*\.js$/);
    await acceptAll(page);
    await behaviour;
    await page.locator('shop-push-prompt[data-shop-ready]').waitFor({ state: 'attached' });
    const dialog = page.getByRole('dialog', { name: 'Get a reminder about your cart?' });
    await page.waitForTimeout(1500);
    assert.equal(await dialog.count(), 0, 'no second question right after the consent banner, for an add made without that consent');
    await addToCart(page, 1);
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Allow notifications');
    await context.close();
  });

  test('"Accept all" pressed on the printed banner before its module had come, then an add: the add counts (375 px)', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const { context, page } = await shopper(push.subscribe(), {
      width: 375,
      prepare: (context) =>
        context.route('**/dist/elements/consent-banner.js', async (route) => {
          await released;
          await route.continue();
        }),
    });
    await addToCart(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('shop_consent')), null, 'the press is not carried out yet');
    release();
    // The press was the shopper's choice; the add came after it, though the banner carried it out later.
    await page.getByRole('dialog', { name: 'Get a reminder about your cart?' }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  test('an add made by WooCommerce’s own add-to-cart.js opens it', async () => {
    const { context, page } = await shopper(push.subscribe(), {
      prepare: (context) => context.addCookies([{ name: 'shop_demo_wc_scripts', value: '1', url: suite.store.url }]),
    });
    // WooCommerce's scripts are running (its live region exists once add-to-cart.js started), and
    // listing adds are left to them.
    await page.locator('.widget_shopping_cart_live_region').waitFor({ state: 'attached' });
    await addsWithoutReload(page);
    await page.evaluate(() => document.querySelector('shop-add-to-cart')!.setAttribute('listing-adds', 'woocommerce'));
    const item = page.locator('li.product', { has: page.locator('a.ajax_add_to_cart') }).first();
    await item.locator('a.ajax_add_to_cart').click();
    await item.locator('a.added_to_cart').first().waitFor();
    assert.equal(await item.locator('a.ajax_add_to_cart').getAttribute('data-state'), null, 'WooCommerce made the add, not our element');
    // The prompt's module and its behaviour load after the add (the last modules the loader asks for).
    await page.getByRole('dialog', { name: 'Get a reminder about your cart?' }).waitFor({ timeout: 30_000 });
    await context.close();
  });
});
