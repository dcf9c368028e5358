/**
 * Bundled for Chromium: a repeat visit at a catalogue size where the engine runs in a Web Worker.
 * `setUpKeptIndex` plays the first visit (the catalogue generated, indexed and kept in IndexedDB,
 * and its compact file kept in the Cache API as the descriptors loader keeps a download; not
 * measured). A page opened with `#repeat` is the next visit: from its navigation, the runtime's
 * own path — `startFilterRunner` restoring the kept index in the Worker — to the first listing
 * query's answer with every counter, while a PerformanceObserver records every main-thread task
 * over 50 ms. A page opened with `#cold` is a visit without the kept index: the compact file's
 * bytes read from the cache and handed to the Worker, which decodes and builds (the runtime's
 * path above the Worker threshold), to the same answer, with the same long-task record.
 */
import { buildIndex } from '../../shared/engine/filter/core/build-index.ts';
import { builtIndexKey, saveBuiltIndex } from '../../shared/api/built-index-store.ts';
import { startFilterRunner, type IndexSource } from '../../shared/runtime/engine-host.ts';
import { encodeCompact } from '../../shared/engine/filter/compact/encode-compact.ts';
import { COUNTERS, generateCatalogue, SOURCE_KINDS, SOURCES, type Distributions } from '../filter/generate.ts';

export interface RepeatVisitResult {
  rows: number;
  inWorker: boolean;
  restored: boolean;
  /** From the navigation's start to the first answer with its counters. */
  first_counters_ms: number;
  long_tasks_ms: number[];
}

declare global {
  interface Window {
    setUpKeptIndex(d: Distributions, n: number): Promise<number>;
    repeatVisit?: Promise<RepeatVisitResult>;
  }
}

const OPTIONS = { sourceKinds: SOURCE_KINDS, stockSourceId: SOURCES.stock, featuredSourceId: SOURCES.featured };
const keyFor = (n: number) => builtIndexKey('bench-repeat', String(n), '', OPTIONS);

window.setUpKeptIndex = async (d, n) => {
  const started = performance.now();
  const { descriptors } = generateCatalogue(n, d, { withRows: false });
  console.log(`generated in ${Math.round(performance.now() - started)} ms`);
  const index = buildIndex(descriptors, OPTIONS, () => {});
  console.log(`built in ${Math.round(performance.now() - started)} ms`);
  await saveBuiltIndex(keyFor(n), index);
  console.log(`kept in ${Math.round(performance.now() - started)} ms`);
  const compact = encodeCompact(descriptors);
  await (await caches.open(CATALOGUE_CACHE)).put(CATALOGUE_URL, new Response(compact as BodyInit));
  console.log(`compact file (${(compact.byteLength / 1e6).toFixed(1)} MB) cached in ${Math.round(performance.now() - started)} ms`);
  return index.rowCount;
};

const CATALOGUE_CACHE = 'bench-catalogue';
const CATALOGUE_URL = '/catalogue.bin';

const visit = /^#(repeat|cold)=(\d+)$/.exec(location.hash);
if (visit) {
  const longTasks: number[] = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(Math.round(entry.duration)))).observe({
    type: 'longtask',
    buffered: true,
  });
  const n = Number(visit[2]);
  window.repeatVisit = (async () => {
    const gone = () => Promise.reject(new Error('the kept index or the compact file is gone'));
    let source: IndexSource = { kept: keyFor(n), reload: gone };
    if (visit[1] === 'cold') {
      const cached = await (await caches.open(CATALOGUE_CACHE)).match(CATALOGUE_URL);
      source = { compact: new Uint8Array(await cached!.arrayBuffer()), reload: gone };
    }
    const runner = startFilterRunner(source, OPTIONS, {
      worker: true,
      makeWorker: () => new Worker('/filter-worker.js', { type: 'module' }),
    });
    const answer = await runner.query({ filters: [], counters: COUNTERS, page: 1, perPage: 12 }, { presets: true });
    const firstCounters = performance.now();
    if (answer === 'superseded' || Object.keys(answer.counts).length === 0) throw new Error('no counters');
    const ready = await runner.ready;
    // Tasks reported a little late are still counted.
    await new Promise((resolve) => setTimeout(resolve, 200));
    runner.terminate();
    return { ...ready, first_counters_ms: Math.round(firstCounters), long_tasks_ms: longTasks };
  })();
}
