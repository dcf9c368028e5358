/** The cart page's "You may be interested in…" (WooCommerce's cross-sells, the related products standing in). */
import { describe, expect, test } from 'vitest';
import { useTestStore } from '../testing/use-test-store.ts';
import { crossSellIds, relatedProductIds } from './catalogue-queries.ts';

const store = useTestStore('shop-cross-sells-');

const idOf = (slug: string) => (store.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;

describe('cross-sells on the cart page', () => {
  test('two products related to the cart’s, none of them already in it', () => {
    const beanie = idOf('beanie');
    const [firstRelated] = relatedProductIds(store.db, beanie);
    const picked = crossSellIds(store.db, [beanie, firstRelated!]);
    expect(picked).toHaveLength(2);
    expect(picked).not.toContain(beanie);
    expect(picked).not.toContain(firstRelated);
    expect(crossSellIds(store.db, [])).toEqual([]);
  });

  test('the cart page shows them as product cards with add buttons, in an add-to-cart element, before the totals', async () => {
    const shopper = store.browser();
    await shopper.get(`/?add-to-cart=${idOf('beanie')}`);
    const cart = await shopper.get('/cart/');
    expect(cart.body).toContain('<tr class="woocommerce-cart-form__cart-item cart_item">');
    const section = /<div class="cross-sells">.*?<\/shop-add-to-cart><\/div>/s.exec(cart.body)?.[0] ?? '';
    expect(section).toContain('<h2>You may be interested in…</h2>');
    expect(section.match(/<li class="product /g)).toHaveLength(2);
    expect(section).toMatch(/add_to_cart_button/);
    expect(section).not.toContain(`post-${idOf('beanie')} `);
    expect(cart.body.indexOf('class="cross-sells"')).toBeLessThan(cart.body.indexOf('class="cart_totals"'));
  });

  test('an empty cart shows none', async () => {
    const cart = await store.app.inject({ method: 'GET', url: '/cart/' });
    expect(cart.body).toContain('Your cart is currently empty.');
    expect(cart.body).not.toContain('cross-sells');
  });
});
