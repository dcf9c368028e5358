/**
 * A benchmark's browser side: its entry bundled with Vite into one script, served to headless
 * Chromium as its own UTF-8 file on a cross-origin-isolated http://localhost page (a real origin
 * for IndexedDB and the Cache API; performance.now() at 5 µs instead of 100 µs). Served inline and
 * without a charset, a minified bundle holding characters outside ASCII was read as windows-1252
 * and threw 'Invalid or unexpected token'.
 */
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

export interface BenchPageOptions {
  /** The entry, relative to the repository. */
  entry: string;
  name: string;
  /** React's production build, and one script without split chunks. */
  production?: boolean;
  viewport?: { width: number; height: number };
  /** Which console messages to print (default: all). */
  console?: 'all' | 'errors';
}

export async function openBenchPage(browser: Browser, options: BenchPageOptions): Promise<Page> {
  const bundle = await build({
    configFile: false,
    logLevel: options.production ? 'error' : 'warn',
    ...(options.production ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve(ROOT, options.entry), formats: ['iife'], name: options.name },
      ...(options.production ? { rolldownOptions: { output: { codeSplitting: false } } } : {}),
    },
  });
  const outputs = (Array.isArray(bundle) ? bundle[0]! : bundle) as { output: { type: string; code?: string }[] };
  const code = outputs.output.find((o) => o.type === 'chunk')!.code!;
  const page = await browser.newPage(options.viewport ? { viewport: options.viewport } : {});
  page.on('console', (message) => (options.console !== 'errors' || message.type() === 'error') && console.log(message.text()));
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  const url = `http://localhost/${options.name}`;
  await page.route(`${url}.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', headers: { 'Cross-Origin-Resource-Policy': 'same-origin' }, body: code }),
  );
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
      body: `<!doctype html><meta charset="utf-8"><title>${options.name}</title><body></body><script src="/${options.name}.js"></script>`,
    }),
  );
  await page.goto(url);
  return page;
}
