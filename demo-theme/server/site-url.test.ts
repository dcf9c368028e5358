/**
 * Absolute URLs come from the site's own address, never from the request's Host header: a
 * spoofed Host must not turn the add-to-cart error's product link or the checkout's redirect
 * into links to another site (a poisoned cache would hand them to every shopper).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { CHECKOUT_NONCE_ACTION, createNonce } from './security/nonces.ts';
import { parseSiteUrl } from './site-url.ts';
import { useTestStore } from './testing/use-test-store.ts';
import { CookieJar, sessionIdIn } from './testing/cookie-jar.ts';
import { BILLING } from './testing/shopper.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** A variable product: added without its options, the answer names its page. */
let VARIABLE = 0;

const store = useTestStore('shop-site-url-');
beforeAll(async () => {
  VARIABLE = (store.db.prepare("SELECT id FROM products WHERE type = 'variable' ORDER BY id LIMIT 1").get() as { id: number }).id;
});

describe('absolute URLs and the Host header', () => {
  test('with SHOP_SITE_URL, product_url and the checkout redirect use it whatever Host says', async () => {
    const app = await buildApp(store.db, { siteUrl: 'https://shop.example/some/path' });
    try {
      const failed = await app.inject({
        method: 'POST',
        url: '/?wc-ajax=add_to_cart',
        headers: { ...FORM, host: 'evil.example' },
        payload: `product_id=${VARIABLE}`,
      });
      expect(failed.json().product_url).toMatch(/^https:\/\/shop\.example\/product\/[a-z0-9-]+\/$/);
      const jar = new CookieJar();
      jar.take((await app.inject({ method: 'POST', url: '/?wc-ajax=add_to_cart', headers: FORM, payload: 'product_id=46' })).headers['set-cookie'] as string[]);
      const placed = await app.inject({
        method: 'POST',
        url: '/?wc-ajax=checkout',
        headers: { ...FORM, host: 'evil.example', cookie: jar.header() },
        payload: new URLSearchParams({
          ...BILLING,
          'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, sessionIdIn(jar)),
        }).toString(),
      });
      expect(placed.json().redirect).toMatch(/^https:\/\/shop\.example\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    } finally {
      await app.close();
    }
  });

  test('without it, the address the store listens on', async () => {
    const app = await buildApp(store.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const port = (app.server.address() as AddressInfo).port;
      const failed = await fetch(`http://127.0.0.1:${port}/?wc-ajax=add_to_cart`, {
        method: 'POST',
        headers: { ...FORM, 'x-forwarded-host': 'evil.example' },
        body: `product_id=${VARIABLE}`,
      });
      expect((await failed.json()).product_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/product/`));
      const spoofed = await store.app.inject({
        method: 'POST',
        url: '/?wc-ajax=add_to_cart',
        headers: { ...FORM, host: 'evil.example' },
        payload: `product_id=${VARIABLE}`,
      });
      expect(spoofed.json().product_url).not.toContain('evil.example');
    } finally {
      await app.close();
    }
  });

  test('a site URL that is not one stops the store at start, with the reason', () => {
    expect(parseSiteUrl('https://shop.example:8443/')).toBe('https://shop.example:8443');
    expect(() => parseSiteUrl('shop.example')).toThrow(/SHOP_SITE_URL is not a URL/);
    expect(() => parseSiteUrl('ftp://shop.example')).toThrow(/http:\/\/ or https:\/\//);
  });
});
