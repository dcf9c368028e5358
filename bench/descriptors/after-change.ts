/**
 * `npm run bench:after-change`: what the first shopper after a product change waits for on the
 * demo store. The catalogue grown to BENCH_CHANGE_PRODUCTS (10k; quick mode: the demo's own), a
 * real store process on loopback (warmed up as after a start); then, BENCH_CHANGES times, a price
 * change through the shop manager's route (recorded for the filter), and right after it the
 * /shop/ page and the compact and JSON descriptors files as a browser asks for them (Brotli).
 * Medians, in ms. Writes bench/results/after-change.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResults } from '../results-file.ts';
import { growCatalogue } from '../coldstart/larger-catalogue.ts';
import { E2E_ADMIN_TOKEN, freePort, startStore } from '../../e2e/store-server.ts';

const LISTED = Number(process.env.BENCH_CHANGE_PRODUCTS ?? (process.env.BENCH_QUICK ? 0 : 10_000));
const CHANGES = Number(process.env.BENCH_CHANGES ?? (process.env.BENCH_QUICK ? 2 : 5));

const dir = mkdtempSync(join(tmpdir(), 'bench-after-change-'));
const dbPath = join(dir, 'shop.sqlite');
const products = growCatalogue(dbPath, LISTED);
const store = await startStore(await freePort(), dbPath);

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return performance.now() - start;
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

try {
  const shop = `${store.url}/shop/`;
  const page = await (await fetch(shop)).text();
  const file = (name: 'compact' | 'json') => new URL(JSON.parse(`"${page.match(new RegExp(`"descriptors_${name}_url":"([^"]+)"`))![1]}"`), shop).href;
  // The store's own warm-up after a start, then every answer once more: all kept.
  for (const url of [shop, file('compact'), file('json')]) await timed(url);
  const steady = { shop: await timed(shop), compact: await timed(file('compact')), json: await timed(file('json')) };
  const after = { shop: [] as number[], compact: [] as number[], json: [] as number[] };
  const product = Number(page.match(/post-(\d+)/)![1]);
  for (let i = 0; i < CHANGES; i++) {
    const change = await fetch(`${store.url}/wp-json/storefront/v1/demo/products/${product}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-admin': E2E_ADMIN_TOKEN },
      body: JSON.stringify({ regular_price: 40 + i }),
    });
    if (!change.ok) throw new Error(`price change: HTTP ${change.status}`);
    after.shop.push(await timed(shop));
    // The page names the files anew only on a rebuild; the same URLs answer the current catalogue.
    after.compact.push(await timed(file('compact')));
    after.json.push(await timed(file('json')));
  }
  const result = {
    date: new Date().toISOString(),
    products,
    changes: CHANGES,
    steady_ms: { shop: Math.round(steady.shop), compact: Math.round(steady.compact), json: Math.round(steady.json) },
    first_after_change_ms: { shop: median(after.shop), compact: median(after.compact), json: median(after.json) },
  };
  writeResults('after-change.json', result);
  console.log(
    `${products} products, ${CHANGES} changes. Kept answers (ms):`,
    result.steady_ms,
    'first answers after a change (median, ms):',
    result.first_after_change_ms,
  );
} finally {
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
