/**
 * `npm run bench:filter`: the filter engine against itemsjs and crossfilter2, in Node and in
 * headless Chromium (playwright-core), on seeded catalogues of 10k, 100k and 1M products.
 * Writes bench/results/filter.json and prints a table with each peer's ratio to ours.
 * BENCH_SIZES=10000,100000 narrows the sizes.
 */
import { writeResults } from '../results-file.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/browser.ts';
import { openBenchPage } from '../bench-page.ts';
import { generateCatalogue, TEN_FILTER_SOURCES, type Distributions } from './generate.ts';
import type { Measurement } from './measure.ts';
import { runSuite, type SuiteOptions } from './suite.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const distributions = JSON.parse(readFileSync(resolve(ROOT, 'bench/data/distributions.json'), 'utf8')) as Distributions;
const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const options: SuiteOptions = { sizes, peersUpTo: 100_000, queries: Number(process.env.BENCH_QUERIES ?? 100) };
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn('Run with node --expose-gc for memory figures.');

// Several full collections: one leaves freed ArrayBuffers counted (they are released lazily),
// which made single-collection figures jump by up to 20 MB between runs.
const usedAfterGc = () => {
  for (let i = 0; i < 3; i++) gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};
const node = runSuite('node', distributions, options, { used: usedAfterGc }, () => performance.now(), console.log);

console.log('Bundling the suite for Chromium…');
const browser = await launchChromium();
const page = await openBenchPage(browser, { entry: 'bench/filter/browser-entry.ts', name: 'filterBench' });
console.log(
  `Chromium: cross-origin isolated ${await page.evaluate(() => crossOriginIsolated)}, gc exposed ${await page.evaluate(() => typeof window.gc === 'function')}`,
);
const chromium = await page.evaluate(([d, o]) => window.runFilterSuite(d, o), [distributions, options] as const);
await browser.close();

// Descriptors size on the wire: 10k products x 10 filters (sources), gzip.
const tenK = generateCatalogue(10_000, distributions, { withRows: false });
const trimmed = Object.fromEntries(
  Object.entries(tenK.descriptors).map(([id, [pid, parent, sources, type]]) => [
    id,
    [pid, parent, Object.fromEntries(Object.entries(sources).filter(([s]) => TEN_FILTER_SOURCES.has(s))), ...(type ? [type] : [])],
  ]),
);
const descriptorsGzipKb = Math.round(gzipSync(JSON.stringify(trimmed)).length / 102.4) / 10;

const results: Measurement[] = [...node.results, ...chromium.results];
writeResults('filter.json', results);
writeResults('filter-extra.json', {
  descriptors_10k_x_10_gzip_kb: descriptorsGzipKb,
  agreement: { node: node.agreement, chromium: chromium.agreement },
  queries: options.queries,
  date: new Date().toISOString(),
});

console.log(
  `\n${'runtime'.padEnd(9)}${'engine'.padEnd(14)}${'n'.padStart(9)}${'build ms'.padStart(11)}${'heap MB'.padStart(9)}${'+queries'.padStart(10)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'p50 / ours'.padStart(12)}`,
);
for (const r of results) {
  const base = results.find((x) => x.runtime === r.runtime && x.n === r.n && x.engine === 'ours')!;
  const ratio = r.engine === 'ours' ? '1' : `${(r.p50_ms / base.p50_ms).toFixed(1)}x`;
  console.log(
    `${r.runtime.padEnd(9)}${r.engine.padEnd(14)}${String(r.n).padStart(9)}${r.build_ms.toFixed(1).padStart(11)}${(r.heap_mb === null ? '–' : r.heap_mb.toFixed(1)).padStart(9)}${(r.heap_with_queries_mb === null ? '–' : r.heap_with_queries_mb.toFixed(1)).padStart(10)}${r.p50_ms.toFixed(3).padStart(10)}${r.p95_ms.toFixed(3).padStart(10)}${ratio.padStart(12)}`,
  );
}
console.log(`\nDescriptors JSON, 10k products x 10 sources: ${descriptorsGzipKb} kB gzip (the original product states 155 kB).`);
for (const [runtime, agreement] of Object.entries({ node: node.agreement, chromium: chromium.agreement })) {
  for (const a of agreement)
    console.log(
      `Counts ${a.agree ? 'agree' : 'DIFFER'} with ${a.engine} in ${runtime} (2,000 products without variations, 50 queries)${a.firstDifference ? `: ${a.firstDifference}` : ''}`,
    );
}
