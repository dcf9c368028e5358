/** WooCommerce's price filter widget on the demo's archives (?sidebar=woocommerce): its bounds, min_price / max_price without JavaScript. */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-price-widget-');

const page = async (url: string) => {
  const response = await store.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const attr = (body: string, pattern: RegExp) => pattern.exec(body)?.[1];
/** The lowest price on each card (a variable product shows its range). */
const cardPrices = (body: string) =>
  [...body.matchAll(/<span class="price">([\s\S]*?)<\/span>\s*<\/a>/g)].map((m) =>
    Math.min(...[...m[1]!.matchAll(/\$<\/span>([\d.,]+)/g)].map((p) => Number(p[1]!.replace(',', '')))),
  );

describe("WooCommerce's price filter widget", () => {
  test('prints the widget in <shop-price-slider> with bounds widened to the step, instead of the filter elements', async () => {
    const body = await page('/shop/?sidebar=woocommerce&orderby=price');
    expect(body).toContain('<shop-price-slider><form method="get" action="/shop/">');
    expect(body).not.toContain('<shop-filter-sidebar');
    const min = Number(attr(body, /data-min="([\d.]+)"/));
    const max = Number(attr(body, /data-max="([\d.]+)"/));
    expect(min % 10).toBe(0);
    expect(max % 10).toBe(0);
    expect(min).toBeLessThan(max);
    const prices = cardPrices(body);
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(min);
    // The query's other parameters ride along; min_price, max_price and paged do not.
    expect(body).toMatch(/<input type="hidden" name="sidebar" value="woocommerce"><input type="hidden" name="orderby" value="price">/);
  });

  test('min_price and max_price narrow the listing without JavaScript; the page links keep them; bad values are ignored', async () => {
    const all = await page('/shop/?sidebar=woocommerce&pagination=pagination');
    const narrowed = await page('/shop/?sidebar=woocommerce&pagination=pagination&min_price=40&max_price=50');
    const count = (body: string) => Number(/(?:of|all) (\d+) results/.exec(body)![1]);
    expect(count(narrowed)).toBeLessThan(count(all));
    expect(attr(narrowed, /id="min_price" name="min_price" value="(\d*)"/)).toBe('40');
    expect(attr(narrowed, /id="max_price" name="max_price" value="(\d*)"/)).toBe('50');
    // Bounds still span what the other filters match (not just 40–50).
    expect(attr(narrowed, /data-min="([\d.]+)"/)).toBe(attr(all, /data-min="([\d.]+)"/));
    const links = [...narrowed.matchAll(/class="page-numbers" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(count(narrowed)).toBeGreaterThan(12);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toContain('min_price=40');
    expect(count(await page('/shop/?sidebar=woocommerce&min_price=abc&max_price=-3'))).toBe(count(all));
  });
});
