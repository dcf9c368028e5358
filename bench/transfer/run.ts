/**
 * `npm run bench:transfer`: the filter descriptors on the wire, JSON against the compact
 * format, for seeded catalogues of 10k, 100k and 1M products (about 30 % variable with about 5
 * variations each) carrying 10 filter sources, as the target counts them: bytes raw,
 * gzip (level 9) and Brotli (quality 11), and in the same run the time to read each in Node
 * (JSON.parse against decodeCompact, median of 3), as a ratio. Writes bench/results/transfer.json.
 * BENCH_SIZES=10000 narrows the sizes.
 */
import { writeResults } from '../results-file.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { decodeCompact } from '../../shared/engine/filter/compact/decode-compact.ts';
import { encodeCompact } from '../../shared/engine/filter/compact/encode-compact.ts';
import { generateCatalogue, TEN_FILTER_SOURCES, type Distributions } from '../filter/generate.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const distributions = JSON.parse(readFileSync(resolve(ROOT, 'bench/data/distributions.json'), 'utf8')) as Distributions;
const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);

const kb = (n: number) => Math.round(n / 102.4) / 10;
const median = (run: () => void) => {
  const times = [0, 1, 2].map(() => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return Math.round(times.sort((a, b) => a - b)[1]!);
};
const sizesOf = (bytes: Buffer) => ({
  raw_kb: kb(bytes.length),
  gzip_kb: kb(gzipSync(bytes, { level: 9 }).length),
  brotli_kb: kb(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length),
});

const results = [];
for (const n of sizes) {
  const { descriptors } = generateCatalogue(n, distributions, { withRows: false });
  for (const entry of Object.values(descriptors)) for (const source of Object.keys(entry[2])) if (!TEN_FILTER_SOURCES.has(source)) delete entry[2][source];
  const json = Buffer.from(JSON.stringify(descriptors));
  const compact = Buffer.from(encodeCompact(descriptors));
  const text = json.toString();
  const parseMs = median(() => JSON.parse(text));
  const decodeMs = median(() => decodeCompact(compact));
  const row = {
    products: n,
    descriptors: Object.keys(descriptors).length,
    json: { ...sizesOf(json), read_ms: parseMs },
    compact: { ...sizesOf(compact), read_ms: decodeMs },
  };
  results.push(row);
  console.log(
    `${String(n).padStart(8)} products (${row.descriptors} descriptors): JSON ${row.json.gzip_kb} kB gzip / ${row.json.brotli_kb} kB br, read ${parseMs} ms; ` +
      `compact ${row.compact.gzip_kb} kB gzip / ${row.compact.brotli_kb} kB br, read ${decodeMs} ms; gzip ratio ${(row.json.gzip_kb / row.compact.gzip_kb).toFixed(1)}x`,
  );
}
writeResults('transfer.json', { date: new Date().toISOString(), node: process.version, sources: 10, results });
