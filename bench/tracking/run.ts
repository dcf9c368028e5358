/**
 * `npm run bench:tracking`: what consent and tracking cost a shopper.
 * 1. Our JavaScript before consent: the loader, <shop-consent-banner>, <shop-tracking> with the
 *    recorder of the shopper's actions, bundled alone (minified, every dependency in; the
 *    pipeline, collectors and services' adapters left out: they load with consent), gzipped.
 *    Budget: 12 kB.
 * 2. Long tasks (the Long Tasks API, ≥ 50 ms) on every kind of page, for a visitor who has not
 *    chosen and after "Accept all", beside the same page for a visitor who refused (no tracking
 *    code at all): what the tracking adds.
 * 3. Event-to-recorder latency per service: from the click on an add-to-cart button to the local
 *    recorder receiving Google's hit, Meta's pixel hit and Meta's server copy (median and worst
 *    of 12 adds).
 * Needs `npm run build` first (the demo store serves dist/); writes bench/results/tracking.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../e2e/browser.ts';
import { freePort, startStore } from '../../e2e/store-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const BUDGET_BYTES = 12 * 1024;

interface OutputChunk {
  type: string;
  fileName: string;
  code?: string;
  isEntry?: boolean;
  imports?: string[];
  moduleIds?: string[];
}

/**
 * The pre-consent code as one build: the entry and every chunk it imports statically (shared code
 * split off because an adapter uses it too still loads before consent). What loads only after
 * consent (the adapters, server forwarding, conversion recovery) or only on some pages (the
 * checkout's and a variable product's collectors, the session identifiers' report) is reported apart.
 */
async function preConsentBytes(): Promise<{ gzipBytes: number; minifiedBytes: number; modules: number; pageSpecific: Record<string, number> }> {
  const entry = resolve(ROOT, 'bench/tracking/pre-consent-entry.ts');
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, target: 'es2022', modulePreload: { polyfill: false }, rolldownOptions: { input: entry, output: { format: 'es' } } },
  })) as { output: OutputChunk[] } | { output: OutputChunk[] }[];
  const chunks = (Array.isArray(output) ? output[0]! : output).output.filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const statically = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (statically.has(chunk)) return;
    statically.add(chunk);
    for (const name of chunk.imports ?? []) visit(byName.get(name)!);
  };
  visit(chunks.find((c) => c.isEntry)!);
  const code = [...statically].map((c) => c.code!).join('\n');
  const pageSpecific: Record<string, number> = {};
  for (const chunk of chunks) {
    if (statically.has(chunk)) continue;
    const id = chunk.moduleIds?.find((m) => /(start-tracking|checkout-collectors|variation-collector|session-identifiers-report)\.ts$/.test(m));
    if (id) pageSpecific[id.replace(/.*\//, '')] = gzipSync(chunk.code!).length;
  }
  return {
    gzipBytes: gzipSync(code).length,
    minifiedBytes: code.length,
    modules: [...statically].reduce((n, c) => n + (c.moduleIds?.length ?? 0), 0),
    pageSpecific,
  };
}

const REFUSED = JSON.stringify({ v: 1, revision: 1, categories: { statistics: false, marketing: false, preferences: false }, at: 0 });
const ACCEPTED = JSON.stringify({ v: 1, revision: 1, categories: { statistics: true, marketing: true, preferences: true }, at: 0 });

async function longTasks(browser: Browser, url: string, stored: string | null): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((choice) => {
    if (choice) localStorage.setItem('shop_consent', choice);
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(Math.round(e.duration)))).observe({
      type: 'longtask',
      buffered: true,
    });
  }, stored);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(1500);
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await context.close();
  return tasks;
}

interface Logged {
  id: number;
  at: number;
  service: string;
  event: string;
}

async function logged(base: string, since: number): Promise<Logged[]> {
  return ((await (await fetch(`${base}/tracking-inspector/?format=json&since=${since}`)).json()) as { events: Logged[] }).events;
}

/** Click to the recorder's log row (the server's clock, the same machine's as this script's). */
async function addLatencies(page: Page, base: string, rounds: number): Promise<Record<string, number[]>> {
  const latencies: Record<string, number[]> = { google: [], facebook: [], 'facebook-capi': [] };
  const names: Record<string, string> = { google: 'add_to_cart', facebook: 'AddToCart', 'facebook-capi': 'AddToCart' };
  for (let i = 0; i < rounds; i++) {
    await page.goto(`${base}/shop/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const since = (await logged(base, 0))[0]?.id ?? 0;
    const button = page.locator('ul.products li.product a.add_to_cart_button.ajax_add_to_cart').nth(i % 4);
    const clickedAt = Date.now();
    await button.click();
    const deadline = Date.now() + 5000;
    let rows: Logged[] = [];
    while (Date.now() < deadline) {
      rows = await logged(base, since);
      if (Object.entries(names).every(([service, event]) => rows.some((r) => r.service === service && r.event === event))) break;
      await page.waitForTimeout(20);
    }
    for (const [service, event] of Object.entries(names)) {
      const row = rows.filter((r) => r.service === service && r.event === event).at(-1);
      if (row) latencies[service]!.push(row.at - clickedAt);
    }
  }
  return latencies;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? null, worst: sorted.at(-1) ?? null, samples: sorted.length };
};

const dir = mkdtempSync(join(tmpdir(), 'bench-tracking-'));
const store = await startStore(await freePort(), join(dir, 'shop.sqlite'));
const browser = await launchChromium();
try {
  const bundle = await preConsentBytes();
  const product = /href="(\/product\/[^"/]+\/)"/.exec(await (await fetch(`${store.url}/shop/`)).text())?.[1] ?? '/shop/';
  const pages = ['/', '/shop/', '/product-category/men/', product, '/?s=jacket&post_type=product', '/cart/', '/checkout/'];
  const tasks: Record<string, { refused: number[]; undecided: number[]; accepted: number[] }> = {};
  for (const path of pages) {
    tasks[path] = {
      refused: await longTasks(browser, store.url + path, REFUSED),
      undecided: await longTasks(browser, store.url + path, null),
      accepted: await longTasks(browser, store.url + path, ACCEPTED),
    };
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((choice) => localStorage.setItem('shop_consent', choice), ACCEPTED);
  const latency = await addLatencies(await context.newPage(), store.url, 12);
  await context.close();
  const longest = (mode: 'refused' | 'undecided' | 'accepted') => Math.max(0, ...Object.values(tasks).flatMap((t) => t[mode]));
  const results = {
    date: new Date().toISOString(),
    preConsent: { ...bundle, budgetBytes: BUDGET_BYTES, withinBudget: bundle.gzipBytes <= BUDGET_BYTES },
    longTasksMs: { longestRefused: longest('refused'), longestUndecided: longest('undecided'), longestAccepted: longest('accepted'), perPage: tasks },
    addToCartToRecorderMs: Object.fromEntries(Object.entries(latency).map(([service, values]) => [service, summary(values)])),
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/tracking.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `Before consent: ${bundle.gzipBytes} B gzip (${bundle.minifiedBytes} B minified, ${bundle.modules} modules); budget ${BUDGET_BYTES} B: ${results.preConsent.withinBudget ? 'within' : 'OVER'}`,
  );
  console.log(
    `Longest task: refused ${results.longTasksMs.longestRefused} ms, undecided ${results.longTasksMs.longestUndecided} ms, accepted ${results.longTasksMs.longestAccepted} ms`,
  );
  for (const [path, t] of Object.entries(tasks)) console.log(`  ${path.padEnd(40)} refused [${t.refused}] undecided [${t.undecided}] accepted [${t.accepted}]`);
  for (const [service, s] of Object.entries(results.addToCartToRecorderMs))
    console.log(`Add to cart → ${service.padEnd(14)} median ${s.median} ms, worst ${s.worst} ms (${s.samples} adds)`);
} finally {
  await browser.close();
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
