/**
 * Requests truly in parallel: the connections are opened first, every request is prepared, and a
 * barrier releases them in the same tick, so all of them are on the wire before the store (its
 * own process) has answered the first. `overlapped` tells whether that really happened.
 */
import type { Answer, StoreClient } from './http-client.ts';

export interface Burst<T extends Answer> {
  answers: T[];
  /** Every request was sent before the first answer was complete. */
  overlapped: boolean;
}

/** Opens `count` keep-alive connections to the store (a cheap, cacheable request each). */
async function warm(client: StoreClient, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => client.get('/robots.txt')));
}

/** Sends `count` requests made by `send(i)` at once; resolves with every answer in order. */
export async function burst<T extends Answer>(client: StoreClient, count: number, send: (index: number) => Promise<T>): Promise<Burst<T>> {
  await warm(client, count);
  let release!: () => void;
  const barrier = new Promise<void>((resolve) => (release = resolve));
  const pending = Array.from({ length: count }, (_, i) => barrier.then(() => send(i)));
  release();
  const answers = await Promise.all(pending);
  const lastSent = Math.max(...answers.map((a) => a.sentAt));
  const firstDone = Math.min(...answers.map((a) => a.doneAt));
  return { answers, overlapped: lastSent < firstDone };
}
