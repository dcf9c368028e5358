/** WooCommerce's lost password pages: the request form, its confirmation, the new password form. */
import { html, raw, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { LOST_PASSWORD_URL } from '../server/accounts/password-reset.ts';

const required = () => html` <span class="required" aria-hidden="true">*</span><span class="screen-reader-text">${__('Required')}</span>`;

/** form-lost-password.php. */
/** After a refusal (`failed`) the focus is in the field again, under the error above the form. */
export function lostPasswordForm(nonce: string, login = '', failed = false): Raw {
  return html`<form method="post" class="woocommerce-ResetPassword lost_reset_password" action="${LOST_PASSWORD_URL}">
<p>${__('Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.')}</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="user_login">${__('Username or email')}${required()}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" value="${login}" required aria-required="true"${failed ? raw(' autofocus') : ''}></p>
<div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="${__('Reset password')}">${__('Reset password')}</button></p>
<input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-lost-password-nonce" value="${nonce}">
</form>`;
}

/** lost-password-confirmation.php (its notice comes with the page's notices). */
export function resetLinkSent(): Raw {
  return html`<p>${__('A password reset email has been sent to the email address on file for your account, but may take several minutes to show up in your inbox. Please wait at least 10 minutes before attempting another reset.')}</p>`;
}

/** form-reset-password.php: the key and the account travel with the form; after a refusal the focus is in the new password. */
export function resetPasswordForm(nonce: string, key: string, login: string, failed = false): Raw {
  return html`<form method="post" class="woocommerce-ResetPassword lost_reset_password" action="${LOST_PASSWORD_URL}">
<p>${__('Enter a new password below.')}</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="password_1">${__('New password')}${required()}</label><shop-password-toggle class="password-input"><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_1" id="password_1" autocomplete="new-password" minlength="8" required aria-required="true"${failed ? raw(' autofocus') : ''}></shop-password-toggle></p>
<p class="woocommerce-form-row woocommerce-form-row--last form-row form-row-last"><label for="password_2">${__('Re-enter new password')}${required()}</label><shop-password-toggle class="password-input"><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_2" id="password_2" autocomplete="new-password" required aria-required="true"></shop-password-toggle></p>
<input type="hidden" name="reset_key" value="${key}"><input type="hidden" name="reset_login" value="${login}">
<div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="${__('Save')}">${__('Save')}</button></p>
<input type="hidden" id="woocommerce-reset-password-nonce" name="woocommerce-reset-password-nonce" value="${nonce}">
</form>`;
}

/** The page around either form: WooCommerce's my-account wrapper for a visitor. */
export const lostPasswordPage = (notices: Raw, content: Raw): Raw => html`<div class="woocommerce">${notices}<h1>${__('Lost password')}</h1>${content}</div>`;

/** WooCommerce's "Lost your password?" link under a login form. */
export const lostPasswordLink = (): Raw =>
  html`<p class="woocommerce-LostPassword lost_password"><a href="${LOST_PASSWORD_URL}">${__('Lost your password?')}</a></p>`;
