/**
 * The tracking's and the cart capture's calls on the demo store, each answer held against
 * docs/contract/tracking-endpoints.json (the WordPress plugin's are held against it in
 * wordpress/tests/woocommerce-contract.e2e.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { contractBreach } from '../../../shared/testing/theme-contract.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const HOODIE = 46; // simple product
const store = useTestStore('shop-tracking-contract-');

describe('docs/contract/tracking-endpoints.json', () => {
  test('the REST test, products, the cart, and saving a contact — with their refusals — fit the contract', async () => {
    const shopper = store.browser();
    const empty = await shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_get_cart_items' });
    await shopper.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: '1' });
    const page = await shopper.get('/cart/');
    const nonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec(page.body)![1]!;
    const rest = (path: string, payload: unknown) =>
      shopper.request({
        method: 'POST',
        url: `/wp-json/shop/v1/${path}/`,
        headers: { 'content-type': 'application/json', 'x-wp-nonce': nonce },
        payload: JSON.stringify(payload),
      });
    // A visitor with an empty cart, on a page of their own.
    const visitor = store.browser();
    const visitorNonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec((await visitor.get('/cart/')).body)![1]!;
    const answers: [string, { statusCode: number; body: string }][] = [
      ['tracking/test', await rest('test', {})],
      ['tracking/products', await rest('products', { product_ids: [HOODIE, 999_999] })],
      ['tracking/products', await rest('products', { product_ids: 'all' })],
      ['shop_get_product_ids', await shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_get_product_ids', 'product_ids[]': String(HOODIE) })],
      ['shop_get_cart_items', empty],
      ['shop_get_cart_items', await shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_get_cart_items' })],
      ['shop_save_cart_contact', await shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce, shop_email: 'ada@example.com' })],
      ['shop_save_cart_contact', await shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce, shop_email: 'ada@example' })],
      [
        'shop_save_cart_contact',
        await shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce, shop_email: 'ada@example.com', evil: '1' }),
      ],
      [
        'shop_save_cart_contact',
        await shopper.post('/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce: 'forged', shop_email: 'ada@example.com' }),
      ],
      [
        'shop_save_cart_contact',
        await visitor.post('/wp-admin/admin-ajax.php', { action: 'shop_save_cart_contact', nonce: visitorNonce, shop_email: 'eve@example.com' }),
      ],
    ];
    expect(answers.map(([, answer]) => answer.statusCode)).toEqual([200, 200, 400, 200, 200, 200, 200, 400, 400, 403, 200]);
    expect(answers.map(([action, answer]) => contractBreach(action, answer.statusCode, answer.body)).filter(Boolean)).toEqual([]);
    expect(JSON.parse(answers[1]![1].body).data).toHaveProperty(String(HOODIE));
    expect(JSON.parse(answers[10]![1].body)).toEqual({ success: false, data: { reason: 'no-cart' } });
  });
});
