/**
 * docs/filter-config.md from the filter configuration's JSON Schema
 * (shared/engine/filter/config/filter-config-schema.ts): every key with its type, default and
 * meaning, for the top level, a filter and a value. `--check` fails when the page differs from the
 * schema (part of `npm run lint`); `--schema <file>` also writes the schema as JSON (the package's
 * filter-config.schema.json).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FILTER_CONFIG_SCHEMA, type JsonSchema as Schema } from '../shared/engine/filter/config/filter-config-schema.ts';
import { writeOrCheck } from './generated-file.ts';

const TARGET = resolve(import.meta.dirname, '../docs/filter-config.md');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

function typeOf(schema: Schema): string {
  if (schema.enum) return schema.enum.map(code).join(', ');
  if (schema.$ref) return `a ${schema.$ref.split('/').pop()}`;
  const types = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : [...schema.type];
  const named = types.map((type) => (type === 'array' && schema.items ? `array of ${typeOf(schema.items).replace(/^a /, '')}s` : type)).join(' or ');
  const range = [schema.minimum !== undefined ? `≥ ${schema.minimum}` : '', schema.maximum !== undefined ? `≤ ${schema.maximum}` : '']
    .filter(Boolean)
    .join(', ');
  return range ? `${named} (${range})` : named;
}

function rows(properties: Record<string, Schema>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, schema] of Object.entries(properties)) {
    const wrong = schema['x-when-wrong'] ? ` When wrong: ${schema['x-when-wrong']}.` : '';
    out.push(
      `| \`${prefix}${key}\` | ${cell(typeOf(schema))} | ${schema.default === undefined ? '' : cell(code(schema.default))} | ${cell(`${schema.description ?? ''}${wrong}`)} |`,
    );
    if (schema.properties && !schema.$ref) out.push(...rows(schema.properties, `${prefix}${key}.`));
  }
  return out;
}

const table = (properties: Record<string, Schema>) => ['| key | type | default | meaning |', '| --- | --- | --- | --- |', ...rows(properties)].join('\n');
const root = FILTER_CONFIG_SCHEMA as unknown as Schema & { $defs: Record<string, Schema & { properties: Record<string, Schema> }>; title: string };

const page = `# The filter's configuration

<!-- Generated from shared/engine/filter/config/filter-config-schema.ts by \`npm run filter-config-docs\`; do not edit. -->

${root.description}

A shop prints it on every listing the filter enhances. The same rules as a JSON Schema (draft
2020-12) ship in the package as \`storefront-elements/filter-config.schema.json\`, for an editor or
a shop's own validation. The schema gives each key's canonical form; the filter also reads numbers
written as strings and booleans written as \`1\`/\`0\` or \`"yes"\`/\`"no"\`, as WordPress options
often are. When a value cannot be read, the filter uses the default; the check against this
schema names each such value on the console once the filter has started
(\`[shop filter] #shop-filter-config: per_row must be a whole number (got "three"); 3 is used.\`).
The check and the schema (6 kB) load only where someone is looking, so shoppers do not pay for
them: on a development host (\`localhost\`, \`*.local\`, \`*.test\`), when the block carries
\`data-check\` or the address has \`?shop-check-config\`, and whenever the configuration has
already shown a mistake (a filter left out, the filter off for a reason other than its switch).
Keys it does not know are ignored without a word.

## The configuration

${table(root.properties as Record<string, Schema>)}

## A filter (\`filters[]\`)

${table(root.$defs.filter!.properties)}

## A value (\`filters[].values[]\`)

${table(root.$defs.value!.properties)}

## A sort source (\`orderby_sources_map.<key>\`)

${table(root.$defs.orderSource!.properties)}
`;

const schemaAt = process.argv.indexOf('--schema');
if (schemaAt > 0) writeFileSync(resolve(process.argv[schemaAt + 1]!), `${JSON.stringify(FILTER_CONFIG_SCHEMA, null, 2)}\n`);
else writeOrCheck(TARGET, page, 'npm run filter-config-docs', 'the filter configuration reference');
