/**
 * `npm run bench:ui`: a filter change in the real products area, in headless Chromium, on the
 * generated 10k-product catalogue (the budget: a median of at most 50 ms). Measured from the action
 * (what a control calls) to the grid updated: result rendered, every card in place, counts done.
 * The shop's endpoints answer inside the page, so no network time is counted. The engine runs on
 * the page (engine_in_worker: 'never'); a Worker adds one message round trip per change.
 * Writes bench/results/ui.json.
 */
import { writeResults } from '../results-file.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../../e2e/browser.ts';
import { openBenchPage } from '../bench-page.ts';
import { generateCatalogue, random, SOURCES, type Distributions } from '../filter/generate.ts';
import type { UiBenchInput, UiBenchOutput, UiChange } from './browser-entry.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const N = Number(process.env.BENCH_UI_PRODUCTS ?? 10_000);
const CHANGES = Number(process.env.BENCH_UI_CHANGES ?? 80);

const distributions = JSON.parse(readFileSync(resolve(ROOT, 'bench/data/distributions.json'), 'utf8')) as Distributions;
const catalogue = generateCatalogue(N, distributions, { withRows: false });
const values = (ids: string[]) => ids.map((id, i) => ({ value_id: i + 1, value: id, label: `Value ${id}`, label_url: `v${id}` }));
const titles: Record<string, string> = {};
for (const [id, d] of Object.entries(catalogue.descriptors)) if (d[0] === d[1]) titles[id] = String(d[2][SOURCES.title]?.[0] ?? '');

const config = {
  namespace: 'bench',
  index_build_id: `ui${Date.now()}`,
  last_updated_date: '2026-11-22 00:00:00',
  descriptors_json_url: '/bench/descriptors.json',
  descriptors_endpoint: '/bench/rest',
  single_products_fetch_url: '/bench/shop/',
  products_per_page: 12,
  per_row: 3,
  pagination_strategy: 'pagination',
  override_ordering_enabled: true,
  // The engine on the page: this single-file bundle cannot start the Worker (see docs/filter-engine.md).
  engine_in_worker: 'never',
  catalog_orderedby: { price: 'Price' },
  default_catalog_orderby: 'price',
  orderby_sources_map: {
    price: { source_id: SOURCES.price, order: 'asc', orderby_product_id: 'asc' },
    order_by_stock_status: SOURCES.stock,
    order_by_featured: SOURCES.featured,
  },
  orderby_in_stock_first: true,
  filters: [
    { id: 'category', type: 'checkboxes', url_slug: 'product_cat', source_id: SOURCES.category, values: values(catalogue.categories) },
    { id: 'color', type: 'color', url_slug: 'pa_color', source_id: SOURCES.color, multiple_selection: true, values: values(catalogue.colors) },
    { id: 'size', type: 'buttons', url_slug: 'pa_size', source_id: SOURCES.size, values: values(catalogue.sizes) },
    { id: 'brand', type: 'checkboxes', url_slug: 'brand', source_id: SOURCES.brand, values: values(catalogue.brands) },
    { id: 'price', type: 'range', url_slug: 'price', source_id: SOURCES.price, values: [] },
  ],
};

// A shopper's session: ticks and unticks, a price range now and then, a clear every so often.
const rnd = random(11);
const changes: UiChange[] = [];
const pools = { category: catalogue.categories.length, color: catalogue.colors.length, size: catalogue.sizes.length, brand: catalogue.brands.length };
for (let i = 0; i < CHANGES; i++) {
  const roll = rnd();
  if (i % 16 === 15) changes.push({ kind: 'clear', filterID: '' });
  else if (roll < 0.2) {
    const min = Math.floor(rnd() * 100);
    changes.push({ kind: 'range', filterID: 'price', min, max: min + 20 + Math.floor(rnd() * 300) });
  } else {
    const filterID = (['category', 'color', 'size', 'brand'] as const)[Math.floor(rnd() * 4)]!;
    changes.push({ kind: 'toggle', filterID, index: Math.floor(rnd() * Math.min(8, pools[filterID])) });
  }
}

console.log('Bundling the products area for Chromium…');
const browser = await launchChromium();
// React's production build; the Worker's import.meta.url is unused below 20,000 descriptors.
const page = await openBenchPage(browser, {
  entry: 'bench/ui/browser-entry.ts',
  name: 'uiBench',
  production: true,
  viewport: { width: 1280, height: 900 },
  console: 'errors',
});
const input: UiBenchInput = { config, descriptors: catalogue.descriptors as unknown as Record<string, unknown>, titles, changes };
const output = (await page.evaluate((i) => window.runUiBench(i), input)) as UiBenchOutput;
await browser.close();

const sorted = [...output.times].sort((a, b) => a - b);
const pick = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round = (x: number) => Math.round(x * 100) / 100;
const result = {
  runtime: 'chromium',
  engine: 'page',
  n: N,
  descriptors: Object.keys(catalogue.descriptors).length,
  changes: output.times.length,
  p50_ms: round(pick(0.5)),
  p95_ms: round(pick(0.95)),
  max_ms: round(sorted.at(-1)!),
  date: new Date().toISOString(),
};
writeResults('ui.json', result);
console.log(
  `Filter change to grid updated, ${N} products (${result.descriptors} descriptors), ${result.changes} changes in Chromium: p50 ${result.p50_ms} ms, p95 ${result.p95_ms} ms, max ${result.max_ms} ms (target: median at most 50 ms).`,
);
console.log(`Results per change (products found): ${output.totals.slice(0, 20).join(', ')}…`);
