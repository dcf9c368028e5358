/**
 * `npm run bench:descriptors`: the filter descriptors REST route of the demo store under load
 * (it used to be rebuilt on every request, uncompressed, ~18 requests/s with time-outs at 50
 * connections). A real store process on loopback, 50 concurrent connections for 10 s each:
 * full answers with Brotli, revalidations (If-None-Match -> 304), and, in the same run, the
 * cost of the rebuild every request used to pay, as a ratio. Writes bench/results/descriptors.json.
 */
import { writeResults } from '../results-file.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../demo-theme/server/db.ts';
import { buildDescriptors } from '../../demo-theme/server/filter/filter-index.ts';
import { seedIfEmpty } from '../../demo-theme/server/catalogue/seed.ts';
import { freePort, startStore } from '../../e2e/store-server.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'bench-descriptors-'));
const dbPath = join(dir, 'shop.sqlite');

/** CONNECTIONS loops sending requests for SECONDS; latencies in ms. */
async function load(
  url: string,
  headers: Record<string, string>,
  expect: number,
): Promise<{ requests: number; perSecond: number; p50: number; p95: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        try {
          const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (response.status !== expect) errors++;
          else latencies.push(performance.now() - start);
        } catch {
          errors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 10) / 10;
  return { requests: latencies.length, perSecond: Math.round(latencies.length / SECONDS), p50: at(0.5), p95: at(0.95), errors };
}

const db = openDb(dbPath);
seedIfEmpty(db);
// What every request cost before: build and serialise (it was sent uncompressed).
const rebuilds: number[] = [];
for (let i = 0; i < 20; i++) {
  const start = performance.now();
  JSON.stringify(buildDescriptors(db));
  rebuilds.push(performance.now() - start);
}
rebuilds.sort((a, b) => a - b);
db.close();

const store = await startStore(await freePort(), dbPath);
const url = `${store.url}/wp-json/storefront/v1/filters/descriptors`;
try {
  const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  const etag = first.headers.get('etag') ?? '';
  // fetch decodes the body; the bytes on the wire are the Content-Length.
  const bytes = Number(first.headers.get('content-length'));
  const plain = (await first.arrayBuffer()).byteLength;
  const full = await load(url, { 'accept-encoding': 'br' }, 200);
  const revalidate = await load(url, { 'accept-encoding': 'br', 'if-none-match': etag }, 304);
  const rebuildMs = Math.round(rebuilds[10]! * 10) / 10;
  const result = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    transferBytes: { brotli: bytes, json: plain },
    full,
    revalidate,
    rebuildPerRequestMs: rebuildMs,
    // One core could serve at most 1000 / rebuildMs rebuilt answers a second.
    speedupOverRebuild: Math.round((full.perSecond / (1000 / rebuildMs)) * 10) / 10,
  };
  writeResults('descriptors.json', result);
  console.table({ full, revalidate });
  console.log(
    `Brotli answer: ${bytes} bytes on the wire (${plain} as JSON); a rebuild costs ${rebuildMs} ms (median), so rebuilding capped one core at ${Math.round(1000 / rebuildMs)} answers/s; cached: ${full.perSecond}/s (${result.speedupOverRebuild}x).`,
  );
} finally {
  await store.stop();
  rmSync(dir, { recursive: true, force: true });
}
