/**
 * The tracking's and the cart capture's calls on the demo store, each answer held against
 * docs/contract/tracking-endpoints.json (the WordPress plugin's are held against it in
 * wordpress/tests/woocommerce-contract.e2e.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { contractBreach } from '../../../shared/testing/theme-contract.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { BILLING } from '../testing/shopper.ts';

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

  test('the purchase reported once and the order recovered while unreported, with their refusals, fit the contract', async () => {
    const buyer = store.browser();
    await buyer.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE) });
    const placed = (
      await buyer.post('/?wc-ajax=checkout', {
        ...BILLING,
        'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, buyer.sessionId),
      })
    ).json() as { redirect: string };
    const thanks = await buyer.get(new URL(placed.redirect).pathname + new URL(placed.redirect).search);
    const nonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec(thanks.body)![1]!;
    const order = JSON.parse(/"order":(\{"id":"\d+","number":"\d+","key":"[^"]+")/.exec(thanks.body)![1]! + '}') as { id: string; key: string };
    const rest = (path: string, payload: unknown, headers: Record<string, string> = { 'x-wp-nonce': nonce }) =>
      buyer.request({
        method: 'POST',
        url: `/wp-json/shop/v1/${path}/`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      });
    const ajax = (action: string, fields: Record<string, string>) => buyer.post('/wp-admin/admin-ajax.php', { action, ...fields });
    const ids = { order_id: order.id, order_key: order.key };
    const answers: [string, { statusCode: number; body: string }][] = [
      ['tracking/acr-order', await rest('acr/order', ids)],
      ['shop_get_acr_order_data', await ajax('shop_get_acr_order_data', ids)],
      ['tracking/acr-order', await rest('acr/order', { order_id: 'x', order_key: order.key })],
      ['shop_get_acr_order_data', await ajax('shop_get_acr_order_data', { order_id: order.id, order_key: '' })],
      ['tracking/pixels-fired', await rest('pixels-fired', { ...ids, source: 'thankyou_page' }, {})],
      ['shop_purchase_pixels_fired', await ajax('shop_purchase_pixels_fired', { ...ids, nonce: 'forged' })],
      ['tracking/pixels-fired', await rest('pixels-fired', { order_id: order.id, order_key: 'wrong', source: 'thankyou_page' })],
      ['tracking/pixels-fired', await rest('pixels-fired', { ...ids, source: 'thankyou_page' })],
      ['shop_purchase_pixels_fired', await ajax('shop_purchase_pixels_fired', { ...ids, nonce, source: 'acr_full_auto' })],
      ['tracking/acr-order', await rest('acr/order', ids)],
    ];
    expect(answers.map(([, answer]) => answer.statusCode)).toEqual([200, 200, 400, 400, 403, 403, 404, 200, 200, 200]);
    expect(answers.map(([action, answer]) => contractBreach(action, answer.statusCode, answer.body)).filter(Boolean)).toEqual([]);
    const bodies = answers.map(([, answer]) => JSON.parse(answer.body) as { success: boolean; data: Record<string, unknown> });
    expect(bodies[0]!.success).toBe(true);
    expect(bodies.slice(7, 9).map((body) => body.data.first)).toEqual([true, false]);
    expect(bodies[9]).toEqual({ success: false, data: { message: 'Nothing to recover.' } });
  });

  test('server copies, the session identifiers and the IPv6 address, with their refusals, fit the contract', async () => {
    const shopper = store.browser();
    const visitor = store.browser();
    const visitorNonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec((await visitor.get('/cart/')).body)![1]!;
    await shopper.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE) });
    const nonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec((await shopper.get('/cart/')).body)![1]!;
    const event = { event: 'add_to_cart', consent: { marketing: true }, facebook: { event_name: 'AddToCart', event_id: 'abc123', user_data: {} } };
    const sse = (payload: unknown, query = `?_wpnonce=${nonce}`) =>
      shopper.request({
        method: 'POST',
        url: `/wp-json/shop/v1/sse/${query}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const ajax = (who: typeof shopper, action: string, fields: Record<string, string>) => who.post('/wp-admin/admin-ajax.php', { action, ...fields });
    const answers: [string, { statusCode: number; body: string }][] = [
      ['tracking/sse', await sse(event)],
      ['tracking/sse', await sse({ ...event, consent: { marketing: false } })],
      ['tracking/sse', await sse({ event: 'nonsense', consent: { marketing: true } })],
      ['tracking/sse', await sse(event, '?_wpnonce=forged')],
      ['shop_server_to_server_event', await ajax(shopper, 'shop_server_to_server_event', { nonce, data: JSON.stringify(event) })],
      ['shop_server_to_server_event', await ajax(shopper, 'shop_server_to_server_event', { nonce, data: '{' })],
      [
        'shop_process_transient_session_identifiers',
        await ajax(shopper, 'shop_process_transient_session_identifiers', { nonce, gclid: 'abc-123', referrer: 'https://search.example/' }),
      ],
      ['shop_process_transient_session_identifiers', await ajax(visitor, 'shop_process_transient_session_identifiers', { nonce: visitorNonce, gclid: 'abc' })],
      ['shop_store_ipv6_in_server_session', await ajax(shopper, 'shop_store_ipv6_in_server_session', { nonce, ipv6: '2001:db8::1' })],
      ['shop_store_ipv6_in_server_session', await ajax(shopper, 'shop_store_ipv6_in_server_session', { nonce, ipv6: '10.0.0.1' })],
      ['shop_store_ipv6_in_server_session', await ajax(shopper, 'shop_store_ipv6_in_server_session', { nonce: 'forged', ipv6: '2001:db8::1' })],
    ];
    expect(answers.map(([, answer]) => answer.statusCode)).toEqual([200, 200, 400, 403, 200, 400, 200, 200, 200, 400, 403]);
    expect(answers.map(([action, answer]) => contractBreach(action, answer.statusCode, answer.body)).filter(Boolean)).toEqual([]);
  });

  test("the push prompt's subscription saved and removed, with its refusals, fits the contract", async () => {
    const shopper = store.browser();
    const nonce = /"api":\{[^}]*"nonce":"([0-9a-f]+)"/.exec((await shopper.get('/cart/')).body)![1]!;
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/contract-test', public_key: `B${'A'.repeat(86)}`, private_key: 'A'.repeat(22) };
    const ajax = (action: string, fields: Record<string, string>) => shopper.post('/wp-admin/admin-ajax.php', { action, ...fields });
    const answers: [string, { statusCode: number; body: string }][] = [
      ['save_notification_subscription', await ajax('save_notification_subscription', { nonce, ...subscription })],
      [
        'save_notification_subscription',
        await ajax('save_notification_subscription', { nonce, ...subscription, endpoint: 'https://attacker.example/collect' }),
      ],
      ['save_notification_subscription', await ajax('save_notification_subscription', { nonce: 'forged', ...subscription })],
      ['remove_notification_subscription', await ajax('remove_notification_subscription', { nonce, ...subscription })],
    ];
    expect(answers.map(([, answer]) => answer.statusCode)).toEqual([200, 400, 403, 200]);
    expect(answers.map(([action, answer]) => contractBreach(action, answer.statusCode, answer.body)).filter(Boolean)).toEqual([]);
  });
});
