/**
 * A filter label with markup on a page that carries the server's first answer: the element draws
 * at once from that answer, while DOMPurify (loaded on need) is still on its way. The label must
 * not be drawn empty meanwhile: the first drawing waits for the sanitiser. This page has loaded
 * no sanitiser before (each test file has a page of its own), and the test server answers its
 * request for DOMPurify 600 ms late (wtr.config.mjs: a slow connection).
 */
import { fixtureConfig, installFakeFilterShop, printFilterShop } from '../../shared/testing/fake-filter-shop.ts';
import { serverFirstResult } from '../../shared/testing/fixture-first-result.ts';
import { FIRST_RESULT_ID } from '../../shared/runtime/filter-runtime.ts';
import { assert, until } from '../../shared/testing/wait.ts';

describe('a filter label with markup, drawn from the server’s first answer', () => {
  it('is drawn with its markup in the element’s very first drawing, never empty', async () => {
    history.replaceState(null, '', '/');
    const config = fixtureConfig();
    const [color, ...others] = config.filters as Record<string, unknown>[];
    config.filters = [{ ...color, label: 'Colour <b>new</b>' }, ...others];
    printFilterShop(config, { products: true });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_RESULT_ID;
    block.textContent = serverFirstResult(config);
    document.querySelector('main')!.append(block);
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<aside><shop-filter-sidebar></shop-filter-sidebar></aside>');
    const shop = installFakeFilterShop();
    document.cookie = 'shop_test_slow_sanitizer=1; path=/';
    // What the first drawing of the title held, seen right after the commit that made it.
    let firstTitle: string | null = null;
    const observer = new MutationObserver(() => {
      const title = document.querySelector('shop-filter-sidebar .shop-Filter-title');
      if (title && firstTitle === null) firstTitle = title.innerHTML;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await import('./define.ts');
      await until(() => firstTitle !== null, 'the sidebar drew its first title');
      assert(/<b>new<\/b>/.test(firstTitle!), `the first drawing's title: ${firstTitle}`);
      assert(document.querySelector('shop-filter-sidebar .shop-Filter-title b')?.textContent === 'new', 'and it stays');
    } finally {
      observer.disconnect();
      shop.restore();
      document.cookie = 'shop_test_slow_sanitizer=; path=/; max-age=0';
    }
  });
});
