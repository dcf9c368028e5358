/**
 * Bundled for Chromium: a repeat visit at a catalogue size where the engine runs in a Web Worker.
 * `setUpKeptIndex` plays the first visit (the catalogue generated, indexed and kept in IndexedDB,
 * not measured). A page opened with `#repeat` is the next visit: from its navigation, the
 * runtime's own path — `startFilterRunner` restoring the kept index in the Worker — to the first
 * listing query's answer with every counter, while a PerformanceObserver records every main-thread
 * task over 50 ms.
 */
import { buildIndex } from '../../shared/engine/filter/core/build-index.ts';
import { builtIndexKey, saveBuiltIndex } from '../../shared/api/built-index-store.ts';
import { startFilterRunner } from '../../shared/runtime/engine-host.ts';
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
  return index.rowCount;
};

const repeat = /^#repeat=(\d+)$/.exec(location.hash);
if (repeat) {
  const longTasks: number[] = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(Math.round(entry.duration)))).observe({
    type: 'longtask',
    buffered: true,
  });
  const n = Number(repeat[1]);
  window.repeatVisit = (async () => {
    const runner = startFilterRunner({ kept: keyFor(n), reload: () => Promise.reject(new Error('the kept index is gone')) }, OPTIONS, {
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
