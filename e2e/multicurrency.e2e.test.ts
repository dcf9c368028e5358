/**
 * The demo's currency switcher (filter F5.3, F5.6): switching currency changes the cards' prices,
 * the price filter's range and the price values in the URL consistently — the products shown
 * before the switch are shown after, every card's price is inside the URL's range, a yen range
 * has no decimals — with the filter's own changes carried over, and without JavaScript too.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeIds, demoStoreSuite, listingReady, openAt } from './harness.ts';

const suite = demoStoreSuite('shop-multicurrency-');

const cardIds = (page: Page) => page.$$eval('ul.products > li.product', (items) => items.map((li) => Number(/post-(\d+)/.exec(li.className)?.[1])));
/** Each card's lowest shown price, read as the currency writes it ('1.234,50 €', '¥1,500', '$12.00'). */
async function cardPrices(page: Page, decimal: string): Promise<number[]> {
  const texts = await page.$$eval('ul.products > li.product .price .woocommerce-Price-amount', (nodes) => nodes.map((n) => n.textContent ?? ''));
  return texts.map((text) => {
    const digits = text.replace(new RegExp(`[^0-9${decimal === ',' ? ',' : '.'}]`, 'g'), '');
    return Number(decimal === ',' ? digits.replace(',', '.') : digits);
  });
}
const priceParam = (page: Page) => new URL(page.url()).searchParams.get('price') ?? '';
/** The price filter's min / max fields, and what its slider's thumbs say to a screen reader. */
const sliderValues = (page: Page) =>
  page
    .locator('shop-filter-sidebar [data-filter="price"] .shop-Range-inputs input')
    .evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
const sliderSays = (page: Page) =>
  page.locator('shop-filter-sidebar [data-filter="price"] input[type="range"]').evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-valuetext')));
const waitForCards = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('ul.products > li.shop-Products-placeholder') && document.querySelectorAll('ul.products > li.product').length > 0,
  );

describe('the currency switcher', () => {
  test('dollars → euros → yen: prices, the slider and the URL’s price range follow; the same products stay', async () => {
    const page = await openAt(suite, '/shop/?pa_color=black&price=20-40&pagination=pagination', 1280);
    await listingReady(page);
    const dollars = await cardIds(page);
    const count = await page.locator('.woocommerce-result-count').textContent();
    assert.ok(dollars.length > 3, `${dollars.length} black products at $20–40`);
    for (const p of await cardPrices(page, '.')) assert.ok(p >= 20 && p <= 40.01 + 0.01, `$${p}`);

    // To euros (a page load, as the plugins' switchers do): 20–40 dollars is 18.39–36.81 euros, widened to cents.
    await page.getByRole('navigation', { name: 'Currency' }).getByRole('link', { name: '€ EUR' }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'EUR');
    await listingReady(page);
    assert.equal(priceParam(page), '18.39-36.81');
    assert.equal(new URL(page.url()).searchParams.get('pa_color'), 'black');
    assert.equal(await page.locator('.woocommerce-result-count').textContent(), count);
    assert.deepEqual(await cardIds(page), dollars, 'the same products, in the same order');
    for (const p of await cardPrices(page, ',')) assert.ok(p >= 18.39 && p <= 36.81, `${p} €`);
    assert.match((await page.locator('ul.products .price').first().textContent()) ?? '', /^\d+,\d\d\s€/);
    assert.deepEqual(await sliderValues(page), [18.39, 36.81], 'the range holds the URL’s euros');
    assert.deepEqual(await sliderSays(page), ['18,39 €', '36,81 €']);

    // A filter changed in the page (no reload): the switcher's links follow it.
    await page.evaluate('window.__noReload = true');
    await page.locator('shop-filter-sidebar [data-filter="size"] button', { hasText: /^M \(/ }).click();
    await page.waitForURL((url) => url.searchParams.get('pa_size') === 'm');
    await listingReady(page);
    await waitForCards(page);
    const yenLink = page.getByRole('navigation', { name: 'Currency' }).getByRole('link', { name: '¥ JPY' });
    await page.waitForFunction(() => /pa_size=m/.test(document.querySelector<HTMLAnchorElement>('a[data-shop-currency="JPY"]')?.href ?? ''));
    assert.equal(await page.evaluate('window.__noReload'), true);
    const euros = await cardIds(page);

    // To yen: whole amounts in the URL and on the cards, the same products.
    await yenLink.click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'JPY');
    await listingReady(page);
    const [low, high] = priceParam(page).split('-').map(Number) as [number, number];
    assert.ok(Number.isInteger(low) && Number.isInteger(high), priceParam(page));
    assert.equal(new URL(page.url()).searchParams.get('pa_size'), 'm');
    assert.deepEqual(await cardIds(page), euros);
    for (const p of await cardPrices(page, '.')) assert.ok(Number.isInteger(p) && p >= low && p <= high, `¥${p} in ${low}–${high}`);
    assert.match((await page.locator('ul.products .price').first().textContent()) ?? '', /^¥[\d,]+(\s|$|–)/);
    assert.deepEqual(await sliderValues(page), [low, high]);
    // The thumbs speak yen (a side beyond what the other filters leave sits at the slider's end).
    for (const said of await sliderSays(page)) assert.match(said ?? '', /^¥\d{1,3}(,\d{3})*$/);

    // Back to dollars: the parameter goes, the range is in cents again and still holds the products.
    await page.getByRole('navigation', { name: 'Currency' }).getByRole('link', { name: '$ USD' }).click();
    await page.waitForURL((url) => !url.searchParams.has('currency'));
    await listingReady(page);
    assert.match(priceParam(page), /^\d+(\.\d{1,2})?-\d+(\.\d{1,2})?$/);
    assert.deepEqual(await cardIds(page), euros);
    assert.deepEqual(await axeIds(page, '.shop-toolbar'), []);
    await page.context().close();
  });

  test('a price range moved on the slider in euros is written in euros, rounded to cents', async () => {
    const page = await openAt(suite, '/shop/?currency=EUR&pagination=pagination', 1280);
    await listingReady(page);
    const upper = page.locator('shop-filter-sidebar [data-filter="price"] input[type="range"]').last();
    await upper.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.searchParams.has('price'));
    assert.match(priceParam(page), /^(\d+(\.\d{1,2})?)?-\d+(\.\d{1,2})?$/);
    const high = Number(priceParam(page).split('-')[1]);
    await listingReady(page);
    await waitForCards(page);
    for (const p of await cardPrices(page, ',')) assert.ok(p <= high, `${p} € ≤ ${high} €`);
    assert.equal(new URL(page.url()).searchParams.get('currency'), 'EUR', 'the currency stays in the URL the filter writes');
    await page.context().close();
  });

  test('without JavaScript the switcher’s links convert the range the server shows', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.store.url}/shop/?price=20-40`);
    const dollars = await cardIds(page);
    await page.getByRole('link', { name: '¥ JPY' }).click();
    await page.waitForURL((url) => url.searchParams.get('currency') === 'JPY');
    assert.equal(priceParam(page), '2999-6001');
    assert.deepEqual(await cardIds(page), dollars);
    await context.close();
  });
});
