/**
 * <shop-store-notice> alone in Chromium: the store notice's dismissal hides it, is remembered in
 * WooCommerce's cookie and moves the focus to the main content; the coming-soon banner's
 * dismissal sends the REST call with the nonce header and hides it, and a failure keeps it and
 * says so.
 */
import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { assert, until } from '../../shared/testing/wait.ts';

const notice = (id: string) =>
  `<shop-store-notice><p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${id}">Demo store. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p></shop-store-notice><main id="main"><p>Page</p></main>`;
const banner = `<main id="main"><p>Page</p></main><footer><shop-store-notice><div class="woocommerce-coming-soon-banner-container" role="region" aria-label="Coming soon"><p class="woocommerce-coming-soon-banner">Coming soon mode.</p><a role="button" href="#" class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/me" data-rest-nonce="rest-n0nce">Dismiss</a></div></shop-store-notice></footer>`;

const ready = () => until(() => !!document.querySelector('shop-store-notice[data-shop-ready]'), 'ready');
const calls: { url: string; init: RequestInit }[] = [];
let answer = 200;
const realFetch = window.fetch;

before(async () => {
  await setViewport({ width: 1280, height: 800 });
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return new Response(
      JSON.stringify(answer === 200 ? { id: 1, meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } } : { code: 'rest_cookie_invalid_nonce' }),
      { status: answer, headers: { 'Content-Type': 'application/json' } },
    );
  };
  await import('./define.ts');
});
after(() => {
  window.fetch = realFetch;
});

describe('<shop-store-notice>', () => {
  it('the store notice: Dismiss hides it, remembers it in store_notice<id>, and the focus goes to the main content; axe', async () => {
    document.cookie = 'store_noticeabc=; path=/; max-age=0';
    document.body.innerHTML = notice('abc');
    await ready();
    const results = await axe.run(document.body);
    assert(results.violations.length === 0, results.violations.map((v) => v.id).join());
    const p = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    p.querySelector<HTMLAnchorElement>('a')!.click();
    assert(p.hidden, 'hidden');
    assert(document.cookie.includes('store_noticeabc=hidden'), document.cookie);
    assert(document.activeElement === document.getElementById('main'), 'focus on the main content');
  });

  it('a dismissed notice stays hidden on the next page; a new notice (another id) shows', async () => {
    document.body.innerHTML = notice('abc');
    await ready();
    assert(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.hidden, 'remembered');
    document.body.innerHTML = notice('def');
    await ready();
    assert(!document.querySelector<HTMLElement>('.woocommerce-store-notice')!.hidden, 'a new notice shows');
    document.cookie = 'store_noticeabc=; path=/; max-age=0';
  });

  it('the coming-soon banner: Dismiss posts the meta with the nonce header and hides it', async () => {
    answer = 200;
    calls.length = 0;
    document.body.innerHTML = banner;
    await ready();
    document.querySelector<HTMLAnchorElement>('.coming-soon-footer-banner-dismiss')!.click();
    const container = document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!;
    await until(() => container.hidden, 'hidden');
    assert(
      calls.length === 1 && new URL(calls[0]!.url, location.href).pathname === '/wp-json/wp/v2/users/me' && calls[0]!.init.method === 'POST',
      "one POST to the banner's url",
    );
    assert(new Headers(calls[0]!.init.headers).get('X-WP-Nonce') === 'rest-n0nce', 'the nonce header');
    assert(calls[0]!.init.body === JSON.stringify({ meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } }), String(calls[0]!.init.body));
    assert(document.activeElement === document.getElementById('main'), 'focus on the main content');
  });

  it('a failed dismissal keeps the banner and says so', async () => {
    answer = 403;
    document.body.innerHTML = banner;
    await ready();
    const dismiss = document.querySelector<HTMLAnchorElement>('.coming-soon-footer-banner-dismiss')!;
    dismiss.click();
    const status = () => document.querySelector('.shop-Banner-status');
    await until(() => !!status()?.textContent, 'told');
    assert(
      status()!.textContent === 'The banner could not be dismissed. Please try again.' && status()!.getAttribute('role') === 'alert',
      status()!.textContent!,
    );
    assert(!document.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container')!.hidden, 'still shown');
    assert(document.activeElement === dismiss, 'focus stays on Dismiss');
  });
});
