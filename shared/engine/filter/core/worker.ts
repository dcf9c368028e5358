/** The filter engine inside a Web Worker: builds the index once, then answers queries. */
import { buildIndex, type FilterIndex } from './build-index.ts';
import { runQuery } from './query.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

let index: FilterIndex | null = null;
const reply = (message: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(message);

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'build') {
    const warnings: string[] = [];
    index = buildIndex(message.descriptors, message.options, (w) => warnings.push(w));
    reply({ type: 'built', rows: index.rowCount, warnings });
    return;
  }
  const started = performance.now();
  const result = index
    ? runQuery(index, message.query, { presets: message.presets })
    : { ids: [], total: 0, mainTotal: 0, counts: {}, ranges: {}, coverage: {} };
  reply({ type: 'result', id: message.id, result, ms: performance.now() - started });
});
