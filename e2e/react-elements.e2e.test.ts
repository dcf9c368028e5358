/**
 * The loader evaluates React in a task of its own before the elements that draw with it
 * (shared/react-elements.ts): the list must match the build (an element missing from it would
 * evaluate React with its own module again; one listed wrongly would wait for React for nothing),
 * and an element without React must not wait for React's chunk.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DRAWS_WITH_REACT } from '../shared/react-elements.ts';
import { demoStoreSuite } from './harness.ts';

const ROOT = resolve(import.meta.dirname, '..');
const suite = demoStoreSuite('shop-react-elements-', { consent: 'ask' });

describe('elements drawing with React', () => {
  test('the loader’s list names exactly the elements whose built module imports React', () => {
    // dist/ is built by test:e2e.
    const manifest = JSON.parse(readFileSync(resolve(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const react = Object.keys(manifest).find((key) => /\/chunks\/react-[\w-]+\.js$/.test(`/${manifest[key]!.file}`) && !key.includes('react-warmup'));
    assert.ok(react, 'the build has a React chunk');
    const importsReact = (key: string, seen = new Set<string>()): boolean => {
      if (key === react) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return (manifest[key]?.imports ?? []).some((dependency) => importsReact(dependency, seen));
    };
    const elements = Object.keys(manifest).filter((key) => /^elements\/[\w-]+\/define\.ts$/.test(key));
    assert.ok(elements.length >= 30, 'every element is an entry');
    const withReact = elements.filter((key) => importsReact(key)).map((key) => `shop-${key.split('/')[1]}`);
    assert.deepEqual([...DRAWS_WITH_REACT].sort(), withReact.sort());
  });

  test('the consent banner and the sticky header start while React’s chunk is still on its way; the add-to-cart buttons once it has come', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/dist\/chunks\/react-(?!warmup)[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${suite.store.url}/`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).waitFor({ timeout: 15_000 });
    await page.locator('shop-sticky-header[data-shop-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    assert.equal(await page.locator('shop-add-to-cart[data-state="ready"]').count(), 0, 'the add-to-cart buttons wait for React');
    release();
    await page.locator('shop-add-to-cart[data-state="ready"]').first().waitFor({ state: 'attached', timeout: 15_000 });
    await context.close();
  });
});
