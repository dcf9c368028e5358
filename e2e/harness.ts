/**
 * The one way an e2e file gets its demo store and Chromium: started before its tests with a
 * database of its own (prepared first when the file needs a particular catalogue), stopped after.
 * `suite.store` and `suite.browser` are set once `before` has run; a file that takes the store
 * away (a killed server) stops and starts it again through the suite, on the same address and
 * database.
 */
import { after, before } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { pageDiagnosticsOnFailure } from './page-diagnostics.ts';
import { copySeededDatabase, E2E_MANAGER_PASSWORD, freePort, startStore, type RunningStore } from './store-server.ts';

export interface DemoSuite {
  store: RunningStore;
  browser: Browser;
  /** The store's SQLite file (read it to check what the shop holds). */
  dbPath: string;
  /** Stops the store, its database kept: a shop that went away. */
  stopStore(): Promise<void>;
  /** Starts the stopped store again, on the same address and database. */
  startStore(): Promise<void>;
}

export interface SuiteOptions {
  /** The store's environment, added to the defaults (read once the suite starts). */
  env?: () => Record<string, string>;
  /** Writes the database before the store first starts (a catalogue the file needs). */
  prepare?(dbPath: string): void | Promise<void>;
  /**
   * The file's own set-up, once the store and the browser run. A file's own top-level `before`
   * would not wait for them: node:test does not run root hooks one after another.
   */
  setUp?(suite: DemoSuite): void | Promise<void>;
  /**
   * 'refused' (default): every visitor of the file has already answered the consent banner with
   * "Reject all", so the banner does not sit over what the file tests and nothing is tracked.
   * 'ask': visitors arrive with no choice (the consent suite).
   */
  consent?: 'refused' | 'ask';
  /**
   * 'declined' (default): every visitor has already said "No thanks" to the cart push prompt, so
   * its dialog does not open over what the file tests after a cart add. 'ask': the push suite.
   */
  pushPrompt?: 'declined' | 'ask';
}

/** The stored choice of a visitor who rejected everything under the demo's policy revision 1. */
const REFUSED_CONSENT = JSON.stringify({ v: 1, revision: 1, categories: { statistics: false, marketing: false, preferences: false }, at: 0 });

function answerConsentInEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await context.addInitScript((choice) => {
      // A new page's about:blank has no storage to read (an error there would only be noise in a failure's log).
      if (location.protocol.startsWith('http') && !localStorage.getItem('shop_consent')) localStorage.setItem('shop_consent', choice);
    }, REFUSED_CONSENT);
    return context;
  };
}

function declinePushPromptInEveryContext(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await context.addInitScript({
      content: `if (location.protocol.startsWith('http') && !localStorage.getItem('shop_push')) localStorage.setItem('shop_push', '{"declined":true}');`,
    });
    return context;
  };
}

export function demoStoreSuite(prefix: string, options: SuiteOptions = {}): DemoSuite {
  let dir = '';
  let port = 0;
  const suite: DemoSuite = {
    store: null as unknown as RunningStore,
    browser: null as unknown as Browser,
    dbPath: '',
    stopStore: () => suite.store.stop(),
    async startStore() {
      suite.store = await startStore(port, suite.dbPath, options.env?.());
    },
  };
  const diagnostics = pageDiagnosticsOnFailure();
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    suite.dbPath = join(dir, 'shop.sqlite');
    // A suite's preparation (a catalogue with hostile names) starts from the seeded copy too.
    copySeededDatabase(suite.dbPath);
    await options.prepare?.(suite.dbPath);
    port = await freePort();
    suite.store = await startStore(port, suite.dbPath, options.env?.());
    suite.browser = await launchChromium();
    diagnostics.watch(suite.browser);
    if ((options.consent ?? 'refused') === 'refused') answerConsentInEveryContext(suite.browser);
    if ((options.pushPrompt ?? 'declined') === 'declined') declinePushPromptInEveryContext(suite.browser);
    await options.setUp?.(suite);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.store?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return suite;
}

/** A fresh visitor (own cookies) on `path` at `width` × 800. */
export async function openAt(suite: DemoSuite, path: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${path}`);
  return page;
}

/**
 * Waits until the listing is the filter's: the products drawn from its first result, and the page
 * links and ordering (where the page has them) taken over. A press before that is the server's
 * link or form: a page load, which works too but is not the path a test of ours means.
 */
export async function listingReady(page: Page): Promise<void> {
  await page.locator('shop-products[data-state="ready"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    ['shop-pagination', 'shop-sort'].every((tag) => !document.querySelector(tag) || !!document.querySelector(`${tag}[data-shop-ready]`)),
  );
}

/**
 * Waits until `<shop-add-to-cart>` handles adds: a click before would be WooCommerce's plain
 * link or form post (a reload), which works too but is not the path a test of ours means.
 */
/**
 * Holds back the page's requests whose URL matches one of `patterns` (DevTools wildcards: `*`,
 * `?`) until the returned release is called; every other request goes as usual (the caches
 * off). Not Playwright's
 * routing: it pauses every request of the page for its handler, and a beacon sent as the page
 * left was aborted there before it went out (the server copies then went missing at random).
 */
export async function holdRequests(page: Page, patterns: string[]): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const paused: string[] = [];
  let held = true;
  const go = (requestId: string) => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
  cdp.on('Fetch.requestPaused', ({ requestId }) => (held ? paused.push(requestId) : void go(requestId)));
  // A copy in the browser's caches would not be asked for (as with Playwright's routing, which turns them off).
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Fetch.enable', { patterns: patterns.map((urlPattern) => ({ urlPattern })) });
  return async () => {
    held = false;
    await Promise.all(paused.splice(0).map(go));
  };
}

/**
 * Every <shop-add-to-cart> of the page has started: ready, or (a product's variation form, whose
 * logic loads on its own) holding its forms. A page has several (the product's form, the related
 * products): the first one ready says nothing of the others, and a click on a form whose element
 * has not started is WooCommerce's (its alert, or a reload).
 */
export async function addsWithoutReload(page: Page): Promise<void> {
  // No named function inside: tsx would name it with a helper the page does not have.
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll<HTMLElement>('shop-add-to-cart')];
    return (
      hosts.length > 0 && hosts.every((host) => host.dataset.state === 'ready' || host.querySelector('form.variations_form[data-shop-variation-form]') !== null)
    );
  });
}

/** axe's violations inside `selector`, each as "rule target…" (an empty list is clean). */
export async function axeIds(page: Page, selector: string): Promise<string[]> {
  return (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join()}`);
}

/** Fills the checkout's required billing fields (in the form: the login popup has an e-mail field too). */
export async function fillCheckoutForm(page: Page): Promise<void> {
  for (const [label, value] of [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Street address', '1 Loop St'],
    ['Town / City', 'London'],
    ['Postcode / ZIP', 'N1 9GU'],
    ['Email address', 'ada@example.com'],
  ] as const) {
    await page.locator('form.checkout').getByLabel(label).fill(value);
  }
  await page.getByLabel('Country / Region').selectOption('GB');
  await acceptTerms(page);
}

/** The checkout's required "I have read and agree to the website terms and conditions" box. */
export async function acceptTerms(page: Page): Promise<void> {
  await page
    .locator('form.checkout')
    .getByRole('checkbox', { name: /terms and conditions/ })
    .check();
}

/** A browser context signed in as the demo's shop manager (the owner page's only reader). */
export async function managerContext(suite: DemoSuite): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${suite.store.url}/my-account/`);
  const form = page.locator('main form.woocommerce-form-login');
  await form.locator('#username').fill('manager@luma.example');
  await form.locator('#password').fill(E2E_MANAGER_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForLoadState();
  return { context, page };
}

/** Lowest price on each card of the loop ("$15.00 – $20.00" → 15; a sale card's current price). */
export const cardPrices = (page: Page) =>
  page.$$eval('ul.products > li.product .price', (nodes) =>
    nodes.map((node) => {
      const current = node.querySelector('ins') ?? node;
      return Math.min(...[...(current.textContent ?? '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])));
    }),
  );
