import { readdirSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig } from 'vitest/config';
import { plainDynamicImports } from './scripts/plain-dynamic-imports.ts';
import { noChunkCycles } from './scripts/no-chunk-cycles.ts';
import { AB_HIDE_FUNCTION } from './shared/engine/tracking/services/vwo-payloads.ts';

const root = import.meta.dirname;

/** Every elements/<name>/define.ts is an entry, so each element is its own ES module. */
function elementEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of readdirSync(resolve(root, 'elements'))) {
    const define = resolve(root, 'elements', name, 'define.ts');
    if (existsSync(define)) entries[`elements/${name}`] = define;
  }
  return entries;
}

/**
 * The elements' stylesheet ships as dist/storefront.css, unhashed (themes link it by name), one
 * file: styles/storefront.css lists the element files with @import, inlined here in its order.
 */
const storefrontStylesheet = {
  name: 'storefront-stylesheet',
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void }) {
    const styles = resolve(root, 'styles');
    const source = readFileSync(join(styles, 'storefront.css'), 'utf8').replace(/^@import url\('\.\/([\w-]+\.css)'\);$/gm, (_, file: string) =>
      readFileSync(join(styles, file), 'utf8').trimEnd(),
    );
    if (source.includes('@import')) throw new Error('styles/storefront.css: an @import the build cannot inline');
    this.emitFile({ type: 'asset', fileName: 'storefront.css', source });
  },
};

/**
 * The A/B service's head script without its settings, dist/ab-hide.js: a server that is not in
 * TypeScript prints it inline with its settings appended, `(…)(settings);` (the WordPress plugin
 * does), so it runs the same code as the demo store.
 */
const abHeadScript = {
  name: 'ab-head-script',
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void }) {
    this.emitFile({ type: 'asset', fileName: 'ab-hide.js', source: `${AB_HIDE_FUNCTION}\n` });
  },
};

/**
 * Every script, stylesheet and JSON file of dist/ also as .br (Brotli at its best, quality 11)
 * and .gz (gzip level 9), written once at build time: a server sends the smallest encoding the
 * browser accepts without compressing per request (the demo store serves them; see
 * docs/integration.md for nginx and Apache).
 */
const precompressed = {
  name: 'precompressed-assets',
  writeBundle(options: { dir?: string }) {
    const dir = options.dir ?? resolve(root, 'dist');
    const walk = (folder: string): string[] =>
      readdirSync(folder).flatMap((name) => {
        const path = join(folder, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    for (const path of walk(dir)) {
      if (!/\.(js|css|json|svg)$/.test(path) || statSync(path).size < 1024) continue;
      const content = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  },
};

export default defineConfig({
  plugins: [plainDynamicImports, storefrontStylesheet, abHeadScript, precompressed, noChunkCycles],
  // Relative base: dist/ can be served from any theme folder of a real shop.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // No preload helper around the loader's dynamic imports: appending a <link rel=modulepreload>
    // per dependency of every element cost the loader's task more than it saved. The page
    // preloads the chunks every page needs (see docs/integration.md), and an element's own module
    // names its chunks as static imports, which the browser fetches in parallel.
    modulePreload: false,
    rolldownOptions: {
      input: {
        loader: resolve(root, 'shared/loader.ts'),
        i18n: resolve(root, 'shared/i18n.ts'),
        'push-sw': resolve(root, 'elements/push-prompt/service-worker.ts'),
        // Under a name of its own (not hashed): a page that prints a server's first paint preloads it.
        'first-paint-presses': resolve(root, 'shared/runtime/first-paint-presses.ts'),
        ...elementEntries(),
      },
      // 'allow-extension' (an entry may export more than it declares) and a strict execution order:
      // what rolldown asks for when a group does not take its dependencies along (the filter's).
      preserveEntrySignatures: 'allow-extension',
      output: {
        // V8's explicit compile hint first in every script the build ships: each is a module a page
        // asks for when it needs it, so its functions run at once. V8 then compiles them on a
        // background thread while the file streams in, not one by one on the page's main thread at
        // their first call (React's first render calls hundreds: 60-110 ms of main-thread compiling
        // in a cold view of /shop/ here, 3-14 ms with the hint). After minification, which drops comments.
        postBanner: '//# allFunctionsCalledOnLoad',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // The filter configuration's check and its schema: loaded after the filter has started, a
            // chunk of their own (inside the filter group the schema's words went to every listing).
            { name: 'filter-config-check', test: /[\\/]shared[\\/]engine[\\/]filter[\\/]config[\\/](config-check|filter-config-schema)\.ts$/, priority: 22 },
            // The cart reminders' rules, shared by the prompt and the service worker: a chunk of their
            // own, so the worker imports nothing written for pages.
            { name: 'push', test: /[\\/]shared[\\/]engine[\\/]push[\\/]/, priority: 21 },
            // React and its renderer load once, whatever number of elements a page has.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/, priority: 20 },
            // The filter (engine, stores, loading) ships only to pages with a filter element. Its
            // dependencies in the shared code (the sanitiser, messages, platform helpers) stay in
            // 'shared': captured here, they made every cart-only page load the filter chunk.
            {
              name: 'filter',
              includeDependenciesRecursively: false,
              test: /[\\/]shared[\\/](engine[\\/]filter|stores[\\/]filter|ui[\\/](filter-controls|filter-panels|applied-filters|use-light-dom|use-screen-range|use-filters-displayed)|runtime[\\/](filter-|engine-host|listing-chrome)|connectors[\\/]|api[\\/](descriptors-|product-cards|first-result)|platform[\\/]product-markup)/,
              priority: 15,
            },
            // What every page runs first, before the shopper's consent: the consent layer, the
            // recorder of the shopper's actions and the stores' core. The banner and the tracking
            // evaluate only this small chunk, not the whole shared one (a long task on a phone).
            // Vite's wrapper around each dynamic import goes here too: left to 'shared', it made the
            // loader evaluate every store, the sanitiser and the platform helpers in the task that
            // ends the page's parsing.
            {
              name: 'core',
              test: /^\0?vite[\\/]preload-helper|node_modules[\\/]nanostores[\\/](atom|map)[\\/]|[\\/]shared[\\/](platform[\\/](define-once|jquery|build-element|load-timeout)|stores[\\/]consent(\.actions)?|engine[\\/]consent[\\/][\w-]+|api[\\/]geo-client|runtime[\\/](consent-runtime|marketing-gate|cart-adds|tracking[\\/](page-data-layer|recorded-actions|recorded-hand-on|action-targets))|engine[\\/]tracking[\\/](excluded-domain|google-consent|data-layer|constants|start-messages))\.[jt]s$/,
              priority: 14,
              includeDependenciesRecursively: false,
            },
            // Shared code that draws with React ('views': a chunk name without "react", the e2e counts
            // React's files by name), apart from the rest: an element without React (the consent
            // banner, the tracking, the small enhancements) loads and evaluates no React.
            {
              name: 'views',
              test: /node_modules[\\/]@nanostores[\\/]react[\\/]|[\\/]shared[\\/](ui|connectors)[\\/]|[\\/]shared[\\/]platform[\\/](react-element|media)\.ts$/,
              priority: 11,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // The tracking's and the cart capture's own code that several of their chunks share (the
            // adapters' helpers, the capture's rules): loaded with them, after the page's load.
            // Left to 'shared', every page fetched it before its load event.
            {
              name: 'tracking-shared',
              test: /[\\/]shared[\\/](engine|runtime)[\\/]tracking[\\/]/,
              priority: 13,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'cart-capture-shared',
              // (exit-intent.ts, the timings the exit-intent element reads before consent, stays shared)
              test: /[\\/]shared[\\/]((engine|runtime)[\\/]cart-capture[\\/](?!exit-intent\.ts)|api[\\/]cart-capture-client)/,
              priority: 13,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // DOMPurify, one copy per page: imported dynamically (shared/platform/sanitize.ts), when a
            // page first shows markup from data or once it is idle after its load.
            { name: 'sanitizer', test: /node_modules[\\/]dompurify[\\/]/, priority: 12 },
            // Stores, platform and clients are shared state: one copy per page. Only what two or
            // more elements use: one element's own logic (the price slider's, the swatches') ships
            // with that element, not to every page.
            {
              name: 'shared',
              test: /node_modules[\\/](nanostores|@nanostores)[\\/]|[\\/]shared[\\/](stores|platform|runtime|api|events|engine|messages|ui)[\\/]/,
              priority: 10,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['elements/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'demo-theme/**/*.test.ts', 'wordpress/tests/*.test.ts', 'scripts/*.test.ts'],
    exclude: ['**/*.browser.test.*', '**/*.e2e.test.*', 'node_modules/**'],
    environment: 'node',
  },
});
