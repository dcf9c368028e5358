/**
 * The live search on the running demo store, by keyboard alone: typing finds the
 * products (a typo too), a product is inspected in the details panel and added to the cart, Enter
 * opens a suggestion chosen with the arrows and the history remembers it, Enter with nothing
 * chosen goes to the results page, the phone layout; axe in every open state.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { demoStoreSuite } from './harness.ts';

const suite = demoStoreSuite('shop-search-e2e-');

async function open(path: string, width = 1280): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: width < 500 ? 740 : 900 } });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${path}`);
  await page.locator('shop-live-search input[role="combobox"], shop-live-search .shop-LiveSearch-trigger').first().waitFor();
  return page;
}

const box = (page: Page) => page.locator('shop-live-search input[role="combobox"]');
const optionTexts = (page: Page) => page.locator('shop-live-search [role="option"] .shop-LiveSearch-title').allTextContents();
const activeText = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector('shop-live-search input[role="combobox"]')!;
    return document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.querySelector('.shop-LiveSearch-title')?.textContent ?? null;
  });

async function emptyBox(page: Page): Promise<void> {
  await box(page).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
}

async function typeInBox(page: Page, text: string): Promise<void> {
  await emptyBox(page);
  await page.keyboard.type(text, { delay: 40 });
  await page.locator('shop-live-search [role="option"], shop-live-search .shop-LiveSearch-noResults').first().waitFor();
}

/** The box emptied, then `text` put in at once, as a paste is (one input event, one query). */
async function pasteInBox(page: Page, text: string): Promise<void> {
  await emptyBox(page);
  await page.keyboard.insertText(text);
}

/** Arrow down until the active suggestion is `title`. */
async function arrowTo(page: Page, title: string): Promise<void> {
  for (let i = 0; i < 15 && (await activeText(page)) !== title; i++) await page.keyboard.press('ArrowDown');
  assert.equal(await activeText(page), title);
}

async function assertAxeClean(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('shop-live-search').analyze();
  assert.deepEqual(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    context,
  );
}

describe('the live search by keyboard (1280 px)', () => {
  test("'hood' lists hoodies under headlines; a typo still finds the product; axe is clean", async () => {
    const page = await open('/shop/');
    await typeInBox(page, 'hood');
    const titles = await optionTexts(page);
    assert.ok(titles.includes('Hoodie'), titles.join(' | '));
    assert.equal(await box(page).getAttribute('aria-expanded'), 'true');
    assert.match((await page.locator('shop-live-search [role="status"]').textContent()) ?? '', /\d+ suggestions/);
    await assertAxeClean(page, 'suggestions');
    await typeInBox(page, 'hodie');
    await page.waitForFunction(
      () => document.querySelector('shop-live-search .shop-LiveSearch-option--product .shop-LiveSearch-title')?.textContent === 'Hoodie',
    );
    await page.context().close();
  });

  test('how shoppers type: "womens running short" and "trousers" find them; a word the shop never uses is no dead end; "Did you mean" searches the closer spelling', async () => {
    const page = await open('/shop/');
    await typeInBox(page, 'womens running short');
    await page.waitForFunction(() =>
      /Running Short/.test(document.querySelector('shop-live-search [role="option"] .shop-LiveSearch-title')?.textContent ?? ''),
    );
    await typeInBox(page, 'trousers');
    await page.waitForFunction(() =>
      / Pant$/.test(document.querySelector('shop-live-search .shop-LiveSearch-option--product .shop-LiveSearch-title')?.textContent ?? ''),
    );
    await typeInBox(page, 'qqqq hoodie');
    await page.waitForFunction(() =>
      /Hoodie/.test(document.querySelector('shop-live-search .shop-LiveSearch-option--product .shop-LiveSearch-title')?.textContent ?? ''),
    );
    // Pasted, as one input: typed key by key on a loaded machine, a pause past the debounce sent a
    // shorter prefix that found nothing, and the box then rightly sent no query extending it
    // (bad-query prevention), so no "Did you mean" was asked for.
    await pasteInBox(page, 'hoooodie');
    const offer = page.locator('shop-live-search .shop-LiveSearch-didYouMean');
    await offer.waitFor();
    assert.match((await page.locator('shop-live-search [role="status"]').textContent()) ?? '', /No results for hoooodie\. Did you mean hoodie\?/);
    await assertAxeClean(page, 'no results with a suggestion');
    await offer.click();
    await page.waitForFunction(
      () => document.querySelector('shop-live-search .shop-LiveSearch-option--product .shop-LiveSearch-title')?.textContent === 'Hoodie',
    );
    assert.equal(await box(page).inputValue(), 'hoodie');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'the focus stays in the box');
    await page.context().close();
  });

  test('the synonyms saved on the demo settings page count from the next search, without a restart', async () => {
    const page = await open('/demo-settings/');
    const list = page.getByLabel('Synonyms', { exact: true });
    assert.match(await list.inputValue(), /^trousers, pants$/m, 'the defaults are shown');
    await typeInBox(page, 'zorbflap');
    await page.locator('shop-live-search .shop-LiveSearch-noResults').waitFor();
    await list.fill(`${await list.inputValue()}\nzorbflap => beanie\njust one`);
    await page.getByRole('button', { name: 'Save synonyms' }).click();
    await page.locator('.woocommerce-message', { hasText: 'Synonyms saved.' }).waitFor();
    assert.match((await page.locator('.woocommerce-error').textContent()) ?? '', /Line \d+: write two words or more/);
    try {
      await page.locator('shop-live-search input[role="combobox"], shop-live-search .shop-LiveSearch-trigger').first().waitFor();
      await typeInBox(page, 'zorbflap');
      await page.waitForFunction(
        () => document.querySelector('shop-live-search .shop-LiveSearch-option--product .shop-LiveSearch-title')?.textContent === 'Beanie',
      );
    } finally {
      // Back to the defaults for the other tests.
      await page.goto(`${suite.store.url}/demo-settings/`);
      const restored = page.getByLabel('Synonyms', { exact: true });
      await restored.fill((await restored.inputValue()).replace(/\nzorbflap => beanie\njust one$/, ''));
      await page.getByRole('button', { name: 'Save synonyms' }).click();
      await page.locator('.woocommerce-message', { hasText: 'Synonyms saved.' }).waitFor();
    }
    await page.context().close();
  });

  test('a product is inspected in the details panel and added to the cart without leaving the box area', async () => {
    const page = await open('/shop/');
    await typeInBox(page, 'beanie');
    await arrowTo(page, 'Beanie');
    const details = page.locator('shop-live-search .shop-LiveSearch-details');
    await details.locator('.shop-SearchDetails-title').waitFor();
    assert.match((await details.textContent()) ?? '', /SKU: woo-beanie/);
    await assertAxeClean(page, 'details panel');
    await page.keyboard.press('Tab'); // from the box: clear, submit, then the panel's quantity
    for (let i = 0; i < 6 && !(await page.evaluate(() => document.activeElement?.getAttribute('name') === 'quantity')); i++) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'quantity');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('shop-mini-cart .shop-MiniCart-count', { hasText: '2' }).waitFor();
    // The header count can render a moment before the panel's own message: wait for the message, which must come.
    await details.getByText('“Beanie” has been added to your cart').waitFor({ timeout: 3000 });
    await page.locator('shop-live-search [role="status"]', { hasText: 'has been added' }).waitFor({ timeout: 3000 });
    await page.context().close();
  });

  test('Enter opens the suggestion chosen with the arrows; next time the history shows it', async () => {
    const page = await open('/shop/');
    await typeInBox(page, 'beanie');
    await arrowTo(page, 'Beanie');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/beanie\/$/);
    await box(page).focus();
    await page.locator('shop-live-search', { hasText: 'Recently viewed products' }).waitFor();
    assert.ok((await optionTexts(page)).includes('Beanie'));
    await assertAxeClean(page, 'history');
    await page.context().close();
  });

  test('Enter with nothing chosen searches: the results page, the phrase kept in the box', async () => {
    const page = await open('/shop/');
    await typeInBox(page, 'jacket');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('s') === 'jacket' && url.searchParams.get('post_type') === 'product');
    assert.match((await page.locator('h1').textContent()) ?? '', /Search results: “jacket”/);
    assert.ok((await page.locator('ul.products > li.product').count()) > 0);
    await box(page).waitFor();
    assert.equal(await box(page).inputValue(), 'jacket');
    await page.context().close();
  });

  test('the filters work on the results page: a colour narrows the matches in place, counters and order stay within them, the URL keeps the search', async () => {
    const page = await open('/?s=jacket&post_type=product&pagination=pagination');
    await page.locator('shop-filter-sidebar [data-filter="color"] label', { hasText: 'Black' }).waitFor();
    await page.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));
    const matches = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('shop-filter-config')!.textContent!) as { context: { search: { product_ids: number[] } } }).context.search
          .product_ids,
    );
    const shownIds = () => page.locator('ul.products > li.product').evaluateAll((items) => items.map((li) => Number(/post-(\d+)/.exec(li.className)?.[1])));
    const count = () => page.locator('.woocommerce-result-count').textContent();
    assert.match((await count()) ?? '', new RegExp(`of ${matches.length} results`));
    // The counter beside Black counts black jackets, not every black product of the shop.
    const blackLabel = (await page.locator('shop-filter-sidebar [data-filter="color"] label', { hasText: 'Black' }).textContent()) ?? '';
    const blackCount = Number(/\((\d+)\)/.exec(blackLabel)?.[1]);
    assert.ok(blackCount > 0 && blackCount < matches.length, `Black counts ${blackLabel}`);
    await page.locator('shop-filter-sidebar [data-filter="color"] label', { hasText: 'Black' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('pa_color') === 'black' && url.searchParams.get('s') === 'jacket' && url.searchParams.get('post_type') === 'product',
    );
    // The counter and the list change in one render; wait for both (a bare "2 result" would also match "of 12 results").
    await page.waitForFunction(
      ({ n, ids }) =>
        new RegExp(`(^|\\D)${n} results?`).test(document.querySelector('.woocommerce-result-count')?.textContent ?? '') &&
        [...document.querySelectorAll('ul.products > li.product')].every((li) => ids.includes(Number(/post-(\d+)/.exec(li.className)?.[1]))),
      { n: blackCount, ids: matches },
    );
    const black = await shownIds();
    assert.equal(black.length, Math.min(blackCount, 12));
    assert.ok(
      black.every((id) => matches.includes(id)),
      'only matches of the search are listed',
    );
    assert.deepEqual(
      black,
      [...black].sort((a, b) => matches.indexOf(a) - matches.indexOf(b)),
      'most relevant first',
    );
    // Another order sorts the same matches; Relevance is the first choice.
    const ordering = page.locator('select.orderby');
    assert.equal(await ordering.locator('option').first().textContent(), 'Relevance');
    await ordering.selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('orderby') === 'price' && url.searchParams.get('s') === 'jacket');
    await page.waitForFunction(
      (ids) => [...document.querySelectorAll('ul.products > li.product')].map((li) => /post-(\d+)/.exec(li.className)?.[1]).join() !== ids.join(),
      black,
    );
    const byPrice = await shownIds();
    assert.deepEqual([...byPrice].sort(), [...black].sort(), 'the same black jackets');
    assert.equal(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, 'no reload');
    // What the page shows is what the server lists for this URL without JavaScript.
    const server = await (await fetch(page.url())).text();
    const serverIds = [...server.matchAll(/<li class="product type-product post-(\d+)/g)].map((m) => Number(m[1]));
    assert.deepEqual(byPrice, serverIds);
    await page.context().close();
  });
});

describe('the live search on a phone (375 px)', () => {
  test('the box opens as a full-screen modal dialog; suggestions by keyboard; Escape closes it back to its button; axe is clean', async () => {
    const page = await open('/shop/', 375);
    const trigger = page.locator('shop-live-search .shop-LiveSearch-trigger');
    const width = await trigger.evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(width > 300, `the box is ${width}px wide`);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search for products' });
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await page.keyboard.type('tee', { delay: 40 });
    await dialog.locator('[role="option"]').first().waitFor();
    await page.keyboard.press('ArrowDown');
    assert.ok(await activeText(page));
    assert.equal(await page.locator('shop-live-search .shop-LiveSearch-details').count(), 0, 'no details panel on a phone');
    const results = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
      'the search dialog',
    );
    for (let i = 0; i < 3 && (await dialog.isVisible()); i++) await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains('shop-LiveSearch-trigger')),
      true,
      'the focus is back on the search button',
    );
    assert.match((await trigger.textContent()) ?? '', /tee/, 'the button shows the phrase');
    await page.context().close();
  });
});

describe('loaded on intent', () => {
  test('not fetched with the page; a shopper who starts typing in the server’s box keeps the text and the focus, and gets suggestions', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    // Held back until the test lets it through, so the typing surely comes first.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/elements/live-search.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.store.url}/shop/`, { waitUntil: 'load' });
    assert.equal(fetched.filter((path) => path.endsWith('/live-search.js')).length, 0, 'not fetched by the end of load');
    await page.locator('shop-live-search input[name="s"]').focus();
    await page.keyboard.type('hood', { delay: 30 });
    assert.ok(
      fetched.some((path) => path.endsWith('/live-search.js')),
      'the focus asked for it',
    );
    release();
    await box(page).waitFor();
    assert.equal(await box(page).inputValue(), 'hood');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'focus carried over');
    await page.locator('shop-live-search [role="option"]').first().waitFor();
    assert.ok((await optionTexts(page)).includes('Hoodie'));
    await page.keyboard.type('ie');
    assert.equal(await box(page).inputValue(), 'hoodie', 'typing goes on in the same box');
    await context.close();
  });
});
