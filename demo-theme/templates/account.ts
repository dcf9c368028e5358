/** My account (WooCommerce's classic markup): login and registration, dashboard, orders, order view. */
import { html, price, raw, type Raw } from '../server/html.ts';
import { orderDetails, type ReceivedOrder } from './cart.ts';

/** WooCommerce's login form (woocommerce_login_form): back to `redirect` once signed in. */
export function loginForm(d: { username?: string; loginNonce: string; redirect?: string | null }): Raw {
  return html`<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
<p class="woocommerce-form-row form-row"><label for="username">Username or email address <span class="required" aria-hidden="true">*</span></label><input type="text" class="woocommerce-Input input-text" name="username" id="username" autocomplete="username" value="${d.username ?? ''}" required></p>
<p class="woocommerce-form-row form-row"><label for="password">Password <span class="required" aria-hidden="true">*</span></label><shop-password-toggle class="password-input"><input class="woocommerce-Input input-text" type="password" name="password" id="password" autocomplete="current-password" required></shop-password-toggle></p>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label>
<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${d.loginNonce}">${d.redirect ? html`<input type="hidden" name="redirect" value="${d.redirect}">` : ''}
<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p>
</form>`;
}

export function loginPage(d: { notices: Raw; username: string; email: string; loginNonce: string; registerNonce: string; redirect?: string | null }): Raw {
  return html`<div class="woocommerce">${d.notices}<h1>My account</h1>
<div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1"><h2>Login</h2>
${loginForm(d)}</div>
<div class="u-column2 col-2"><h2>Register</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/">
<p class="woocommerce-form-row form-row"><label for="reg_email">Email address <span class="required" aria-hidden="true">*</span></label><input type="email" class="woocommerce-Input input-text" name="email" id="reg_email" autocomplete="email" value="${d.email}" required></p>
<p class="woocommerce-form-row form-row"><label for="reg_password">Password <span class="required" aria-hidden="true">*</span></label><shop-password-toggle class="password-input"><input type="password" class="woocommerce-Input input-text" name="password" id="reg_password" autocomplete="new-password" minlength="8" required></shop-password-toggle></p>
<p class="woocommerce-form-row form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${d.registerNonce}"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p>
</form></div></div></div>`;
}

function navigation(current: 'dashboard' | 'orders', logoutUrl: string): Raw {
  const item = (id: string, href: string, label: string) =>
    html`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${id}${id === current ? ' is-active' : ''}"><a href="${href}"${id === current ? raw(' aria-current="page"') : ''}>${label}</a></li>`;
  return html`<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>${item('dashboard', '/my-account/', 'Dashboard')}${item('orders', '/my-account/orders/', 'Orders')}${item('customer-logout', logoutUrl, 'Log out')}</ul></nav>`;
}

export function accountPage(d: { notices: Raw; name: string; logoutUrl: string; current: 'dashboard' | 'orders'; content: Raw }): Raw {
  return html`<div class="woocommerce">${d.notices}<h1>My account</h1>${navigation(d.current, d.logoutUrl)}<div class="woocommerce-MyAccount-content">${d.content}</div></div>`;
}

export function dashboard(name: string, logoutUrl: string): Raw {
  return html`<p>Hello <strong>${name}</strong> (not <strong>${name}</strong>? <a href="${logoutUrl}">Log out</a>)</p>
<p>From your account dashboard you can view your <a href="/my-account/orders/">recent orders</a>.</p>`;
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

export function ordersTable(orders: OrderSummary[]): Raw {
  if (orders.length === 0)
    return html`<div class="woocommerce-info" role="status">No order has been made yet. <a class="button" href="/shop/">Browse products</a></div>`;
  return html`<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">Total</th><th scope="col"><span class="screen-reader-text">Actions</span></th></tr></thead><tbody>
${orders.map((o) => html`<tr class="woocommerce-orders-table__row order"><th scope="row" data-title="Order"><a href="/my-account/view-order/${o.id}/">#${o.id}</a></th><td data-title="Date"><time datetime="${new Date(o.created_at).toISOString()}">${new Date(o.created_at).toISOString().slice(0, 10)}</time></td><td data-title="Status">${STATUS[o.status] ?? o.status}</td><td data-title="Total">${raw(price(o.total))} for ${o.items} item${o.items === 1 ? '' : 's'}</td><td data-title="Actions"><a href="/my-account/view-order/${o.id}/" class="woocommerce-button button view" aria-label="${`View order ${o.id}`}">View</a></td></tr>`)}
</tbody></table>`;
}

export function orderView(order: ReceivedOrder & { status: string }): Raw {
  return html`<p>Order #<mark class="order-number">${order.id}</mark> was placed on <mark class="order-date">${new Date(order.created_at).toISOString().slice(0, 10)}</mark> and is currently <mark class="order-status">${STATUS[order.status] ?? order.status}</mark>.</p>${orderDetails(order)}`;
}

export function logoutConfirm(url: string): Raw {
  return html`<div class="woocommerce"><h1>My account</h1><div class="woocommerce-info" role="status">Are you sure you want to log out? <a href="${url}">Confirm and log out</a></div></div>`;
}
