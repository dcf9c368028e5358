/** My account's address pages (WooCommerce's my-address.php and form-edit-address.php; the demo has no shipping, so billing only). */
import { formattedAddressLines } from '../server/checkout/formatted-address.ts';
import { html, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';
import { addressFieldsElement } from './address-fields.ts';
import { billingFieldsHtml } from './cart.ts';
import { addressLinesHtml } from './order-details.ts';

export const EDIT_ADDRESS_URL = '/my-account/edit-address/';
export const EDIT_BILLING_URL = '/my-account/edit-address/billing/';

/** The saved address with its Edit (or Add) link, as the checkout will use it. */
export function addressesPage(billing: Record<string, string>, saved: boolean): Raw {
  const title = __('Billing address');
  const lines = saved ? formattedAddressLines(billing) : [];
  return html`<p>${__('The following addresses will be used on the checkout page by default.')}</p>
<div class="u-column1 col-1 woocommerce-Address"><header class="woocommerce-Address-title title"><h2>${title}</h2><a href="${EDIT_BILLING_URL}" class="edit">${sprintf(saved ? __('Edit %s') : __('Add %s'), title)}</a></header>
<address>${lines.length ? addressLinesHtml(lines) : __('You have not set up this type of address yet.')}</address></div>`;
}

/** The billing address form: the checkout's fields, filled with what is saved (or was just posted). */
export function editAddressForm(values: Record<string, string>, nonce: string): Raw {
  return html`<form method="post" action="${EDIT_BILLING_URL}" novalidate><h2>${__('Billing address')}</h2><div class="woocommerce-address-fields">${addressFieldsElement(
    html`<div class="woocommerce-address-fields__field-wrapper">
${billingFieldsHtml(values)}
</div>`,
  )}<p><button type="submit" class="button" name="save_address" value="${__('Save address')}">${__('Save address')}</button><input type="hidden" id="woocommerce-edit-address-nonce" name="woocommerce-edit-address-nonce" value="${nonce}"><input type="hidden" name="action" value="edit_address"></p></div></form>`;
}
