/**
 * The store's defences through Fastify's inject: requests from other sites, nonces
 * per session, cart item keys, session expiry and purge, security headers, the admin token,
 * and the descriptors answer's caching and compression.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { firstPaintPressesChunk, preloadedChunks } from './pages/assets.ts';
import { describe, expect, test, vi } from 'vitest';
import { buildApp } from './app.ts';
import { ensureAdminToken, isAdminToken } from './security/admin-token.ts';
import { createNonce, nonceTick, verifyNonce } from './security/nonces.ts';
import { purgeExpiredSessions, SESSION_COOKIE } from './session.ts';
import { useTestStore } from './testing/use-test-store.ts';

const HOODIE = 46;
const store = useTestStore('shop-security-');

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A shopper with a hoodie in the cart: their cookie header, the line's key, the session id, the cart hash. */
async function shopper() {
  const browser = store.browser();
  const added = await browser.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE) });
  const key = /data-cart_item_key="([0-9a-f]{32})"/.exec(added.json().fragments['div.widget_shopping_cart_content'])![1]!;
  return { cookie: browser.jar.header(), key, sessionId: browser.sessionId, hash: added.json().cart_hash as string };
}

describe('requests from other sites', () => {
  test.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ])('a state-changing request with %s is refused with 403 before any route', async (_name, headers) => {
    const { cookie, hash } = await shopper();
    const response = await store.app.inject({
      method: 'POST',
      url: '/?wc-ajax=add_to_cart',
      headers: { ...form, ...headers, cookie },
      payload: `product_id=${HOODIE}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
    const after = await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie } });
    expect(after.json().cart_hash).toBe(hash);
  });

  test('the same origin and requests without Origin (scripts of the shop, curl) go through', async () => {
    for (const headers of [{ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }, {}]) {
      const response = await store.app.inject({
        method: 'POST',
        url: '/?wc-ajax=add_to_cart',
        headers: { ...form, ...headers },
        payload: `product_id=${HOODIE}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  test('an ?add-to-cart= link from another site gets a question, not a cart change', async () => {
    const response = await store.app.inject({ method: 'GET', url: `/shop/?add-to-cart=${HOODIE}`, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Add to cart?</h1>');
    expect(response.body).toMatch(/<form class="cart" action="\/product\/[a-z0-9-]+\/" method="post">/);
    expect(response.cookies).toEqual([]);
    const own = await store.app.inject({ method: 'GET', url: `/shop/?add-to-cart=${HOODIE}`, headers: { 'sec-fetch-site': 'none' } });
    expect(own.statusCode).toBe(303);
    expect(own.cookies.map((c) => c.name)).toContain('woocommerce_items_in_cart');
  });
});

describe('nonces and keys are per session', () => {
  test("another session's nonce is refused; the previous tick's is accepted, older ones not", () => {
    const nonce = createNonce(store.db, 'woocommerce-cart', 't_a');
    expect(verifyNonce(store.db, 'woocommerce-cart', 't_a', nonce)).toBe(1);
    expect(verifyNonce(store.db, 'woocommerce-cart', 't_b', nonce)).toBe(false);
    expect(verifyNonce(store.db, 'woocommerce-cart', null, nonce)).toBe(false);
    expect(verifyNonce(store.db, 'other-action', 't_a', nonce)).toBe(false);
    expect(verifyNonce(store.db, 'woocommerce-cart', 't_a', createNonce(store.db, 'woocommerce-cart', 't_a', nonceTick() - 1))).toBe(2);
    expect(verifyNonce(store.db, 'woocommerce-cart', 't_a', createNonce(store.db, 'woocommerce-cart', 't_a', nonceTick() - 2))).toBe(false);
  });

  test("a remove link with another shopper's nonce does nothing; with the shopper's own it removes", async () => {
    const victim = await shopper();
    const attacker = await shopper();
    const attackerNonce = /_wpnonce=([0-9a-f]{10})/.exec(
      (await store.app.inject({ method: 'GET', url: '/cart/', headers: { cookie: attacker.cookie } })).body,
    )![1]!;
    await store.app.inject({ method: 'GET', url: `/cart/?remove_item=${victim.key}&_wpnonce=${attackerNonce}`, headers: { cookie: victim.cookie } });
    expect((await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: victim.cookie } })).json().cart_hash).toBe(
      victim.hash,
    );
    const ownNonce = createNonce(store.db, 'woocommerce-cart', victim.sessionId);
    await store.app.inject({ method: 'GET', url: `/cart/?remove_item=${victim.key}&_wpnonce=${ownNonce}`, headers: { cookie: victim.cookie } });
    expect((await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: victim.cookie } })).json().cart_hash).toBe(
      '',
    );
  });

  test('the same product gets a different cart item key in every session', async () => {
    const [a, b] = [await shopper(), await shopper()];
    expect(a.key).not.toBe(b.key);
  });

  test('the cart form and checkout need their nonces', async () => {
    const s = await shopper();
    const refused = await store.app.inject({
      method: 'POST',
      url: '/cart/',
      headers: { ...form, cookie: s.cookie },
      payload: `cart%5B${s.key}%5D%5Bqty%5D=5&update_cart=1`,
    });
    expect(refused.statusCode).toBe(303);
    expect((await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: s.cookie } })).json().cart_hash).toBe(s.hash);
    const nonce = createNonce(store.db, 'woocommerce-cart', s.sessionId);
    await store.app.inject({
      method: 'POST',
      url: '/cart/',
      headers: { ...form, cookie: s.cookie },
      payload: `cart%5B${s.key}%5D%5Bqty%5D=5&update_cart=1&woocommerce-cart-nonce=${nonce}`,
    });
    expect(
      (await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: s.cookie } })).json().fragments[
        'span.shop-MiniCart-count'
      ],
    ).toContain('>5<');
    const checkout = await store.app.inject({
      method: 'POST',
      url: '/checkout/',
      headers: { ...form, cookie: s.cookie },
      payload: 'billing_first_name=A&billing_last_name=B&billing_address_1=C&billing_city=D&billing_postcode=1&billing_country=E&billing_email=a%40b.co',
    });
    expect(checkout.body).toContain('We were unable to process your order, please try again.');
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
  });

  test('a stale page nonce is replaced by the refresh action, for the session only', async () => {
    const s = await shopper();
    const response = await store.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { ...form, cookie: s.cookie },
      payload: 'action=shop_refresh_nonce',
    });
    expect(response.json()).toEqual({ success: true, data: { nonce: createNonce(store.db, 'shop-cart-quantity', s.sessionId) } });
  });
});

describe('sessions', () => {
  test('cookies are HttpOnly (session), SameSite=Lax, and Secure behind HTTPS', async () => {
    const secure = await buildApp(store.db, { https: true });
    const { cookieSettings } = await import('./session.ts');
    const before = cookieSettings.secure;
    cookieSettings.secure = true;
    const response = await secure.inject({ method: 'POST', url: '/?wc-ajax=add_to_cart', headers: form, payload: `product_id=${HOODIE}` });
    cookieSettings.secure = before;
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    expect(response.cookies.find((c) => c.name === 'woocommerce_cart_hash')).toMatchObject({ sameSite: 'Lax', secure: true });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    await secure.close();
  });

  test('expired sessions are purged with their carts; live ones stay', async () => {
    const s = await shopper();
    store.db.prepare("INSERT INTO sessions (id, cart, expires_at) VALUES ('t_expired', '[]', 1)").run();
    expect(purgeExpiredSessions(store.db)).toBeGreaterThanOrEqual(1);
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE id = 't_expired'").get()).toEqual({ n: 0 });
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE id = ?').get(s.sessionId)).toEqual({ n: 1 });
  });

  test('an expired session cookie is no session, even while its row exists', async () => {
    const s = await shopper();
    store.db.prepare('UPDATE sessions SET expires_at = 1 WHERE id = ?').run(s.sessionId);
    const response = await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: s.cookie } });
    expect(response.json().cart_hash).toBe('');
  });
});

describe('headers', () => {
  test.each(['/shop/', '/?wc-ajax=get_refreshed_fragments', '/wp-json/storefront/v1/filters/descriptors'])(
    '%s carries the security headers and a CSP without unsafe-inline scripts or eval',
    async (url) => {
      const response = await store.app.inject({ method: url.includes('wc-ajax') ? 'POST' : 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(/script-src [^;]*/.exec(csp)![0]).not.toMatch(/unsafe/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  test('CSP reports are accepted (204)', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src-attr' } }),
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('the admin token', () => {
  test('is random, made once, kept as a hash, and checked in constant time', () => {
    vi.stubEnv('SHOP_ADMIN_TOKEN', '');
    store.db.prepare("DELETE FROM options WHERE name = 'admin_token_sha256'").run();
    const token = ensureAdminToken(store.db)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(ensureAdminToken(store.db)).toBeNull();
    expect(JSON.stringify(store.db.prepare('SELECT value FROM options').all())).not.toContain(token);
    expect(isAdminToken(store.db, token)).toBe(true);
    expect(isAdminToken(store.db, 'demo-admin')).toBe(false);
    vi.unstubAllEnvs();
  });
});

describe('descriptors answer', () => {
  test('built once per index state: ETag and Last-Modified revalidate to 304; gzip and Brotli decode to the same JSON', async () => {
    const plain = await store.app.inject({ method: 'GET', url: '/wp-json/storefront/v1/filters/descriptors' });
    const etag = String(plain.headers.etag);
    expect((await store.app.inject({ method: 'GET', url: '/wp-json/storefront/v1/filters/descriptors', headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    expect(
      (
        await store.app.inject({
          method: 'GET',
          url: '/wp-json/storefront/v1/filters/descriptors',
          headers: { 'if-modified-since': String(plain.headers['last-modified']) },
        })
      ).statusCode,
    ).toBe(304);
    const br = await store.app.inject({
      method: 'GET',
      url: '/wp-json/storefront/v1/filters/descriptors',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await store.app.inject({ method: 'GET', url: '/wp-json/storefront/v1/filters/descriptors', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });
});

describe('delivery', () => {
  test('pages go out compressed, with a meta description and the loader preloaded', async () => {
    const page = await store.app.inject({ method: 'GET', url: '/shop/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    const html = (await store.app.inject({ method: 'GET', url: '/product/hoodie-with-logo/' })).body;
    expect(html).toMatch(/<meta name="description" content="[^"]{20,155}">/);
    expect(html).toContain('<link rel="modulepreload" href="/dist/loader.js">');
  });

  test("the preloaded chunks are the loader's and the mini-cart's imports, dependencies first", () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-manifest-'));
    const manifest = join(dir, 'manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        'shared/loader.ts': { file: 'loader.js', imports: ['_core.js'] },
        '_core.js': { file: 'chunks/core-5.js' },
        'elements/mini-cart/define.ts': { file: 'elements/mini-cart.js', imports: ['_shared.js', '_react.js'] },
        '_shared.js': { file: 'chunks/shared-1.js', imports: ['_runtime.js', '_react.js'] },
        '_react.js': { file: 'chunks/react-2.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'chunks/runtime-3.js' },
        '_filter.js': { file: 'chunks/filter-4.js' },
        'shared/runtime/first-paint-presses.ts': { file: 'chunks/first-paint-presses-6.js' },
      }),
    );
    expect(firstPaintPressesChunk(manifest), 'the first paint’s presses module, for the pages that print a copy').toBe('/dist/chunks/first-paint-presses-6.js');
    expect(firstPaintPressesChunk(join(dir, 'missing.json'))).toBeNull();
    expect(preloadedChunks(manifest)).toEqual(['/dist/chunks/core-5.js', '/dist/chunks/runtime-3.js', '/dist/chunks/react-2.js', '/dist/chunks/shared-1.js']);
    expect(preloadedChunks(join(dir, 'missing.json'))).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
