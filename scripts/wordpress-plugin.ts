/**
 * The installable plugin folder: the plugin's PHP and editor files, the built elements (`dist/`,
 * with Vite's manifest for the preloads) and the translation files.
 *
 *   npm run build:wordpress [-- <folder>]   (after `npm run build`; default wordpress/build/storefront-elements)
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

export function assemblePlugin(target = resolve(ROOT, 'wordpress/build/storefront-elements')): string {
  if (!existsSync(resolve(ROOT, 'dist/loader.js')) || !existsSync(resolve(ROOT, 'dist/.vite/manifest.json'))) {
    throw new Error('dist/ is not built: run `npm run build` first.');
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(resolve(ROOT, 'wordpress/storefront-elements'), target, { recursive: true });
  cpSync(resolve(ROOT, 'dist'), resolve(target, 'dist'), { recursive: true, filter: (source) => !source.includes('/dist/types') });
  cpSync(resolve(ROOT, 'languages'), resolve(target, 'languages'), { recursive: true });
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = assemblePlugin(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`The plugin is in ${folder}.`);
}
