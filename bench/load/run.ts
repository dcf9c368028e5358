/**
 * `npm run bench:load`: the listing pages of the demo store under a steady load, as a busy shop
 * sees them: BENCH_CONNECTIONS (50) connections on loopback, each sending one request after
 * another for BENCH_SECONDS (30), the pages taken in turn (the shop, categories, page 2, filtered,
 * sorted, price ranges, search in results, product search). The store runs in its own process with
 * a fresh database. Prints p50/p99/max per page, errors and timeouts (no answer within 10 s), and
 * whether every page's p99 is within 1 s; writes bench/results/load.json.
 */
import { writeResults } from '../results-file.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startStore } from '../../demo-theme/server/testing/store-process.ts';
import { runLoad } from './load.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TIMEOUT_MS = 10_000;
const BUDGET_P99_MS = 1000;

const PAGES = [
  '/shop/',
  '/shop/page/2/',
  '/product-category/men/',
  '/product-category/men/tops/',
  '/product-category/women/page/2/',
  '/product-category/gear/bags/?orderby=price-desc',
  '/shop/?pa_color=blue&pa_size=m',
  '/product-category/women/bottoms/?pa_color=black',
  '/product-category/women/?pa_size=m&pa_color=black,blue&orderby=price',
  '/shop/?orderby=rating',
  '/shop/?price=10-50',
  '/shop/?q=hoodie',
  '/shop/?climate=cold,windy&on_sale=yes',
  '/?s=jacket&post_type=product',
];

const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const store = await startStore(await freePort(), join(dir, 'shop.sqlite'), { SHOP_SKIP_BUILD: '1' });
try {
  // Warm: every page once, so the run measures the steady state, not the first build of an index.
  for (const path of PAGES) await fetch(store.url + path).then((r) => r.arrayBuffer());
  const results = await runLoad(store.url, PAGES, { connections: CONNECTIONS, seconds: SECONDS, timeoutMs: TIMEOUT_MS });
  console.table(results);
  const total = results.reduce((n, r) => n + r.requests, 0);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  const timeouts = results.reduce((n, r) => n + r.timeouts, 0);
  const over = results.filter((r) => r.p99 > BUDGET_P99_MS).map((r) => r.path);
  console.log(
    `${total} answers in ${SECONDS} s (${Math.round(total / SECONDS)}/s), ${errors} errors, ${timeouts} timeouts; p99 within ${BUDGET_P99_MS} ms: ${over.length === 0 ? 'every page' : `not ${over.join(', ')}`}`,
  );
  writeResults('load.json', {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, Node ${process.version}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    timeoutMs: TIMEOUT_MS,
    answersPerSecond: Math.round(total / SECONDS),
    errors,
    timeouts,
    budgetP99Ms: BUDGET_P99_MS,
    overBudget: over,
    pages: results,
  });
} finally {
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
