/** The theme's quick view call (admin-ajax shop_quickview) and the trigger on product boxes. */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-quick-view-');

const quickView = (payload: string) =>
  store.app.inject({ method: 'POST', url: '/wp-admin/admin-ajax.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

describe('shop_quickview', () => {
  test("answers the product box: title as h2, price, the product's form, a link to its page", async () => {
    const shop = await store.app.inject({ method: 'GET', url: '/shop/' });
    const match = /<a href="\/product\/([^/]+)\/" class="shop-QuickView-trigger" data-product_id="(\d+)"/.exec(shop.body)!;
    expect(match).not.toBeNull();
    const response = await quickView(`action=shop_quickview&product=${match[2]}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/<h2 class="product_title entry-title">[^<]+<\/h2>/);
    expect(response.body).toMatch(/<form class="(variations_form )?cart"/);
    expect(response.body).toContain(`<a href="/product/${match[1]}/">View full details`);
    expect(response.body).not.toContain('woocommerce-breadcrumb');
  });

  test("a variation's id shows its product; an unknown product is a 404 with a message; a bad id is a 400", async () => {
    const variation = store.db.prepare("SELECT id, parent_id FROM products WHERE type = 'variation' LIMIT 1").get() as { id: number; parent_id: number };
    expect((await quickView(`action=shop_quickview&product=${variation.id}`)).body).toContain(`id="product-${variation.parent_id}"`);
    const unknown = await quickView('action=shop_quickview&product=987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('no longer available');
    expect((await quickView('action=shop_quickview&product=1%3Cscript%3E')).statusCode).toBe(400);
    expect((await quickView('action=shop_quickview')).statusCode).toBe(400);
  });
});
