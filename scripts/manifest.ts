/**
 * The elements' API, from one source: the JSDoc of each element (tag, attributes, properties,
 * events, CSS parts and custom properties, slots) → `custom-elements.json` by the custom elements
 * manifest analyzer → the API table of each element's README and the JSX types.
 *
 *   npm run manifest            writes custom-elements.json, the README tables, types/jsx.d.ts
 *   npm run manifest -- --check fails (exit 1) when any of them is not what the JSDoc says
 *
 * The analyzer reads classes; where an element's JSDoc sits on its `defineOnce('tag', Class)`
 * call instead, it is read from there. An element built with `reactElement` has a property
 * for each attribute (camelCased), as the wrapper defines one.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { format, resolveConfig } from 'prettier';

const ROOT = resolve(import.meta.dirname, '..');
const MANIFEST = resolve(ROOT, 'custom-elements.json');
const JSX_TYPES = resolve(ROOT, 'types/jsx.d.ts');
const START = '<!-- api:start -->';
const END = '<!-- api:end -->';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}
interface Attribute extends Described {
  fieldName?: string;
}
interface Member extends Described {
  kind: string;
  privacy?: string;
  static?: boolean;
  attribute?: string;
}
interface Declaration extends Described {
  kind: string;
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  attributes?: Attribute[];
  members?: Member[];
  events?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
  slots?: Described[];
  mixins?: { name: string }[];
}
interface Module {
  kind: string;
  path: string;
  declarations?: Declaration[];
  exports?: unknown[];
}
interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: Module[];
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `@attr {type} name - text`, `@fires a, b - text` …: the tags of a JSDoc block. */
function parseJsDoc(block: string): Partial<Declaration> {
  const text = block
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join('\n');
  const [lead] = text.split(/\n\s*@/);
  const found: Partial<Declaration> = { description: lead!.trim() };
  const tag = /@(\w+)(?:\s+\{((?:[^{}]|\{[^{}]*\})*)\})?\s+([^\n]*(?:\n(?!\s*@)[^\n]*)*)/g;
  for (const [, name, type, rest] of text.matchAll(tag)) {
    const [names, ...description] = rest!.split(/\s+-\s+/);
    const entries = names!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => ({ name: n, description: description.join(' - ').replace(/\s+/g, ' ').trim(), ...(type ? { type: { text: type } } : {}) }));
    if (name === 'tag' || name === 'tagname') found.tagName = names!.trim();
    else if (name === 'attr' || name === 'attribute') found.attributes = [...(found.attributes ?? []), ...entries];
    else if (name === 'fires' || name === 'event') found.events = [...(found.events ?? []), ...entries];
    else if (name === 'csspart') found.cssParts = [...(found.cssParts ?? []), ...entries];
    else if (name === 'cssprop' || name === 'cssproperty') found.cssProperties = [...(found.cssProperties ?? []), ...entries];
    else if (name === 'slot') found.slots = [...(found.slots ?? []), ...entries.map((e) => ({ ...e, name: e.name === '-' ? '' : e.name }))];
    else if (name === 'prop' || name === 'property') found.members = [...(found.members ?? []), ...entries.map((e) => ({ kind: 'field', ...e }))];
  }
  return found;
}

/** Every `defineOnce('tag', Class)` of the element folders, with the JSDoc written above it. */
interface DefineCall {
  tag: string;
  folder: string;
  doc: Partial<Declaration>;
  /** The props `reactElement(…, { props })` maps from attributes (each one also a property). */
  reactProps: string[];
}

function defineCalls(): Map<string, DefineCall> {
  const calls = new Map<string, DefineCall>();
  for (const folder of readdirFolders()) {
    const source = readFileSync(resolve(ROOT, 'elements', folder, 'define.ts'), 'utf8');
    const props = /reactElement\(\w+,\s*\{[^]*?props:\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
    const reactProps = [...props.matchAll(/(\w+)\s*:/g)].map((m) => m[1]!);
    for (const match of source.matchAll(/(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?defineOnce\('([^']+)',\s*(\w+)\)/g)) {
      calls.set(match[3]!, { tag: match[2]!, folder, doc: match[1] ? parseJsDoc(match[1]) : {}, reactProps });
    }
  }
  return calls;
}

const readdirFolders = (): string[] =>
  readdirSync(resolve(ROOT, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(ROOT, 'elements', entry.name, 'define.ts')))
    .map((entry) => entry.name)
    .sort();

async function analyse(): Promise<Manifest> {
  const raw = (await cli({
    argv: ['analyze', '--globs', 'elements/*/*.ts', 'elements/*/*.tsx', '--exclude', 'elements/**/*.test.ts', 'elements/**/*.test.tsx', '--quiet'],
    cwd: ROOT,
    noWrite: true,
  })) as Manifest;
  const calls = defineCalls();
  const modules: Module[] = [];
  for (const module of raw.modules) {
    for (const declaration of module.declarations ?? []) {
      const call = calls.get(declaration.name);
      if (declaration.kind !== 'class' || !call) continue;
      const doc = call.doc;
      const element: Declaration = {
        kind: 'class',
        name: declaration.name,
        tagName: call.tag,
        customElement: true,
        description: declaration.description || doc.description || '',
        attributes: [...(declaration.attributes ?? []), ...(doc.attributes ?? [])],
        members: [...(declaration.members ?? []), ...(doc.members ?? [])].filter((m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.static),
        events: [...(declaration.events ?? []), ...(doc.events ?? [])],
        cssParts: [...(declaration.cssParts ?? []), ...(doc.cssParts ?? [])],
        cssProperties: [...(declaration.cssProperties ?? []), ...(doc.cssProperties ?? [])],
        slots: [...(declaration.slots ?? []), ...(doc.slots ?? [])],
      };
      if (declaration.tagName && declaration.tagName !== call.tag)
        throw new Error(`${declaration.name}: @tag ${declaration.tagName} but defined as ${call.tag}`);
      // reactElement defines a property for each prop it maps from an attribute.
      if ((declaration.mixins ?? []).some((m) => m.name === 'reactElement')) {
        for (const attribute of element.attributes!) {
          if (!call.reactProps.includes(camel(attribute.name))) continue;
          attribute.fieldName = camel(attribute.name);
          if (!element.members!.some((m) => m.name === attribute.fieldName))
            element.members!.push({
              kind: 'field',
              name: attribute.fieldName,
              type: attribute.type,
              description: attribute.description,
              attribute: attribute.name,
            });
        }
      }
      for (const key of ['attributes', 'members', 'events', 'cssParts', 'cssProperties', 'slots'] as const) if (element[key]!.length === 0) delete element[key];
      modules.push({
        kind: 'javascript-module',
        path: `elements/${call.folder}/define.ts`,
        declarations: [element],
        exports: [
          { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: module.path } },
          { kind: 'custom-element-definition', name: call.tag, declaration: { name: declaration.name, module: module.path } },
        ],
      });
      calls.delete(declaration.name);
    }
  }
  if (calls.size) throw new Error(`No class found for ${[...calls.values()].map((c) => c.tag).join(', ')}`);
  modules.sort((a, b) => a.path.localeCompare(b.path));
  return { schemaVersion: '1.0.0', readme: 'README.md', modules };
}

const cell = (text = '') => text.replace(/\|/g, '\\|').replace(/\n/g, ' ') || '—';
const code = (text?: string) => (text ? `\`${text}\`` : '—');

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The generated API section of one element's README. */
function apiSection(element: Declaration): string {
  const parts = [
    `## API`,
    '',
    `\`<${element.tagName}>\` · generated from the JSDoc in \`define.ts\` (\`npm run manifest\`); the manifest is \`custom-elements.json\`.`,
    '',
    `Alone, in its states, on the demo store's workbench: \`/workbench/${element.tagName!.replace(/^shop-/, '')}/\` (after \`npm start\`).`,
  ];
  const attributes = element.attributes ?? [];
  parts.push(
    '',
    attributes.length
      ? table(
          ['Attribute', 'Property', 'Type', 'Description'],
          attributes.map((a) => [code(a.name), code(a.fieldName), code(a.type?.text), cell(a.description)]),
        )
      : 'Attributes: none.',
  );
  const fields = (element.members ?? []).filter((m) => m.kind === 'field' && !attributes.some((a) => a.fieldName === m.name));
  if (fields.length)
    parts.push(
      '',
      table(
        ['Property', 'Type', 'Description'],
        fields.map((m) => [code(m.name), code(m.type?.text), cell(m.description)]),
      ),
    );
  const methods = (element.members ?? []).filter((m) => m.kind === 'method');
  if (methods.length)
    parts.push(
      '',
      table(
        ['Method', 'Description'],
        methods.map((m) => [code(`${m.name}()`), cell(m.description)]),
      ),
    );
  parts.push(
    '',
    element.events?.length
      ? table(
          ['Event', 'Detail', 'Description'],
          element.events.map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
        )
      : 'Events: none.',
  );
  const named: [Described[] | undefined, string, (d: Described) => string][] = [
    [element.cssParts, 'CSS part', (d) => code(d.name)],
    [element.cssProperties, 'CSS custom property', (d) => code(d.name)],
    [element.slots, 'Slot', (d) => (d.name ? code(d.name) : '(default)')],
  ];
  for (const [entries, head, name] of named)
    if (entries?.length)
      parts.push(
        '',
        table(
          [head, 'Description'],
          entries.map((d) => [name(d), cell(d.description)]),
        ),
      );
  return `${START}\n${parts.join('\n')}\n${END}`;
}

/** The README with its API section replaced (or added after the title). */
function withApiSection(readme: string, section: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start >= 0 && end > start) return `${readme.slice(0, start)}${section}${readme.slice(end + END.length)}`;
  const titleEnd = readme.indexOf('\n') + 1;
  return `${readme.slice(0, titleEnd)}\n${section}\n${readme.slice(titleEnd)}`;
}

const jsxType = (type?: { text: string }) => {
  const text = type?.text ?? 'string';
  return text === 'boolean' ? 'boolean | string' : text === 'number' ? 'number | string' : text;
};

/** JSX intrinsic elements (React 19's `React.JSX`) for every tag, attributes typed. */
function jsxTypes(manifest: Manifest): string {
  const entries = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .map((element) => {
      const attributes = (element.attributes ?? []).map(
        (a) => `      /** ${(a.description ?? '').replace(/\*\//g, '*\\/')} */\n      '${a.name}'?: ${jsxType(a.type)};`,
      );
      return `    '${element.tagName}': ShopElementProps${attributes.length ? ` & {\n${attributes.join('\n')}\n    }` : ''};`;
    });
  return `// Generated from custom-elements.json by \`npm run manifest\`: do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ShopElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { class?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}
`;
}

/** As the project's formatter writes it, so `npm run format` and the drift check agree. */
async function formatted(path: string, text: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(text, { ...options, filepath: path });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const manifest = await analyse();
  const outputs = new Map<string, string>([
    [MANIFEST, await formatted(MANIFEST, JSON.stringify(manifest))],
    [JSX_TYPES, await formatted(JSX_TYPES, jsxTypes(manifest))],
  ]);
  for (const module of manifest.modules) {
    const readmePath = resolve(ROOT, dirname(module.path), 'README.md');
    const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : `# \`<${module.declarations![0]!.tagName}>\`\n`;
    outputs.set(readmePath, withApiSection(readme, apiSection(module.declarations![0]!)));
  }
  const drift = [...outputs].filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text).map(([path]) => path.slice(ROOT.length + 1));
  if (check) {
    if (drift.length) {
      console.error(
        `The elements' API is out of date in: ${drift.join(', ')}.\nRun \`npm run manifest\` and commit the result (edit the JSDoc in define.ts, not the tables).`,
      );
      process.exit(1);
    }
    console.log(`custom-elements.json, ${manifest.modules.length} README API sections and types/jsx.d.ts match the JSDoc.`);
    return;
  }
  for (const [path, text] of outputs) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(
    `Wrote custom-elements.json (${manifest.modules.length} elements), their README API sections and types/jsx.d.ts${drift.length ? ` (changed: ${drift.join(', ')})` : ''}.`,
  );
}

await main();
