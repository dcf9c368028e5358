/** My account (WooCommerce's classic markup): login and registration, dashboard, orders, order view. */
import { html, price, raw, type Raw } from '../server/html.ts';
import { __, _n } from '../server/i18n/demo-locale.ts';
import { sprintf } from '../../shared/messages/catalog.ts';
import { customerDetails, orderDate, orderDetails, type ReceivedOrder } from './order-details.ts';
import { sentence } from './sentence.ts';
import { lostPasswordLink } from './lost-password.ts';

const required = () => html` <span class="required" aria-hidden="true">*</span>`;

/** WooCommerce's login form (woocommerce_login_form): back to `redirect` once signed in. */
export function loginForm(d: { username?: string; loginNonce: string; redirect?: string | null }): Raw {
  return html`<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
<p class="woocommerce-form-row form-row"><label for="username">${__('Username or email address')}${required()}</label><input type="text" class="woocommerce-Input input-text" name="username" id="username" autocomplete="username" value="${d.username ?? ''}" required></p>
<p class="woocommerce-form-row form-row"><label for="password">${__('Password')}${required()}</label><shop-password-toggle class="password-input"><input class="woocommerce-Input input-text" type="password" name="password" id="password" autocomplete="current-password" required></shop-password-toggle></p>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>${__('Remember me')}</span></label>
<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${d.loginNonce}">${d.redirect ? html`<input type="hidden" name="redirect" value="${d.redirect}">` : ''}
<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="${__('Log in')}">${__('Log in')}</button></p>
${lostPasswordLink()}
</form>`;
}

export function loginPage(d: { notices: Raw; username: string; email: string; loginNonce: string; registerNonce: string; redirect?: string | null }): Raw {
  return html`<div class="woocommerce">${d.notices}<h1>${__('My account')}</h1>
<div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1"><h2>${__('Login')}</h2>
${loginForm(d)}</div>
<div class="u-column2 col-2"><h2>${__('Register')}</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/">
<p class="woocommerce-form-row form-row"><label for="reg_email">${__('Email address')}${required()}</label><input type="email" class="woocommerce-Input input-text" name="email" id="reg_email" autocomplete="email" value="${d.email}" required></p>
<p class="woocommerce-form-row form-row"><label for="reg_password">${__('Password')}${required()}</label><shop-password-toggle class="password-input"><input type="password" class="woocommerce-Input input-text" name="password" id="reg_password" autocomplete="new-password" minlength="8" required></shop-password-toggle></p>
<p class="woocommerce-form-row form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${d.registerNonce}"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="${__('Register')}">${__('Register')}</button></p>
</form></div></div></div>`;
}

export type AccountPage = 'dashboard' | 'orders' | 'edit-address' | 'edit-account';

function navigation(current: AccountPage, logoutUrl: string): Raw {
  const item = (id: string, href: string, label: string) =>
    html`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${id}${id === current ? ' is-active' : ''}"><a href="${href}"${id === current ? raw(' aria-current="page"') : ''}>${label}</a></li>`;
  return html`<nav class="woocommerce-MyAccount-navigation" aria-label="${__('Account pages')}"><ul>${item('dashboard', '/my-account/', __('Dashboard'))}${item('orders', '/my-account/orders/', __('Orders'))}${item('edit-address', '/my-account/edit-address/', __('Address'))}${item('edit-account', '/my-account/edit-account/', __('Account details'))}${item('customer-logout', logoutUrl, __('Log out'))}</ul></nav>`;
}

export function accountPage(d: { notices: Raw; name: string; logoutUrl: string; current: AccountPage; content: Raw }): Raw {
  return html`<div class="woocommerce">${d.notices}<h1>${__('My account')}</h1>${navigation(d.current, d.logoutUrl)}<div class="woocommerce-MyAccount-content">${d.content}</div></div>`;
}

export function dashboard(name: string, logoutUrl: string): Raw {
  // WooCommerce's dashboard.php: "Hello %1$s (not %1$s? <a href="%2$s">Log out</a>)", its link given whole.
  return html`<p>${sentence(__('Hello %1$s (not %1$s? %2$s)'), html`<strong>${name}</strong>`, html`<a href="${logoutUrl}">${__('Log out')}</a>`)}</p>
<p>${sentence(
    __('From your account dashboard you can view your %1$s, manage your %2$s, and %3$s.'),
    html`<a href="/my-account/orders/">${__('recent orders')}</a>`,
    html`<a href="/my-account/edit-address/">${__('billing address')}</a>`,
    html`<a href="/my-account/edit-account/">${__('edit your password and account details')}</a>`,
  )}</p>`;
}

export interface OrderSummary {
  id: number;
  created_at: number;
  status: string;
  total: number;
  items: number;
}

const STATUS: Record<string, string> = {
  processing: 'Processing',
  completed: 'Completed',
  'on-hold': 'On hold',
  cancelled: 'Cancelled',
  pending: 'Pending payment',
};
const statusName = (status: string) => (STATUS[status] ? __(STATUS[status]) : status);

export function ordersTable(orders: OrderSummary[]): Raw {
  if (orders.length === 0)
    return html`<div class="woocommerce-info" role="status">${__('No order has been made yet.')} <a class="button" href="/shop/">${__('Browse products')}</a></div>`;
  return html`<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><thead><tr><th scope="col">${__('Order')}</th><th scope="col">${__('Date')}</th><th scope="col">${__('Status')}</th><th scope="col">${__('Total')}</th><th scope="col"><span class="screen-reader-text">${__('Actions')}</span></th></tr></thead><tbody>
${orders.map((o) => html`<tr class="woocommerce-orders-table__row order"><th scope="row" data-title="${__('Order')}"><a href="/my-account/view-order/${o.id}/">#${o.id}</a></th><td data-title="${__('Date')}"><time datetime="${new Date(o.created_at).toISOString()}">${orderDate(o.created_at)}</time></td><td data-title="${__('Status')}">${statusName(o.status)}</td><td data-title="${__('Total')}">${sentence(_n('%1$s for %2$s item', '%1$s for %2$s items', o.items), raw(price(o.total)), html`${o.items}`)}</td><td data-title="${__('Actions')}"><a href="/my-account/view-order/${o.id}/" class="woocommerce-button button view" aria-label="${sprintf(__('View order number %s'), String(o.id))}">${__('View')}</a></td></tr>`)}
</tbody></table>`;
}

/** My account's order view; `orderAgainUrl` for a completed order (WooCommerce's order-again.php). */
export function orderView(order: ReceivedOrder & { status: string }, orderAgainUrl: string | null = null): Raw {
  return html`<p>${sentence(
    __('Order #%1$s was placed on %2$s and is currently %3$s.'),
    html`<mark class="order-number">${order.id}</mark>`,
    html`<mark class="order-date">${orderDate(order.created_at)}</mark>`,
    html`<mark class="order-status">${statusName(order.status)}</mark>`,
  )}</p>${orderDetails(order)}${orderAgainUrl ? html`<p class="order-again"><a href="${orderAgainUrl}" class="button">${__('Order again')}</a></p>` : ''}${customerDetails(order)}`;
}

export function logoutConfirm(url: string): Raw {
  return html`<div class="woocommerce"><h1>${__('My account')}</h1><div class="woocommerce-info" role="status">${sentence(__('Are you sure you want to log out? %s'), html`<a href="${url}">${__('Confirm and log out')}</a>`)}</div></div>`;
}
