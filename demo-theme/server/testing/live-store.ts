/**
 * A demo store running as its own process, for suites that send requests truly in parallel and
 * then look at the database itself: a client with keep-alive connections, and the store's
 * SQLite file opened read-only beside it (WAL lets it read while the store writes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { StoreClient } from './http-client.ts';
import { E2E_ADMIN_TOKEN, freePort, startStore } from './store-process.ts';

export interface LiveStore {
  url: string;
  client: StoreClient;
  /** The store's database, read-only: what the shop really holds after a burst. */
  db: Database.Database;
  adminToken: string;
  /** A change made behind the store's back, as a shop manager's tool would (a coupon, a limit). */
  write(sql: string, ...params: unknown[]): void;
  stop(): Promise<void>;
}

export async function startLiveStore(prefix: string, env: Record<string, string> = {}): Promise<LiveStore> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const path = join(dir, 'shop.sqlite');
  // Server suites need no built elements: the store must not start a build of its own.
  const running = await startStore(await freePort(), path, { SHOP_SKIP_BUILD: '1', ...env });
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const client = new StoreClient(running.url);
  return {
    url: running.url,
    client,
    db,
    adminToken: E2E_ADMIN_TOKEN,
    write(sql, ...params) {
      const writer = new Database(path, { fileMustExist: true });
      try {
        writer.prepare(sql).run(...params);
      } finally {
        writer.close();
      }
    },
    async stop() {
      client.close();
      db.close();
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
