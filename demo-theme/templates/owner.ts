/** The owner's page: orders with where they came from (more sections join as they are built). */
import { html, price, raw, type Raw } from '../server/html.ts';
import type { OrderAttribution } from '../server/checkout/order-attribution.ts';
import type { CartContact } from '../server/cart-capture/cart-contacts.ts';
import type { PushSubscriptionRow } from '../server/push/push-subscriptions.ts';
import type { Mail } from '../server/mail/outbox.ts';
import type { PendingReview } from '../server/catalogue/product-reviews.ts';

export interface AttributedOrder {
  id: number;
  status: string;
  created_at: number;
  total: number;
  origin: string;
  attribution: OrderAttribution | null;
}

const cell = (value: string | undefined) => (value && value !== '(none)' ? value : '—');

const when = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

function contactsTable(contacts: CartContact[]): Raw {
  if (contacts.length === 0) return html`<p class="woocommerce-info" role="status">No contact captured yet.</p>`;
  return html`<table class="shop_table shop-OwnerContacts" aria-labelledby="owner-contacts"><thead><tr><th scope="col">E-mail</th><th scope="col">Name</th><th scope="col">Phone</th><th scope="col">Cart</th><th scope="col">Captured</th><th scope="col">From</th><th scope="col">Status</th></tr></thead><tbody>
${contacts.map(
  (c) =>
    html`<tr data-email="${c.email}" data-captured-at="${String(c.updated_at)}"><th scope="row">${c.email || '—'}</th><td>${[c.fields.name, c.fields.surname].filter(Boolean).join(' ') || '—'}</td><td>${c.fields.phone || '—'}</td><td>${
      c.cart.length ? c.cart.map((l) => `${l.quantity} × ${l.name}`).join(', ') : '—'
    }</td><td>${when(c.updated_at)}</td><td>${c.source === 'custom_email' ? 'Another form' : c.source === 'exit_intent' ? 'Exit-intent form' : 'Checkout'}</td><td data-field="status">${
      c.order_id ? `Ordered (#${c.order_id})` : 'Not completed'
    }</td></tr>`,
)}
</tbody></table>`;
}

function subscriptionsTable(subscriptions: PushSubscriptionRow[], nonce: string): Raw {
  if (subscriptions.length === 0) return html`<p class="woocommerce-info" role="status">No shopper has allowed cart reminders yet.</p>`;
  return html`<table class="shop_table shop-OwnerPush" aria-labelledby="owner-push"><thead><tr><th scope="col">Push service</th><th scope="col">Since</th><th scope="col">Shopper</th><th scope="col"><span class="screen-reader-text">Reminder</span></th></tr></thead><tbody>
${subscriptions.map(
  (sub, i) =>
    html`<tr data-endpoint="${sub.endpoint}"><th scope="row" id="owner-push-${String(i)}">${new URL(sub.endpoint).host}</th><td>${when(sub.created_at)}</td><td>${
      sub.user_id ? `Account #${sub.user_id}` : 'Guest'
    }</td><td><form method="post" action="/shop-owner/push-reminder"><input type="hidden" name="endpoint" value="${sub.endpoint}"><input type="hidden" name="_wpnonce" value="${nonce}"><button type="submit" class="button" aria-describedby="owner-push-${String(i)}">Send a cart reminder</button></form></td></tr>`,
)}
</tbody></table>`;
}

function reviewsTable(reviews: (PendingReview & { product: string; slug: string })[], nonce: string): Raw {
  if (reviews.length === 0) return html`<p class="woocommerce-info" role="status">No review is waiting.</p>`;
  const action = (r: PendingReview, value: 'approve' | 'trash', label: string) =>
    html`<form method="post" action="/shop-owner/reviews"><input type="hidden" name="id" value="${String(r.id)}"><input type="hidden" name="action" value="${value}"><input type="hidden" name="_wpnonce" value="${nonce}"><button type="submit" class="button" aria-describedby="owner-review-${String(r.id)}">${label}</button></form>`;
  return html`<table class="shop_table shop-OwnerReviews" aria-labelledby="owner-reviews"><thead><tr><th scope="col">Review</th><th scope="col">Product</th><th scope="col">Rating</th><th scope="col">Author</th><th scope="col">Sent</th><th scope="col"><span class="screen-reader-text">Moderation</span></th></tr></thead><tbody>
${reviews.map(
  (r) =>
    html`<tr data-review-id="${String(r.id)}"><th scope="row" id="owner-review-${String(r.id)}">${r.body}</th><td><a href="/product/${r.slug}/">${r.product}</a></td><td>${String(r.rating)} / 5</td><td>${r.reviewer} (${r.email})</td><td>${when(r.created_at)}</td><td>${action(r, 'approve', 'Approve')} ${action(r, 'trash', 'Trash')}</td></tr>`,
)}
</tbody></table>`;
}

function mailList(mails: Mail[]): Raw {
  if (mails.length === 0) return html`<p class="woocommerce-info" role="status">No email sent yet.</p>`;
  return html`<ul class="shop-OwnerMail">${mails.map(
    (m) => html`<li><details><summary>${when(m.created_at)} · to ${m.recipient} · ${m.subject}</summary><pre>${m.body}</pre></details></li>`,
  )}</ul>`;
}

export function ownerPage(d: {
  notices: Raw;
  orders: AttributedOrder[];
  contacts: CartContact[];
  subscriptions: PushSubscriptionRow[];
  mails: Mail[];
  reviews: (PendingReview & { product: string; slug: string })[];
  nonce: string;
}): Raw {
  return html`<div class="woocommerce">${d.notices}<h1>Shop owner</h1>
<p>What the shop knows about its orders and shoppers. Only a shop manager sees this page.</p>
<h2 id="owner-contacts">Captured carts and contacts</h2>
<p>Contacts typed at checkout (or into other forms) by shoppers who allowed marketing, with their cart, newest first.</p>
${contactsTable(d.contacts)}
<h2 id="owner-push">Cart reminders (push notifications)</h2>
<p>Browsers whose shopper allowed one notification about their cart.</p>
${subscriptionsTable(d.subscriptions, d.nonce)}
<h2 id="owner-orders">Orders and where they came from</h2>
${
  d.orders.length === 0
    ? html`<p class="woocommerce-info" role="status">No order yet.</p>`
    : html`<table class="shop_table shop-OwnerOrders" aria-labelledby="owner-orders"><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Total</th><th scope="col">Origin</th><th scope="col">Source / medium</th><th scope="col">Campaign</th><th scope="col">Session</th><th scope="col">Device</th><th scope="col">Status</th></tr></thead><tbody>
${d.orders.map((o) => {
  const a = o.attribution;
  return html`<tr data-order-id="${String(o.id)}"><th scope="row">#${String(o.id)}</th><td>${when(o.created_at)}</td><td>${raw(price(o.total))}</td><td data-field="origin">${o.origin}</td><td data-field="source">${cell(a?.utm_source)} / ${cell(a?.utm_medium)}</td><td data-field="campaign">${cell(a?.utm_campaign)}</td><td>${a?.session_pages ? `${a.session_pages} page(s), visit ${a.session_count ?? '1'}` : '—'}</td><td>${cell(a?.device_type)}</td><td data-field="status">${
    o.status === 'processing'
      ? html`Processing <form method="post" action="/shop-owner/orders"><input type="hidden" name="id" value="${String(o.id)}"><input type="hidden" name="_wpnonce" value="${d.nonce}"><button type="submit" class="button" aria-label="${`Mark order #${o.id} as completed`}">Mark as completed</button></form>`
      : o.status === 'completed'
        ? 'Completed'
        : o.status
  }</td></tr>`;
})}
</tbody></table>`
}
<h2 id="owner-reviews">Reviews awaiting approval</h2>
<p>Reviews shoppers left, held until approved (as WordPress holds a first comment); an approved one shows on its product and counts in its rating.</p>
${reviewsTable(d.reviews, d.nonce)}
<h2 id="owner-mail">Emails sent</h2>
<p>The demo sends no email: each one (password reset links) is kept here instead, newest first, as a mail-logging plugin keeps them.</p>
${mailList(d.mails)}</div>`;
}

export function notAllowedPage(signedIn: boolean): Raw {
  return html`<div class="woocommerce"><h1>Shop owner</h1><p class="woocommerce-error" role="alert">Sorry, you are not allowed to access this page.${
    signedIn ? '' : html` <a href="/my-account/">Log in</a> as a shop manager.`
  }</p></div>`;
}
