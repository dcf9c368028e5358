/**
 * The page's first frame shows the whole header. Below 850 px the header's items are reordered
 * (title, account and cart on the first row; the category menu and links on the second; search on
 * the third); a frame painted while the parser was still inside the header (a slow phone's
 * parser yields there) showed the category menu on the first row, then moved it down: a layout
 * shift the shopper sees. The page holds its frames until the parser reaches <main>
 * (`<link rel="expect" href="#main" blocking="render">`). Checked with the document delivered in
 * two parts, cut inside the header, through a proxy that pauses between them.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoStoreSuite } from './harness.ts';

const suite = demoStoreSuite('shop-first-frame-e2e-');
const PAUSE_MS = 700;

/**
 * Forwards to the store; a page's HTML is sent cut before `marker`, then the rest after a pause,
 * or, with `heldUntilReleased`, once the test calls release() (a timed pause on a loaded machine
 * could end before the test had looked at the held page: 20 s at most).
 */
async function pausingProxy(target: string, marker: string, { heldUntilReleased = false } = {}): Promise<{ url: string; server: Server; release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 20_000);
  });
  const server = createServer(async (request, response) => {
    const upstream = await fetch(`${target}${request.url}`, { headers: { cookie: request.headers.cookie ?? '' }, redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? '';
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers: Record<string, string> = { 'content-type': type };
    for (const name of ['content-security-policy', 'set-cookie', 'location', 'cache-control']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    response.writeHead(upstream.status, headers);
    const html = type.startsWith('text/html') ? body.toString('utf8') : null;
    const cut = html?.indexOf(marker) ?? -1;
    if (html === null || cut < 0) return response.end(body);
    response.write(html.slice(0, cut));
    void (heldUntilReleased ? released : new Promise((resolve) => setTimeout(resolve, PAUSE_MS))).then(() => response.end(html.slice(cut)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, release: () => release() };
}

describe('the first frame', () => {
  test('at 375 px the header is painted whole the first time: nothing in it moves afterwards', async () => {
    const proxy = await pausingProxy(suite.store.url, '<nav class="site-nav"');
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 700 } });
    await context.addInitScript(() => {
      const w = window as unknown as { __shifts: string[]; __accountAt?: number };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
          w.__shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => source.node?.nodeName).join(',')}`);
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.shop-Header-account')) return;
        w.__accountAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    const page = await context.newPage();
    try {
      await page.goto(`${proxy.url}/product/hoodie-with-logo/`);
      await page.locator('shop-mini-cart').waitFor();
      await page.waitForTimeout(500);
      const { firstPaint, accountAt, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __shifts: string[]; __accountAt?: number };
        return { firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? -1, accountAt: w.__accountAt ?? -1, shifts: w.__shifts };
      });
      assert.ok(
        accountAt > 0 && firstPaint >= accountAt,
        `first paint at ${Math.round(firstPaint)} ms, the header's account link parsed at ${Math.round(accountAt)} ms`,
      );
      assert.deepEqual(
        shifts.filter((shift) => /SHOP-CATEGORY-MENU|NAV|DIV/.test(shift)),
        [],
        'no part of the header moved',
      );
    } finally {
      await context.close();
      proxy.server.close();
    }
  });

  test('at 640 px a listing’s sort field drawn while its options are still arriving has its full width: it does not move', async () => {
    const proxy = await pausingProxy(suite.store.url, '<option value="popularity"', { heldUntilReleased: true });
    const context = await suite.browser.newContext({ viewport: { width: 640, height: 800 } });
    const page = await context.newPage();
    try {
      const response = page.goto(`${proxy.url}/shop/`);
      // While the rest of the page is held back, the field as drawn with its first option.
      await page.locator('select.orderby').waitFor();
      // Drawn: every stylesheet in (the A/B head script comes before them, so the parser does not wait for them).
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet));
      const early = await page.locator('select.orderby').boundingBox();
      assert.ok(early, 'the field is drawn while the rest of the page is held back');
      proxy.release();
      await response;
      // Once the element has taken the form over (the tag itself is there from the start).
      await page.locator('shop-sort[data-shop-ready] select.orderby').waitFor();
      assert.deepEqual(await page.locator('select.orderby').boundingBox(), early, 'the same box with all its options');
    } finally {
      await context.close();
      proxy.server.close();
    }
  });
});
