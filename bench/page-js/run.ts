/**
 * `npm run bench:page-js`: the JavaScript each kind of page of the demo store loads, gzipped
 * (Node's zlib at its default level, per script, summed), after the page is idle at 1280 px
 * (gzipBytes) and of those received before the page's load event (atLoadGzipBytes, the issue's
 * "fetched by the end of load"; what loads on intent or when idle comes after):
 * /shop/, a category, a variable product, a simple product, the cart with a line, the checkout,
 * the home page. Every page is also given as a ratio to /shop/ (the budget: a product
 * page loads no more than the listing). Needs `npm run build` first; writes
 * bench/results/page-js.json.
 */
import { writeResults } from '../results-file.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../../e2e/browser.ts';
import { freePort, startStore } from '../../e2e/store-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-page-js-'));
const store = await startStore(await freePort(), join(dir, 'shop.sqlite'));
const browser = await launchChromium();

async function scriptsOf(context: BrowserContext, path: string): Promise<{ scripts: Record<string, number>; atLoad: Set<string> }> {
  const page = await context.newPage();
  const scripts: Record<string, number> = {};
  const atLoad = new Set<string>();
  let loaded = false;
  page.once('load', () => (loaded = true));
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.replace(/^\/dist\//, '');
    if (!loaded) atLoad.add(name);
    pending.push(
      response.body().then(
        (body) => {
          scripts[name] = gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(store.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await Promise.all(pending);
  await page.close();
  return { scripts, atLoad };
}

/** The first product link on /shop/ whose page has (or has not) a variations form. */
async function productPath(variable: boolean): Promise<string> {
  const shop = await (await fetch(`${store.url}/shop/`)).text();
  for (const match of shop.matchAll(/href="(\/product\/[^"/]+\/)"/g)) {
    if ((await (await fetch(store.url + match[1])).text()).includes('variations_form') === variable) return match[1]!;
  }
  throw new Error(`no ${variable ? 'variable' : 'simple'} product on /shop/`);
}

try {
  const category = /href="(\/product-category\/[^"/]+\/)"/.exec(await (await fetch(`${store.url}/shop/`)).text())?.[1] ?? '/shop/';
  const simple = await productPath(false);
  const pages: [string, string][] = [
    ['shop', '/shop/'],
    ['category', category],
    ['variableProduct', await productPath(true)],
    ['simpleProduct', simple],
    ['home', '/'],
  ];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const results: Record<
    string,
    { path: string; gzipBytes: number; atLoadGzipBytes: number; ratioToShop: number; scripts: Record<string, number>; afterLoad: string[] }
  > = {};
  const record = (name: string, path: string, { scripts, atLoad }: { scripts: Record<string, number>; atLoad: Set<string> }) => {
    const gzipBytes = Object.values(scripts).reduce((a, b) => a + b, 0);
    const atLoadGzipBytes = Object.entries(scripts).reduce((sum, [script, bytes]) => sum + (atLoad.has(script) ? bytes : 0), 0);
    results[name] = { path, gzipBytes, atLoadGzipBytes, ratioToShop: 0, scripts, afterLoad: Object.keys(scripts).filter((script) => !atLoad.has(script)) };
  };
  for (const [name, path] of pages) record(name, path, await scriptsOf(context, path));
  // The cart and the checkout need a line in the cart (this context's session).
  const button = /<a [^>]*\bajax_add_to_cart\b[^>]*>/.exec(await (await fetch(`${store.url}/shop/`)).text())?.[0] ?? '';
  const id = /data-product_id="(\d+)"/.exec(button)?.[1];
  const added = await context.request.post(`${store.url}/?wc-ajax=add_to_cart`, { form: { product_id: id ?? '', quantity: '1' } });
  if (!id || !added.ok() || !(await added.text()).includes('fragments')) throw new Error('could not put a line in the cart');
  for (const [name, path] of [
    ['cart', '/cart/'],
    ['checkout', '/checkout/'],
  ] as const)
    record(name, path, await scriptsOf(context, path));
  for (const entry of Object.values(results)) entry.ratioToShop = Number((entry.gzipBytes / results.shop!.gzipBytes).toFixed(3));
  writeResults('page-js.json', {
    date: new Date().toISOString(),
    measure:
      'gzip (zlib default) of each script response, summed, at 1280 px after network idle (gzipBytes) and received before the load event (atLoadGzipBytes)',
    pages: results,
  });
  for (const [name, entry] of Object.entries(results))
    console.log(
      `${name.padEnd(16)} ${entry.path.padEnd(40)} ${String(entry.gzipBytes).padStart(8)} B  ×${entry.ratioToShop} of /shop/  by load ${entry.atLoadGzipBytes} B`,
    );
} finally {
  await browser.close();
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
