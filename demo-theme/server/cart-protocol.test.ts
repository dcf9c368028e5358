/** The cart protocol's shared cases against the demo store (the element tests' fake shop runs the same list). */
import { describe, expect, test } from 'vitest';
import { CART_PROTOCOL_CASES, type ProtocolShop } from '../../shared/testing/cart-protocol-cases.ts';
import { checkBadInput, checkQuickView, checkSearch, contractChecked } from '../../shared/testing/theme-contract.ts';
import { useTestStore } from './testing/use-test-store.ts';

const store = useTestStore('shop-cart-protocol-');

function demoShop(): ProtocolShop {
  const browser = store.browser();
  const ids = (sql: string) => (store.db.prepare(sql).get() as { id: number }).id;
  const twoInStock = ids("SELECT id FROM products WHERE type = 'simple' AND in_stock = 1 AND id <> 46 ORDER BY id LIMIT 1");
  store.db.prepare('UPDATE products SET stock = 2, in_stock = 1 WHERE id = ?').run(twoInStock);
  return {
    products: { plain: 46, twoInStock, missing: 9_999_999 },
    async send(kind, name, fields = {}) {
      const answer =
        kind === 'wc-ajax' ? await browser.post(`/?wc-ajax=${name}`, fields) : await browser.post('/wp-admin/admin-ajax.php', { action: name, ...fields });
      return { status: answer.statusCode, text: answer.body };
    },
  };
}

describe('the demo store speaks the cart protocol', () => {
  for (const protocolCase of CART_PROTOCOL_CASES) {
    test(protocolCase.name, async () => {
      // Every answer of the theme's actions also fits docs/contract/theme-cart-actions.json.
      const breaches: string[] = [];
      await protocolCase.run(contractChecked(demoShop(), breaches));
      expect(breaches).toEqual([]);
    });
  }
  test("malformed requests to the theme's actions: 400 in the contract's shape", async () => {
    expect(await checkBadInput(demoShop())).toEqual([]);
  });
  test("the theme's quick view: a product's box, an unknown product's 404, a malformed id's 400", async () => {
    expect(await checkQuickView(demoShop())).toEqual([]);
  });
  test("the live search's endpoints: suggestions, no results, details, prices, malformed input", async () => {
    expect(await checkSearch(demoShop(), { found: 'hoodie', nothing: 'qqzzxxjj' })).toEqual([]);
  });
});
