/**
 * /my-account/: WooCommerce's login and registration forms (with their nonces), the dashboard,
 * the customer's orders and one order's view (only their own), and the logout link (nonce, or
 * WooCommerce's "Are you sure you want to log out?").
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, endUserSession, login, register, startUserSession, type User } from './accounts.ts';
import { shownOrder, type OrderRow } from '../checkout/orders.ts';
import { ORDER_AGAIN_NONCE_ACTION, orderToOrderAgain } from '../checkout/order-again.ts';
import type { Db } from '../db.ts';
import { raw } from '../html.ts';
import { safeRedirect } from '../security/redirects.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { createNonce, LOGIN_NONCE_ACTION, verifyNonce, SESSION_EXPIRED } from '../security/nonces.ts';
import { addNotice, ensureSession, sessionFromRequest } from '../session.ts';
import { accountPage, dashboard, loginPage, logoutConfirm, orderView, ordersTable, type AccountPage, type OrderSummary } from '../../templates/account.ts';
import { addressesPage, EDIT_ADDRESS_URL, EDIT_BILLING_URL, editAddressForm } from '../../templates/account-address.ts';
import { hasAddress, saveBilling, savedBilling } from './customer-address.ts';
import { accountDetailsOf, saveAccountDetails } from './account-details.ts';
import { EDIT_ACCOUNT_URL, editAccountForm } from '../../templates/account-details.ts';
import { billingFieldErrors, checkoutErrorsHtml, checkoutValues, normalizedAddress } from '../checkout/checkout.ts';
import { esc } from '../html.ts';
import { checks, validate } from '../validation.ts';
import { noticesHtml } from '../../templates/layout.ts';
import { __ } from '../i18n/demo-locale.ts';

const LOGIN = LOGIN_NONCE_ACTION;
const REGISTER = 'woocommerce-register';
const LOGOUT = 'customer-logout';
const EDIT_ADDRESS = 'woocommerce-edit_address';
const SAVE_ACCOUNT = 'save_account_details';
/** A form posted with a stale or forged nonce: WooCommerce's words, in the error list above the form. */
const expiredFormHtml = () => checkoutErrorsHtml([{ id: 'session', message: esc(__(SESSION_EXPIRED)) }]);

const text = (body: unknown, name: string, max = 200): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, max) : '';
};
/** A redirect target as sent (cut short, it would name another page; safeRedirect refuses a long one). */
const target = (body: unknown, name: string) => safeRedirect(text(body, name, 2000));

export function registerAccountRoutes(app: FastifyInstance, db: Db, page: PageRenderer): void {
  const logoutUrl = (request: FastifyRequest) => `/my-account/customer-logout/?_wpnonce=${createNonce(db, LOGOUT, sessionFromRequest(db, request))}`;

  const forms = (request: FastifyRequest, reply: FastifyReply, values: { username?: string; email?: string } = {}, error?: string) => {
    const sessionId = sessionFromRequest(db, request);
    // Where to go once logged in: ?redirect_to= (the checkout's "Returning customer?" link without
    // JavaScript), or the form's own field after a failed try. A path on this site only.
    const redirect = target(request.query, 'redirect_to') ?? target(request.body, 'redirect');
    return page(request, reply, __('My account'), 'woocommerce-account woocommerce-page', (notices) =>
      loginPage({
        notices: error ? noticesHtml([{ kind: 'error', message: error }]) : notices,
        username: values.username ?? '',
        email: values.email ?? '',
        loginNonce: createNonce(db, LOGIN, sessionId),
        registerNonce: createNonce(db, REGISTER, sessionId),
        redirect,
      }),
    );
  };

  const signedIn = (request: FastifyRequest, reply: FastifyReply, user: User, current: AccountPage, content: ReturnType<typeof raw>, errors?: string) =>
    page(request, reply, __('My account'), 'woocommerce-account woocommerce-page logged-in', (notices) =>
      accountPage({ notices: errors ? raw(errors) : notices, name: user.display_name, logoutUrl: logoutUrl(request), current, content }),
    );

  app.get('/my-account/', (request, reply) => {
    const user = currentUser(db, request);
    return user ? signedIn(request, reply, user, 'dashboard', dashboard(user.display_name, logoutUrl(request))) : forms(request, reply);
  });

  app.post('/my-account/', async (request, reply) => {
    const body = request.body;
    const sessionId = sessionFromRequest(db, request);
    if (text(body, 'login') || text(body, 'username')) {
      const username = text(body, 'username');
      // The login popup sends the page it was on: back there after (a path on this site only).
      const back = target(body, 'redirect');
      const fromPopup = text(body, 'shop_login_popup') === '1' && back !== null;
      const fail = (message: string) => {
        if (!fromPopup) return forms(request, reply, { username }, message);
        addNotice(db, ensureSession(db, request, reply), 'error', message, 'login-popup');
        return reply.redirect(back, 303);
      };
      if (!verifyNonce(db, LOGIN, sessionId, text(body, 'woocommerce-login-nonce'))) return fail(__(SESSION_EXPIRED));
      const result = await login(db, request, username, text(body, 'password'));
      if (!result.ok) return fail(result.message);
      startUserSession(db, request, reply, result.user.id);
      return reply.redirect(back ?? '/my-account/', 303);
    }
    const email = text(body, 'email');
    if (!verifyNonce(db, REGISTER, sessionId, text(body, 'woocommerce-register-nonce'))) return forms(request, reply, { email }, __(SESSION_EXPIRED));
    const result = await register(db, request, email, text(body, 'password'));
    if (!result.ok) return forms(request, reply, { email }, result.message);
    const newSession = startUserSession(db, request, reply, result.user.id);
    addNotice(db, newSession, 'success', __('Your account was created successfully.'));
    return reply.redirect('/my-account/', 303);
  });

  app.get('/my-account/orders/', (request, reply) => {
    const user = currentUser(db, request);
    if (!user) return reply.redirect('/my-account/', 302);
    const rows = db.prepare('SELECT id, created_at, status, total, items FROM orders WHERE user_id = ? ORDER BY id DESC').all(user.id) as (Omit<
      OrderSummary,
      'items'
    > & { items: string })[];
    const orders = rows.map((o) => ({ ...o, items: (JSON.parse(o.items) as { quantity: number }[]).reduce((n, i) => n + i.quantity, 0) }));
    return signedIn(request, reply, user, 'orders', ordersTable(orders));
  });

  app.get<{ Params: { id: string } }>('/my-account/view-order/:id/', (request, reply) => {
    const user = currentUser(db, request);
    if (!user) return reply.redirect('/my-account/', 302);
    const order = /^\d{1,10}$/.test(request.params.id)
      ? (db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(Number(request.params.id), user.id) as OrderRow | undefined)
      : undefined;
    if (!order)
      return signedIn(
        request,
        reply,
        user,
        'orders',
        raw(
          `<div class="woocommerce-error" role="alert">${esc(__('Invalid order.'))} <a href="/my-account/" class="wc-forward">${esc(__('My account'))}</a></div>`,
        ),
      );
    const again = orderToOrderAgain(db, user.id, order.id)
      ? `/cart/?order_again=${order.id}&_wpnonce=${createNonce(db, ORDER_AGAIN_NONCE_ACTION, sessionFromRequest(db, request))}`
      : null;
    return signedIn(request, reply, user, 'orders', orderView(shownOrder(order), again));
  });

  // The customer's billing address (WooCommerce's edit-address endpoint; no shipping in the demo).
  app.get(EDIT_ADDRESS_URL, (request, reply) => {
    const user = currentUser(db, request);
    if (!user) return reply.redirect('/my-account/', 302);
    const billing = savedBilling(db, user.id);
    return signedIn(request, reply, user, 'edit-address', addressesPage(billing, hasAddress(billing)));
  });

  const addressForm = (request: FastifyRequest, reply: FastifyReply, user: User, values: Record<string, string>, errors?: string) =>
    signedIn(request, reply, user, 'edit-address', editAddressForm(values, createNonce(db, EDIT_ADDRESS, sessionFromRequest(db, request))), errors);

  app.get(EDIT_BILLING_URL, (request, reply) => {
    const user = currentUser(db, request);
    if (!user) return reply.redirect('/my-account/', 302);
    const saved = savedBilling(db, user.id);
    // The account's email until another is saved, as WooCommerce fills it.
    return addressForm(request, reply, user, { ...saved, billing_email: saved.billing_email || user.email });
  });

  app.post(EDIT_BILLING_URL, (request, reply) => {
    const user = currentUser(db, request);
    if (!user) return reply.redirect('/my-account/', 303);
    const fields = validate(checks.editAddress, request.body);
    const values = checkoutValues(fields);
    if (!verifyNonce(db, EDIT_ADDRESS, sessionFromRequest(db, request), fields['woocommerce-edit-address-nonce']))
      return addressForm(request, reply, user, values, expiredFormHtml());
    const address = normalizedAddress(values);
    const errors = billingFieldErrors(address, (f) => `<strong>${esc(__(f.label))}</strong>`);
    if (errors.length > 0) return addressForm(request, reply, user, values, checkoutErrorsHtml(errors));
    saveBilling(db, user.id, address);
    addNotice(db, ensureSession(db, request, reply), 'success', __('Address changed successfully.'));
    return reply.redirect(EDIT_ADDRESS_URL, 303);
  });

  // Account details: names, email and the password (WooCommerce's edit-account endpoint).
  const accountForm = (request: FastifyRequest, reply: FastifyReply, user: User, values: ReturnType<typeof accountDetailsOf>, errors?: string) =>
    signedIn(request, reply, user, 'edit-account', editAccountForm(values, createNonce(db, SAVE_ACCOUNT, sessionFromRequest(db, request))), errors);

  app.get(EDIT_ACCOUNT_URL, (request, reply) => {
    const user = currentUser(db, request);
    if (!user) return reply.redirect('/my-account/', 302);
    return accountForm(request, reply, user, accountDetailsOf(db, user));
  });

  app.post(EDIT_ACCOUNT_URL, async (request, reply) => {
    const user = currentUser(db, request);
    if (!user) return reply.redirect('/my-account/', 303);
    const fields = validate(checks.editAccount, request.body);
    const field = (name: keyof typeof fields) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
    const details = {
      account_first_name: field('account_first_name').trim(),
      account_last_name: field('account_last_name').trim(),
      account_display_name: field('account_display_name').trim(),
      account_email: field('account_email').trim(),
    };
    if (!verifyNonce(db, SAVE_ACCOUNT, sessionFromRequest(db, request), fields['save-account-details-nonce']))
      return accountForm(request, reply, user, details, expiredFormHtml());
    // Passwords as typed (spaces count), never printed back.
    const passwords = { password_current: field('password_current'), password_1: field('password_1'), password_2: field('password_2') };
    const result = await saveAccountDetails(db, request, reply, user, details, passwords);
    if (!result.ok) return accountForm(request, reply, user, details, checkoutErrorsHtml(result.errors));
    addNotice(db, result.sessionId ?? ensureSession(db, request, reply), 'success', __('Account details changed successfully.'));
    return reply.redirect('/my-account/', 303);
  });

  app.get('/my-account/customer-logout/', (request, reply) => {
    const sessionId = sessionFromRequest(db, request);
    if (!sessionId || !verifyNonce(db, LOGOUT, sessionId, (request.query as Record<string, unknown>)._wpnonce)) {
      return page(request, reply, __('My account'), 'woocommerce-account woocommerce-page', () => logoutConfirm(logoutUrl(request)));
    }
    endUserSession(db, request, reply, sessionId);
    return reply.redirect('/my-account/', 303);
  });
}
