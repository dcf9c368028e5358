/**
 * One seeded demo store per Vitest suite: opened before the suite's tests (in a temporary
 * folder), closed after. `db` and `app` are read once the suite runs; `browser()` gives a shopper
 * with their own cookies.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db.ts';
import { openTestStore, type TestStore } from '../test-store.ts';
import { injectBrowser, type InjectBrowser } from './inject-browser.ts';

export interface SuiteStore {
  readonly db: Db;
  readonly app: FastifyInstance;
  /** A shopper with their own cookies (and address, for the attempt limits). */
  browser(remoteAddress?: string): InjectBrowser;
}

export function useTestStore(prefix: string): SuiteStore {
  let store: TestStore | null = null;
  beforeAll(async () => {
    store = await openTestStore(prefix);
  }, 60_000);
  afterAll(() => store?.close());
  const opened = () => {
    if (!store) throw new Error('The test store is opened in beforeAll: use it inside a test or a hook.');
    return store;
  };
  return {
    get db() {
      return opened().db;
    },
    get app() {
      return opened().app;
    },
    browser: (remoteAddress) => injectBrowser(opened().app, remoteAddress),
  };
}
