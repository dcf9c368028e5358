/**
 * What the npm package ships beside the built modules (run after `vite build`, by `prepack`):
 * the elements' type declarations (dist/types, import paths ending in .js), an index of the
 * element classes, the JSX types, the custom elements manifest and the filter configuration's
 * JSON Schema.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, 'dist');
const TYPES = resolve(DIST, 'types');

const filesUnder = (folder: string): string[] => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name));

rmSync(TYPES, { recursive: true, force: true });
execFileSync(resolve(ROOT, 'node_modules/.bin/tsc'), ['-p', resolve(ROOT, 'tsconfig.types.json')], { cwd: ROOT, stdio: 'inherit' });

// The sources import with .ts/.tsx (run as they are by Vite and tsx); a declaration names the .js its module becomes.
for (const file of filesUnder(TYPES).filter((f) => f.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(/((?:from|import\(|import)\s*["'])(\.{1,2}\/[^"']+?)\.tsx?(["'])/g, '$1$2.js$3');
  if (rewritten !== text) writeFileSync(file, rewritten);
}

const manifest = JSON.parse(readFileSync(resolve(ROOT, 'custom-elements.json'), 'utf8')) as {
  modules: { path: string; declarations: { name: string }[]; exports: { declaration: { module: string } }[] }[];
};
const index = [
  '// The element classes of storefront-elements; importing this (or an element) adds their tags to HTMLElementTagNameMap.',
  // Each element's define module first (its tag's HTMLElementTagNameMap entry), then its class from where it is declared.
  ...manifest.modules.map((m) => `import './${m.path.replace(/\.ts$/, '.js')}';`),
  ...manifest.modules.map((m) => `export type { ${m.declarations[0]!.name} } from './${m.exports[0]!.declaration.module.replace(/\.tsx?$/, '.js')}';`),
  '',
].join('\n');
writeFileSync(resolve(TYPES, 'index.d.ts'), index);
copyFileSync(resolve(ROOT, 'types/jsx.d.ts'), resolve(TYPES, 'jsx.d.ts'));
copyFileSync(resolve(ROOT, 'custom-elements.json'), resolve(DIST, 'custom-elements.json'));
execFileSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/filter-config-docs.ts'), '--schema', resolve(DIST, 'filter-config.schema.json')], {
  cwd: ROOT,
  stdio: 'inherit',
});
console.log(
  `dist/types: ${filesUnder(TYPES).filter((f) => f.endsWith('.d.ts')).length} declaration files; dist/custom-elements.json (${manifest.modules.length} elements).`,
);
