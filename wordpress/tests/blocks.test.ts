/**
 * The plugin's blocks against the rules WordPress 6.1 reads block.json by, and against the
 * elements' manifest: one block per element, each attribute of the element (and the loader's
 * data-load-on) with the same type and choices, nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BLOCKS = resolve(ROOT, 'wordpress/storefront-elements/blocks');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** block.json as WordPress 6.1 reads it (the fields of schemas.wp.org's block.json this plugin may use). */
const BLOCK_JSON_SCHEMA = {
  type: 'object',
  required: ['apiVersion', 'name', 'title'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    apiVersion: { enum: [1, 2] },
    name: { type: 'string', pattern: '^[a-z][a-z0-9-]*/[a-z][a-z0-9-]*$' },
    title: { type: 'string', minLength: 1 },
    category: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    icon: { type: 'string' },
    description: { type: 'string' },
    keywords: { type: 'array', items: { type: 'string' }, maxItems: 3 },
    textdomain: { type: 'string' },
    attributes: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: {
          type: { enum: ['null', 'boolean', 'object', 'array', 'string', 'integer', 'number'] },
          enum: { type: 'array', minItems: 1 },
          default: {},
          source: { enum: ['attribute', 'text', 'html', 'raw', 'query', 'meta'] },
        },
      },
    },
    supports: { type: 'object', properties: { html: { type: 'boolean' }, multiple: { type: 'boolean' } } },
    editorScript: { type: 'string', minLength: 1 },
    editorStyle: { type: 'string', minLength: 1 },
  },
};

interface ManifestAttribute {
  name: string;
  type?: { text: string };
}
const manifest = read(resolve(ROOT, 'custom-elements.json')) as { modules: { declarations?: { tagName?: string; attributes?: ManifestAttribute[] }[] }[] };
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
const blockFiles = readdirSync(BLOCKS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => resolve(BLOCKS, entry.name, 'block.json'));

describe('the plugin blocks', () => {
  test('one block per element of the manifest', () => {
    expect(blockFiles.map((file) => read(file).name).sort()).toEqual(declarations.map((d) => `storefront-elements/${d.tagName!.slice(5)}`).sort());
  });

  test.each(blockFiles)('%s is a valid block.json at an apiVersion WordPress 6.1 knows', (file) => {
    const validate = new Ajv({ allErrors: true }).compile(BLOCK_JSON_SCHEMA);
    const block = read(file);
    expect(validate(block), JSON.stringify(validate.errors)).toBe(true);
    expect(block.apiVersion).toBe(2);
    expect(block.editorScript).toBe('storefront-elements-editor');
  });

  test.each(declarations.map((d) => [d.tagName!, d] as const))('<%s>: the block has its attributes with their types', (tag, declaration) => {
    const block = read(resolve(BLOCKS, tag.slice(5), 'block.json')) as { attributes: Record<string, { type: string; enum?: string[] }> };
    const expected: Record<string, { type: string; enum?: string[] }> = {};
    for (const attribute of declaration.attributes ?? []) {
      const key = attribute.name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      const text = attribute.type?.text ?? '';
      const choices = text.split('|').map((part) => /^\s*'([^']+)'\s*$/.exec(part)?.[1]);
      expected[key] =
        text === 'boolean' || text === 'number'
          ? { type: text }
          : choices.every((choice) => choice !== undefined)
            ? { type: 'string', enum: choices as string[] }
            : { type: 'string' };
    }
    expected.loadOn = { type: 'string', enum: ['ready', 'firstInteraction', 'visible', 'intent'] };
    expect(block.attributes).toEqual(expected);
  });

  test("the editor script's handle is the one the plugin registers", () => {
    expect(readFileSync(resolve(ROOT, 'wordpress/storefront-elements/includes/class-blocks.php'), 'utf8')).toContain(
      "EDITOR_HANDLE = 'storefront-elements-editor'",
    );
  });
});
