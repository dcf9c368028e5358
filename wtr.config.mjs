// Browser tests of one element at a time, in Debian's Chromium. Vite (middleware mode) compiles
// TS/TSX and React's CommonJS for the test pages; WTR's own esbuild plugin cannot load React 19.
import { chromeLauncher } from '@web/test-runner-chrome';
import { createServer } from 'vite';

// WTR serves its own socket module; Vite must leave that import alone.
const wtrRuntimeExternal = {
  name: 'wtr-runtime-external',
  resolveId: (id) => (id.includes('__web-dev-server__') ? { id, external: true } : null),
};

/**
 * DOMPurify 600 ms late for a test page that sets the cookie `shop_test_slow_sanitizer=1`: the
 * sanitiser loaded on need over a slow connection (elements/filter-sidebar/filter-sidebar-markup-labels).
 */
const slowSanitizer = {
  name: 'slow-sanitizer',
  async serve(context) {
    if (context.path.includes('dompurify') && /(^|;\s*)shop_test_slow_sanitizer=1/.test(context.get('cookie') ?? ''))
      await new Promise((go) => setTimeout(go, 600));
    return undefined;
  },
};

function vitePlugin() {
  let vite;
  return {
    name: 'vite-transform',
    async serverStart() {
      vite = await createServer({
        configFile: false,
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [wtrRuntimeExternal],
        optimizeDeps: {
          // Pre-bundle every dependency up front: if Vite discovers one mid-run it re-optimizes,
          // and pages that already loaded the old React chunk get a second React (null hooks).
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            '@r2wc/core',
            'nanostores',
            '@nanostores/react',
            'axe-core',
            'dompurify',
          ],
          noDiscovery: true,
          exclude: ['@web/test-runner-commands'],
        },
      });
    },
    async serverStop() {
      await vite?.close();
    },
    async serve(context) {
      const path = context.path;
      if (!/\.(tsx?|jsx?|mjs)$/.test(path) && !path.startsWith('/@') && !path.startsWith('/node_modules/')) return undefined;
      if (path.endsWith('.html')) return undefined;
      // WTR's own browser modules talk to its dev server; they must reach the browser untouched.
      if (path.startsWith('/node_modules/@web/')) return undefined;
      const result = await vite.transformRequest(context.url);
      return result ? { body: result.code, type: 'js' } : undefined;
    },
  };
}

export default {
  files: ['elements/**/*.browser.test.ts', 'shared/**/*.browser.test.ts'],
  nodeResolve: false,
  concurrency: 1,
  // Above the waits' own 8 s (shared/testing/wait.ts), so a wait that times out says what it waited for.
  testFramework: { config: { timeout: 20000 } },
  plugins: [slowSanitizer, vitePlugin()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
      },
    }),
  ],
};
