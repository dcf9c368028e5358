/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default preset: a mid-range phone,
 * simulated slow 4G) on four pages of the demo store — /shop/, a category, a variable product
 * and the cart with a line in it — with Debian's Chromium, RUNS times each. Medians of the
 * category scores and of LCP/TBT/CLS go to bench/results/lighthouse.json.
 *
 * The store is a real process with its own database; the cart page gets its line from a
 * session made first (the cookie is sent with every Lighthouse request).
 */
import { QUICK, writeResults } from '../results-file.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startStore } from '../../e2e/store-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The first link on `path` whose href matches `pattern`. */
async function firstLink(base: string, path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(base + path)).text();
  for (const match of html.matchAll(/href="([^"]+)"/g)) if (pattern.test(match[1]!)) return new URL(match[1]!.replaceAll('&amp;', '&'), base).pathname;
  throw new Error(`no link like ${pattern} on ${path}`);
}

/** A session with one simple product in its cart: the cookie header to send. */
async function cartCookie(base: string): Promise<string> {
  const shop = await (await fetch(`${base}/shop/`)).text();
  const id =
    /data-product_id="(\d+)"[^>]*class="[^"]*add_to_cart_button ajax_add_to_cart/.exec(shop)?.[1] ??
    /class="[^"]*ajax_add_to_cart[^"]*"[^>]*data-product_id="(\d+)"/.exec(shop)?.[1];
  if (!id) throw new Error('no simple product on /shop/');
  const body = new URLSearchParams({ product_id: id, quantity: '1' });
  const response = await fetch(`${base}/?wc-ajax=add_to_cart`, { method: 'POST', body });
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!response.ok || !cookies) throw new Error(`could not fill a cart (${response.status})`);
  return cookies;
}

const store = await startStore(await freePort(), join(dir, 'shop.sqlite'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const pages: Record<string, { path: string; cookie?: string }> = {
    shop: { path: '/shop/' },
    category: { path: await firstLink(store.url, '/shop/', /^\/product-category\/[^/]+\/$/) },
    variableProduct: {
      path: await firstLink(store.url, '/shop/', /^\/product\/[^/]+\/$/).then(async (first) => {
        // The first product whose page has a variations form.
        const shop = await (await fetch(`${store.url}/shop/`)).text();
        for (const match of shop.matchAll(/href="(\/product\/[^"/]+\/)"/g)) {
          if ((await (await fetch(store.url + match[1])).text()).includes('variations_form')) return match[1]!;
        }
        return first;
      }),
    },
    cart: { path: '/cart/', cookie: await cartCookie(store.url) },
  };
  const results: Record<string, unknown> = {};
  // Quick mode (CI's smoke run): the listing only.
  for (const [name, { path, cookie }] of Object.entries(pages).filter(([name]) => !QUICK || name === 'shop')) {
    const runs: { scores: Record<string, number>; lcpMs: number; tbtMs: number; cls: number }[] = [];
    let failures = 0;
    for (let run = 0; run < RUNS; run++) {
      const answer = await lighthouse(store.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
      // A run Lighthouse itself could not finish (its runtimeError, e.g. a trace it lost) is
      // reported and repeated, not counted as a score of 0; three in a row end the bench.
      if (answer.lhr.runtimeError) {
        console.log(`${name} run ${run + 1}: Lighthouse error ${answer.lhr.runtimeError.code}, repeated`);
        if (++failures >= 3) throw new Error(`Lighthouse failed 3 times on ${path}: ${answer.lhr.runtimeError.message}`);
        run--;
        continue;
      }
      const { categories, audits } = answer.lhr;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      runs.push({
        scores,
        lcpMs: Math.round(audits['largest-contentful-paint']!.numericValue!),
        tbtMs: Math.round(audits['total-blocking-time']!.numericValue!),
        cls: Math.round(audits['cumulative-layout-shift']!.numericValue! * 1000) / 1000,
      });
      console.log(`${name} run ${run + 1}: ${JSON.stringify(runs.at(-1))}${failing.length ? `\n  below 0.9: ${failing.join(', ')}` : ''}`);
    }
    results[name] = {
      path,
      median: {
        ...Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]!))])),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
      },
      runs,
    };
  }
  const result = { date: new Date().toISOString(), lighthouse: 'mobile preset (default config), simulated throttling', runs: RUNS, pages: results };
  writeResults('lighthouse.json', result);
  for (const [name, value] of Object.entries(results)) console.log(name, JSON.stringify((value as { median: unknown }).median));
} finally {
  await chrome.kill();
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
