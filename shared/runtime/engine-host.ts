/**
 * The UI's handle on the filter engine: build once, then query; only the latest query's
 * answer is delivered (an older one still in flight resolves as 'superseded').
 *
 * Runs the engine in a Web Worker when asked (large catalogues keep the page responsive), and
 * on the main thread otherwise, or when the Worker cannot start or fails (a strict CSP, an old
 * browser): the shopper still gets results, with one console warning.
 */
import { buildIndex, buildIndexInSteps, type FilterIndex } from '../engine/filter/core/build-index.ts';
import { runQuery } from '../engine/filter/core/query.ts';
import type { FilterQuery, FilterResult, IndexOptions } from '../engine/filter/core/types.ts';
import type { FromWorker, ToWorker } from '../engine/filter/core/worker-protocol.ts';
import { runInSlices } from '../platform/main-thread.ts';

export interface FilterRunner {
  ready: Promise<{ rows: number; inWorker: boolean }>;
  query(query: FilterQuery, options?: { presets?: boolean }): Promise<FilterResult | 'superseded'>;
  terminate(): void;
}

const warn = (message: string) => console.warn(`[shop filter] ${message}`);

export function createWorker(): Worker {
  return new Worker(new URL('../engine/filter/core/worker.ts', import.meta.url), { type: 'module' });
}

export function startFilterRunner(descriptors: unknown, options: IndexOptions, settings: { worker?: boolean; makeWorker?: () => Worker } = {}): FilterRunner {
  let latest = 0;
  let index: FilterIndex | null = null;
  let worker: Worker | null = null;
  const waiting = new Map<number, (result: FilterResult | 'superseded') => void>();
  let onReady: (value: { rows: number; inWorker: boolean }) => void = () => {};
  const ready = new Promise<{ rows: number; inWorker: boolean }>((resolve) => (onReady = resolve));

  const answerInThread = (id: number, query: FilterQuery, presets?: boolean) => {
    const resolve = waiting.get(id);
    waiting.delete(id);
    resolve?.(id === latest ? runQuery(index!, query, { presets }) : 'superseded');
  };
  const pending = new Map<number, { query: FilterQuery; presets?: boolean }>();
  const fallBack = (reason: string) => {
    if (index) return;
    warn(`Filtering on the page: the Worker is unavailable (${reason}).`);
    worker?.terminate();
    worker = null;
    index = buildIndex(descriptors, options, warn);
    onReady({ rows: index.rowCount, inWorker: false });
    for (const [id, { query, presets }] of pending) answerInThread(id, query, presets);
    pending.clear();
  };

  if (settings.worker) {
    try {
      worker = (settings.makeWorker ?? createWorker)();
      worker.addEventListener('error', (event) => {
        event.preventDefault(); // handled here: not an uncaught error of the page
        fallBack(event.message || 'error');
      });
      worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'built') {
          for (const warning of message.warnings) warn(warning);
          onReady({ rows: message.rows, inWorker: true });
          return;
        }
        pending.delete(message.id);
        waiting.get(message.id)?.(message.id === latest ? message.result : 'superseded');
        waiting.delete(message.id);
      });
      worker.postMessage({ type: 'build', descriptors, options } satisfies ToWorker);
    } catch (error) {
      fallBack(error instanceof Error ? error.message : String(error));
    }
  } else {
    // On the page's thread the index is built in slices, the browser painting and answering
    // the shopper between them; queries asked meanwhile wait for it (only the latest is answered).
    void runInSlices(buildIndexInSteps(descriptors, options, warn)).then((built) => {
      index = built;
      onReady({ rows: built.rowCount, inWorker: false });
      for (const [id, { query, presets }] of pending) answerInThread(id, query, presets);
      pending.clear();
    });
  }

  return {
    ready,
    query(query, queryOptions = {}) {
      const id = ++latest;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        if (worker) {
          pending.set(id, { query, presets: queryOptions.presets });
          worker.postMessage({ type: 'query', id, query, presets: queryOptions.presets } satisfies ToWorker);
        } else if (index) {
          // A microtask, so a burst of synchronous queries still resolves all but the last as superseded.
          queueMicrotask(() => answerInThread(id, query, queryOptions.presets));
        } else {
          pending.set(id, { query, presets: queryOptions.presets });
        }
      });
    },
    terminate() {
      worker?.terminate();
      for (const resolve of waiting.values()) resolve('superseded');
      waiting.clear();
    },
  };
}
