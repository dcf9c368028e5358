/**
 * The UI's handle on the filter engine in a Web Worker: build once, then query; only the
 * latest query's answer is delivered (an older one still in flight resolves as superseded).
 */
import type { FromWorker, ToWorker } from '../engine/filter/worker-protocol.ts';
import type { FilterQuery, FilterResult, IndexOptions } from '../engine/filter/types.ts';

export interface FilterWorker {
  ready: Promise<{ rows: number }>;
  query(query: FilterQuery, options?: { presets?: boolean }): Promise<FilterResult | 'superseded'>;
  terminate(): void;
}

export function startFilterWorker(descriptors: unknown, options: IndexOptions): FilterWorker {
  const worker = new Worker(new URL('../engine/filter/worker.ts', import.meta.url), { type: 'module' });
  const send = (message: ToWorker) => worker.postMessage(message);
  let latest = 0;
  const waiting = new Map<number, (result: FilterResult | 'superseded') => void>();
  let onBuilt: (value: { rows: number }) => void = () => {};
  const ready = new Promise<{ rows: number }>((resolve) => (onBuilt = resolve));
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'built') {
      for (const warning of message.warnings) console.warn(`[shop filter] ${warning}`);
      onBuilt({ rows: message.rows });
      return;
    }
    waiting.get(message.id)?.(message.id === latest ? message.result : 'superseded');
    waiting.delete(message.id);
  });
  send({ type: 'build', descriptors, options });
  return {
    ready,
    query(query, queryOptions = {}) {
      const id = ++latest;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        send({ type: 'query', id, query, presets: queryOptions.presets });
      });
    },
    terminate: () => worker.terminate(),
  };
}
