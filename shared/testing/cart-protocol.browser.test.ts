/** The cart protocol's shared cases against the in-page fake shop the element tests use (the demo store runs the same list). */
import { CART_PROTOCOL_CASES, type ProtocolShop } from './cart-protocol-cases.ts';
import { installFakeWoo, type FakeWoo } from './fake-woo.ts';

let shop: FakeWoo;

const fakeShop: ProtocolShop = {
  products: { plain: 1, twoInStock: 2, missing: 999 },
  async send(kind, name, fields = {}) {
    const url = kind === 'wc-ajax' ? `/?wc-ajax=${name}` : '/wp-admin/admin-ajax.php';
    const body = new URLSearchParams(kind === 'wc-ajax' ? fields : { action: name, ...fields }).toString();
    const response = await fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    return { status: response.status, text: await response.text() };
  },
};

describe('the fake shop speaks the cart protocol', () => {
  for (const protocolCase of CART_PROTOCOL_CASES) {
    it(protocolCase.name, async () => {
      shop = installFakeWoo({ 1: { name: 'Hoodie', price: 45 }, 2: { name: 'Belt', price: 20, stock: 2 } });
      try {
        await protocolCase.run(fakeShop);
      } finally {
        shop.restore();
      }
    });
  }
});
