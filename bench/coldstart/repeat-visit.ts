/**
 * A repeat visit to a catalogue of `n` products (1M by default) in Chromium: the first visit keeps
 * the built index (not measured); the next one, in the same browser profile (on disk), goes from its
 * navigation to the first listing answer with every counter through the runtime's own path (the
 * kept index restored in the Worker), and lists the main thread's tasks over 50 ms meanwhile.
 * Then a visit without the kept index: the compact file decoded and built in the Worker.
 * The page script and the Worker are bundled with Vite and served on a cross-origin-isolated
 * http://localhost origin, as bench-page.ts does for the other benches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { launchPersistentChromium } from '../../e2e/browser.ts';
import type { Distributions } from '../filter/generate.ts';
import type { RepeatVisitResult } from './repeat-visit-entry.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

async function bundle(entry: string, format: 'iife' | 'es', name: string): Promise<string> {
  const built = await build({
    configFile: false,
    // The page bundle's engine-host names its own Worker by import.meta.url, which an IIFE lacks
    // (Vite warns); the bench hands it this Worker instead.
    logLevel: 'error',
    build: { write: false, minify: true, lib: { entry: resolve(ROOT, entry), formats: [format], name }, rolldownOptions: { output: { codeSplitting: false } } },
  });
  const outputs = (Array.isArray(built) ? built[0]! : built) as { output: { type: string; code?: string }[] };
  return outputs.output.find((o) => o.type === 'chunk')!.code!;
}

/** The repeat visit (the kept index restored), and a visit without it (the compact file decoded and built in the Worker). */
export async function repeatVisit(distributions: Distributions, n: number): Promise<{ repeat: RepeatVisitResult; cold: RepeatVisitResult }> {
  const [page, worker] = await Promise.all([
    bundle('bench/coldstart/repeat-visit-entry.ts', 'iife', 'repeatVisitBench'),
    bundle('shared/runtime/filter-worker.ts', 'es', 'filterWorker'),
  ]);
  // A profile on disk: an incognito context's storage quota is too small for a large index.
  const profile = mkdtempSync(join(tmpdir(), 'shop-repeat-visit-'));
  const context = await launchPersistentChromium(profile);
  const script = (body: string) => ({
    contentType: 'text/javascript; charset=utf-8',
    headers: { 'Cross-Origin-Resource-Policy': 'same-origin', ...ISOLATED },
    body,
  });
  await context.route('http://localhost/repeat-visit.js', (route) => route.fulfill(script(page)));
  await context.route('http://localhost/filter-worker.js', (route) => route.fulfill(script(worker)));
  await context.route('http://localhost/repeat-visit', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: ISOLATED,
      body: '<!doctype html><meta charset="utf-8"><title>repeat visit</title><body></body><script src="/repeat-visit.js"></script>',
    }),
  );
  try {
    const first = await context.newPage();
    first.on('pageerror', (error) => console.log(`page error: ${error.message}`));
    first.on('console', (message) => console.log(`first visit: ${message.text()}`));
    first.on('crash', () => console.log('first visit: the page crashed'));
    await first.goto('http://localhost/repeat-visit');
    await first.evaluate(([d, size]) => window.setUpKeptIndex(d, size), [distributions, n] as const);
    await first.close();
    const visit = async (mode: 'repeat' | 'cold') => {
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
      await page.goto(`http://localhost/repeat-visit#${mode}=${n}`);
      const result = await page.evaluate(() => window.repeatVisit!);
      await page.close();
      return result;
    };
    return { repeat: await visit('repeat'), cold: await visit('cold') };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
