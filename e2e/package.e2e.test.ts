/**
 * The npm package as a theme author gets it: `npm pack`, the tarball installed into an empty
 * project (no network: it has no dependencies), a page with three elements built by Vite with
 * TypeScript checking the elements' types and speaking German through the package's i18n entry
 * and languages/ file, and that page loaded in Chromium; the tarball also carries the stylesheet,
 * the manifest, the filter configuration's JSON Schema and the translation template.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';

const ROOT = resolve(import.meta.dirname, '..');
const tools = (name: string) => resolve(ROOT, 'node_modules', name);
let project = '';
let browser: Browser;
let server: Server;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Package test</title><script type="module" src="./main.ts"></script></head>
<body>
<form><label for="pw">Password</label><shop-password-toggle class="password-input"><input id="pw" type="password" name="password"></shop-password-toggle></form>
<form><shop-quantity name="quantity" value="2" min="1" max="5"></shop-quantity></form>
<shop-mini-cart hide-if-empty></shop-mini-cart>
</body></html>`;

// Each element imported on its own, with its types: a wrong property type must not compile.
const MAIN = `import 'storefront-elements/elements/password-toggle';
import 'storefront-elements/elements/quantity';
import 'storefront-elements/elements/mini-cart';
import type { MiniCartElement } from 'storefront-elements';
import { setTranslations } from 'storefront-elements/i18n';
import german from 'storefront-elements/languages/storefront-elements-de_DE.json';

const cart: MiniCartElement | null = document.querySelector('shop-mini-cart');
if (cart) cart.drawerBreakpoint = 700;
const quantity = document.createElement('shop-quantity');
const max: string | number | undefined = quantity.max;
// @ts-expect-error the breakpoint is a number
if (cart) cart.drawerBreakpoint = 'wide';
(window as unknown as { typed: unknown }).typed = [max];
// A theme's own translation, set before the elements first render (they render after this module's body).
setTranslations(german);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    types: [],
  },
  include: ['main.ts'],
};

function serve(folder: string): Promise<string> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  server = createServer((request, response) => {
    const path = join(folder, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/\/$/, '/index.html'));
    if (!path.startsWith(folder) || !existsSync(path)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as { port: number }).port}/`)));
}

describe('the npm package', () => {
  before(async () => {
    project = mkdtempSync(join(tmpdir(), 'shop-package-'));
    // dist/ is built by test:e2e; the package step adds the types and the manifest (prepack does both).
    execFileSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/build-package.ts')], { cwd: ROOT, stdio: 'ignore' });
    const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', project], { cwd: ROOT, encoding: 'utf8' });
    const tarball = join(project, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'a-theme', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: project, stdio: 'ignore' });
    // The theme's own tools: the project's copies of Vite and TypeScript, as its node_modules would hold them.
    for (const name of ['vite', 'typescript']) symlinkSync(tools(name), join(project, 'node_modules', name), 'dir');
    writeFileSync(join(project, 'index.html'), PAGE);
    writeFileSync(join(project, 'main.ts'), MAIN);
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    server?.close();
    rmSync(project, { recursive: true, force: true });
  });

  test('installs with the manifest, the types and no dependency', () => {
    const installed = join(project, 'node_modules/storefront-elements');
    const manifest = JSON.parse(readFileSync(join(installed, 'dist/custom-elements.json'), 'utf8')) as { modules: unknown[] };
    assert.ok(manifest.modules.length >= 31, 'every element in the manifest');
    assert.ok(existsSync(join(installed, 'dist/types/elements/mini-cart/define.d.ts')));
    assert.match(readFileSync(join(installed, 'dist/storefront.css'), 'utf8'), /--shop-accent/, 'the stylesheet, on tokens');
    const schema = JSON.parse(readFileSync(join(installed, 'dist/filter-config.schema.json'), 'utf8')) as { $schema: string; properties: object };
    assert.match(schema.$schema, /json-schema\.org/, 'the filter configuration’s JSON Schema');
    assert.ok(existsSync(join(installed, 'languages/storefront-elements.pot')), 'the translation template');
    assert.equal(existsSync(join(project, 'node_modules/react')), false, 'React comes inside the built modules, not as a dependency');
  });

  test('type-checks: the elements’ properties are typed (a wrong type is refused)', () => {
    execFileSync(process.execPath, [join(tools('typescript'), 'bin/tsc'), '-p', project], { cwd: project, stdio: 'pipe' });
  });

  test('builds with Vite and runs in Chromium: the three elements start', async () => {
    execFileSync(process.execPath, [join(tools('vite'), 'bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: project, stdio: 'pipe' });
    mkdirSync(join(project, 'dist'), { recursive: true });
    const url = await serve(join(project, 'dist'));
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => ['shop-password-toggle', 'shop-quantity', 'shop-mini-cart'].every((tag) => customElements.get(tag)));
    // In German: the file from the package's languages/, through its i18n entry.
    await page.getByRole('button', { name: 'Passwort anzeigen' }).click();
    assert.equal(await page.locator('#pw').getAttribute('type'), 'text', 'the password toggle works');
    await page.getByRole('button', { name: 'Menge erhöhen' }).click();
    assert.equal(await page.locator('shop-quantity input').inputValue(), '3', 'the quantity stepper works');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
