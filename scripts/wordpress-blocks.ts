/**
 * The WordPress plugin's element table and one `block.json` per element, from the elements' API
 * (`custom-elements.json`), so a block's attributes are always the element's.
 *
 *   npm run wordpress:blocks            writes wordpress/storefront-elements/elements.json and blocks/<name>/block.json
 *   npm run wordpress:blocks -- --check fails when any of them is not what the manifest says
 *
 * What the manifest cannot say is decided here: which elements enhance markup placed inside them
 * (their block holds inner blocks, their shortcode encloses content), which show themselves live
 * in the editor, and which belong once on a page.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeOrCheck } from './generated-file.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PLUGIN = resolve(ROOT, 'wordpress/storefront-elements');
const COMMAND = 'npm run wordpress:blocks';

/** Elements that enhance the theme's or WooCommerce's markup inside them. */
const WRAPS_CONTENT = new Set([
  'add-to-cart',
  'address-fields',
  'category-menu',
  'consent-settings',
  'count-up',
  'listing-swatches',
  'pagination',
  'password-toggle',
  'photo-feed',
  'popup',
  'price-slider',
  'product-gallery',
  'products',
  'sort',
  'sticky-header',
  'store-notice',
  'swatches',
  'tabs',
]);

/** Elements drawn live in the editor; the others (invisible, page overlays, or needing the shop's data) show a card. */
const LIVE_PREVIEW = new Set(['live-search', 'mini-cart', 'quantity']);

/** Elements a page holds once (a second would double its work or its dialog). */
const ONCE_PER_PAGE = new Set(['cart-capture', 'consent-banner', 'exit-intent', 'push-prompt', 'quick-view', 'sticky-add-to-cart', 'tracking']);

/** The loader's attribute, which every element takes. */
const LOAD_ON = {
  key: 'loadOn',
  attribute: 'data-load-on',
  type: 'string',
  enum: ['ready', 'firstInteraction', 'visible', 'intent'],
  description:
    'When the element loads: when the page is ready (default), at the first interaction, when scrolled into view, or on intent (pointer over it, touch or focus in it, else when the browser is idle after load).',
} as const;

interface ManifestAttribute {
  name: string;
  description?: string;
  type?: { text: string };
}
interface ManifestDeclaration {
  tagName?: string;
  description?: string;
  attributes?: ManifestAttribute[];
}
interface Manifest {
  modules: { declarations?: ManifestDeclaration[] }[];
}

export interface ElementAttribute {
  key: string;
  attribute: string;
  type: 'string' | 'number' | 'boolean';
  enum?: readonly string[];
  description: string;
}

export interface PluginElement {
  name: string;
  tag: string;
  block: string;
  shortcode: string;
  title: string;
  description: string;
  wraps: boolean;
  preview: 'live' | 'card';
  once: boolean;
  attributes: ElementAttribute[];
}

const camel = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A manifest type: boolean, number, a union of string literals (a choice) or any other text (a string). */
function attributeOf(source: ManifestAttribute, tag: string): ElementAttribute {
  const text = source.type?.text.trim();
  if (!text) throw new Error(`<${tag}> ${source.name}: the JSDoc gives no type (write @attr {type} ${source.name})`);
  const literals = text.split('|').map((part) => /^\s*['"]([^'"]+)['"]\s*$/.exec(part)?.[1]);
  const base = { key: camel(source.name), attribute: source.name, description: source.description ?? '' };
  if (text === 'boolean' || text === 'number') return { ...base, type: text };
  if (literals.every((literal) => literal !== undefined)) return { ...base, type: 'string', enum: literals as string[] };
  return { ...base, type: 'string' };
}

const firstSentence = (text: string) => (/^(.+?[.!?])(\s|$)/s.exec(text.replace(/\s+/g, ' ').trim())?.[1] ?? text).replace(/`/g, '');

export function pluginElements(manifest: Manifest): PluginElement[] {
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName?.startsWith('shop-'));
  return declarations
    .map((declaration) => {
      const tag = declaration.tagName!;
      const name = tag.slice('shop-'.length);
      const words = name.replace(/-/g, ' ');
      return {
        name,
        tag,
        block: `storefront-elements/${name}`,
        shortcode: tag.replace(/-/g, '_'),
        title: words[0]!.toUpperCase() + words.slice(1),
        description: firstSentence(declaration.description ?? ''),
        wraps: WRAPS_CONTENT.has(name),
        preview: LIVE_PREVIEW.has(name) ? ('live' as const) : ('card' as const),
        once: ONCE_PER_PAGE.has(name),
        attributes: [...(declaration.attributes ?? []).map((attribute) => attributeOf(attribute, tag)), { ...LOAD_ON }],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** block.json at apiVersion 2 (WordPress 6.1 knows no 3); its markup is saved by the shared editor script. */
export function blockJson(element: PluginElement): object {
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    apiVersion: 2,
    name: element.block,
    title: element.title,
    category: 'storefront-elements',
    icon: 'store',
    description: element.description,
    keywords: ['shop', 'woocommerce', element.tag],
    textdomain: 'storefront-elements',
    attributes: Object.fromEntries(
      element.attributes.map((attribute) => [attribute.key, attribute.enum ? { type: attribute.type, enum: attribute.enum } : { type: attribute.type }]),
    ),
    supports: { html: false, multiple: !element.once },
    editorScript: 'storefront-elements-editor',
    editorStyle: 'storefront-elements-editor',
  };
}

async function json(path: string, value: unknown): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(JSON.stringify(value), { ...options, filepath: path });
}

async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(resolve(ROOT, 'custom-elements.json'), 'utf8')) as Manifest;
  const elements = pluginElements(manifest);
  const table = resolve(PLUGIN, 'elements.json');
  writeOrCheck(table, await json(table, { elements }), COMMAND, `${elements.length} elements`);
  for (const element of elements) {
    const path = resolve(PLUGIN, 'blocks', element.name, 'block.json');
    mkdirSync(dirname(path), { recursive: true });
    writeOrCheck(path, await json(path, blockJson(element)), COMMAND, `${element.attributes.length} attributes`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
