/**
 * The UI's handle on the filter engine: build (or restore) once, then query; only the latest
 * query's answer is delivered (an older one still in flight resolves as 'superseded').
 *
 * Runs the engine in a Web Worker when asked (large catalogues keep the page responsive), and
 * on the main thread otherwise, or when the Worker cannot start or fails (a strict CSP, an old
 * browser): the shopper still gets results, with one console warning.
 *
 * The index comes from the descriptors (and is then kept for the next visit under `saveAs`),
 * or from the copy a previous visit kept (`kept`); when that copy turns out to be gone,
 * `reload` gives the descriptors and the index is built as on a first visit.
 */
import { buildIndexInSteps, type FilterIndex } from '../engine/filter/core/build-index.ts';
import { runQuery } from '../engine/filter/core/query.ts';
import type { FilterQuery, FilterResult, IndexOptions } from '../engine/filter/core/types.ts';
import { readBuiltIndex, saveBuiltIndex, type BuiltIndexKey } from '../api/built-index-store.ts';
import type { FromWorker, ToWorker } from './filter-worker-protocol.ts';
import { runInSlices } from '../platform/main-thread.ts';
import { decodeCompact } from '../engine/filter/compact/decode-compact.ts';
import { parseDescriptorsJson } from '../engine/filter/core/descriptors-json.ts';

export type IndexSource =
  | { descriptors: unknown; saveAs?: BuiltIndexKey }
  | { kept: BuiltIndexKey; reload: () => Promise<unknown> }
  /** A compact file's bytes, decoded where the index is built; `reload` gives the descriptors another way when they cannot be. */
  | { compact: Uint8Array; saveAs?: BuiltIndexKey; reload: () => Promise<unknown> }
  /** The same for a JSON file's bytes. */
  | { json: Uint8Array; saveAs?: BuiltIndexKey; reload: () => Promise<unknown> };

export interface FilterRunner {
  ready: Promise<{ rows: number; inWorker: boolean; restored: boolean }>;
  query(query: FilterQuery, options?: { presets?: boolean }): Promise<FilterResult | 'superseded'>;
  terminate(): void;
}

const warn = (message: string) => console.warn(`[shop filter] ${message}`);

export function createWorker(): Worker {
  return new Worker(new URL('./filter-worker.ts', import.meta.url), { type: 'module' });
}

export function startFilterRunner(source: IndexSource, options: IndexOptions, settings: { worker?: boolean; makeWorker?: () => Worker } = {}): FilterRunner {
  let latest = 0;
  let index: FilterIndex | null = null;
  let worker: Worker | null = null;
  let onPage = false;
  const waiting = new Map<number, (result: FilterResult | 'superseded') => void>();
  let onReady: (value: { rows: number; inWorker: boolean; restored: boolean }) => void = () => {};
  const ready = new Promise<{ rows: number; inWorker: boolean; restored: boolean }>((resolve) => (onReady = resolve));
  const pending = new Map<number, { query: FilterQuery; presets?: boolean }>();
  const saveAs = 'kept' in source ? source.kept : source.saveAs;
  const unreadable = () =>
    warn('json' in source ? 'Invalid server response (JSON); loading it again.' : 'Invalid server response (compact descriptors); trying the JSON.');
  /** The undecoded bytes of a compact or JSON source, and how to read them. */
  const undecoded =
    'compact' in source ? { bytes: source.compact, read: decodeCompact } : 'json' in source ? { bytes: source.json, read: parseDescriptorsJson } : null;

  const answerInThread = (id: number, query: FilterQuery, presets?: boolean) => {
    const resolve = waiting.get(id);
    waiting.delete(id);
    resolve?.(id === latest ? runQuery(index!, query, { presets }) : 'superseded');
  };
  const adoptOnPage = (built: FilterIndex, restored: boolean) => {
    index = built;
    onReady({ rows: built.rowCount, inWorker: false, restored });
    for (const [id, { query, presets }] of pending) answerInThread(id, query, presets);
    pending.clear();
  };
  // On the page's thread the index is built in slices, the browser painting and answering the
  // shopper between them; queries asked meanwhile wait for it (only the latest is answered).
  const buildOnPage = async (descriptors: unknown) => {
    const built = await runInSlices(buildIndexInSteps(descriptors, options, warn));
    adoptOnPage(built, false);
    if (saveAs) void saveBuiltIndex(saveAs, built);
  };
  const startOnPage = async () => {
    if (onPage) return;
    onPage = true;
    if ('descriptors' in source) return buildOnPage(source.descriptors);
    if ('compact' in source || 'json' in source) {
      const { bytes, read } = undecoded!;
      let descriptors: unknown;
      try {
        descriptors = read(bytes);
      } catch {
        // Bytes already moved to a Worker that then failed are gone (detached): no warning for those.
        if (bytes.byteLength > 0) unreadable();
        descriptors = await source.reload();
      }
      return buildOnPage(descriptors);
    }
    const kept = await readBuiltIndex(source.kept);
    if (kept) return adoptOnPage(kept, true);
    return buildOnPage(await source.reload());
  };
  const fallBack = (reason: string) => {
    if (index || onPage) return;
    warn(`Filtering on the page: the Worker is unavailable (${reason}).`);
    worker?.terminate();
    worker = null;
    void startOnPage();
  };

  if (settings.worker) {
    try {
      worker = (settings.makeWorker ?? createWorker)();
      const send = (message: ToWorker) => worker?.postMessage(message);
      worker.addEventListener('error', (event) => {
        event.preventDefault(); // handled here: not an uncaught error of the page
        fallBack(event.message || 'error');
      });
      worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'missing' || message.type === 'unreadable') {
          // The kept copy is gone (evicted, or another tab replaced it), or the compact file could
          // not be read: build from the descriptors loaded another way, as on a first visit.
          if (message.type === 'unreadable') unreadable();
          if (!('descriptors' in source)) void source.reload().then((descriptors) => send({ type: 'build', descriptors, options, saveAs }));
          return;
        }
        if (message.type === 'built') {
          for (const warning of message.warnings) warn(warning);
          onReady({ rows: message.rows, inWorker: true, restored: message.restored });
          return;
        }
        pending.delete(message.id);
        waiting.get(message.id)?.(message.id === latest ? message.result : 'superseded');
        waiting.delete(message.id);
      });
      if (undecoded) {
        // The bytes move to the Worker (transferred, not copied): the page never decodes them.
        const { bytes } = undecoded;
        worker.postMessage({ type: 'compact' in source ? 'build-compact' : 'build-json', bytes, options, saveAs } satisfies ToWorker, [bytes.buffer]);
      } else if ('descriptors' in source) send({ type: 'build', descriptors: source.descriptors, options, saveAs });
      else if ('kept' in source) send({ type: 'restore', key: source.kept });
    } catch (error) {
      fallBack(error instanceof Error ? error.message : String(error));
    }
  } else {
    void startOnPage();
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
