/**
 * My account: registration and login with their nonces and WooCommerce's messages,
 * scrypt hashes, the session id replaced on login with the cart kept, orders tied to the
 * account and visible only to it, logout behind its nonce, the login rate limit, and sessions
 * that survive a restart.
 */
import { describe, expect, test } from 'vitest';
import { LOGIN_LIMIT, verifyPassword } from './accounts.ts';
import { buildApp } from '../app.ts';
import { CHECKOUT_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { SESSION_COOKIE } from '../session.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const store = useTestStore('shop-accounts-');
const visitor = (ip = '10.0.0.1') => store.browser(ip);

const nonceIn = (html: string, name: string) => new RegExp(`name="${name}" value="([0-9a-f]{10})"`).exec(html)?.[1] ?? '';

async function registerAs(v: ReturnType<typeof visitor>, email: string, password: string) {
  const page = (await v.get('/my-account/')).body;
  return v.post('/my-account/', { email, password, register: 'Register', 'woocommerce-register-nonce': nonceIn(page, 'woocommerce-register-nonce') });
}

async function loginAs(v: ReturnType<typeof visitor>, username: string, password: string) {
  const page = (await v.get('/my-account/')).body;
  return v.post('/my-account/', { username, password, login: 'Log in', 'woocommerce-login-nonce': nonceIn(page, 'woocommerce-login-nonce') });
}

describe('registration and login', () => {
  test('registration: WooCommerce messages for bad input; a scrypt hash stored; signed in afterwards', async () => {
    const v = visitor();
    expect((await registerAs(v, 'not-an-email', 'longenough')).body).toContain('Please provide a valid email address.');
    expect((await registerAs(v, 'ada@example.com', 'short')).body).toContain('Please enter a password of at least 8 characters.');
    const done = await registerAs(v, 'Ada@Example.com', 'correct horse battery');
    expect(done.statusCode).toBe(303);
    const row = store.db.prepare('SELECT email, password_hash FROM users').get() as { email: string; password_hash: string };
    expect(row.email).toBe('ada@example.com');
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery', row.password_hash)).toBe(true);
    const account = (await v.get('/my-account/')).body;
    expect(account).toContain('Your account was created successfully.');
    expect(account).toContain('Hello <strong>ada</strong>');
    expect((await registerAs(visitor(), 'ada@example.com', 'another password')).body).toContain('An account is already registered with your email address.');
  });

  test('login: one message for a wrong pair, the nonce checked, the session id replaced and the cart kept', async () => {
    const v = visitor('10.0.0.2');
    await v.post('/?wc-ajax=add_to_cart', { product_id: '46', quantity: '2' });
    const before = v.sessionId;
    const oldCookie = `${SESSION_COOKIE}=${v.jar.get(SESSION_COOKIE)}`;
    expect((await loginAs(v, 'ada@example.com', 'wrong password')).body).toContain('The username or password you entered is incorrect.');
    expect((await loginAs(v, 'nobody@example.com', 'whatever1')).body).toContain('The username or password you entered is incorrect.');
    expect(
      (await v.post('/my-account/', { username: 'ada@example.com', password: 'correct horse battery', login: 'Log in', 'woocommerce-login-nonce': 'forged' }))
        .body,
    ).toContain('Your session has expired.');
    expect((await loginAs(v, 'ada@example.com', 'correct horse battery')).statusCode).toBe(303);
    expect(v.sessionId).not.toBe(before);
    // The old session is emptied and only points to the new one for a moment; its cookie opens nothing.
    expect(store.db.prepare('SELECT cart, user_id, replaced_by FROM sessions WHERE id = ?').get(before)).toEqual({
      cart: '[]',
      user_id: null,
      replaced_by: v.sessionId,
    });
    expect(
      (await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: oldCookie } })).json().fragments[
        'span.shop-MiniCart-count'
      ],
    ).toContain('>0<');
    expect((await store.app.inject({ method: 'GET', url: '/my-account/', headers: { cookie: oldCookie } })).body).toContain('<h2>Login</h2>');
    const fragments = (await v.post('/?wc-ajax=get_refreshed_fragments', {})).json();
    expect(fragments.fragments['span.shop-MiniCart-count']).toContain('>2<');
  });

  test('5 failures lock the account, whichever name they used (email or display name) and from any address', async () => {
    await registerAs(visitor('10.0.1.1'), 'hopper@example.com', 'correct horse battery');
    const v = visitor('10.0.0.9');
    for (let i = 0; i < LOGIN_LIMIT.perAccount; i++) await loginAs(v, i % 2 ? 'hopper' : 'HOPPER@example.com', `guess ${i}`);
    const blocked = await loginAs(v, 'hopper@example.com', 'correct horse battery');
    expect(blocked.body).toMatch(/Too many failed login attempts\. Please try again in 1[45] minutes\./);
    expect((await loginAs(visitor('10.0.0.10'), 'hopper', 'correct horse battery')).body).toContain('Too many failed login attempts');
    expect(
      (
        store.db
          .prepare("SELECT count FROM login_attempts WHERE key = 'login:account:' || (SELECT id FROM users WHERE email = 'hopper@example.com')")
          .get() as {
          count: number;
        }
      ).count,
    ).toBe(5);
  });

  // 31 logins, each hashing a password with scrypt (unknown accounts too, so timing tells nothing):
  // seconds on a busy 2-core machine, past vitest's default 5 s.
  test('one address guessing across many accounts is stopped too; a right password does not count', { timeout: 30_000 }, async () => {
    const v = visitor('10.0.0.13');
    expect((await loginAs(v, 'ada@example.com', 'correct horse battery')).statusCode).toBe(303);
    for (let i = 0; i < LOGIN_LIMIT.perAddress; i++) await loginAs(visitor('10.0.0.13'), `nobody${i}@example.com`, 'wrong password');
    expect((await loginAs(visitor('10.0.0.13'), 'ada@example.com', 'correct horse battery')).body).toContain('Too many failed login attempts');
    expect((await loginAs(visitor('10.0.0.14'), 'ada@example.com', 'correct horse battery')).statusCode).toBe(303);
  });

  test('two accounts whose emails share a local part get display names of their own; each signs in by its own', async () => {
    const first = visitor('10.0.7.1');
    const second = visitor('10.0.7.2');
    expect((await registerAs(first, 'grace@one.example', 'correct horse battery')).statusCode).toBe(303);
    expect((await registerAs(second, 'grace@two.example', 'another horse battery')).statusCode).toBe(303);
    const names = store.db.prepare("SELECT id, display_name FROM users WHERE email LIKE 'grace@%' ORDER BY id").all() as { id: number; display_name: string }[];
    expect(names.map((n) => n.display_name)).toEqual(['grace', `grace-${names[1]!.id}`]);
    expect((await loginAs(visitor('10.0.7.3'), `grace-${names[1]!.id}`, 'another horse battery')).statusCode).toBe(303);
    expect((await loginAs(visitor('10.0.7.4'), 'grace', 'correct horse battery')).statusCode).toBe(303);
  });

  test("?redirect_to= (the checkout's login link) brings the shopper back to a path on this site, never elsewhere", async () => {
    const v = visitor('10.0.0.11');
    const page = (await v.get('/my-account/?redirect_to=%2Fcheckout%2F')).body;
    expect(page).toContain('<input type="hidden" name="redirect" value="/checkout/">');
    const loggedIn = await v.post('/my-account/', {
      username: 'ada@example.com',
      password: 'correct horse battery',
      login: 'Log in',
      redirect: '/checkout/',
      'woocommerce-login-nonce': nonceIn(page, 'woocommerce-login-nonce'),
    });
    expect(loggedIn.statusCode).toBe(303);
    expect(loggedIn.headers.location).toBe('/checkout/');
    const hostile = (await visitor('10.0.0.12').get(`/my-account/?redirect_to=${encodeURIComponent('/"><script>alert(1)</script>')}`)).body;
    expect(hostile).toContain('name="redirect" value="/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
    expect(hostile).not.toContain('<script>alert(1)');
    for (const evil of ['//evil.example/', 'https://evil.example/', '/\\evil.example/']) {
      const body = (await visitor('10.0.0.12').get(`/my-account/?redirect_to=${encodeURIComponent(evil)}`)).body;
      const redirects = [...body.matchAll(/name="redirect" value="([^"]*)"/g)].map((m) => m[1]);
      // The popup's own field names this page (the attacker's text URL-encoded inside it); the
      // login form gets no field from the query.
      expect(redirects).toEqual([`/my-account/?redirect_to=${encodeURIComponent(evil)}`]);
    }
  });
});

describe('orders in my account', () => {
  test("an order placed while signed in is listed and viewable; another customer's is not", async () => {
    const v = visitor('10.0.0.3');
    await loginAs(v, 'ada@example.com', 'correct horse battery');
    await v.post('/?wc-ajax=add_to_cart', { product_id: '46', quantity: '1' });
    const checkout = (await v.get('/checkout/')).body;
    expect(checkout).toContain('value="ada@example.com"');
    const placed = (
      await v.post('/?wc-ajax=checkout', {
        billing_first_name: 'Ada',
        billing_last_name: 'Lovelace',
        billing_country: 'GB',
        billing_address_1: '1 Row',
        billing_city: 'London',
        billing_postcode: 'N1 9GU',
        billing_email: 'ada@example.com',
        payment_method: 'shop_demo',
        'woocommerce-process-checkout-nonce': createNonce(store.db, CHECKOUT_NONCE_ACTION, v.sessionId),
      })
    ).json();
    expect(placed.result).toBe('success');
    const orders = (await v.get('/my-account/orders/')).body;
    expect(orders).toContain(`<a href="/my-account/view-order/${placed.order_id}/">#${placed.order_id}</a>`);
    const view = (await v.get(`/my-account/view-order/${placed.order_id}/`)).body;
    expect(view).toContain('is currently <mark class="order-status">Processing</mark>');
    const other = visitor('10.0.0.4');
    await registerAs(other, 'grace@example.com', 'another good password');
    expect((await other.get(`/my-account/view-order/${placed.order_id}/`)).body).toContain('Invalid order.');
    expect((await other.get('/my-account/orders/')).body).toContain('No order has been made yet.');
  });

  test('logout needs its nonce (else WooCommerce asks); a restarted server keeps the signed-in session', async () => {
    const v = visitor('10.0.0.5');
    await loginAs(v, 'ada@example.com', 'correct horse battery');
    const restarted = await buildApp(store.db);
    const cookie = v.jar.header();
    expect((await restarted.inject({ method: 'GET', url: '/my-account/', headers: { cookie } })).body).toContain('Hello <strong>ada</strong>');
    await restarted.close();
    expect((await v.get('/my-account/customer-logout/')).body).toContain('Are you sure you want to log out?');
    expect((await v.get('/my-account/')).body).toContain('Hello <strong>ada</strong>');
    const link = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await v.get('/my-account/')).body)![1]!;
    await v.get(link);
    expect((await v.get('/my-account/')).body).toContain('<h2>Login</h2>');
  });

  test('logout destroys the session (a new id afterwards, the old cookie worthless); the cart waits for the next login', async () => {
    const v = visitor('10.0.0.6');
    await loginAs(v, 'ada@example.com', 'correct horse battery');
    await v.post('/?wc-ajax=add_to_cart', { product_id: '46', quantity: '3' });
    const signedIn = v.sessionId;
    const oldCookie = v.jar.header();
    const link = /href="(\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10})"/.exec((await v.get('/my-account/')).body)![1]!;
    const out = await v.get(link);
    expect(out.statusCode).toBe(303);
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE id = ?').get(signedIn)).toEqual({ n: 0 });
    expect(v.jar.get(SESSION_COOKIE) !== undefined).toBe(false);
    expect(v.jar.get('woocommerce_items_in_cart') !== undefined).toBe(false);
    // The cookie from before the logout opens nothing: not the account, not the cart.
    expect((await store.app.inject({ method: 'GET', url: '/my-account/', headers: { cookie: oldCookie } })).body).toContain('<h2>Login</h2>');
    expect(
      (await store.app.inject({ method: 'POST', url: '/?wc-ajax=get_refreshed_fragments', headers: { cookie: oldCookie } })).json().fragments[
        'span.shop-MiniCart-count'
      ],
    ).toContain('>0<');
    expect((await store.app.inject({ method: 'GET', url: '/my-account/', headers: { cookie: oldCookie } })).body).toContain('<h2>Login</h2>');
    // A new visit starts another session (a bag added); logging in brings the three hoodies back beside it.
    await v.post('/?wc-ajax=add_to_cart', { product_id: '2994', quantity: '1' });
    expect(v.sessionId).not.toBe(signedIn);
    await loginAs(v, 'ada@example.com', 'correct horse battery');
    const widget = (await v.post('/?wc-ajax=get_refreshed_fragments', {})).json().fragments as Record<string, string>;
    expect(widget['span.shop-MiniCart-count']).toContain('>4<');
    // The merged cart is the customer's now.
    const saved = JSON.parse(
      (store.db.prepare("SELECT persistent_cart FROM users WHERE email = 'ada@example.com'").get() as { persistent_cart: string }).persistent_cart,
    );
    expect(saved.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity]).sort()).toEqual([
      [2994, 1],
      [46, 3],
    ]);
  });

  test('the cart follows the customer to another device: saved on every change, there at a login elsewhere while the first stays signed in', async () => {
    const cartOf = (sessionId: string) =>
      (
        JSON.parse((store.db.prepare('SELECT cart FROM sessions WHERE id = ?').get(sessionId) as { cart: string }).cart) as {
          product_id: number;
          quantity: number;
        }[]
      )
        .map((line) => `${line.product_id}×${line.quantity}`)
        .sort();
    const phone = visitor('10.0.0.7');
    await loginAs(phone, 'ada@example.com', 'correct horse battery');
    await phone.post('/?wc-ajax=add_to_cart', { product_id: '48', quantity: '1' });
    expect(cartOf(phone.sessionId)).toContain('48×1');
    const laptop = visitor('10.0.0.8');
    await loginAs(laptop, 'ada@example.com', 'correct horse battery');
    expect(cartOf(laptop.sessionId)).toEqual(cartOf(phone.sessionId));
    // A removal on the laptop is what the next login finds.
    const mini = ((await laptop.post('/?wc-ajax=get_refreshed_fragments', {})).json().fragments as Record<string, string>)['div.widget_shopping_cart_content']!;
    const key = /data-product_id="48"[^>]*data-cart_item_key="([^"]+)"|data-cart_item_key="([^"]+)"[^>]*data-product_id="48"/.exec(mini);
    expect(key).not.toBeNull();
    await laptop.post('/?wc-ajax=remove_from_cart', { cart_item_key: key![1] ?? key![2]! });
    expect(cartOf(laptop.sessionId)).not.toContain('48×1');
    const tablet = visitor('10.0.0.9');
    await loginAs(tablet, 'ada@example.com', 'correct horse battery');
    expect(cartOf(tablet.sessionId)).toEqual(cartOf(laptop.sessionId));
  });
});
