/**
 * From navigation to the first counters on the demo store's /shop/ (its own catalogue, or grown
 * to a given size: larger-catalogue.ts), in Chromium: a first visit (nothing cached) and a repeat one (the same browser profile), with the
 * server's first answer in the page as the demo prints it and without it (the block removed, as
 * a server that cannot run the engine sends the page), at the CPU's own speed and slowed 4× (a
 * mid-range phone). "First counters": the filter sidebar shows its controls with their counts
 * (the moment a MutationObserver sees them, from the navigation’s start). Medians of `runs`.
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
  cold_ms: number;
  repeat_ms: number;
}

const DECIDED = JSON.stringify({ v: 1, revision: 1, categories: { statistics: false, marketing: false, preferences: false }, at: 0 });
const WATCH = `new MutationObserver((_, observer) => {
  const sidebar = document.querySelector('shop-filter-sidebar');
  if (sidebar && sidebar.querySelector('.shop-Filter-count')) { window.__firstCounters = performance.now(); observer.disconnect(); }
}).observe(document, { subtree: true, childList: true });`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function visit(browser: Browser, url: string, slowdown: number, keepFirstResult: boolean, repeat: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((decided) => localStorage.setItem('shop_consent', decided), DECIDED);
  await context.addInitScript({ content: WATCH });
  if (!keepFirstResult)
    await context.route('**/shop/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json" id="shop-filter-first-result">.*?<\/script>/s, '');
      await route.fulfill({ response, body });
    });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const measure = async () => {
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __firstCounters?: number }).__firstCounters !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => (window as unknown as { __firstCounters: number }).__firstCounters);
  };
  let ms = await measure();
  if (repeat) {
    // The index kept, the scripts and the descriptors in the HTTP cache: a shopper's next visit.
    await page.waitForTimeout(1500);
    ms = await measure();
  }
  await context.close();
  return Math.round(ms);
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
    const page = await (await fetch(url)).text();
    for (const [, file] of page.matchAll(/"descriptors_(?:compact|json)_url":"([^"]+)"/g))
      await (await fetch(new URL(file!.replaceAll('\\/', '/'), url))).arrayBuffer();
    for (const slowdown of [1, 4])
      for (const keep of [true, false]) {
        const cold: number[] = [];
        const repeat: number[] = [];
        for (let i = 0; i < runs; i++) {
          cold.push(await visit(browser, url, slowdown, keep, false));
          repeat.push(await visit(browser, url, slowdown, keep, true));
        }
        rows.push({ products, cpu_slowdown: slowdown, first_result: keep ? 'in page' : 'removed', cold_ms: median(cold), repeat_ms: median(repeat) });
      }
  } finally {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
