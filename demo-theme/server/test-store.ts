/** A seeded demo store in a temporary folder, for Vitest suites that use Fastify's inject. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openDb, type Db } from './db.ts';
import { seedIfEmpty } from './catalogue/seed.ts';
import { setAdminToken } from './security/admin-token.ts';
import { copySeededDatabase } from './testing/seeded-database.ts';

/** The admin token of every test store. */
export const TEST_ADMIN_TOKEN = 'test-admin-token';

export interface TestStore {
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function openTestStore(prefix: string): Promise<TestStore> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  copySeededDatabase(join(dir, 'shop.sqlite'));
  const db = openDb(join(dir, 'shop.sqlite'));
  seedIfEmpty(db);
  setAdminToken(db, TEST_ADMIN_TOKEN);
  const app = await buildApp(db);
  return {
    db,
    app,
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
