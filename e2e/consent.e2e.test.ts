/**
 * Consent and tracking on the running demo store: with no choice in explicit mode nothing reaches
 * a recorder and no tracking cookie or storage key exists, over every page and flow; the banner
 * by keyboard at 1280 and 375 px (axe-clean, reject no further than accept); after accept all
 * each event reaches each service once (Meta's browser and server copies sharing the event id);
 * reject all stops everything and deletes the cookies; a restricted region waits for a choice;
 * an add made through WooCommerce's jQuery events is tracked once; a purchase fires once across a
 * reload, a second tab and a later automatic conversion recovery; the inspector shows it all.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { acceptTerms, addsWithoutReload, axeIds, demoStoreSuite, fillCheckoutForm, holdRequests } from './harness.ts';

const suite = demoStoreSuite('shop-consent-e2e-', { consent: 'ask' });
// WooCommerce's scripts run on jQuery; the page gets the same library they load.
const jqueryPath = resolve(import.meta.dirname, '../node_modules/jquery/dist/jquery.js');

const VENDOR_HOSTS =
  /google-analytics|googletagmanager|doubleclick|facebook|fbcdn|tiktok|pinterest|bing\.com|linkedin|reddit|snapchat|twitter|clarity|hotjar|outbrain|taboola|vwo/;
const TRACKING_COOKIE = /^(_ga|_gid|_gcl|_fbp|_fbc|_ttp|_tt_|_pin_|_epik|_scid|_sctr|_rdt_|_uet|_hj|_vwo|_vis_opt|li_|_twclid|sbjs_)/;

// What each service receives for one shop event, with every service on (the demo's defaults):
// the vendor's own event name (X's event ids, Outbrain's and LinkedIn's conversions as the demo names them).
const VIEW_ITEM = [
  'bing:view_item',
  'facebook-capi:ViewContent',
  'facebook:ViewContent',
  'google:view_item',
  'hotjar:view_item',
  'outbrain:View Content',
  'pinterest:pagevisit',
  'reddit:ViewContent',
  'snapchat:VIEW_CONTENT',
  'taboola:view_content',
  'tiktok-events-api:ViewContent',
  'tiktok:ViewContent',
  'twitter:tw-o8demo-o8v01',
];
const ADD_TO_CART = [
  'bing:add_to_cart',
  'facebook-capi:AddToCart',
  'facebook:AddToCart',
  'google:add_to_cart',
  'hotjar:add_to_cart',
  'linkedin:conversion:17000001',
  'outbrain:Add To Cart',
  'pinterest:addtocart',
  'reddit:AddToCart',
  'snapchat:ADD_CART',
  'taboola:add_to_cart',
  'tiktok-events-api:AddToCart',
  'tiktok:AddToCart',
  'twitter:tw-o8demo-o8a01',
];
const PURCHASE = [
  'bing:purchase',
  'facebook-capi:Purchase',
  'facebook:Purchase',
  'google:purchase',
  'hotjar:purchase',
  'linkedin:conversion:17000003',
  'outbrain:Purchase',
  'pinterest:checkout',
  'reddit:Purchase',
  'snapchat:PURCHASE',
  'taboola:make_purchase',
  'tiktok-events-api:CompletePayment',
  'tiktok:CompletePayment',
  'twitter:tw-o8demo-o8b01',
  'vwo:revenueConversion',
];
// The order sent from the checkout (the services that have a place-order event).
const PLACE_ORDER = ['facebook-capi:PlaceOrder', 'facebook:PlaceOrder', 'hotjar:place_order', 'tiktok-events-api:PlaceAnOrder', 'tiktok:PlaceAnOrder'];
// The cart page's own events, and "Proceed to checkout".
const CART_PAGE = ['bing:view_cart', 'google:view_cart', 'hotjar:view_cart'];
const BEGIN_CHECKOUT = [
  'bing:begin_checkout',
  'facebook-capi:InitiateCheckout',
  'facebook:InitiateCheckout',
  'google:begin_checkout',
  'hotjar:begin_checkout',
  'linkedin:conversion:17000002',
  'outbrain:Checkout',
  'snapchat:START_CHECKOUT',
  'taboola:start_checkout',
  'tiktok-events-api:InitiateCheckout',
  'tiktok:InitiateCheckout',
  'twitter:tw-o8demo-o8c01',
];
/** The services each category gates (Google's library carries both: GA4 under statistics, Ads under marketing). */
const STATISTICS_ONLY = ['hotjar', 'vwo'];
const MARKETING_ONLY = [
  'bing',
  'facebook',
  'facebook-capi',
  'linkedin',
  'outbrain',
  'pinterest',
  'reddit',
  'snapchat',
  'taboola',
  'tiktok',
  'tiktok-events-api',
  'twitter',
];
// (shop_push is not here: the harness writes it for every visitor, declining the push prompt.)
const TRACKING_STORAGE =
  /^(_shop_session_data|_shop_persistent_data|_shop_undelivered_events|_shop_handed_on_actions|_ga|_fbp|_gcl|shop_consent|shop_cart_recovery|shop_exit_intent_shown)/;

interface Logged {
  id: number;
  service: string;
  channel: string;
  event: string;
  event_id: string | null;
  payload: Record<string, unknown>;
  consent: Record<string, unknown>;
  page_url: string;
}

async function inspector(since = 0): Promise<Logged[]> {
  const body = (await (await fetch(`${suite.store.url}/tracking-inspector/?format=json&since=${since}`)).json()) as { events: Logged[] };
  return body.events.reverse();
}
const lastId = async () => (await inspector()).at(-1)?.id ?? 0;

async function visitor(width = 1280): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await suite.browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 } });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { context, page, requests };
}

// The vendors' stand-ins: the recorders and the IPv6 lookup (a third-party service on a real shop).
const recorderCalls = (requests: string[]) =>
  requests.filter((url) => url.includes('/recorders/') || url.includes('/demo-ipv6/') || VENDOR_HOSTS.test(new URL(url).hostname));

async function trackingTraces(context: BrowserContext, page: Page): Promise<string[]> {
  const cookies = (await context.cookies()).map((c) => c.name).filter((name) => TRACKING_COOKIE.test(name));
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  return [...cookies, ...keys.filter((key) => TRACKING_STORAGE.test(key))];
}

const ENTRY_POINTS = ['gtag', 'fbq', 'ttq', 'pintrk', 'snaptr', 'rdt', 'twq', 'uetq', 'lintrk', 'obApi', '_tfa', 'hj', 'VWO'];
/** The vendors' snippet entry points defined on the page. */
const entryPoints = (page: Page) => page.evaluate((names) => names.filter((name) => name in window), ENTRY_POINTS);

/** A logged call as service:event (LinkedIn's conversions with their id). */
function named(e: Logged): string {
  const conversion = (e.payload.params as { conversion_id?: number } | undefined)?.conversion_id;
  return e.service === 'linkedin' && e.event === 'conversion' ? `linkedin:conversion:${conversion}` : `${e.service}:${e.event}`;
}
const among = (names: string[]) => (e: Logged) => names.includes(named(e));

/** Waits until the inspector holds `count` rows matching, past `since`; returns them. */
async function waitForLogged(since: number, match: (e: Logged) => boolean, count = 1): Promise<Logged[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await inspector(since)).filter(match);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const settle = (page: Page) => page.waitForTimeout(1500);

async function acceptAll(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
}

async function saveSettings(form: Record<string, string>): Promise<void> {
  const { context, page } = await visitor();
  await page.goto(`${suite.store.url}/tracking-settings/`);
  for (const [name, value] of Object.entries(form)) {
    const field = page.locator(`[name="${name}"]`);
    if ((await field.getAttribute('type')) === 'checkbox') await field.setChecked(value === '1');
    else await field.fill(value);
  }
  await page.getByRole('button', { name: 'Save tracking settings' }).click();
  await page.getByText('Tracking settings saved.').waitFor();
  await context.close();
}

async function addFirstListed(page: Page): Promise<void> {
  await addsWithoutReload(page);
  const button = page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').first();
  await button.click();
  await page.locator('shop-mini-cart .shop-MiniCart-count').filter({ hasNotText: /^0$/ }).waitFor();
}

describe('before any choice (explicit mode)', () => {
  test('browse, filter, search, quick view, cart, checkout: no request to a recorder or vendor, no tracking cookie or storage key', async () => {
    const { context, page, requests } = await visitor();
    // The marketing elements' calls (cart capture, push subscriptions) go to admin-ajax, not to a recorder.
    const marketingCalls: string[] = [];
    page.on('request', (request) => {
      if (/shop_save_cart_contact|notification_subscription/.test(request.postData() ?? '')) marketingCalls.push(request.postData() ?? '');
    });
    await page.goto(`${suite.store.url}/`);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await page.goto(`${suite.store.url}/shop/`);
    await page.locator('shop-filter-sidebar [data-filter="color"] label').first().click();
    await page.waitForURL(/pa_color=/);
    await page.goto(`${suite.store.url}/?s=jacket&post_type=product`);
    await page.goto(`${suite.store.url}/shop/`);
    const quickView = page.locator('.shop-QuickView-trigger').first();
    if (await quickView.count()) {
      await quickView.click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
    }
    await addFirstListed(page);
    await page.mouse.wheel(0, 3000);
    await page.goto(`${suite.store.url}/cart/`);
    await page.goto(`${suite.store.url}/checkout/`);
    await fillCheckoutForm(page);
    await settle(page);
    assert.deepEqual(recorderCalls(requests), []);
    assert.deepEqual(marketingCalls, [], 'no contact captured, no subscription sent');
    assert.deepEqual(await trackingTraces(context, page), []);
    // No vendor's entry point either (Google's gtag is there: consent mode's default must precede any tag).
    assert.deepEqual(await entryPoints(page), ['gtag']);
    // The banner still asks on every page.
    assert.ok(await page.getByRole('region', { name: 'Cookie consent' }).isVisible());
    await context.close();
  });
});

for (const width of [1280, 375]) {
  describe(`the banner by keyboard (${width} px)`, () => {
    test('axe-clean; Tab reaches Reject all before Accept all; the choice per category is kept; focus lands in the page', async () => {
      const { context, page } = await visitor(width);
      await page.goto(`${suite.store.url}/shop/`);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      assert.deepEqual(await axeIds(page, 'shop-consent-banner'), []);
      // From the top of the page: the skip link, the policy link, then Reject all, then Accept all.
      const order: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      const reject = order.indexOf('Reject all');
      const accept = order.indexOf('Accept all');
      assert.ok(reject >= 0 && accept >= 0 && reject < accept, order.join(' | '));
      // Choose: statistics only, by keyboard.
      while ((await page.evaluate(() => document.activeElement?.textContent?.trim())) !== 'Choose') await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const statistics = page.getByRole('checkbox', { name: 'Statistics' });
      await statistics.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'statistics', 'focus moves into the choice');
      assert.deepEqual(await axeIds(page, 'shop-consent-banner'), []);
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Save my choices' }).focus();
      await page.keyboard.press('Enter');
      await banner.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus lands on the page content');
      assert.match((await page.locator('shop-consent-banner [role="status"]').textContent()) ?? '', /saved/);
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('shop_consent'))) ?? '{}') as { categories: Record<string, boolean> };
      assert.deepEqual(stored.categories, { statistics: true, marketing: false, preferences: false });
      // The banner is not asked again; the footer's Cookie settings reopens the choice and Escape returns to the link.
      await page.reload();
      assert.equal(await banner.count(), 0);
      const settings = page.getByRole('link', { name: 'Cookie settings' });
      await settings.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('checkbox', { name: 'Statistics' }).waitFor();
      assert.equal(await page.getByRole('checkbox', { name: 'Statistics' }).isChecked(), true);
      // The region never hides the focused element: the page's own link, focused while it is open, scrolls clear of it.
      await page.locator('.site-footer a[data-shop-consent-open]').focus();
      const covered = await page.evaluate(() => {
        const region = document.querySelector('.shop-Consent')!.getBoundingClientRect();
        const link = document.activeElement!.getBoundingClientRect();
        return link.bottom > region.top && link.top < region.bottom;
      });
      assert.equal(covered, false, 'the focused link stays visible above the banner');
      // Escape leaves the choice as it was and returns to the link that opened it.
      await page.getByRole('checkbox', { name: 'Statistics' }).focus();
      await page.keyboard.press('Escape');
      await page.locator('.shop-Consent').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cookie settings');
      await context.close();
    });
  });
}

describe('the banner paints with the page', () => {
  test('the question is on screen with the storefront’s scripts blocked, and a stored choice keeps it away, scripts or not', async () => {
    const { context, page } = await visitor(375);
    await page.route('**/dist/**', (route) => route.abort());
    await page.goto(`${suite.store.url}/shop/`);
    const region = page.getByRole('region', { name: 'Cookie consent' });
    assert.equal(await region.isVisible(), true, 'printed by the server, shown by its inline script');
    assert.deepEqual(await region.getByRole('button').allTextContents(), ['Reject all', 'Accept all', 'Choose']);
    await page.unroute('**/dist/**');
    await page.reload();
    await region.getByRole('button', { name: 'Reject all' }).click();
    await region.waitFor({ state: 'detached' });
    await page.route('**/dist/**', (route) => route.abort());
    await page.goto(`${suite.store.url}/product-category/clothing/`);
    assert.equal(await region.count(), 0, 'the stored refusal keeps it hidden before any module runs');
    await context.close();
  });
});

describe('after a choice', () => {
  test('accept all: each on-load and cart event reaches each service once; Meta’s browser and server copies share the event id', async () => {
    const since = await lastId();
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    await waitForLogged(since, (e) => e.service === 'facebook' && e.event === 'PageView');
    const productLink = page.locator('ul.products li.product.product-type-simple a.woocommerce-LoopProduct-link').first();
    await productLink.click();
    await page.waitForURL(/\/product\//);
    const view = await waitForLogged(since, among(VIEW_ITEM), VIEW_ITEM.length);
    await settle(page);
    assert.deepEqual((await inspector(since)).filter(among(VIEW_ITEM)).map(named).sort(), VIEW_ITEM);
    const [browserCopy, serverCopy] = [view.find((e) => e.service === 'facebook')!, view.find((e) => e.service === 'facebook-capi')!];
    assert.equal(browserCopy.event_id, serverCopy.event_id);
    assert.match(serverCopy.event_id ?? '', /^[0-9a-z]{16}$/);
    // One event, one id: every vendor that de-duplicates gets the same one (TikTok's two copies too).
    for (const service of ['tiktok', 'tiktok-events-api', 'pinterest', 'snapchat', 'reddit', 'twitter'])
      assert.equal(view.find((e) => e.service === service)?.event_id, serverCopy.event_id, service);
    const google = view.find((e) => e.service === 'google')!.payload as {
      currency: string;
      value: number;
      items: { item_id: string; price: number; quantity: number }[];
    };
    assert.equal(google.currency, 'USD');
    assert.equal(google.value, google.items[0]!.price * google.items[0]!.quantity);
    assert.equal(google.items.length, 1);

    const beforeAdd = await lastId();
    await addsWithoutReload(page);
    await page.locator('form.cart button[name="add-to-cart"], form.cart button.single_add_to_cart_button').first().click();
    const adds = await waitForLogged(beforeAdd, among(ADD_TO_CART), ADD_TO_CART.length);
    await settle(page);
    const allAdds = (await inspector(beforeAdd)).filter(among(ADD_TO_CART));
    assert.deepEqual(allAdds.map(named).sort(), ADD_TO_CART, JSON.stringify(adds.map(named)));
    // TikTok's Events API copy: the page without its query, the same value as the browser's.
    const tiktokServer = allAdds.find((e) => e.service === 'tiktok-events-api')!.payload as {
      data: { properties: { value: number }; page: { url: string } }[];
    };
    const tiktokBrowser = allAdds.find((e) => e.service === 'tiktok')!.payload as { params: { value: number } };
    assert.equal(tiktokServer.data[0]!.properties.value, tiktokBrowser.params.value);
    assert.doesNotMatch(tiktokServer.data[0]!.page.url, /\?/);
    const serverAdd = allAdds.find((e) => e.service === 'facebook-capi')!.payload as {
      user_data: Record<string, string>;
      action_source: string;
      event_time: number;
    };
    assert.equal(serverAdd.action_source, 'website');
    assert.match(serverAdd.user_data.fbp ?? '', /^fb\.[0-2]\.\d{13}\.\d{8,20}$/);
    assert.ok(Math.abs(serverAdd.event_time - Date.now() / 1000) < 120);
    await context.close();
  });

  test('a variable product: each variation chosen is viewed once, with its own id', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    const shop = await (await fetch(`${suite.store.url}/shop/`)).text();
    const links = [...shop.matchAll(/href="(\/product\/[^"/]+\/)"/g)].map((m) => m[1]!);
    let path = '';
    for (const link of links) if ((await (await fetch(suite.store.url + link)).text()).includes('variations_form')) path ||= link;
    const since = await lastId();
    await page.goto(suite.store.url + path);
    // The swatches stand for the form's selects: the first enabled choice of each group.
    const groups = page.locator('form.variations_form').getByRole('group');
    await groups.first().waitFor();
    for (let i = 0; i < (await groups.count()); i++) {
      const choice = groups.nth(i).getByRole('radio', { disabled: false }).first();
      await choice.focus();
      await page.keyboard.press('Space');
    }
    await page.waitForFunction(() => Number((document.querySelector('form.variations_form input.variation_id') as HTMLInputElement | null)?.value) > 0);
    const variationId = await page.locator('form.variations_form input.variation_id').inputValue();
    const views = await waitForLogged(since, (e) => e.service === 'google' && e.event === 'view_item');
    await settle(page);
    const all = (await inspector(since)).filter((e) => e.service === 'google' && e.event === 'view_item');
    assert.equal(all.length, 1, JSON.stringify(views));
    assert.equal((all[0]!.payload as { items: { item_id: string }[] }).items[0]!.item_id, variationId);
    await context.close();
  });

  /**
   * Removes and quantity changes count once, with their quantities: the mini-cart’s remove of a
   * line added on the same page, the cart page’s “Update cart”, Enter in its quantity field and
   * its remove link. Without
   * WooCommerce's scripts both reload the page; with them, cart.js sends them by ajax and puts the
   * server's table on the page.
   */
  const removesAndQuantityChanges = async (withWooCommerceScripts: boolean) => {
    const REMOVE = ['bing:remove_from_cart', 'google:remove_from_cart', 'hotjar:remove_from_cart'];
    const googleQuantity = (rows: Logged[], event: string) =>
      rows.filter((e) => e.service === 'google' && e.event === event).map((e) => (e.payload as { items: { quantity: number }[] }).items[0]!.quantity);
    /** Each of `names` logged once since `since` (waited for, then a moment for any second copy); every row since. */
    const loggedOnceEach = async (since: number, names: string[], message: string) => {
      await waitForLogged(since, among(names), names.length);
      await settle(page);
      const rows = await inspector(since);
      assert.deepEqual(rows.filter(among(names)).map(named).sort(), names, message);
      return rows;
    };
    const { context, page } = await visitor();
    if (withWooCommerceScripts) await context.addCookies([{ name: 'shop_demo_wc_scripts', value: '1', url: suite.store.url }]);
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    let since = await lastId();
    await addFirstListed(page);
    await waitForLogged(since, among(['google:add_to_cart']));
    since = await lastId();
    const toggle = page.locator('button.shop-MiniCart-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.locator('.shop-MiniCart-dropdown a.remove_from_cart_button').first().click();
    assert.deepEqual(googleQuantity(await loggedOnceEach(since, REMOVE, 'the mini-cart’s remove'), 'remove_from_cart'), [1]);

    await addFirstListed(page);
    since = await lastId();
    await page.goto(`${suite.store.url}/cart/`);
    // The cart page's collectors are running once its view is tracked.
    await waitForLogged(since, among(['google:view_cart']));
    // cart.js disables "Update cart" as it starts, until a quantity changes (as WooCommerce's
    // does): a quantity typed before that would leave the button disabled.
    if (withWooCommerceScripts) await page.locator('.woocommerce-cart-form button[name="update_cart"][aria-disabled="true"]').waitFor({ state: 'attached' });
    since = await lastId();
    const pageLoads = await page.evaluate(() => performance.timeOrigin);
    await page.locator('.woocommerce-cart-form input.qty').first().fill('3');
    await page.getByRole('button', { name: 'Update cart' }).click();
    await page.getByText('Cart updated.').waitFor();
    const updated = await loggedOnceEach(since, ADD_TO_CART, '“Update cart” from 1 to 3 adds');
    assert.deepEqual(googleQuantity(updated, 'add_to_cart'), [2]);
    assert.deepEqual(updated.filter(among(REMOVE)), []);

    // Enter in the quantity field: the browser presses "Apply coupon", which sets the quantities
    // too on WooCommerce; cart.js stops the key and sends them itself.
    since = await lastId();
    await page.evaluate(() => document.querySelectorAll('.woocommerce-message').forEach((notice) => notice.remove()));
    await page.locator('.woocommerce-cart-form input.qty').first().fill('4');
    await page.locator('.woocommerce-cart-form input.qty').first().press('Enter');
    await page.getByText('Cart updated.').waitFor();
    assert.deepEqual(googleQuantity(await loggedOnceEach(since, ADD_TO_CART, 'Enter in the quantity field, from 3 to 4, adds'), 'add_to_cart'), [1]);

    since = await lastId();
    await page.locator('.woocommerce-cart-form td.product-remove a.remove').first().click();
    await page.getByText('Your cart is currently empty.').waitFor();
    assert.deepEqual(googleQuantity(await loggedOnceEach(since, REMOVE, 'the cart page’s remove link'), 'remove_from_cart'), [4]);
    assert.equal(
      (await page.evaluate(() => performance.timeOrigin)) === pageLoads,
      withWooCommerceScripts,
      withWooCommerceScripts ? 'cart.js sent them' : 'the browser sent them',
    );
    await context.close();
  };
  test('removes and quantity changes count once, with their quantities: the mini-cart’s remove of a line added on the same page, the cart page’s “Update cart”, Enter in a quantity and its remove link (each reloads the page)', () =>
    removesAndQuantityChanges(false));
  test('the same beside WooCommerce’s scripts, where cart.js sends “Update cart”, the Enter and the remove link without leaving the page', () =>
    removesAndQuantityChanges(true));

  test('reject all after accepting: the cookies go at once and nothing more is sent on any page', async () => {
    const { context, page, requests } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    // Every service's own cookie, as its library keeps it (about half a second here; a slow CI
    // machine gets 20 s, and a failure names the cookies still missing).
    const cookies = ['_fbp=', '_ga=', '_ttp=', '_pin_unauth=', '_scid=', '_rdt_uuid=', '_uetvid=', '_hjSessionUser_', '_vwo_uuid_v2='];
    const missing = () => page.evaluate((names) => names.filter((name) => !document.cookie.includes(name)), cookies);
    await page
      .waitForFunction((names) => names.every((name) => document.cookie.includes(name)), cookies, { timeout: 20_000 })
      .catch(async (error: unknown) => {
        throw new Error(`Cookies still missing after "Accept all": ${(await missing()).join(' ')} (${String(error)})`);
      });
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Reject all' }).click();
    assert.deepEqual(await trackingTraces(context, page).then((t) => t.filter((n) => n !== 'shop_consent')), []);
    const since = await lastId();
    requests.length = 0;
    await page.goto(`${suite.store.url}/product-category/men/`);
    await page.mouse.wheel(0, 2000);
    await page.goto(`${suite.store.url}/shop/`);
    await addFirstListed(page);
    await settle(page);
    assert.deepEqual(recorderCalls(requests), []);
    assert.deepEqual(await inspector(since), []);
    assert.deepEqual(await trackingTraces(context, page).then((t) => t.filter((n) => n !== 'shop_consent')), []);
    await context.close();
  });

  test('one category refused: exactly the services it gates stay silent (statistics: the heatmap, the A/B service and GA4; marketing: every ad pixel and Google Ads)', async () => {
    for (const granted of ['statistics', 'marketing'] as const) {
      const { context, page } = await visitor();
      const since = await lastId();
      await page.goto(`${suite.store.url}/shop/`);
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Choose' }).click();
      await page.getByRole('checkbox', { name: granted === 'statistics' ? 'Statistics' : 'Marketing' }).check();
      await page.getByRole('button', { name: 'Save my choices' }).click();
      await waitForLogged(since, (e) => e.service === 'google' && e.event === 'view_item_list');
      await page.locator('ul.products li.product.product-type-simple a.woocommerce-LoopProduct-link').first().click();
      await page.waitForURL(/\/product\//);
      await addsWithoutReload(page);
      await page.locator('form.cart button.single_add_to_cart_button').first().click();
      await waitForLogged(since, (e) => e.service === 'google' && e.event === 'add_to_cart');
      await settle(page);
      const logged = await inspector(since);
      const services = new Set(logged.map((e) => e.service));
      const silent = granted === 'statistics' ? MARKETING_ONLY : STATISTICS_ONLY;
      const heard = granted === 'statistics' ? STATISTICS_ONLY : MARKETING_ONLY;
      assert.deepEqual(
        silent.filter((name) => services.has(name)),
        [],
        `${granted} only: the others stay silent`,
      );
      assert.deepEqual(
        heard.filter((name) => !services.has(name)),
        [],
        `${granted} only: each of its services heard`,
      );
      const googleTargets = new Set(
        logged.filter((e) => e.service === 'google' && e.event !== 'page_view').flatMap((e) => (e.payload.send_to as string[] | undefined) ?? []),
      );
      assert.deepEqual([...googleTargets], [granted === 'statistics' ? 'G-DEMO000001' : 'AW-100000001'], 'Google: only the allowed account');
      const cookies = (await context.cookies()).map((c) => c.name);
      assert.deepEqual(
        await entryPoints(page),
        granted === 'statistics' ? ['gtag', 'hj', 'VWO'] : ['gtag', 'fbq', 'ttq', 'pintrk', 'snaptr', 'rdt', 'twq', 'uetq', 'lintrk', 'obApi', '_tfa'],
        'only the allowed services’ entry points exist',
      );
      assert.equal(cookies.includes('_hjSessionUser_demo'), granted === 'statistics');
      assert.equal(cookies.includes('_ttp'), granted === 'marketing');
      await context.close();
    }
  });

  test('an add made through WooCommerce’s jQuery events (another plugin’s button) is tracked once; ours, which also trigger them, once too', async () => {
    const { context, page } = await visitor();
    // A WooCommerce page has jQuery once its markup is parsed, before any module script runs (an
    // init script, as the page's CSP allows no inline one; jQuery needs the document element).
    const jquery = readFileSync(jqueryPath, 'utf8');
    await context.addInitScript({
      content: `document.addEventListener('readystatechange', function once() { if (document.readyState !== 'interactive') return; document.removeEventListener('readystatechange', once);\n${jquery}\n});`,
    });
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    // As WooCommerce's add-to-cart.js does after its own request: added_to_cart on body with the button.
    const since = await lastId();
    const productId = await page.evaluate(async () => {
      const button = document.querySelector<HTMLElement>('ul.products li.product a.add_to_cart_button[data-product_id]')!;
      const id = button.dataset.product_id!;
      const body = new URLSearchParams({ product_id: id, quantity: '1' });
      const answer = (await (await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body })).json()) as { fragments: unknown; cart_hash: string };
      const $ = (window as unknown as { jQuery: (x: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
      $(document.body).trigger('added_to_cart', [answer.fragments, answer.cart_hash, $(button)]);
      return id;
    });
    const theirs = await waitForLogged(since, (e) => e.service === 'google' && e.event === 'add_to_cart');
    await settle(page);
    const google = (await inspector(since)).filter((e) => e.service === 'google' && e.event === 'add_to_cart');
    assert.equal(google.length, 1, JSON.stringify(theirs));
    assert.equal((google[0]!.payload as { items: { item_id: string }[] }).items[0]!.item_id, productId);
    const beforeOurs = await lastId();
    await addFirstListed(page);
    await waitForLogged(beforeOurs, (e) => e.service === 'google' && e.event === 'add_to_cart');
    await settle(page);
    assert.equal((await inspector(beforeOurs)).filter((e) => e.service === 'google' && e.event === 'add_to_cart').length, 1);
    await context.close();
  });

  test('adds made while the tracking’s module is still on its way (held) are tracked once when it arrives; after a refusal, never', async () => {
    for (const choice of ['Accept all', 'Reject all'] as const) {
      const { context, page } = await visitor();
      const jquery = readFileSync(jqueryPath, 'utf8');
      await context.addInitScript({
        content: `document.addEventListener('readystatechange', function once() { if (document.readyState !== 'interactive') return; document.removeEventListener('readystatechange', once);\n${jquery}\n});`,
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/dist/elements/tracking.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${suite.store.url}/shop/`);
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: choice }).click();
      const since = await lastId();
      // Another plugin's add (WooCommerce's jQuery event), then ours, both before the module arrives.
      const theirs = await page.evaluate(async () => {
        const button = document.querySelector<HTMLElement>('ul.products li.product a.add_to_cart_button.ajax_add_to_cart')!;
        const body = new URLSearchParams({ product_id: button.dataset.product_id!, quantity: '1' });
        const answer = (await (await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body })).json()) as { fragments: unknown; cart_hash: string };
        const $ = (window as unknown as { jQuery: (x: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
        $(document.body).trigger('added_to_cart', [answer.fragments, answer.cart_hash, $(button)]);
        return button.dataset.product_id!;
      });
      await page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').first().click();
      await page.locator('shop-mini-cart .shop-MiniCart-count').filter({ hasText: /^2$/ }).waitFor();
      assert.equal(await page.evaluate(() => customElements.get('shop-tracking') === undefined), true, 'the tracking’s module was still held');
      release();
      await page.waitForFunction(() => customElements.get('shop-tracking') !== undefined);
      if (choice === 'Accept all') await waitForLogged(since, (e) => e.service === 'google' && e.event === 'add_to_cart', 2);
      await settle(page);
      const adds = (await inspector(since)).filter((e) => e.event === 'add_to_cart' && e.service === 'google');
      if (choice === 'Accept all') {
        assert.equal(adds.length, 2, JSON.stringify(adds.map((e) => e.payload)));
        assert.equal((adds[0]!.payload as { items: { item_id: string }[] }).items[0]!.item_id, theirs, 'theirs first, in order');
      } else {
        assert.deepEqual(await inspector(since), [], 'nothing sent after a refusal');
        assert.deepEqual(await trackingTraces(context, page).then((t) => t.filter((n) => n !== 'shop_consent')), [], 'nothing stored after a refusal');
      }
      await context.close();
    }
  });
});

describe('live search analytics', () => {
  test('S2.32 / S4.67 / S9.29: the phrase a shopper settles on in the live search reaches GA4 once, as a virtual page view of its results path and a search event; no ad pixel hears it', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    const since = await lastId();
    const box = page.locator('.site-header input[role="combobox"]');
    await box.click();
    // Slower than the box's debounce: 'hoo', 'hood', 'hoodi' and 'hoodie' are each answered.
    await page.keyboard.type('hoodie', { delay: 160 });
    await page.locator('.site-header [role="option"]').first().waitFor();
    const live = (e: Logged) => e.service === 'google' && String(e.payload.page_path ?? '').includes('shop_search');
    const views = await waitForLogged(since, (e) => live(e) && e.event === 'page_view');
    const searches = await waitForLogged(since, (e) => e.service === 'google' && e.event === 'search');
    await page.waitForTimeout(1500);
    const logged = await inspector(since);
    const pageViews = logged.filter((e) => live(e) && e.event === 'page_view');
    assert.equal(pageViews.length, 1, `one virtual page view: ${JSON.stringify(pageViews.map((e) => e.payload.page_path))}`);
    assert.equal(views[0]!.payload.page_path, '/?s=hoodie&post_type=product&shop_search=1');
    assert.equal(views[0]!.payload.page_location, `${suite.store.url}/?s=hoodie&post_type=product&shop_search=1`);
    const searchEvents = logged.filter((e) => e.service === 'google' && e.event === 'search');
    assert.equal(searchEvents.length, 1, 'the settled phrase only, not each pause in the typing');
    assert.equal(searches[0]!.payload.search_term, 'hoodie');
    assert.equal(searches[0]!.payload.search_type, 'live_search');
    assert.ok(Number(searches[0]!.payload.results_count) > 0, 'with what it found');
    assert.deepEqual(searches[0]!.payload.send_to, ['G-DEMO000001'], 'GA4 only, not the Ads account');
    assert.deepEqual(
      logged.filter((e) => e.service !== 'google' && /search/i.test(e.event)).map((e) => `${e.service}:${e.event}`),
      [],
      'no ad pixel',
    );
    await context.close();
  });
});

describe('click ids and links', () => {
  test('the landing URL’s click ids reach the shop from the cart (once consent allows) and Meta’s server copy; a phone link click is tracked', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/?gclid=TeSt-123&fbclid=AbCdEfGh12`);
    await acceptAll(page);
    const since = await lastId();
    await addFirstListed(page);
    const capi = await waitForLogged(since, (e) => e.service === 'facebook-capi' && e.event === 'AddToCart');
    assert.match(String((capi[0]!.payload as { user_data: { fbc?: string } }).user_data.fbc), /^fb\.1\.\d{10}\.AbCdEfGh12$/);
    await page.goto(`${suite.store.url}/cart/`);
    let stored: { data: string } | undefined;
    for (let i = 0; i < 50 && !stored; i++) {
      const db = new Database(suite.dbPath, { readonly: true });
      stored = db
        .prepare('SELECT data FROM tracking_session_identifiers')
        .all()
        .map((r) => r as { data: string })
        .find((r) => r.data.includes('TeSt-123'));
      db.close();
      if (!stored) await page.waitForTimeout(100);
    }
    assert.ok(stored, 'the shop kept the click ids');
    assert.deepEqual(JSON.parse(stored.data), { gclid: 'TeSt-123', fbclid: 'AbCdEfGh12' });
    // Meta's server events are on: the IPv6 address (the demo's lookup answers one of the
    // documentation range) is kept in the shop session, and the next server copy carries it.
    let ipv6: { ipv6: string } | undefined;
    for (let i = 0; i < 50 && !ipv6; i++) {
      const db = new Database(suite.dbPath, { readonly: true });
      ipv6 = db.prepare('SELECT ipv6 FROM tracking_session_ipv6').get() as { ipv6: string } | undefined;
      db.close();
      if (!ipv6) await page.waitForTimeout(100);
    }
    assert.equal(ipv6?.ipv6, '2001:db8::1');
    await page.goto(`${suite.store.url}/shop/`);
    const beforeSecondAdd = await lastId();
    await addFirstListed(page);
    const secondCapi = await waitForLogged(beforeSecondAdd, (e) => e.service === 'facebook-capi' && e.event === 'AddToCart');
    assert.equal((secondCapi[0]!.payload as { user_data: { client_ip_address?: string } }).user_data.client_ip_address, '2001:db8::1');
    const beforeClick = await lastId();
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!.addEventListener('click', (event) => event.preventDefault()));
    await page.locator('a[href^="tel:"]').click();
    const phone = await waitForLogged(beforeClick, (e) => e.service === 'google' && e.event === 'phone_click');
    assert.equal((phone[0]!.payload as { link_url: string }).link_url, '+15550100');
    await context.close();
  });
});

describe('restricted regions', () => {
  test('a visitor in a restricted region is asked and nothing goes until they accept; elsewhere nothing is asked; a failed lookup counts as restricted', async () => {
    await saveSettings({ restricted_regions: 'DE, US-CA' });
    try {
      const { context, page, requests } = await visitor();
      await context.addCookies([{ name: 'shop_demo_geo', value: 'US-CA', url: suite.store.url }]);
      await page.goto(`${suite.store.url}/shop/`);
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      await settle(page);
      assert.deepEqual(recorderCalls(requests), []);
      const since = await lastId();
      await acceptAll(page);
      // The events held on this page go now, once.
      await waitForLogged(since, (e) => e.service === 'google' && e.event === 'page_view');
      await context.close();

      const elsewhere = await visitor();
      await elsewhere.context.addCookies([{ name: 'shop_demo_geo', value: 'US-NY', url: suite.store.url }]);
      const beforeNy = await lastId();
      await elsewhere.page.goto(`${suite.store.url}/shop/`);
      await waitForLogged(beforeNy, (e) => e.service === 'google' && e.event === 'page_view');
      assert.equal(await elsewhere.page.getByRole('region', { name: 'Cookie consent' }).count(), 0);
      await elsewhere.context.close();

      const unknown = await visitor();
      await unknown.context.addCookies([{ name: 'shop_demo_geo', value: 'fail', url: suite.store.url }]);
      await unknown.page.goto(`${suite.store.url}/shop/`);
      await unknown.page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await settle(unknown.page);
      assert.deepEqual(recorderCalls(unknown.requests), []);
      await unknown.context.close();
    } finally {
      await saveSettings({ restricted_regions: '' });
    }
  });
});

describe('the settings page', () => {
  test('each service has its fieldset (on/off, id, its options); turning one off and renaming a conversion reach the page’s data layer', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/tracking-settings/`);
    const legends = await page.locator('fieldset[data-service] legend').allTextContents();
    assert.equal(legends.length, 11, legends.join(' | '));
    for (const name of ['tiktok', 'pinterest', 'snapchat', 'reddit', 'twitter', 'bing', 'linkedin', 'outbrain', 'taboola', 'hotjar', 'vwo']) {
      assert.equal(await page.locator(`input[name="svc_${name}_enabled"]`).isChecked(), true, `${name} on by default`);
      assert.notEqual(await page.locator(`input[name="svc_${name}_id"]`).inputValue(), '', `${name} has an id`);
    }
    assert.equal(await page.getByLabel('Events API (server events with the browser’s event id)').isChecked(), true);
    await context.close();
    const layerOf = async () => {
      const html = await (await fetch(`${suite.store.url}/shop/`)).text();
      return JSON.parse(/<script type="application\/json" id="shop-tracking-data">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
        pixels: Record<string, { event_ids?: Record<string, string> } | null | undefined>;
      };
    };
    await saveSettings({ svc_tiktok_enabled: '0', svc_twitter_events: 'purchase=tw-o8demo-new1' });
    const changed = await layerOf();
    assert.equal(changed.pixels.tiktok, undefined, 'TikTok off: no block');
    assert.deepEqual(changed.pixels.twitter?.event_ids, { purchase: 'tw-o8demo-new1' });
    await saveSettings({
      svc_tiktok_enabled: '1',
      svc_twitter_events:
        'view_item=tw-o8demo-o8v01, add_to_cart=tw-o8demo-o8a01, add_to_wishlist=tw-o8demo-o8w01, begin_checkout=tw-o8demo-o8c01, add_payment_info=tw-o8demo-o8p01, search=tw-o8demo-o8s01, purchase=tw-o8demo-o8b01',
    });
    const restored = await layerOf();
    assert.ok(restored.pixels.tiktok, 'TikTok on again');
    assert.equal(restored.pixels.twitter?.event_ids?.add_to_cart, 'tw-o8demo-o8a01');
  });
});

describe('a page left at once', () => {
  test('the cart page left for the checkout before the vendors’ libraries loaded: its events reach each service once, from the checkout page', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    await addFirstListed(page);
    await settle(page);
    const since = await lastId();
    // The libraries come late on the cart page (a slow network): the events wait in their queues.
    const release = await holdRequests(page, ['*/recorders/gtag/js*', '*/recorders/fbevents.js*', '*/recorders/pixel/*']);
    try {
      // Not waiting for the load event: the A/B library the head script asked for holds it back.
      await page.goto(`${suite.store.url}/cart/`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).some((entry) => entry[0] === 'event' && entry[1] === 'view_cart'),
      );
      // "Proceed to checkout" while the libraries still load: the page goes, begin_checkout with it.
      await page.locator('.wc-proceed-to-checkout a').click();
      await release();
      await page.waitForURL(/\/checkout\//);
      const expected = [...CART_PAGE, ...BEGIN_CHECKOUT].sort();
      await waitForLogged(since, among(expected), expected.length);
      await settle(page);
      const logged = (await inspector(since)).filter(among(expected));
      assert.deepEqual(logged.map(named).sort(), expected, 'each service once, none lost');
      // The libraries that missed them on the cart page had them from the checkout page.
      for (const e of logged.filter((e) => e.channel === 'browser')) assert.match(e.page_url, /\/checkout\/$/, named(e));
      assert.equal(await page.evaluate(() => sessionStorage.getItem('_shop_undelivered_events')), null, 'taken by the checkout page');
    } finally {
      await release();
    }
    await context.close();
  });

  /**
   * Opens `path` with the tracking's collectors (their chunk) held back, once consent is known and
   * they are asked for: the page is the shopper's to leave at once. Returns their release.
   */
  async function openWithCollectorsHeld(page: Page, path: string): Promise<() => Promise<void>> {
    const release = await holdRequests(page, ['*/dist/chunks/start-tracking-*.js']);
    const asked = page.waitForRequest(/start-tracking-[\w-]+\.js$/);
    await page.goto(`${suite.store.url}${path}`, { waitUntil: 'domcontentloaded' });
    await asked;
    return release;
  }

  test('"Proceed to checkout" pressed before the cart page’s collectors loaded: begin checkout reaches each service once, dated and placed on the cart page', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    await addFirstListed(page);
    await settle(page);
    const since = await lastId();
    // Consent known, the collectors on their way: the shopper presses at once and the page goes.
    const release = await openWithCollectorsHeld(page, '/cart/');
    try {
      const pressedAt = Date.now();
      await page.locator('.wc-proceed-to-checkout a').click();
      await release();
      await page.waitForURL(/\/checkout\//);
      await waitForLogged(since, among(BEGIN_CHECKOUT), BEGIN_CHECKOUT.length);
      await settle(page);
      const logged = (await inspector(since)).filter(among(BEGIN_CHECKOUT));
      assert.deepEqual(logged.map(named).sort(), BEGIN_CHECKOUT, 'each service once, none lost');
      // The server copy carries the event's own page and time: the cart page, when it was pressed.
      const capi = logged.find((e) => e.service === 'facebook-capi')!.payload as { data?: { event_source_url: string; event_time: number }[] };
      const sent = capi.data?.[0] ?? (capi as unknown as { event_source_url: string; event_time: number });
      assert.match(sent.event_source_url, /\/cart\/$/);
      assert.ok(Math.abs(sent.event_time - pressedAt / 1000) < 5, `${sent.event_time} vs ${pressedAt / 1000}`);
      assert.equal(await page.evaluate(() => sessionStorage.getItem('_shop_handed_on_actions')), null, 'taken by the checkout page');
    } finally {
      await release();
    }
    await context.close();
  });

  test('a product clicked before the listing’s collectors loaded: select item reaches Google once, with the product clicked', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    await settle(page);
    const since = await lastId();
    const release = await openWithCollectorsHeld(page, '/shop/');
    try {
      const card = page.locator('ul.products li.product').first();
      const productId = await card.locator('[data-product_id]').first().getAttribute('data-product_id');
      await card.locator('a.woocommerce-LoopProduct-link').first().click();
      await release();
      await page.waitForURL(/\/product\//);
      const [selected] = await waitForLogged(since, (e) => e.service === 'google' && e.event === 'select_item');
      await settle(page);
      assert.equal((await inspector(since)).filter((e) => e.service === 'google' && e.event === 'select_item').length, 1, 'once');
      assert.equal((selected!.payload as { items: { item_id: string }[] }).items[0]!.item_id, productId);
    } finally {
      await release();
    }
    await context.close();
  });
});

function orderCount(): number {
  const db = new Database(suite.dbPath, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('purchase exactly once', () => {
  test('the order received page fires it once: not again on reload, nor in a second tab; the inspector shows the whole flow', async () => {
    const { context, page } = await visitor();
    const since = await lastId();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    // Each page's own events reach the services before the shopper moves on, as they would at a
    // shopper's pace (this test clicks on at once): the inspector below shows this flow's.
    await waitForLogged(since, (e) => e.service === 'google' && e.event === 'view_item_list');
    await addFirstListed(page);
    await waitForLogged(since, (e) => e.service === 'google' && e.event === 'add_to_cart');
    await page.goto(`${suite.store.url}/cart/`);
    await page.locator('.wc-proceed-to-checkout a').click();
    await page.waitForURL(/\/checkout\//);
    await waitForLogged(since, (e) => e.service === 'google' && e.event === 'begin_checkout');
    await fillCheckoutForm(page);
    await page.locator('input[name="payment_method"]').first().check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    const purchases = await waitForLogged(since, among(PURCHASE), PURCHASE.length);
    assert.deepEqual(purchases.map(named).sort(), PURCHASE);
    const orderId = /order-received\/(\d+)/.exec(page.url())![1];
    assert.equal((purchases.find((e) => e.service === 'google')!.payload as { transaction_id: string }).transaction_id, orderId);
    await page.reload();
    const second = await context.newPage();
    await second.goto(page.url());
    await settle(second);
    const all = (await inspector(since)).filter(among(PURCHASE));
    assert.deepEqual(all.map(named).sort(), PURCHASE, 'one purchase per service, not again');
    assert.deepEqual((await inspector(since)).filter(among(PLACE_ORDER)).map(named).sort(), PLACE_ORDER, 'the form sent: place order once per service');
    // The inspector lists the flow: cart add, checkout, purchase, each with its consent.
    const html = await (await fetch(`${suite.store.url}/tracking-inspector/`)).text();
    for (const event of ['view_item_list', 'add_to_cart', 'begin_checkout', 'purchase', 'Purchase', 'AddToCart'])
      assert.match(html, new RegExp(`data-event="${event}"`));
    await context.close();
  });

  test('beside WooCommerce’s checkout.js: a refused form places nothing and its errors take the focus; a double click places one order, tracked once, and its purchase once', async () => {
    const { context, page } = await visitor();
    await context.addCookies([{ name: 'shop_demo_wc_scripts', value: '1', url: suite.store.url }]);
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    await addFirstListed(page);
    // checkout.js runs: it asks for the order review as the page starts.
    const reviewed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await page.goto(`${suite.store.url}/checkout/`);
    await reviewed;
    await fillCheckoutForm(page);
    await page
      .locator('form.checkout')
      .getByRole('checkbox', { name: /terms and conditions/ })
      .uncheck();
    const since = await lastId();
    const refused = page.waitForResponse((response) => response.url().includes('wc-ajax=checkout'));
    await page.getByRole('button', { name: 'Place order' }).click();
    assert.equal(((await (await refused).json()) as { result: string }).result, 'failure');
    const errors = page.locator('form.checkout .woocommerce-NoticeGroup-checkout .woocommerce-error');
    await errors.waitFor();
    assert.match((await errors.textContent()) ?? '', /terms and conditions/);
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('woocommerce-error')), true, 'the errors take the focus');
    await settle(page);
    assert.deepEqual((await inspector(since)).filter(among(PLACE_ORDER)).map(named), [], 'a refused form places no order');
    const ordersBefore = orderCount();
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await waitForLogged(since, among(PURCHASE), PURCHASE.length);
    await settle(page);
    assert.equal(orderCount(), ordersBefore + 1, 'one order for the double click');
    const logged = await inspector(since);
    assert.deepEqual(logged.filter(among(PLACE_ORDER)).map(named).sort(), PLACE_ORDER, 'place order once per service');
    assert.deepEqual(logged.filter(among(PURCHASE)).map(named).sort(), PURCHASE, 'purchase once per service');
    await context.close();
  });

  test('a purchase whose order received page went without consent is recovered once on a later page (ACR)', async () => {
    const { context, page } = await visitor();
    await page.goto(`${suite.store.url}/shop/`);
    await addFirstListed(page);
    await page.goto(`${suite.store.url}/checkout/`);
    await fillCheckoutForm(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    const orderId = /order-received\/(\d+)/.exec(page.url())![1]!;
    await settle(page);
    const since = await lastId();
    await page.goto(`${suite.store.url}/shop/`);
    await acceptAll(page);
    const recovered = await waitForLogged(since, (e) => e.service === 'google' && e.event === 'purchase');
    assert.equal((recovered[0]!.payload as { transaction_id: string }).transaction_id, orderId);
    await page.goto(`${suite.store.url}/product-category/men/`);
    await settle(page);
    assert.equal((await inspector(since)).filter((e) => e.service === 'google' && e.event === 'purchase').length, 1);
    assert.equal(
      (await context.cookies()).some((c) => c.name === 'shop_automatic_conversion_recovery'),
      false,
      'the cookie went with the recovery',
    );
    await context.close();
  });
});
