/**
 * The built elements as the pages load them: which shared chunks every page needs (preloaded
 * with the loader, so the browser fetches them in parallel instead of one after another), read
 * once from Vite's manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface ManifestEntry {
  file: string;
  imports?: string[];
}

const ROOT = resolve(import.meta.dirname, '../../..');
const MANIFEST = resolve(ROOT, 'dist/.vite/manifest.json');

/** Vite's manifest of the build, or null before a build. */
function readManifest(path: string): Record<string, ManifestEntry> | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>) : null;
}

/**
 * The chunks the loader imports and those <shop-mini-cart> (on every page) pulls in, in dependency
 * order, as /dist/ URLs. A modulepreload fetches the module alone, not what it imports: without
 * its own link the loader's import was found only once the loader had arrived, a round trip later.
 */
export function preloadedChunks(manifestPath = MANIFEST): string[] {
  const manifest = readManifest(manifestPath);
  if (!manifest) return [];
  const entry = manifest['elements/mini-cart/define.ts'];
  const seen = new Set<string>();
  const visiting = new Set<string>();
  // Depth first, dependencies before dependents; a cycle between chunks is walked once.
  const visit = (key: string) => {
    for (const dependency of manifest[key]?.imports ?? []) {
      if (seen.has(dependency) || visiting.has(dependency)) continue;
      visiting.add(dependency);
      visit(dependency);
      seen.add(dependency);
    }
  };
  visit('shared/loader.ts');
  if (entry) visit('elements/mini-cart/define.ts');
  return [...seen].map((key) => `/dist/${manifest[key]!.file}`);
}

/**
 * The module that keeps a shopper's presses on a server's first paint (the loader imports it on a
 * page with a copy): preloaded on those pages, so it is there as soon as the loader asks.
 */
export function firstPaintPressesChunk(manifestPath = MANIFEST): string | null {
  const file = readManifest(manifestPath)?.['shared/runtime/first-paint-presses.ts']?.file;
  return file ? `/dist/${file}` : null;
}
