/** The filter engine inside a Web Worker: builds (or restores) the index once, then answers queries. */
import { buildIndex, type FilterIndex } from '../engine/filter/core/build-index.ts';
import { runQuery } from '../engine/filter/core/query.ts';
import { readBuiltIndex, saveBuiltIndex } from '../api/built-index-store.ts';
import { decodeCompact } from '../engine/filter/compact/decode-compact.ts';
import { parseDescriptorsJson } from '../engine/filter/core/descriptors-json.ts';
import type { FromWorker, ToWorker } from './filter-worker-protocol.ts';

type QueryMessage = Extract<ToWorker, { type: 'query' }>;

let index: FilterIndex | null = null;
/** Queries that arrived while there was no index yet (a restore is read asynchronously). */
let held: QueryMessage[] | null = null;
const reply = (message: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(message);

function answer(message: QueryMessage): void {
  const started = performance.now();
  const result = index
    ? runQuery(index, message.query, { presets: message.presets })
    : { ids: [], total: 0, mainTotal: 0, counts: {}, ranges: {}, coverage: {} };
  reply({ type: 'result', id: message.id, result, ms: performance.now() - started });
}

function release(): void {
  const queries = held ?? [];
  held = null;
  queries.forEach(answer);
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'build' || message.type === 'build-compact' || message.type === 'build-json') {
    let descriptors: unknown;
    if (message.type !== 'build') {
      try {
        descriptors = message.type === 'build-compact' ? decodeCompact(message.bytes) : parseDescriptorsJson(message.bytes);
      } catch {
        held ??= []; // queries wait for the build from the JSON the page sends instead
        return reply({ type: 'unreadable' });
      }
    } else descriptors = message.descriptors;
    const warnings: string[] = [];
    index = buildIndex(descriptors, message.options, (w) => warnings.push(w));
    reply({ type: 'built', rows: index.rowCount, warnings, restored: false });
    release();
    // Kept after the page has its answer: the first query does not wait for the storage.
    if (message.saveAs) void saveBuiltIndex(message.saveAs, index);
    return;
  }
  if (message.type === 'restore') {
    held ??= [];
    void readBuiltIndex(message.key).then((kept) => {
      if (!kept) return reply({ type: 'missing' }); // queries stay held until the build
      index = kept;
      reply({ type: 'built', rows: kept.rowCount, warnings: [], restored: true });
      release();
    });
    return;
  }
  if (held) held.push(message);
  else answer(message);
});
