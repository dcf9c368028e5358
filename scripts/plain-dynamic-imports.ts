/**
 * Vite wraps every dynamic import() in a helper that first fetches the imported chunk's CSS and
 * module preloads. This build has neither (modulePreload: false; the stylesheet is one file the
 * theme links), so every call passes an empty list and the helper is 3.4 kB of code (≈1.2 kB
 * gzip) in the chunk every page loads before consent, doing nothing. It is replaced by a
 * pass-through: a failed import still rejects as before.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

export const plainDynamicImports = {
  name: 'plain-dynamic-imports',
  enforce: 'pre' as const,
  load(id: string): string | null {
    return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
  },
};
