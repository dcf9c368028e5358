/**
 * What WooCommerce shows of a placed order on the order received page and in my account's order
 * view: the order details table (order-details.php) and the customer's details
 * (order-details-customer.php), with dates as WordPress prints them.
 */
import { formattedAddressLines, type BillingFields } from '../server/checkout/formatted-address.ts';
import { html, price, raw, type Raw } from '../server/html.ts';
import { __, requestLocale } from '../server/i18n/demo-locale.ts';

export interface ReceivedOrder {
  id: number;
  total: number;
  subtotal: number | null;
  discount: number;
  email: string;
  created_at: number;
  /** The payment method's title (in English: translated where printed). */
  payment: string;
  items: { name: string; quantity: number; total: number }[];
  /** The checkout's billing fields as stored, with the customer's note (order_comments). */
  billing: BillingFields;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as WordPress prints an order's (its date format: "December 5, 2026" in English,
 * "5. Dezember 2026" in German), in the site's time zone (UTC, WordPress's default).
 */
export function orderDate(at: number): string {
  const { lang } = requestLocale();
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(at);
}

/** The order details table: its lines, then its totals rows and the customer's note, as WooCommerce orders them. */
export function orderDetails(order: ReceivedOrder): Raw {
  const note = (order.billing.order_comments ?? '').trim();
  return html`<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">${__('Order details')}</h2><table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th class="woocommerce-table__product-name product-name">${__('Product')}</th><th class="woocommerce-table__product-table product-total">${__('Total')}</th></tr></thead><tbody>
${order.items.map((i) => html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${i.name} <strong class="product-quantity">&times;&nbsp;${i.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${raw(price(i.total))}</td></tr>`)}
</tbody><tfoot>${order.subtotal !== null ? html`<tr><th scope="row">${__('Subtotal:')}</th><td>${raw(price(order.subtotal))}</td></tr>` : ''}${order.discount > 0 ? html`<tr><th scope="row">${__('Discount:')}</th><td>-${raw(price(order.discount))}</td></tr>` : ''}<tr><th scope="row">${__('Payment method:')}</th><td>${__(order.payment)}</td></tr><tr><th scope="row">${__('Total:')}</th><td>${raw(price(order.total))}</td></tr>${note ? html`<tr><th scope="row">${__('Note:')}</th><td class="shop-OrderNote">${note}</td></tr>` : ''}</tfoot></table></section>`;
}

/** An address's lines as WooCommerce prints them in an <address>: escaped, joined by <br>. */
export const addressLinesHtml = (lines: string[]): Raw[] => lines.map((line, i) => html`${i ? raw('<br>') : ''}${line}`);

/** The billing address (WooCommerce's "N/A" when none was given), then the phone and the email. */
export function customerDetails(order: ReceivedOrder): Raw {
  const lines = formattedAddressLines(order.billing);
  const phone = (order.billing.billing_phone ?? '').trim();
  return html`<section class="woocommerce-customer-details"><h2 class="woocommerce-column__title">${__('Billing address')}</h2><address>${lines.length ? addressLinesHtml(lines) : __('N/A')}${phone ? html`<p class="woocommerce-customer-details--phone">${phone}</p>` : ''}${order.email ? html`<p class="woocommerce-customer-details--email">${order.email}</p>` : ''}</address></section>`;
}
