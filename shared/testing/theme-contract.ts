/**
 * The server contract's machine-checked part (docs/contract/*.json: the theme's cart and quick
 * view actions, the live search's endpoints) as a check on an answer: a shop follows it when every answer of an action fits one of the answers the contract
 * lists for that status. Node only (the demo store's and the WordPress plugin's tests).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import type { ProtocolShop } from './cart-protocol-cases.ts';

interface ContractAnswer {
  status: number;
  schema?: object;
  body?: string;
  /** A text answer: the regular expression it must match. */
  html?: string;
}
interface Contract {
  definitions: Record<string, object>;
  actions: Record<string, { answers: Record<string, ContractAnswer> }>;
}

const CONTRACT_FILES = ['theme-cart-actions', 'search-endpoints', 'filter-endpoints', 'tracking-endpoints'];
const ajv = new Ajv({ allErrors: true, strict: false });
/** Every action of every contract file, its answers' definitions under the file's own schema id. */
const actions = new Map<string, { file: string; answers: Record<string, ContractAnswer> }>();
for (const file of CONTRACT_FILES) {
  const contract = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../docs/contract/${file}.json`), 'utf8')) as Contract;
  ajv.addSchema({ $id: file, definitions: contract.definitions });
  for (const [name, action] of Object.entries(contract.actions)) actions.set(name, { file, answers: action.answers });
}

/** The actions and endpoints the contract covers, by their name with the default prefix. */
export const CONTRACT_ACTIONS = [...actions.keys()];

/** Why an answer breaks the contract, or null when it fits one of the action's answers for its status. */
export function contractBreach(action: string, status: number, text: string): string | null {
  const entry = actions.get(action);
  const answers = Object.entries(entry?.answers ?? {}).filter(([, answer]) => answer.status === status);
  if (answers.length === 0) return `${action}: status ${status} is not one the contract lists`;
  const reasons: string[] = [];
  for (const [name, answer] of answers) {
    if (answer.html !== undefined) {
      if (new RegExp(answer.html).test(text.trim())) return null;
      reasons.push(`${name}: text does not match ${answer.html}`);
      continue;
    }
    if (answer.body !== undefined) {
      if (text.trim() === answer.body) return null;
      reasons.push(`${name}: body ${JSON.stringify(text.slice(0, 40))}`);
      continue;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      reasons.push(`${name}: not JSON`);
      continue;
    }
    const schema = JSON.parse(JSON.stringify(answer.schema).replaceAll('"#/definitions/', `"${entry!.file}#/definitions/`)) as object;
    const validate = ajv.compile(schema);
    if (validate(body)) return null;
    reasons.push(`${name}: ${ajv.errorsText(validate.errors)}`);
  }
  return `${action} (${status}) fits none of the contract's answers — ${reasons.join('; ')}; got ${text.slice(0, 160)}`;
}

/** The shop, with every answer of a contract action checked; breaches are collected. */
export function contractChecked(shop: ProtocolShop, breaches: string[]): ProtocolShop {
  return {
    ...shop,
    async send(kind, name, fields) {
      const answer = await shop.send(kind, name, fields);
      if (CONTRACT_ACTIONS.includes(name)) {
        const breach = contractBreach(name, answer.status, answer.text);
        if (breach) breaches.push(breach);
      }
      return answer;
    },
  };
}

/** Malformed requests to the theme's actions: each must be a 400 of the contract's "bad input" shape. */
export async function checkBadInput(shop: ProtocolShop): Promise<string[]> {
  const problems: string[] = [];
  const expect400 = async (name: string, fields: Record<string, string>) => {
    const answer = await shop.send('admin-ajax', name, fields);
    if (answer.status !== 400) problems.push(`${name} ${JSON.stringify(fields)}: status ${answer.status}, 400 expected`);
    const breach = contractBreach(name, answer.status, answer.text);
    if (breach) problems.push(breach);
  };
  await expect400('shop_ajax_add_to_cart', { 'add-to-cart': '46x' });
  await expect400('shop_ajax_add_to_cart', { 'add-to-cart': String(shop.products.plain), quantity: '-1' });
  const nonce = (JSON.parse((await shop.send('admin-ajax', 'shop_refresh_nonce')).text) as { data: { nonce: string } }).data.nonce;
  await expect400('shop_ajax_cart_item_alter_quantity', { cart_item_key: 'not-a-key', quantity: '1', security: nonce });
  await expect400('shop_ajax_cart_item_alter_quantity', { cart_item_key: 'a'.repeat(32), quantity: '1e9', security: nonce });
  return problems;
}

/** The quick view: a product's box, an unknown product's 404, a malformed id's 400 — each in the contract's shape. */
export async function checkQuickView(shop: ProtocolShop): Promise<string[]> {
  const problems: string[] = [];
  for (const [product, status] of [
    [String(shop.products.plain), 200],
    [String(shop.products.missing), 404],
    ['12ab', 400],
  ] as const) {
    const answer = await shop.send('admin-ajax', 'shop_quickview', { product });
    if (answer.status !== status) problems.push(`shop_quickview ${product}: status ${answer.status}, ${status} expected`);
    const breach = contractBreach('shop_quickview', answer.status, answer.text);
    if (breach) problems.push(breach);
  }
  return problems;
}

/** The live search's endpoints for a phrase that finds a product and one that finds nothing, malformed input included. */
export async function checkSearch(shop: ProtocolShop, phrases: { found: string; nothing: string }): Promise<string[]> {
  const problems: string[] = [];
  const send = async (name: string, fields: Record<string, string>, status: number) => {
    const answer = await shop.send('wc-ajax', name, fields);
    if (answer.status !== status) problems.push(`${name} ${JSON.stringify(fields).slice(0, 80)}: status ${answer.status}, ${status} expected`);
    const breach = contractBreach(name, answer.status, answer.text);
    if (breach) problems.push(breach);
    try {
      return JSON.parse(answer.text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const found = (await send('shop_ajax_search', { s: phrases.found }, 200)) as { suggestions?: { type: string; post_id?: number }[] };
  const product = found.suggestions?.find((suggestion) => suggestion.type === 'product');
  if (!product) problems.push(`no product suggested for "${phrases.found}"`);
  const nothing = (await send('shop_ajax_search', { s: phrases.nothing, grouping: 'none' }, 200)) as { suggestions?: { type: string }[] };
  if (nothing.suggestions?.map((suggestion) => suggestion.type).join() !== 'no-results') problems.push(`"${phrases.nothing}": one no-results entry expected`);
  await send('shop_ajax_search', { s: 'x'.repeat(201) }, 400);
  await send('shop_ajax_search', { s: phrases.found, grouping: 'sideways' }, 400);
  if (product) {
    const objectID = `product__${product.post_id}`;
    const details = (await send('shop_result_details', { 'items[0][objectID]': objectID, 'items[0][value]': phrases.found }, 200)) as {
      items?: { objectID: string }[];
    };
    if (details.items?.[0]?.objectID !== objectID) problems.push(`the details of ${objectID} expected`);
    const prices = (await send('shop_get_prices', { 'items[]': String(product.post_id) }, 200)) as { data?: Record<string, string> };
    if (!prices.data?.[String(product.post_id)]) problems.push(`the price of ${product.post_id} expected`);
  }
  const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`items[${i}][objectID]`, `product__${i + 1}`]));
  await send('shop_result_details', many, 400);
  return problems;
}
