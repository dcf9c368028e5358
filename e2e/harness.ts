/**
 * The demo store and Chromium for one e2e file: started before its tests with a database of its
 * own, stopped after. `suite.store` and `suite.browser` are set once `before` has run.
 */
import { after, before } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
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

/** A fresh visitor (own cookies) on `path` at `width` × 800. */
export async function openAt(suite: DemoSuite, path: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${suite.store.url}${path}`);
  return page;
}

/** axe's violations inside `selector`, each as "rule target…" (an empty list is clean). */
export async function axeIds(page: Page, selector: string): Promise<string[]> {
  return (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join()}`);
}
