/** Cart, checkout and order-received pages (WooCommerce's classic markup and field names). */
import type { PricedLine } from '../server/cart/cart.ts';
import { billingFieldsFor, ORDER_NOTES, PAYMENT_METHODS, type CheckoutField } from '../server/checkout/checkout.ts';
import { stateChoices } from '../server/checkout/country-states.ts';
import { addressFieldsElement } from './address-fields.ts';
import { countryOptions } from '../server/checkout/countries.ts';
import { ACCOUNT_PASSWORD } from '../server/checkout/checkout-account.ts';
import type { OrderTotals } from '../server/cart/coupons.ts';
import { lineName, productUrlOf } from '../server/cart/fragments.ts';
import { thumbnailUrl } from '../server/catalogue/image-sizes.ts';
import { html, price, raw, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';
import { productCard, type ShopPageData } from './shop.ts';
import { sentence } from './sentence.ts';
import { customerDetails, orderDate, orderDetails, type ReceivedOrder } from './order-details.ts';

type CardProduct = ShopPageData['products'][number];

export interface CartPageData {
  totals: OrderTotals;
  removeUrl(key: string): string;
  removeCouponUrl(code: string): string;
  notices: Raw;
  variations(l: PricedLine): Raw;
  nonce: string;
  /** "You may be interested in…" (WooCommerce's cross-sells): cards whose add buttons add without a reload. */
  crossSells: CardProduct[];
}

/** WooCommerce's totals rows: subtotal, one row per coupon (with its remove link), total. */
function totalsRows(totals: OrderTotals, removeCouponUrl: ((code: string) => string) | null, cells: 'th' | 'td-title'): Raw {
  const row = (className: string, label: string, value: Raw) =>
    cells === 'th'
      ? html`<tr class="${className}"><th>${label}</th><td>${value}</td></tr>`
      : html`<tr class="${className}"><th>${label}</th><td data-title="${label}">${value}</td></tr>`;
  return html`${row('cart-subtotal', __('Subtotal'), raw(price(totals.subtotal)))}${totals.discounts.map((d) =>
    row(
      `cart-discount coupon-${d.code}`,
      sprintf(__('Coupon: %s'), d.code),
      html`-${raw(price(d.amount))}${removeCouponUrl ? html` <a href="${removeCouponUrl(d.code)}" class="woocommerce-remove-coupon" data-coupon="${d.code}">${__('[Remove]')}</a>` : ''}`,
    ),
  )}${row('order-total', __('Total'), html`<strong>${raw(price(totals.total))}</strong>`)}`;
}

/** WooCommerce's cart/cross-sells.php: two columns, in the cart's collaterals before the totals. */
function crossSells(products: CardProduct[]): Raw | '' {
  if (products.length === 0) return '';
  return html`<div class="cross-sells"><h2>${__('You may be interested in…')}</h2><shop-add-to-cart><ul class="products columns-2">${products.map((p, i) => productCard(p, i % 2 === 0 ? ' first' : ' last'))}</ul></shop-add-to-cart></div>`;
}

export function cartPage(d: CartPageData): Raw {
  const lines = d.totals.priced;
  if (lines.length === 0) {
    return html`<div class="woocommerce">${d.notices}<h1>${__('Cart')}</h1><p class="cart-empty woocommerce-info" role="status">${__('Your cart is currently empty.')}</p><p class="return-to-shop"><a class="button wc-backward" href="/shop/">${__('Return to shop')}</a></p></div>`;
  }
  return html`<div class="woocommerce">${d.notices}<h1>${__('Cart')}</h1>
<form class="woocommerce-cart-form" action="/cart/" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
<thead><tr><th class="product-remove"><span class="screen-reader-text">${__('Remove item')}</span></th><th class="product-thumbnail"><span class="screen-reader-text">${__('Thumbnail image')}</span></th><th class="product-name">${__('Product')}</th><th class="product-price">${__('Price')}</th><th class="product-quantity">${__('Quantity')}</th><th class="product-subtotal">${__('Subtotal')}</th></tr></thead>
<tbody>${lines.map(
    (l) => html`<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a href="${d.removeUrl(l.key)}" class="remove" aria-label="${sprintf(__('Remove %s from cart'), lineName(l))}" data-product_id="${l.product_id}" data-product_sku="${l.product.sku}">&times;</a></td>
<td class="product-thumbnail"><img width="80" height="60" src="${thumbnailUrl(l.variation_id || l.product_id)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt=""></td>
<td class="product-name" data-title="${__('Product')}"><a href="${productUrlOf(l)}">${lineName(l)}</a>${d.variations(l)}</td>
<td class="product-price" data-title="${__('Price')}">${raw(price(l.unitPrice))}</td>
<td class="product-quantity" data-title="${__('Quantity')}"><shop-quantity name="${`cart[${l.key}][qty]`}" value="${l.quantity}" min="0" max="${l.product.stock ?? ''}" step="1" label="${sprintf(__('Quantity of %s'), lineName(l))}"><div class="quantity"><input type="number" class="input-text qty text" name="${`cart[${l.key}][qty]`}" value="${l.quantity}" min="0" max="${l.product.stock ?? ''}" step="1" aria-label="${sprintf(__('Quantity of %s'), lineName(l))}"></div></shop-quantity></td>
<td class="product-subtotal" data-title="${__('Subtotal')}">${raw(price(l.lineTotal))}</td></tr>`,
  )}
<tr><td colspan="6" class="actions">
<div class="coupon"><label for="coupon_code" class="screen-reader-text">${__('Coupon:')}</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="${__('Coupon code')}" autocomplete="off"> <button type="submit" class="button" name="apply_coupon" value="${__('Apply coupon')}">${__('Apply coupon')}</button></div>
<button type="submit" class="button" name="update_cart" value="${__('Update cart')}">${__('Update cart')}</button><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${d.nonce}"></td></tr>
</tbody></table></form>
<div class="cart-collaterals">${crossSells(d.crossSells)}${cartTotals(d.totals, d.removeCouponUrl)}</div>
</div>`;
}

/** WooCommerce's cart/cart-totals.php (the cart page's, and wc-ajax=get_cart_totals's answer). */
export function cartTotals(totals: OrderTotals, removeCouponUrl: (code: string) => string): Raw {
  return html`<div class="cart_totals"><h2>${__('Cart totals')}</h2>
<table class="shop_table shop_table_responsive"><tbody>${totalsRows(totals, removeCouponUrl, 'td-title')}</tbody></table>
<div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">${__('Proceed to checkout')}</a></div></div>`;
}

/** The state's control for the chosen country: its list to pick from, else a text field. */
function stateControl(f: CheckoutField, value: string, country: string): Raw {
  const states = stateChoices(country);
  const attributes = html`name="${f.name}" id="${f.name}" autocomplete="${f.autocomplete}"${f.required ? raw(' required') : ''}`;
  if (!states?.length || f.hidden) return html`<input type="text" class="input-text" ${attributes} value="${f.hidden ? '' : value}">`;
  const chosen = value.toUpperCase();
  return html`<select ${attributes} class="state_select" data-placeholder="${__('Select an option…')}"><option value="">${__('Select an option…')}</option>${states.map(([code, name]) => html`<option value="${code}"${code === chosen ? raw(' selected') : ''}>${name}</option>`)}</select>`;
}

/**
 * A billing field as woocommerce_form_field prints it (the checkout's and my account's address
 * form), for the chosen `country`. A field the country does not ask for is printed hidden (where
 * WooCommerce's scripts would hide it), so a script can show it when another country is chosen.
 */
export function checkoutField(f: CheckoutField, value: string, country: string): Raw {
  const required = f.required ? html` <abbr class="required" title="${__('required')}">*</abbr>` : html` <span class="optional">${__('(optional)')}</span>`;
  const control =
    f.type === 'select'
      ? html`<select name="${f.name}" id="${f.name}" class="country_to_state country_select" autocomplete="${f.autocomplete}"${f.required ? raw(' required') : ''}><option value="">${__('Select a country / region…')}</option>${countryOptions().map(([code, name]) => html`<option value="${code}"${code === value ? raw(' selected') : ''}>${name}</option>`)}</select>`
      : f.type === 'state'
        ? stateControl(f, value, country)
        : html`<input type="${f.type}" class="input-text" name="${f.name}" id="${f.name}" autocomplete="${f.autocomplete}" value="${value}"${f.required ? raw(' required') : ''}>`;
  // woocommerce_form_field's order: the field's classes, then validate-required, then each validate-<check>.
  const rowClass = ['form-row', ...f.classes, ...(f.required ? ['validate-required'] : []), ...(f.validate ?? []).map((check) => `validate-${check}`)].join(
    ' ',
  );
  return html`<p class="${rowClass}" id="${`${f.name}_field`}" data-priority="${f.priority}"${f.hidden ? raw(' hidden') : ''}><label for="${f.name}">${__(f.label)}${required}</label><span class="woocommerce-input-wrapper">${control}</span></p>`;
}

/** The billing fields of the chosen country (or WooCommerce's defaults), filled with `values`. */
export const billingFieldsHtml = (values: Record<string, string>): Raw[] =>
  billingFieldsFor(values).map((f) => checkoutField(f, values[f.name] ?? '', values.billing_country ?? ''));

/**
 * The order review table (a wc-ajax=update_order_review fragment too). Each line: the name, the
 * quantity, then WooCommerce's `dl.variation` (two sizes of one hoodie are told apart).
 */
export function orderReviewTable(totals: OrderTotals, variations: (l: PricedLine) => Raw, removeCouponUrl: ((code: string) => string) | null): Raw {
  return html`<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">${__('Product')}</th><th class="product-total">${__('Subtotal')}</th></tr></thead>
<tbody>${totals.priced.map((l) => html`<tr class="cart_item"><td class="product-name">${lineName(l)} <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong>${variations(l)}</td><td class="product-total">${raw(price(l.lineTotal))}</td></tr>`)}</tbody>
<tfoot>${totalsRows(totals, removeCouponUrl, 'th')}</tfoot></table>`;
}

/** The payment box (#payment, a wc-ajax=update_order_review fragment too) with the place-order button. */
/**
 * WooCommerce's checkout/terms.php with a terms page set: the privacy policy text, then the
 * required "I have read and agree" box, its link opening the terms page in a new tab (what
 * WooCommerce's own link does when its checkout.js does not slide the terms open in place), and
 * the hidden `terms-field` that makes the server require the box.
 */
const termsWrapper = (accepted: boolean) =>
  html`<div class="woocommerce-terms-and-conditions-wrapper"><div class="woocommerce-privacy-policy-text"><p>${sentence(__('Your personal data will be used to process your order, support your experience throughout this website, and for other purposes described in our %s.'), html`<a href="/privacy-policy/" class="woocommerce-privacy-policy-link" target="_blank">${__('privacy policy')}</a>`)}</p></div>
<p class="form-row validate-required" id="terms_field"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms" required${accepted ? raw(' checked') : ''}> <span class="woocommerce-terms-and-conditions-checkbox-text">${sentence(__('I have read and agree to the website %s'), html`<a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">${__('terms and conditions')}</a>`)}</span>&nbsp;<abbr class="required" title="${__('required')}">*</abbr></label><input type="hidden" name="terms-field" value="1"></p></div>`;

export function paymentBox(chosen: string, nonce: string, termsAccepted = false): Raw {
  const selected = PAYMENT_METHODS.some((m) => m.id === chosen) ? chosen : PAYMENT_METHODS[0]!.id;
  return html`<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${PAYMENT_METHODS.map((m) => html`<li class="wc_payment_method payment_method_${m.id}"><input id="payment_method_${m.id}" type="radio" class="input-radio" name="payment_method" value="${m.id}"${m.id === selected ? raw(' checked') : ''}><label for="payment_method_${m.id}">${__(m.title)}</label><div class="payment_box payment_method_${m.id}"><p>${__(m.description)}</p></div></li>`)}</ul>
<div class="form-row place-order">${termsWrapper(termsAccepted)}<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${nonce}"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="${__('Place order')}" data-value="${__('Place order')}">${__('Place order')}</button></div></div>`;
}

/**
 * WooCommerce's "Returning customer?" prompt. Its link opens the page's login popup (the same
 * login form, password toggle included, coming back here once logged in); without JavaScript it
 * goes to My account.
 */
const returningCustomer = () =>
  html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">${__('Returning customer?')} <a href="/my-account/?redirect_to=%2Fcheckout%2F" class="showlogin" data-open="#login-form-popup" aria-haspopup="dialog">${__('Click here to login')}</a></div></div>`;

/**
 * WooCommerce's "Create an account?" for guests: the password row shows while the box is ticked
 * (CSS, so without JavaScript too; WooCommerce's checkout.js does the same when it runs). The
 * password is never printed back.
 */
const accountFields = (values: Record<string, string>) =>
  html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"${values.createaccount === '1' ? raw(' checked') : ''}> <span>${__('Create an account?')}</span></label></p>
<div class="create-account"><p class="form-row validate-required" id="${`${ACCOUNT_PASSWORD.name}_field`}"><label for="${ACCOUNT_PASSWORD.name}">${__(ACCOUNT_PASSWORD.label)} <abbr class="required" title="${__('required')}">*</abbr></label><span class="woocommerce-input-wrapper"><shop-password-toggle class="password-input"><input type="password" class="input-text" name="${ACCOUNT_PASSWORD.name}" id="${ACCOUNT_PASSWORD.name}" placeholder="${__('Password')}" value="" autocomplete="new-password"></shop-password-toggle></span></p></div></div>`;

/**
 * WooCommerce's checkout/form-coupon.php (9.8): "Have a coupon?" and its form, hidden until the
 * link is followed. WooCommerce's checkout.js slides it open (and sends it with
 * wc-ajax=apply_coupon); without that script the link goes to the form and the theme's CSS shows
 * it as the page's target, so it works without JavaScript too (the form posts to the checkout,
 * with the cart's nonce: it changes the cart). An in-page link, not WooCommerce's `role="button"`
 * with a fixed `aria-expanded="false"`: nothing would update that state without checkout.js. A
 * refused code (`error`) comes back as checkout.js shows one: the form open, the reason under the
 * field, the focus in it.
 */
const couponForm = (cartNonce: string, error: string | null) =>
  html`<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info" role="status">${__('Have a coupon?')} <a href="#woocommerce-checkout-form-coupon" aria-label="${__('Enter your coupon code')}" aria-controls="woocommerce-checkout-form-coupon" class="showcoupon">${__('Click here to enter your code')}</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" action="/checkout/"${error ? '' : raw(' style="display:none"')} id="woocommerce-checkout-form-coupon" tabindex="-1" aria-label="${__('Coupon')}"><p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">${__('Coupon:')}</label>${
    error
      ? html`<input type="text" name="coupon_code" class="input-text has-error" placeholder="${__('Coupon code')}" id="coupon_code" value="" autocomplete="off" aria-invalid="true" aria-describedby="coupon-error-notice" autofocus><span class="coupon-error-notice" id="coupon-error-notice" role="alert">${raw(error)}</span>`
      : html`<input type="text" name="coupon_code" class="input-text" placeholder="${__('Coupon code')}" id="coupon_code" value="" autocomplete="off">`
  }</p>
<p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="${__('Apply coupon')}">${__('Apply coupon')}</button><input type="hidden" name="woocommerce-cart-nonce" value="${cartNonce}"></p><div class="clear"></div></form>`;

export function checkoutPage(
  totals: OrderTotals,
  values: Record<string, string>,
  notices: Raw,
  nonce: string,
  page: { guest: boolean; variations(l: PricedLine): Raw; cartNonce: string; couponError: string | null; removeCouponUrl(code: string): string },
): Raw {
  const { guest } = page;
  return html`<div class="woocommerce">${notices}<h1>${__('Checkout')}</h1>${guest ? returningCustomer() : ''}
${couponForm(page.cartNonce, page.couponError)}
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" novalidate>
<div class="col2-set" id="customer_details"><div class="woocommerce-billing-fields"><h2>${__('Billing details')}</h2>${addressFieldsElement(
    html`<div class="woocommerce-billing-fields__field-wrapper">
${billingFieldsHtml(values)}
</div>`,
  )}</div>${guest ? accountFields(values) : ''}
<div class="woocommerce-additional-fields"><p class="form-row notes" id="order_comments_field"><label for="order_comments">${__(ORDER_NOTES.label)} <span class="optional">${__('(optional)')}</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="${__(ORDER_NOTES.placeholder)}" rows="2">${values[ORDER_NOTES.name] ?? ''}</textarea></span></p></div>
</div><shop-order-attribution hidden></shop-order-attribution>
<h2 id="order_review_heading">${__('Your order')}</h2>
<div id="order_review" class="woocommerce-checkout-review-order">${orderReviewTable(totals, page.variations, page.removeCouponUrl)}${paymentBox(values.payment_method ?? '', nonce, values.terms === 'on')}</div>
</form></div>`;
}

/** The terms the checkout's box agrees to (the demo's own; a shop prints its terms page). */
export function termsPage(): Raw {
  return html`<article class="shop-Terms"><h1>Terms and conditions</h1>
<p>Luma &amp; Co. is a demonstration store: orders placed here are recorded for the demo only. Nothing is charged, shipped or delivered, and no contract of sale is made.</p>
<h2>Orders</h2><p>An order shows its items, prices and total before it is placed. Prices are shown in the store's currency and include any discount from a coupon applied in the cart.</p>
<h2>Your data</h2><p>What is kept about an order, and why, is described in the <a href="/privacy-policy/">privacy policy</a>.</p>
<p><a href="/checkout/">Back to the checkout</a></p></article>`;
}

export function orderReceivedPage(order: ReceivedOrder): Raw {
  return html`<div class="woocommerce"><h1>${__('Order received')}</h1>
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received" role="status">${__('Thank you. Your order has been received.')}</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">${__('Order number:')} <strong>${order.id}</strong></li>
<li class="woocommerce-order-overview__date date">${__('Date:')} <strong>${orderDate(order.created_at)}</strong></li>
<li class="woocommerce-order-overview__email email">${__('Email:')} <strong>${order.email}</strong></li>
<li class="woocommerce-order-overview__total total">${__('Total:')} <strong>${raw(price(order.total))}</strong></li>
<li class="woocommerce-order-overview__payment-method method">${__('Payment method:')} <strong>${__(order.payment)}</strong></li></ul>
${orderDetails(order)}${customerDetails(order)}</div>`;
}
