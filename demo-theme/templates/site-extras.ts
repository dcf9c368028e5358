/**
 * The theme's site-wide pieces around the page: WooCommerce's store notice, the coming-soon
 * banner, the login form popup (#login-form-popup) and the cart popup (#cart-popup), each in
 * the element that enhances it. Which ones a page shows comes from the demo's settings.
 */
import { createHash } from 'node:crypto';
import { html, raw, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { lostPasswordLink } from './lost-password.ts';

export const STORE_NOTICE_TEXT = 'This is a demo store for testing purposes — no orders shall be fulfilled.';

/** The store notice's id: the text's hash, so a new notice shows again after a dismissal. */
export const storeNoticeId = (text: string): string => createHash('md5').update(text).digest('hex');

/** WooCommerce's store notice, shown (without JavaScript too) and dismissed by <shop-store-notice>. */
export function storeNotice(text: string): Raw {
  const id = storeNoticeId(text);
  return html`<shop-store-notice><p role="complementary" aria-label="${__('Store notice')}" class="woocommerce-store-notice demo_store" data-notice-id="${id}">${text} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">${__('Dismiss')}</a></p></shop-store-notice>`;
}

/** WooCommerce's 'coming soon' footer banner, dismissed through the REST users/me call. */
export function comingSoonBanner(restUrl: string, nonce: string): Raw {
  return html`<shop-store-notice><div class="woocommerce-coming-soon-banner-container" role="region" aria-label="${__('Coming soon')}"><p class="woocommerce-coming-soon-banner">${__('This store is in “Coming soon” mode and only visible to you.')} <a href="/demo-settings/">${__('Change in the demo settings')}</a></p><a role="button" href="#" class="coming-soon-footer-banner-dismiss" data-rest-url="${restUrl}" data-rest-nonce="${nonce}">${__('Dismiss')}</a></div></shop-store-notice>`;
}

/**
 * The login form popup: WooCommerce's login form, posting to /my-account/ with the page to come
 * back to. The header's "Log in" link goes to /my-account/ without JavaScript and opens this
 * with it. A failed login comes back with its error inside, which opens the popup by itself.
 */
export function loginPopup(d: { nonce: string; redirect: string; notices: Raw }): Raw {
  return html`<shop-popup><div id="login-form-popup" class="lightbox-content mfp-hide" hidden>
<h2>${__('Log in')}</h2>${d.notices}
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
<p class="woocommerce-form-row form-row"><label for="popup-username">${__('Username or email address')} <span class="required" aria-hidden="true">*</span></label><input type="text" class="woocommerce-Input input-text" name="username" id="popup-username" autocomplete="username" required></p>
<p class="woocommerce-form-row form-row"><label for="popup-password">${__('Password')} <span class="required" aria-hidden="true">*</span></label><shop-password-toggle class="password-input"><input class="woocommerce-Input input-text" type="password" name="password" id="popup-password" autocomplete="current-password" required></shop-password-toggle></p>
<input type="hidden" name="woocommerce-login-nonce" value="${d.nonce}"><input type="hidden" name="redirect" value="${d.redirect}"><input type="hidden" name="shop_login_popup" value="1">
<p class="form-row"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="${__('Log in')}">${__('Log in')}</button></p>
${lostPasswordLink()}<p class="woocommerce-Register"><a href="/my-account/">${__('No account yet? Register')}</a></p>
</form></div></shop-popup>`;
}

/** The cart popup: the mini-cart widget (kept current by cart fragments) with links to the cart and checkout. */
export function cartPopup(widgetHtml: string): Raw {
  return html`<shop-popup><div id="cart-popup" class="lightbox-content mfp-hide" hidden><h2>${__('Cart')}</h2>${raw(widgetHtml)}<p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">${__('View cart')}</a> <a href="/checkout/" class="button checkout wc-forward">${__('Checkout')}</a></p></div></shop-popup>`;
}
