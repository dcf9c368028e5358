/**
 * The demo store and Chromium for one e2e file: started before its tests with a database of its
 * own, stopped after. `suite.store` and `suite.browser` are set once `before` has run.
 */
import { after, before } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { freePort, startStore, type RunningStore } from './store-server.ts';

export interface DemoSuite {
  store: RunningStore;
  browser: Browser;
}

export function demoStoreSuite(prefix: string): DemoSuite {
  const suite = {} as DemoSuite;
  let dir = '';
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    suite.store = await startStore(await freePort(), join(dir, 'shop.sqlite'));
    suite.browser = await launchChromium();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.store?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return suite;
}
