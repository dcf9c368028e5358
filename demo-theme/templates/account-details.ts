/** My account's account details form (WooCommerce's form-edit-account.php). */
import type { AccountDetails } from '../server/accounts/account-details.ts';
import { html, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';

export const EDIT_ACCOUNT_URL = '/my-account/edit-account/';

const required = () => html`&nbsp;<span class="required" aria-hidden="true">*</span>`;

function textRow(name: keyof AccountDetails, label: string, value: string, o: { type?: string; autocomplete: string; width: string; describedBy?: Raw }): Raw {
  return html`<p class="woocommerce-form-row woocommerce-form-row--${o.width === 'form-row-wide' ? 'wide' : o.width === 'form-row-first' ? 'first' : 'last'} form-row ${o.width}"><label for="${name}">${label}${required()}</label><input type="${o.type ?? 'text'}" class="woocommerce-Input woocommerce-Input--${o.type ?? 'text'} input-text" name="${name}" id="${name}" autocomplete="${o.autocomplete}" value="${value}" aria-required="true"${o.describedBy ? html` aria-describedby="${name}_description"` : ''}>${o.describedBy ?? ''}</p>`;
}

function passwordRow(name: string, label: string, autocomplete: string): Raw {
  return html`<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="${name}">${label}</label><shop-password-toggle class="password-input"><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="${name}" id="${name}" autocomplete="${autocomplete}"></shop-password-toggle></p>`;
}

/** The form: names, display name (with WooCommerce's note), email, then the password change; passwords are never printed back. */
export function editAccountForm(values: AccountDetails, nonce: string): Raw {
  return html`<form class="woocommerce-EditAccountForm edit-account" action="${EDIT_ACCOUNT_URL}" method="post" novalidate>
${textRow('account_first_name', __('First name'), values.account_first_name, { autocomplete: 'given-name', width: 'form-row-first' })}
${textRow('account_last_name', __('Last name'), values.account_last_name, { autocomplete: 'family-name', width: 'form-row-last' })}
${textRow('account_display_name', __('Display name'), values.account_display_name, {
  autocomplete: 'nickname',
  width: 'form-row-wide',
  describedBy: html`<span id="account_display_name_description"><em>${__('This will be how your name will be displayed in the account section and in reviews')}</em></span>`,
})}
${textRow('account_email', __('Email address'), values.account_email, { type: 'email', autocomplete: 'email', width: 'form-row-wide' })}
<fieldset><legend>${__('Password change')}</legend>
${passwordRow('password_current', __('Current password (leave blank to leave unchanged)'), 'current-password')}
${passwordRow('password_1', __('New password (leave blank to leave unchanged)'), 'new-password')}
${passwordRow('password_2', __('Confirm new password'), 'new-password')}
</fieldset>
<p><input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value="${nonce}"><button type="submit" class="woocommerce-Button button" name="save_account_details" value="${__('Save changes')}">${__('Save changes')}</button><input type="hidden" name="action" value="save_account_details"></p>
</form>`;
}
