/**
 * Redirect targets a shopper's browser sends back (the login form's `redirect`, the checkout's
 * `?redirect_to=`, the login popup's page): crafted ones never break the answer, never lead off
 * the site, and the login still signs the shopper in with the cart kept.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { fieldValue } from '../testing/http-client.ts';
import type { InjectBrowser } from '../testing/inject-browser.ts';
import { useTestStore } from '../testing/use-test-store.ts';
import { safeRedirect } from './redirects.ts';

const store = useTestStore('shop-redirects-');

/** Hostile targets and what each may become: a path on this site (encoded) or nothing. */
const TARGETS: [target: string, expected: string | null][] = [
  ['/checkout/', '/checkout/'],
  ['/Ā', '/%C4%80'],
  ['/shop/?s=café#top', '/shop/?s=caf%C3%A9#top'],
  ['/\u0001x', null],
  ['/x\u007f', null],
  ['/x\r\nSet-Cookie: a=b', null],
  ['/\t/evil.example', null],
  ['//evil.example/', null],
  ['/\\evil.example/', null],
  ['\\\\evil.example/', null],
  ['https://evil.example/', null],
  ['javascript:alert(1)', null],
  [' /checkout/', null],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/..//evil.example', null],
  ['/\ud800', '/%EF%BF%BD'],
  [`/${'a'.repeat(600)}`, null],
];

describe('safeRedirect', () => {
  test.each(TARGETS)('%j → %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});

async function shopperWithCart(): Promise<InjectBrowser> {
  const shopper = store.browser();
  await shopper.post('/?wc-ajax=add_to_cart', { product_id: '46' });
  return shopper;
}

describe('logging in with a crafted target', () => {
  beforeAll(async () => {
    const visitor = store.browser();
    const page = (await visitor.get('/my-account/')).body;
    await visitor.post('/my-account/', {
      email: 'redirects@example.com',
      password: 'correct horse battery',
      register: 'Register',
      'woocommerce-register-nonce': fieldValue(page, 'woocommerce-register-nonce'),
    });
  });

  test.each(TARGETS)('the login form with redirect %j: signed in, the cart kept, sent to a path on this site', async (target, expected) => {
    const shopper = await shopperWithCart();
    const before = shopper.sessionId;
    const page = await shopper.get(`/my-account/?redirect_to=${encodeURIComponent(target.replace(/[\ud800-\udfff]/g, '\ufffd'))}`);
    expect(page.statusCode).toBe(200);
    // The login form's own field (the popup's, earlier on the page, names the page itself).
    const formField = /id="woocommerce-login-nonce"[^>]*>(?:<input type="hidden" name="redirect" value="([^"]*)">)?/.exec(page.body)!;
    expect(formField[1] ?? null).toBe(expected);
    const answer = await shopper.post('/my-account/', {
      username: 'redirects@example.com',
      password: 'correct horse battery',
      login: 'Log in',
      redirect: target,
      'woocommerce-login-nonce': fieldValue(page.body, 'woocommerce-login-nonce'),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(expected ?? '/my-account/');
    expect(shopper.sessionId).not.toBe(before);
    const account = await shopper.get('/my-account/');
    expect(account.body).toContain('Hello <strong>redirects</strong>');
    const fragments = (await shopper.post('/?wc-ajax=get_refreshed_fragments', {})).json() as { fragments: Record<string, string> };
    expect(fragments.fragments['span.shop-MiniCart-count']).toContain('>1<');
  });

  test.each(TARGETS)('the login popup from page %j comes back to that page, or to My account', async (target, expected) => {
    const shopper = await shopperWithCart();
    const nonce = fieldValue((await shopper.get('/shop/')).body, 'woocommerce-login-nonce');
    const answer = await shopper.post('/my-account/', {
      username: 'redirects@example.com',
      password: 'correct horse battery',
      login: 'Log in',
      redirect: target,
      shop_login_popup: '1',
      'woocommerce-login-nonce': nonce,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(expected ?? '/my-account/');
  });

  test('a wrong password from the popup with a crafted page goes back to the login form with its error, not a 5xx', async () => {
    const visitor = store.browser();
    const nonce = fieldValue((await visitor.get('/shop/')).body, 'woocommerce-login-nonce');
    const answer = await visitor.post('/my-account/', {
      username: 'redirects@example.com',
      password: 'wrong one',
      login: 'Log in',
      redirect: '/\u0001',
      shop_login_popup: '1',
      'woocommerce-login-nonce': nonce,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('The username or password you entered is incorrect.');
  });
});
