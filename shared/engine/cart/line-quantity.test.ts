import { describe, expect, test } from 'vitest';
import { lineQuantity } from './line-quantity.ts';

const widget = (items: string) => ({
  'div.widget_shopping_cart_content': `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">${items}</ul></div>`,
});
const demoItem = (key: string, quantity: number) =>
  `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/cart/?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">&times;</a><div class="quantity"><input type="number" class="input-text qty text" data-cart_item_key="${key}" value="${quantity}"></div><span class="quantity">${quantity} &times; $45.00</span></li>`;
const wooItem = (key: string, quantity: number) =>
  `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="#" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a><a href="/p/">Hoodie</a><span class="quantity">${quantity} × <span class="woocommerce-Price-amount amount">$45.00</span></span></li>`;

describe('a line quantity in the mini-cart widget', () => {
  test("the demo theme's field and WooCommerce's own quantity text", () => {
    expect(lineQuantity(widget(demoItem('aaa', 2) + demoItem('bbb', 7)), 'bbb')).toBe(7);
    expect(lineQuantity(widget(wooItem('aaa', 3) + wooItem('bbb', 1)), 'aaa')).toBe(3);
  });
  test('a line that is not there is 0 (removed); no widget cannot be told', () => {
    expect(lineQuantity(widget(demoItem('aaa', 2)), 'zzz')).toBe(0);
    expect(lineQuantity(widget(''), 'aaa')).toBe(0);
    expect(lineQuantity({}, 'aaa')).toBeNull();
  });
});
