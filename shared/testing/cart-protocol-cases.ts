/**
 * WooCommerce's cart protocol as the elements depend on it, as one list of cases that runs
 * against both the in-page fake shop (shared/testing/cart-protocol.browser.test.ts) and the demo
 * store (demo-theme/server/cart-protocol.test.ts), so the fake the element tests trust cannot
 * drift from the real thing. Each case drives a shop through `ProtocolShop` and checks the
 * answers' shapes; item keys and nonces are read from the answers, never assumed.
 */
import { assert } from './wait.ts';

export interface ProtocolAnswer {
  status: number;
  text: string;
}

export interface ProtocolShop {
  /** An in-stock product without options, one with only 2 in stock, and an id no product has. */
  products: { plain: number; twoInStock: number; missing: number };
  /** `?wc-ajax=<name>` or admin-ajax's `action=<name>`, POSTed as a form, in one shopper's session. */
  send(kind: 'wc-ajax' | 'admin-ajax', name: string, fields?: Record<string, string>): Promise<ProtocolAnswer>;
}

export interface ProtocolCase {
  name: string;
  run(shop: ProtocolShop): Promise<void>;
}

const WIDGET = 'div.widget_shopping_cart_content';
const COUNT = 'span.shop-MiniCart-count';

interface Fragments {
  fragments: Record<string, string>;
  cart_hash: string;
}

function json<T>(answer: ProtocolAnswer, what: string): T {
  assert(answer.status === 200, `${what}: status ${answer.status} (${answer.text.slice(0, 80)})`);
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new Error(`${what}: not JSON: ${answer.text.slice(0, 80)}`);
  }
}

function fragments(answer: ProtocolAnswer, what: string): Fragments {
  const body = json<Fragments>(answer, what);
  assert(
    body && typeof body.fragments === 'object' && typeof body.cart_hash === 'string',
    `${what}: {fragments, cart_hash} expected, got ${answer.text.slice(0, 120)}`,
  );
  assert(
    typeof body.fragments[WIDGET] === 'string' && body.fragments[WIDGET]!.includes('widget_shopping_cart_content'),
    `${what}: the mini-cart widget fragment`,
  );
  return body;
}

const keysIn = (widget: string) => [...widget.matchAll(/data-cart_item_key="([^"]+)"/g)].map((m) => m[1]!).filter((k, i, all) => all.indexOf(k) === i);
const countIn = (f: Fragments) => Number(/>(\d+)</.exec(f.fragments[COUNT] ?? '')?.[1] ?? 'NaN');

async function add(shop: ProtocolShop, product: number, quantity = 1): Promise<Fragments> {
  return fragments(await shop.send('wc-ajax', 'add_to_cart', { product_id: String(product), quantity: String(quantity) }), 'add_to_cart');
}

async function quantityNonce(shop: ProtocolShop): Promise<string> {
  const body = json<{ success: boolean; data: { nonce: string } }>(await shop.send('admin-ajax', 'shop_refresh_nonce'), 'shop_refresh_nonce');
  assert(body.success === true && typeof body.data.nonce === 'string' && body.data.nonce !== '', `a nonce expected: ${JSON.stringify(body)}`);
  return body.data.nonce;
}

export const CART_PROTOCOL_CASES: ProtocolCase[] = [
  {
    name: 'get_refreshed_fragments of an empty cart: the widget says so, the hash is empty',
    async run(shop) {
      const body = fragments(await shop.send('wc-ajax', 'get_refreshed_fragments', { time: '1' }), 'get_refreshed_fragments');
      assert(body.cart_hash === '', `empty hash, got ${body.cart_hash}`);
      assert(body.fragments[WIDGET]!.includes('woocommerce-mini-cart__empty-message'), 'the empty message');
    },
  },
  {
    name: 'add_to_cart without product_id answers an empty body',
    async run(shop) {
      const answer = await shop.send('wc-ajax', 'add_to_cart', { quantity: '1' });
      assert(answer.status === 200 && answer.text === '', `empty 200, got ${answer.status} ${answer.text.slice(0, 40)}`);
    },
  },
  {
    name: 'add_to_cart adds: a line in the widget with its item key, the count, a hash; again adds up',
    async run(shop) {
      const first = await add(shop, shop.products.plain, 2);
      assert(keysIn(first.fragments[WIDGET]!).length === 1, 'one line with a data-cart_item_key');
      assert(countIn(first) === 2, `count 2, got ${first.fragments[COUNT]}`);
      assert(first.cart_hash !== '', 'a cart hash');
      const second = await add(shop, shop.products.plain, 1);
      assert(countIn(second) === 3 && second.cart_hash !== first.cart_hash, 'count 3, a new hash');
    },
  },
  {
    name: 'add_to_cart beyond the stock or of an unknown product: {error: true, product_url}',
    async run(shop) {
      for (const [product, quantity] of [
        [shop.products.twoInStock, 3],
        [shop.products.missing, 1],
      ] as const) {
        const body = json<{ error?: boolean; product_url?: unknown }>(
          await shop.send('wc-ajax', 'add_to_cart', { product_id: String(product), quantity: String(quantity) }),
          'refused add',
        );
        assert(body.error === true && 'product_url' in body, `{error: true, product_url} expected: ${JSON.stringify(body)}`);
      }
    },
  },
  {
    name: 'remove_from_cart: the fragments without the line; an unknown key is {success: false}',
    async run(shop) {
      const key = keysIn((await add(shop, shop.products.plain)).fragments[WIDGET]!)[0]!;
      const unknown = json<{ success?: boolean }>(await shop.send('wc-ajax', 'remove_from_cart', { cart_item_key: '0'.repeat(32) }), 'unknown key');
      assert(unknown.success === false, `{success: false}, got ${JSON.stringify(unknown)}`);
      const removed = fragments(await shop.send('wc-ajax', 'remove_from_cart', { cart_item_key: key }), 'remove_from_cart');
      assert(!keysIn(removed.fragments[WIDGET]!).includes(key), 'the line is gone');
    },
  },
  {
    name: "the theme's quantity action: a wrong nonce is WordPress's 403 '-1'; a right one answers {success: true, data: fragments}",
    async run(shop) {
      const key = keysIn((await add(shop, shop.products.plain)).fragments[WIDGET]!)[0]!;
      const forged = await shop.send('admin-ajax', 'shop_ajax_cart_item_alter_quantity', { cart_item_key: key, quantity: '4', security: 'forged0000' });
      assert(forged.status === 403 && forged.text.trim() === '-1', `403 -1, got ${forged.status} ${forged.text.slice(0, 40)}`);
      const security = await quantityNonce(shop);
      const changed = json<{ success: boolean; data: Fragments }>(
        await shop.send('admin-ajax', 'shop_ajax_cart_item_alter_quantity', { cart_item_key: key, quantity: '4', security }),
        'alter quantity',
      );
      assert(
        changed.success === true && typeof changed.data.fragments[WIDGET] === 'string',
        `{success: true, data: fragments}: ${JSON.stringify(changed).slice(0, 120)}`,
      );
      assert(new RegExp(`data-cart_item_key="${key}"[^>]*value="4"`).test(changed.data.fragments[WIDGET]!), 'the line shows 4');
    },
  },
  {
    name: 'the quantity action beyond the stock: {success: false, data: {message}}',
    async run(shop) {
      const key = keysIn((await add(shop, shop.products.twoInStock)).fragments[WIDGET]!).at(-1)!;
      const refused = json<{ success: boolean; data: { message?: unknown } }>(
        await shop.send('admin-ajax', 'shop_ajax_cart_item_alter_quantity', { cart_item_key: key, quantity: '9', security: await quantityNonce(shop) }),
        'too many',
      );
      assert(
        refused.success === false && typeof refused.data.message === 'string' && refused.data.message !== '',
        `a refusal with a message: ${JSON.stringify(refused)}`,
      );
    },
  },
  {
    name: "the theme's product-form add: {notices, fragments, cart_hash}; refused, {error: true, product_url, notices} with WooCommerce's error list",
    async run(shop) {
      const added = json<Fragments & { notices?: unknown }>(
        await shop.send('admin-ajax', 'shop_ajax_add_to_cart', { 'add-to-cart': String(shop.products.plain), quantity: '1' }),
        'form add',
      );
      assert(
        typeof added.notices === 'string' && typeof added.fragments?.[WIDGET] === 'string',
        `notices and fragments: ${JSON.stringify(added).slice(0, 120)}`,
      );
      const refused = json<{ error?: boolean; notices?: string }>(
        await shop.send('admin-ajax', 'shop_ajax_add_to_cart', { 'add-to-cart': String(shop.products.twoInStock), quantity: '5' }),
        'refused form add',
      );
      assert(refused.error === true && /class="woocommerce-error"/.test(refused.notices ?? ''), `an error with notices: ${JSON.stringify(refused)}`);
    },
  },
  {
    name: 'an unknown wc-ajax endpoint answers an empty 200; an unknown admin-ajax action 400 "0"',
    async run(shop) {
      const endpoint = await shop.send('wc-ajax', 'no_such_endpoint');
      assert(endpoint.status === 200 && endpoint.text === '', `empty 200, got ${endpoint.status} ${endpoint.text}`);
      const action = await shop.send('admin-ajax', 'no_such_action');
      assert(action.status === 400 && action.text.trim() === '0', `400 0, got ${action.status} ${action.text}`);
    },
  },
];
