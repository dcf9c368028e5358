/** WooCommerce's layered-navigation links (filter_color=…) on the demo's archives: the same listing as the filter's own parameter. */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-layered-nav-');

const page = async (url: string) => {
  const response = await store.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const count = (body: string) => Number(/(?:of|all) (\d+) results/.exec(body)![1]);
const cards = (body: string) => [...body.matchAll(/<li class="product [^"]*post-(\d+)/g)].map((m) => m[1]);

describe("WooCommerce's layered-navigation links", () => {
  test('filter_color=red lists what pa_color=red lists, without JavaScript; its links are written with pa_color', async () => {
    const all = await page('/shop/');
    const own = await page('/shop/?pa_color=red');
    const woo = await page('/shop/?filter_color=red&query_type_color=or');
    expect(count(own)).toBeLessThan(count(all));
    expect(count(woo)).toBe(count(own));
    expect(cards(woo)).toEqual(cards(own));
    const links = [...woo.matchAll(/class="page-numbers" href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      expect(href).toContain('pa_color=red');
      expect(href).not.toContain('filter_color');
    }
  });
});
