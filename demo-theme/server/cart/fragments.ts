/** The cart fragments WooCommerce returns: the mini-cart widget, plus our count and total parts. */
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import { attributeLabel, termName } from '../catalogue/catalogue-queries.ts';
import { cartHash, cartTotals, type CartLine, type PricedLine } from './cart.ts';
import type { Db } from '../db.ts';
import { html, price, raw, type Raw } from '../html.ts';
import { CART_NONCE_ACTION, createNonce } from '../security/nonces.ts';
import { thumbnailUrl } from '../catalogue/image-sizes.ts';

export function lineName(line: PricedLine): string {
  return (line.parent ?? line.product).name;
}

export function productUrlOf(line: PricedLine): string {
  const query = new URLSearchParams(line.variation).toString();
  return `/product/${(line.parent ?? line.product).slug}/${query ? `?${query}` : ''}`;
}

export function variationList(db: Db, line: PricedLine): Raw {
  const entries = Object.entries(line.variation);
  if (entries.length === 0) return raw('');
  return html`<dl class="variation">${entries.map(([name, value]) => {
    const taxonomy = name.replace(/^attribute_/, '');
    return html`<dt>${attributeLabel(taxonomy)}:</dt><dd>${termName(db, taxonomy, value)}</dd>`;
  })}</dl>`;
}

/** WooCommerce's remove link: the cart page with the item key and the session's cart nonce. */
export function removeUrl(db: Db, sessionId: string | null, key: string): string {
  return `/cart/?remove_item=${key}&_wpnonce=${createNonce(db, CART_NONCE_ACTION, sessionId)}`;
}

function miniCartItem(db: Db, sessionId: string | null, line: PricedLine): Raw {
  const name = lineName(line);
  const max = line.product.stock ?? '';
  return html`<li class="woocommerce-mini-cart-item mini_cart_item">
<a href="${removeUrl(db, sessionId, line.key)}" class="remove remove_from_cart_button" aria-label="${sprintf(__('Remove %s from cart'), name)}" data-product_id="${line.product_id}" data-cart_item_key="${line.key}" data-product_sku="${line.product.sku}">&times;</a>
<a href="${productUrlOf(line)}" class="shop-MiniCart-itemLink"><img width="80" height="60" src="${thumbnailUrl(line.variation_id || line.product_id)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async">${name}</a>
${variationList(db, line)}
<div class="quantity shop-MiniCart-quantity"><label class="screen-reader-text" for="${`mini-cart-qty-${line.key}`}">${sprintf(__('Quantity of %s'), name)}</label><input type="number" id="${`mini-cart-qty-${line.key}`}" class="input-text qty text" name="${`cart[${line.key}][qty]`}" data-cart_item_key="${line.key}" value="${line.quantity}" min="0" max="${max}" step="1" inputmode="numeric" required></div>
<span class="quantity">${line.quantity} &times; ${raw(price(line.unitPrice))}</span>
</li>`;
}

export function miniCartWidget(db: Db, lines: CartLine[], sessionId: string | null): string {
  const { priced, total } = cartTotals(db, lines);
  if (priced.length === 0) {
    return html`<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${__('No products in the cart.')}</p></div>`.html;
  }
  return html`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${priced.map((l) => miniCartItem(db, sessionId, l))}</ul>
<p class="woocommerce-mini-cart__total total"><strong>${__('Subtotal:')}</strong> ${raw(price(total))}</p>
<p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">${__('View cart')}</a><a href="/checkout/" class="button checkout wc-forward">${__('Checkout')}</a></p></div>`
    .html;
}

export function fragmentsOf(db: Db, lines: CartLine[], sessionId: string | null): { fragments: Record<string, string>; cart_hash: string } {
  const { count, total } = cartTotals(db, lines);
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartWidget(db, lines, sessionId),
      'span.shop-MiniCart-count': `<span class="shop-MiniCart-count">${count}</span>`,
      'span.shop-MiniCart-total': `<span class="shop-MiniCart-total">${price(total)}</span>`,
    },
    cart_hash: cartHash(db, lines),
  };
}
