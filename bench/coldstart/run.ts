/**
 * `npm run bench:coldstart`: in headless Chromium, how long the filter engine takes from the
 * downloaded descriptors to the first query's counters — JSON vs the compact format, read and
 * indexed — and from the index a previous visit kept in IndexedDB (a repeat visit), on seeded
 * catalogues of 10k and 100k products (all 20 generated sources). The download itself is
 * bench:transfer's. Then, on the demo store's /shop/ (its own 205 products, then grown to
 * BENCH_NAV_PRODUCTS, 10k), from navigation to the sidebar's first counters, first and repeat visits, with and without the server's first answer in the page, at
 * the CPU's speed and slowed 4× (page-navigation.ts; BENCH_NAV_RUNS runs each, median). Last, a
 * repeat visit at 1M products (BENCH_REPEAT_SIZE; 10k in quick mode): the kept index restored in
 * the Worker, to the first answer with its counters, and the main thread's long tasks meanwhile
 * (repeat-visit.ts). Writes bench/results/coldstart.json. BENCH_SIZES=10000 narrows the sizes.
 */
import { writeResults } from '../results-file.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../../e2e/browser.ts';
import { openBenchPage } from '../bench-page.ts';
import { navigationRows } from './page-navigation.ts';
import { repeatVisit } from './repeat-visit.ts';
import type { Distributions } from '../filter/generate.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const distributions = JSON.parse(readFileSync(resolve(ROOT, 'bench/data/distributions.json'), 'utf8')) as Distributions;
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);

const browser = await launchChromium();
const page = await openBenchPage(browser, { entry: 'bench/coldstart/browser-entry.ts', name: 'coldstartBench' });
const rows = await page.evaluate(([d, s]) => window.runColdstart(d, s), [distributions, sizes] as const);
await page.close();
const navRuns = Number(process.env.BENCH_NAV_RUNS ?? (process.env.BENCH_QUICK ? 1 : 5));
// The demo's own catalogue, then grown to BENCH_NAV_PRODUCTS (10k; quick mode: the demo's only).
const navSizes = [0, ...(process.env.BENCH_QUICK ? [] : [Number(process.env.BENCH_NAV_PRODUCTS ?? 10_000)])];
const navigation = [];
for (const listed of navSizes) navigation.push(...(await navigationRows(browser, navRuns, listed)));
await browser.close();
const repeatSize = Number(process.env.BENCH_REPEAT_SIZE ?? (process.env.BENCH_QUICK ? 10_000 : 1_000_000));
const { repeat, cold } = await repeatVisit(distributions, repeatSize);
writeResults('coldstart.json', {
  date: new Date().toISOString(),
  runtime: 'chromium',
  rows,
  navigation,
  repeat_visit: { products: repeatSize, ...repeat },
  visit_without_kept_index: { products: repeatSize, ...cold },
});
for (const r of rows)
  console.log(
    `${String(r.products).padStart(7)} products: JSON read+build+query ${r.json_read_build_query_ms} ms, compact ${r.compact_read_build_query_ms} ms, kept index restore+query ${r.kept_restore_query_ms} ms (${(r.json_read_build_query_ms / r.kept_restore_query_ms).toFixed(1)}x faster)`,
  );
for (const n of navigation)
  console.log(
    `/shop/ with ${n.products} products (CPU ×${n.cpu_slowdown}, first result ${n.first_result}): first counters ${n.cold_ms} ms on a first visit, ${n.repeat_ms} ms on a repeat one; the element's own controls ${n.cold_controls_ms} / ${n.repeat_controls_ms} ms`,
  );
for (const [name, visit] of [
  ['repeat visit', repeat],
  ['visit without the kept index (the compact file decoded in the Worker)', cold],
] as const)
  console.log(
    `${repeatSize} products, ${name}: first counters ${visit.first_counters_ms} ms from navigation (${visit.rows} rows, ${visit.restored ? 'kept index restored' : 'built'} ${visit.inWorker ? 'in the Worker' : 'on the page'}), main-thread tasks over 50 ms: ${visit.long_tasks_ms.length ? visit.long_tasks_ms.join(', ') + ' ms' : 'none'}`,
  );
