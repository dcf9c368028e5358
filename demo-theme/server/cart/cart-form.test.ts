/**
 * The cart page's form as WooCommerce's form handler takes it: its three buttons ("Update cart",
 * "Apply coupon", "proceed") set the quantities, "Apply coupon" too since it is the button the
 * browser presses for Enter in a quantity field; a post without one (cart.js's `wc_update_cart`)
 * changes nothing; "Cart updated." only when a quantity changed.
 */
import { describe, expect, test } from 'vitest';
import { CART_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { useTestStore } from '../testing/use-test-store.ts';

const HOODIE = 46; // $45, no stock limit
const store = useTestStore('shop-cart-form-');

async function cartWithHoodies(quantity: number) {
  const s = store.browser();
  await s.post('/?wc-ajax=add_to_cart', { product_id: String(HOODIE), quantity: String(quantity) });
  const page = (await s.get('/cart/')).body;
  const key = /name="cart\[([\w-]+)\]\[qty\]"/.exec(page)![1]!;
  const form = (fields: Record<string, string>) => ({ 'woocommerce-cart-nonce': createNonce(store.db, CART_NONCE_ACTION, s.sessionId), ...fields });
  const quantityShown = async () =>
    /<input type="number" class="input-text qty text" name="cart\[[\w-]+\]\[qty\]" value="(\d+)"/.exec((await s.get('/cart/')).body)?.[1];
  return { s, qty: `cart[${key}][qty]`, form, quantityShown };
}

describe('the cart form', () => {
  test('"Apply coupon" sets the quantities too, with or without a code; the code is applied', async () => {
    const { s, qty, form, quantityShown } = await cartWithHoodies(1);
    expect((await s.post('/cart/', form({ [qty]: '3', coupon_code: '', apply_coupon: 'Apply coupon' }))).statusCode).toBe(303);
    expect(await quantityShown()).toBe('3');
    await s.post('/cart/', form({ [qty]: '2', coupon_code: 'save5', apply_coupon: 'Apply coupon' }));
    const page = (await s.get('/cart/')).body;
    expect(await quantityShown()).toBe('2');
    expect(page).toContain('coupon-save5');
  });

  test('a post without one of its buttons changes nothing (cart.js’s wc_update_cart)', async () => {
    const { s, qty, form, quantityShown } = await cartWithHoodies(1);
    await s.post('/cart/', form({ [qty]: '4' }));
    expect(await quantityShown()).toBe('1');
    expect((await s.get('/cart/')).body).not.toContain('Cart updated.');
  });

  test('"Cart updated." when a quantity changed, not when none did; "proceed" goes on to the checkout', async () => {
    const { s, qty, form, quantityShown } = await cartWithHoodies(2);
    await s.post('/cart/', form({ [qty]: '2', update_cart: 'Update cart' }));
    expect((await s.get('/cart/')).body).not.toContain('Cart updated.');
    await s.post('/cart/', form({ [qty]: '5', update_cart: 'Update cart' }));
    expect((await s.get('/cart/')).body).toContain('Cart updated.');
    const proceed = await s.post('/cart/', form({ [qty]: '1', proceed: 'Proceed to checkout' }));
    expect(proceed.headers.location).toBe('/checkout/');
    expect(await quantityShown()).toBe('1');
  });
});
