/**
 * <shop-photo-feed> in Chromium (storefront S6.4, S7.6, S8.10): the feed asked once near the
 * screen, its HTML sanitised; an error shown on the page only with the admin bar, in words; an
 * answer that is not the feed's only logged, the fallback kept.
 */
import axe from 'axe-core';
import { assert, until } from '../../shared/testing/wait.ts';

const original = window.fetch;
const asked: string[] = [];
const answers: Record<string, () => Response> = {
  good: () =>
    Response.json({
      success: true,
      data: '<ul class="shop-PhotoFeed-list"><li class="shop-PhotoFeed-item"><a href="/p/1/"><img src="data:," alt="Hoodie" onerror="window.__pwned=1"></a></li></ul>',
    }),
  refused: () => Response.json({ success: false, data: 'No account named “x” is connected.' }),
  odd: () => Response.json({ success: true, data: { html: '<ul></ul>' } }),
  broken: () => new Response('<b>Fatal error</b>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
};

function feed(id: string, data: string): string {
  return `<shop-photo-feed id="${id}" data="${data}"><p><a href="/shop/">See the shop</a></p></shop-photo-feed>`;
}
const element = (id: string) => document.getElementById(id)!;
const warnings: string[] = [];
const errors: string[] = [];

before(async () => {
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), location.href);
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    return (answers[url.searchParams.get('data') ?? ''] ?? answers.broken!)();
  };
  const warn = console.warn;
  const error = console.error;
  console.warn = (...args: unknown[]) => (warnings.push(args.map(String).join(' ')), warn(...args));
  console.error = (...args: unknown[]) => (errors.push(args.map(String).join(' ')), error(...args));
  document.body.innerHTML = `<main>
<script type="application/json" id="shop-cart-params">{"adminAjaxUrl": "/wp-admin/admin-ajax.php", "themePrefix": "shop"}</script>
${feed('good', 'good')}${feed('refused', 'refused')}${feed('odd', 'odd')}${feed('broken', 'broken')}
<div style="height: 3000px"></div>${feed('far', 'good')}</main>`;
  await import('./define.ts');
});
after(() => {
  window.fetch = original;
});

describe('<shop-photo-feed>', () => {
  it('asks the shop once per feed near the screen (the far one not yet), with the action and the data', async () => {
    await until(() => element('good').dataset.state === 'ready', 'the feed shown');
    assert(asked.includes('/wp-admin/admin-ajax.php?action=shop_load_instagram&data=good'), asked.join(' | '));
    assert(!asked.some((a) => a.endsWith('data=good') && asked.indexOf(a) !== asked.lastIndexOf(a)), 'once');
    assert(element('far').dataset.state === undefined, 'the feed 3000 px down waits');
  });

  it('shows the photos sanitised, in place of the fallback', () => {
    const good = element('good');
    assert(good.querySelectorAll('li.shop-PhotoFeed-item img[alt="Hoodie"]').length === 1, good.innerHTML);
    assert(!good.innerHTML.includes('onerror') && !(window as { __pwned?: number }).__pwned, 'the handler went');
    assert(!good.textContent!.includes('See the shop'), 'the fallback replaced');
  });

  it('without the admin bar a shopper sees the fallback; the console says why, and an odd answer is “Invalid data”', async () => {
    await until(() => ['refused', 'odd', 'broken'].every((id) => element(id).dataset.state === 'failed'), 'all three failed');
    for (const id of ['refused', 'odd', 'broken']) {
      assert(!element(id).querySelector('.shop-PhotoFeed-error'), `${id}: nothing on the page`);
      assert(element(id).textContent!.includes('See the shop'), `${id}: the fallback stays`);
    }
    assert(
      warnings.some((w) => w.includes('Instagram error: No account named “x” is connected.')),
      warnings.join(' | '),
    );
    assert(
      warnings.some((w) => w.includes('Instagram error: Invalid data')),
      warnings.join(' | '),
    );
    assert(
      warnings.some((w) => w.includes('answered something else')),
      'a broken answer is only logged, as a warning',
    );
    assert(errors.length === 0, `no console error: ${errors.join(' | ')}`);
  });

  it('with the admin bar the error is on the page, in words, announced; a broken answer still only logged', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="wpadminbar">Admin bar</div>');
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', `${feed('refused2', 'refused')}${feed('broken2', 'broken')}`);
    await until(() => element('refused2').dataset.state === 'failed' && element('broken2').dataset.state === 'failed', 'both failed');
    const notice = element('refused2').querySelector('.shop-PhotoFeed-error')!;
    assert(
      notice?.getAttribute('role') === 'alert' && notice.textContent === 'Instagram error: No account named “x” is connected.',
      notice?.outerHTML ?? 'none',
    );
    assert(!element('broken2').querySelector('.shop-PhotoFeed-error'), 'an invalid response is not shown');
    const results = await axe.run(document.querySelector('main')!, { rules: { region: { enabled: false } } });
    assert(results.violations.length === 0, JSON.stringify(results.violations.map((v) => v.id)));
  });
});
