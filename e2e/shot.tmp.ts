import { launchChromium } from './browser.ts';
import { freePort, startStore } from './store-server.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const [path = '/shop/', width = '1280', name = 'shot', actions = ''] = process.argv.slice(2);
const store = await startStore(await freePort(), join(mkdtempSync(join(tmpdir(), 'shot-')), 'shop.sqlite'));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(store.url + path);
  await page.locator(process.env.WAIT ?? 'shop-products[data-state="ready"]').first().waitFor({ state: 'attached', timeout: 15000 }).catch(() => console.log('not ready'));
  await page.waitForTimeout(500);
  if (actions) await new Function('page', `return (async () => { ${actions} })()`)(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === '1' });
  console.log('saved', name);
} finally {
  await browser.close();
  await store.stop();
}
