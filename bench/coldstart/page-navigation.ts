/**
 * From navigation to the first counters on the demo store's /shop/ (its own catalogue, or grown
 * to a given size: larger-catalogue.ts), in Chromium: a first visit (nothing cached) and a repeat one (the same browser profile), with the
 * server's first answer in the page as the demo prints it and without it (the answer and the
 * first paint removed, as a server that cannot run the engine sends the page), at the CPU's own speed and slowed 4× (a
 * mid-range phone). "First counters": the first frame that painted a filter count (Element
 * Timing), the server's first paint of the sidebar where it prints one (first-paint-filters.ts),
 * else the element's view; "controls": the element's own view drawn (usable). From the
 * navigation's start, medians of `runs`.
 * Needs `npm run build` first (the demo store serves dist/).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort, startStore } from '../../e2e/store-server.ts';
import { growCatalogue } from './larger-catalogue.ts';

export interface NavigationRow {
  /** Products the catalogue lists (the demo's own, or grown: larger-catalogue.ts). */
  products: number;
  cpu_slowdown: number;
  first_result: 'in page' | 'removed';
  /** First counters on screen (the server's first paint of the sidebar where printed). */
  cold_ms: number;
  repeat_ms: number;
  /** The element's own controls drawn (what a shopper can use). */
  cold_controls_ms: number;
  repeat_controls_ms: number;
}

const DECIDED = JSON.stringify({ v: 1, revision: 1, categories: { statistics: false, marketing: false, preferences: false }, at: 0 });
// The first counters on screen: every counter carries elementtiming="shop-filter-count" (the
// server's first paint of the sidebar and the element's own view: filter-count.tsx), and the
// Element Timing API reports the frame that first painted one (a copy replaced before any frame
// painted it reports nothing, and the element's view then counts). Marking them from here, as a
// mutation observer saw them inserted, left the server's copy unreported in about one repeat visit
// in three though it was painted: the figure was then the element's view, ~60 ms later. The
// element's view is waited for too.
const WATCH = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.identifier === 'shop-filter-count' && window.__firstCounters === undefined) window.__firstCounters = entry.renderTime || entry.loadTime;
}).observe({ type: 'element', buffered: true });
new MutationObserver((_, observer) => {
  if (document.querySelector('shop-filter-sidebar .shop-Filter-count')) {
    window.__ownView = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true });`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Visit {
  counters: number;
  controls: number;
}

async function visit(browser: Browser, url: string, slowdown: number, keepFirstResult: boolean, repeat: boolean): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((decided) => localStorage.setItem('shop_consent', decided), DECIDED);
  await context.addInitScript({ content: WATCH });
  if (!keepFirstResult)
    await context.route('**/shop/', async (route) => {
      const response = await route.fetch();
      // Neither the answer nor the sidebar's first paint printed from it.
      const body = (await response.text())
        .replace(/<script type="application\/json" id="shop-filter-first-result">.*?<\/script>/s, '')
        .replace(/<div class="shop-FirstPaint".*?(?=<shop-filter-sidebar)/s, '');
      await route.fulfill({ response, body });
    });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const measure = async () => {
    await page.goto(url);
    await page
      .waitForFunction(
        () => {
          const w = window as unknown as { __firstCounters?: number; __ownView?: number };
          return w.__firstCounters !== undefined && w.__ownView !== undefined;
        },
        null,
        { timeout: 30_000 },
      )
      .catch(async (error: unknown) => {
        const seen = await page.evaluate(() => JSON.stringify({ ...window, document: undefined }, ['__firstCounters', '__ownView'])).catch(() => '?');
        throw new Error(`No first counters on ${url} (CPU ×${slowdown}, first result ${keepFirstResult ? 'in page' : 'removed'}): ${seen}`, { cause: error });
      });
    return page.evaluate(() => {
      const w = window as unknown as { __firstCounters: number; __ownView: number };
      return { counters: Math.round(w.__firstCounters), controls: Math.round(w.__ownView) };
    });
  };
  let times = await measure();
  if (repeat) {
    // The index kept, the scripts and the descriptors in the HTTP cache: a shopper's next visit.
    await page.waitForTimeout(1500);
    times = await measure();
  }
  await context.close();
  return times;
}

/** `listed`: grow the catalogue to about this many products first (0: the demo's own). */
export async function navigationRows(browser: Browser, runs: number, listed = 0): Promise<NavigationRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-coldstart-'));
  const products = growCatalogue(join(dir, 'shop.sqlite'), listed);
  const store = await startStore(await freePort(), join(dir, 'shop.sqlite'));
  const rows: NavigationRow[] = [];
  try {
    const url = `${store.url}/shop/`;
    // The server's caches warm, the descriptor files built as a running shop has them (built on
    // first request, the 10k catalogue's took seconds and held up the first measured visit).
    await visit(browser, url, 1, true, false);
    for (let i = 0; i < 20; i++) await (await fetch(url)).text();
    const page = await (await fetch(url)).text();
    for (const [, file] of page.matchAll(/"descriptors_(?:compact|json)_url":"([^"]+)"/g))
      await (await fetch(new URL(file!.replaceAll('\\/', '/'), url))).arrayBuffer();
    for (const slowdown of [1, 4])
      for (const keep of [true, false]) {
        const cold: Visit[] = [];
        const repeat: Visit[] = [];
        for (let i = 0; i < runs; i++) {
          cold.push(await visit(browser, url, slowdown, keep, false));
          repeat.push(await visit(browser, url, slowdown, keep, true));
        }
        rows.push({
          products,
          cpu_slowdown: slowdown,
          first_result: keep ? 'in page' : 'removed',
          cold_ms: median(cold.map((v) => v.counters)),
          repeat_ms: median(repeat.map((v) => v.counters)),
          cold_controls_ms: median(cold.map((v) => v.controls)),
          repeat_controls_ms: median(repeat.map((v) => v.controls)),
        });
      }
  } finally {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
