/** Cart, checkout and order-received pages (WooCommerce's classic markup and field names). */
import type { PricedLine } from '../server/cart.ts';
import { imageUrl, lineName, productUrlOf } from '../server/fragments.ts';
import { html, price, raw, type Raw } from '../server/html.ts';

export function cartPage(lines: PricedLine[], total: number, removeUrl: (key: string) => string, notices: Raw, variations: (l: PricedLine) => Raw, nonce: string): Raw {
  if (lines.length === 0) {
    return html`<div class="woocommerce">${notices}<h1>Cart</h1><p class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</p><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p></div>`;
  }
  return html`<div class="woocommerce">${notices}<h1>Cart</h1>
<form class="woocommerce-cart-form" action="/cart/" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
<thead><tr><th class="product-remove"><span class="screen-reader-text">Remove item</span></th><th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th><th class="product-name">Product</th><th class="product-price">Price</th><th class="product-quantity">Quantity</th><th class="product-subtotal">Subtotal</th></tr></thead>
<tbody>${lines.map((l) => html`<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a href="${removeUrl(l.key)}" class="remove" aria-label="${`Remove ${lineName(l)} from cart`}" data-product_id="${l.product_id}" data-product_sku="${l.product.sku}">&times;</a></td>
<td class="product-thumbnail"><img width="80" height="80" src="${imageUrl(l.variation_id || l.product_id)}" alt=""></td>
<td class="product-name" data-title="Product"><a href="${productUrlOf(l)}">${lineName(l)}</a>${variations(l)}</td>
<td class="product-price" data-title="Price">${raw(price(l.unitPrice))}</td>
<td class="product-quantity" data-title="Quantity"><shop-quantity name="${`cart[${l.key}][qty]`}" value="${l.quantity}" min="0" max="${l.product.stock ?? ''}" step="1" label="${`Quantity of ${lineName(l)}`}"><div class="quantity"><input type="number" class="input-text qty text" name="${`cart[${l.key}][qty]`}" value="${l.quantity}" min="0" max="${l.product.stock ?? ''}" step="1" aria-label="${`Quantity of ${lineName(l)}`}"></div></shop-quantity></td>
<td class="product-subtotal" data-title="Subtotal">${raw(price(l.lineTotal))}</td></tr>`)}
<tr><td colspan="6" class="actions"><button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${nonce}"></td></tr>
</tbody></table></form>
<div class="cart-collaterals"><div class="cart_totals"><h2>Cart totals</h2>
<table class="shop_table shop_table_responsive"><tbody><tr class="order-total"><th>Total</th><td data-title="Total"><strong>${raw(price(total))}</strong></td></tr></tbody></table>
<div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Proceed to checkout</a></div></div></div>
</div>`;
}

export const CHECKOUT_FIELDS: [name: string, label: string, type: string, autocomplete: string][] = [
  ['billing_first_name', 'First name', 'text', 'given-name'],
  ['billing_last_name', 'Last name', 'text', 'family-name'],
  ['billing_address_1', 'Street address', 'text', 'address-line1'],
  ['billing_city', 'Town / City', 'text', 'address-level2'],
  ['billing_postcode', 'Postcode / ZIP', 'text', 'postal-code'],
  ['billing_country', 'Country / Region', 'text', 'country-name'],
  ['billing_email', 'Email address', 'email', 'email'],
];

export function checkoutPage(lines: PricedLine[], total: number, values: Record<string, string>, notices: Raw, nonce: string): Raw {
  return html`<div class="woocommerce">${notices}<h1>Checkout</h1>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" novalidate>
<div class="col2-set" id="customer_details"><h2>Billing details</h2>
${CHECKOUT_FIELDS.map(([name, label, type, autocomplete]) => html`<p class="form-row validate-required" id="${`${name}_field`}"><label for="${name}">${label} <abbr class="required" title="required">*</abbr></label><input type="${type}" class="input-text" name="${name}" id="${name}" autocomplete="${autocomplete}" value="${values[name] ?? ''}" required></p>`)}
</div>
<h2 id="order_review_heading">Your order</h2>
<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>
<tbody>${lines.map((l) => html`<tr class="cart_item"><td class="product-name">${lineName(l)} <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-total">${raw(price(l.lineTotal))}</td></tr>`)}</tbody>
<tfoot><tr class="order-total"><th>Total</th><td><strong>${raw(price(total))}</strong></td></tr></tfoot></table>
<p class="payment-note">Demo store: no payment is taken.</p>
<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${nonce}">
<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button>
</form></div>`;
}

export function orderReceivedPage(order: { id: number; total: number; email: string; created_at: number; items: { name: string; quantity: number; total: number }[] }): Raw {
  return html`<div class="woocommerce"><h1>Order received</h1>
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="status">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${order.id}</strong></li>
<li class="woocommerce-order-overview__date date">Date: <strong>${new Date(order.created_at).toISOString().slice(0, 10)}</strong></li>
<li class="woocommerce-order-overview__email email">Email: <strong>${order.email}</strong></li>
<li class="woocommerce-order-overview__total total">Total: <strong>${raw(price(order.total))}</strong></li></ul>
<h2>Order details</h2><table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><tbody>
${order.items.map((i) => html`<tr><td>${i.name} <strong class="product-quantity">&times;&nbsp;${i.quantity}</strong></td><td>${raw(price(i.total))}</td></tr>`)}
</tbody></table></div>`;
}
