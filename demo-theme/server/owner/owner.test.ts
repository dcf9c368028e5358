import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestStore, TEST_ADMIN_TOKEN, type TestStore } from '../test-store.ts';
import { attributionFromForm, deviceType, orderOrigin } from '../checkout/order-attribution.ts';
import { createAccount, hashPassword } from '../accounts/accounts.ts';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore('shop-owner-test-');
});
afterAll(() => store.close());

describe('order attribution fields', () => {
  test('cleaned as WooCommerce cleans them: tags and control characters out, cut; an unknown type dropped; the device from the agent', () => {
    const found = attributionFromForm({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: '<b>news</b>\u0000letter',
      wc_order_attribution_utm_medium: 'x'.repeat(500),
      wc_order_attribution_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(found).toEqual({
      source_type: 'utm',
      utm_source: 'news letter',
      utm_medium: 'x'.repeat(200),
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      device_type: 'Mobile',
    });
    expect(attributionFromForm({ wc_order_attribution_source_type: 'evil', wc_order_attribution_utm_source: 'x' })).toEqual({ utm_source: 'x' });
    expect(attributionFromForm({})).toBeNull();
    expect(orderOrigin(null)).toBe('Unknown');
    expect(orderOrigin({ source_type: 'referral', utm_source: 'blog.example' })).toBe('Referral: blog.example');
    expect(deviceType('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('Tablet');
    expect(deviceType('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Desktop');
  });
});

describe('the owner page and managers', () => {
  test('403 for a guest; a manager only by the admin token; bad input is a 400', async () => {
    const guest = await store.app.inject({ method: 'GET', url: '/shop-owner/' });
    expect(guest.statusCode).toBe(403);
    expect(guest.body).toContain('Sorry, you are not allowed to access this page.');
    createAccount(store.db, 'owner@example.com', await hashPassword('a long enough password'));
    const promote = (headers: Record<string, string>, payload: unknown) =>
      store.app.inject({
        method: 'POST',
        url: '/shop-owner/managers',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      });
    expect((await promote({}, { email: 'owner@example.com' })).statusCode).toBe(403);
    expect((await promote({ 'x-shop-admin': 'wrong' }, { email: 'owner@example.com' })).statusCode).toBe(403);
    expect((await promote({ 'x-shop-admin': TEST_ADMIN_TOKEN }, { email: 'nobody@example.com' })).statusCode).toBe(404);
    expect((await promote({ 'x-shop-admin': TEST_ADMIN_TOKEN }, { mail: 'x' })).statusCode).toBe(400);
    expect((await promote({ 'x-shop-admin': TEST_ADMIN_TOKEN }, { email: 'owner@example.com' })).statusCode).toBe(204);
    expect((store.db.prepare("SELECT role FROM users WHERE email = 'owner@example.com'").get() as { role: string }).role).toBe('shop_manager');
  });
});

describe('push endpoints', () => {
  test('only the browsers’ push services (and, for tests, the origins the environment names, over HTTPS)', async () => {
    const { allowedEndpoint } = await import('../push/push-subscriptions.ts');
    expect(allowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', '')).toBe(true);
    expect(allowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', '')).toBe(true);
    expect(allowedEndpoint('https://web.push.apple.com/abc', '')).toBe(true);
    expect(allowedEndpoint('https://fcm.googleapis.com.evil.example/x', '')).toBe(false);
    expect(allowedEndpoint('http://fcm.googleapis.com/x', '')).toBe(false);
    expect(allowedEndpoint('https://fcm.googleapis.com:8443/x', '')).toBe(false);
    expect(allowedEndpoint('https://127.0.0.1:9443/push/1', '')).toBe(false);
    expect(allowedEndpoint('https://127.0.0.1:9443/push/1', 'https://127.0.0.1:9443')).toBe(true);
    expect(allowedEndpoint('http://127.0.0.1:9443/push/1', 'http://127.0.0.1:9443')).toBe(false);
    expect(allowedEndpoint('not a url', '')).toBe(false);
  });
});
