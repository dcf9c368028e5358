/**
 * The theme's cart actions' contract (docs/contract/theme-cart-actions.json) as a check on an
 * answer: a shop follows it when every answer of an action fits one of the answers the contract
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

const contract = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../docs/contract/theme-cart-actions.json'), 'utf8')) as Contract;
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema({ $id: 'contract', definitions: contract.definitions });

/** The theme actions the contract covers, by their name with the default prefix. */
export const CONTRACT_ACTIONS = Object.keys(contract.actions);

/** Why an answer breaks the contract, or null when it fits one of the action's answers for its status. */
export function contractBreach(action: string, status: number, text: string): string | null {
  const answers = Object.entries(contract.actions[action]?.answers ?? {}).filter(([, answer]) => answer.status === status);
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
    const schema = JSON.parse(JSON.stringify(answer.schema).replaceAll('"#/definitions/', '"contract#/definitions/')) as object;
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
      if (kind === 'admin-ajax' && CONTRACT_ACTIONS.includes(name)) {
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
