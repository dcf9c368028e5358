import { describe, expect, test } from 'vitest';
import { cartFormQuantities, removedItemKey, updatesQuantities } from './cart-page-changes.ts';

describe("the cart page's controls", () => {
  test('a remove link names its cart item key; other links and odd keys name none', () => {
    const base = 'https://shop.test/cart/';
    expect(removedItemKey('/cart/?remove_item=a1b2c3d4&_wpnonce=9f8e', base)).toBe('a1b2c3d4');
    expect(removedItemKey('https://shop.test/cart/?_wpnonce=1&remove_item=c81e728d9d4c2f636f067f89cc14862c', base)).toBe('c81e728d9d4c2f636f067f89cc14862c');
    expect(removedItemKey('/cart/?undo_item=a1b2c3d4', base)).toBeNull();
    expect(removedItemKey('/cart/?remove_item=', base)).toBeNull();
    expect(removedItemKey('/cart/?remove_item=%3Cscript%3E', base)).toBeNull();
    expect(removedItemKey('http://[::1', base)).toBeNull();
  });

  test("the form's quantities by key: whole numbers only, as the server takes them", () => {
    const fields: [string, unknown][] = [
      ['cart[a1][qty]', '3'],
      ['cart[b2][qty]', ' 0 '],
      ['cart[c3][qty]', ''],
      ['cart[d4][qty]', '2.5'],
      ['cart[e5][qty]', '-1'],
      ['cart[f6][qty]', 'abc'],
      ['coupon_code', '7'],
      ['woocommerce-cart-nonce', 'x'],
      ['cart[g7][qty]', new Blob()],
    ];
    expect([...cartFormQuantities(fields)]).toEqual([
      ['a1', 3],
      ['b2', 0],
    ]);
  });

  test('the browser posting the form: "Update cart", "proceed" and "Apply coupon" (also the browser\'s Enter in a field) set the quantities, as WooCommerce\'s form handler does; no button, none', () => {
    expect(updatesQuantities({ submitter: 'update_cart', taken: false, focusInQuantity: false })).toBe(true);
    expect(updatesQuantities({ submitter: 'proceed', taken: false, focusInQuantity: false })).toBe(true);
    expect(updatesQuantities({ submitter: 'apply_coupon', taken: false, focusInQuantity: true })).toBe(true);
    expect(updatesQuantities({ submitter: 'apply_coupon', taken: false, focusInQuantity: false })).toBe(true);
    expect(updatesQuantities({ submitter: null, taken: false, focusInQuantity: true })).toBe(false);
  });

  test('cart.js taking the submit over: "Update cart" or the focus in a quantity set them; its "Apply coupon" sends the code alone', () => {
    expect(updatesQuantities({ submitter: 'update_cart', taken: true, focusInQuantity: false })).toBe(true);
    expect(updatesQuantities({ submitter: 'apply_coupon', taken: true, focusInQuantity: true })).toBe(true);
    expect(updatesQuantities({ submitter: 'apply_coupon', taken: true, focusInQuantity: false })).toBe(false);
    expect(updatesQuantities({ submitter: null, taken: true, focusInQuantity: false })).toBe(false);
    // Taken by something else than cart.js (it never takes "proceed"): nothing is sent.
    expect(updatesQuantities({ submitter: 'proceed', taken: true, focusInQuantity: false })).toBe(false);
  });
});
