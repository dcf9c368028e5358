/**
 * WooCommerce's customer emails, as its plain-text templates write them, in the shopper's
 * language: the order received (customer-processing-order) and the new account
 * (customer-new-account). Kept in the outbox (the demo sends nothing).
 */
import type { Db } from '../db.ts';
import { plainText, price, stripTags } from '../html.ts';
import { __, DEMO_LOCALES, runInLocale } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import { formattedAddressLines } from '../checkout/formatted-address.ts';
import { orderDate, type ReceivedOrder } from '../../templates/order-details.ts';
import { sendMail } from './outbox.ts';

const SITE = 'Luma & Co.';
const money = (amount: number) => plainText(stripTags(price(amount)));

/** WooCommerce's plain-text order details: the order, its lines, its totals, the billing address. */
function orderDetailsText(order: ReceivedOrder): string[] {
  const note = (order.billing.order_comments ?? '').trim();
  const totals = [
    order.subtotal !== null ? `${__('Subtotal:')} ${money(order.subtotal)}` : '',
    order.discount > 0 ? `${__('Discount:')} -${money(order.discount)}` : '',
    `${__('Payment method:')} ${__(order.payment)}`,
    `${__('Total:')} ${money(order.total)}`,
    note ? `${__('Note:')} ${note}` : '',
  ].filter(Boolean);
  return [
    `${sprintf(__('[Order #%s]'), String(order.id))} (${orderDate(order.created_at)})`,
    order.items.map((i) => `${i.name} × ${i.quantity} = ${money(i.total)}`).join('\n'),
    `==========\n${totals.join('\n')}`,
    [__('Billing address'), ...formattedAddressLines(order.billing), order.billing.billing_phone ?? '', order.email].filter(Boolean).join('\n'),
  ];
}

/** "Your Luma & Co. order has been received!" to the customer. */
export function sendOrderReceivedMail(db: Db, order: ReceivedOrder, siteUrl: string): void {
  if (!order.email) return;
  const firstName = (order.billing.billing_first_name ?? '').trim();
  const body = [
    sprintf(__('Hi %s,'), firstName),
    sprintf(__('Just to let you know — we’ve received your order #%s, and it is now being processed:'), String(order.id)),
    ...orderDetailsText(order),
    sprintf(__('Thanks for using %s!'), siteUrl),
  ];
  sendMail(db, order.email, sprintf(__('Your %s order has been received!'), SITE), body.join('\n\n'));
}

/** "Your Luma & Co. order is now complete" (customer-completed-order), in the site's language: the order does not keep the shopper's. */
export function sendOrderCompletedMail(db: Db, order: ReceivedOrder, siteUrl: string): void {
  if (!order.email) return;
  runInLocale(DEMO_LOCALES[0]!, () => {
    const body = [
      sprintf(__('Hi %s,'), (order.billing.billing_first_name ?? '').trim()),
      __('We have finished processing your order.'),
      ...orderDetailsText(order),
      sprintf(__('Thanks for shopping with us at %s.'), siteUrl),
    ];
    sendMail(db, order.email, sprintf(__('Your %s order is now complete'), SITE), body.join('\n\n'));
  });
}

/** WooCommerce's "New order" to the shop (its admin address: the demo's shop manager), in English. */
export function sendNewOrderMail(db: Db, order: ReceivedOrder, to: string): void {
  runInLocale(DEMO_LOCALES[0]!, () => {
    const name = `${order.billing.billing_first_name ?? ''} ${order.billing.billing_last_name ?? ''}`.trim();
    const body = [sprintf(__('You’ve received the following order from %s:'), name), ...orderDetailsText(order), __('Congratulations on the sale.')];
    sendMail(db, to, sprintf(__('[%1$s]: New order #%2$s'), SITE, String(order.id)), body.join('\n\n'));
  });
}

/** "Your Luma & Co. account has been created!": the username and where the account is. */
export function sendNewAccountMail(db: Db, user: { email: string; display_name: string }, siteUrl: string): void {
  const body = [
    sprintf(__('Hi %s,'), user.display_name),
    sprintf(
      __(
        'Thanks for creating an account on %1$s. Your username is %2$s. You can access your account area to view orders, change your password, and more at: %3$s',
      ),
      SITE,
      user.display_name,
      `${siteUrl}/my-account/`,
    ),
    __('We look forward to seeing you soon.'),
  ];
  sendMail(db, user.email, sprintf(__('Your %s account has been created!'), SITE), body.join('\n\n'));
}
