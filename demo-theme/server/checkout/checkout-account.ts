/**
 * WooCommerce's "Create an account?" at checkout, for guests: the password checked with the
 * other fields (nothing is ordered when it is wrong), then the account made with the billing
 * email, the order tied to it and the shopper signed in, as on WooCommerce. Both checkout paths
 * (the form without scripts and `?wc-ajax=checkout`) go through `placeCheckoutOrder`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MIN_PASSWORD_LENGTH, register, startUserSession } from '../accounts/accounts.ts';
import type { Db } from '../db.ts';
import { checkoutCart, type CheckoutError, type PlacedOrder } from './checkout.ts';

export const ACCOUNT_PASSWORD = { name: 'account_password', label: 'Create account password' };

const EXISTS = 'An account is already registered with your email address. <a href="/my-account/?redirect_to=%2Fcheckout%2F" class="showlogin" data-open="#login-form-popup">Please log in.</a>';

const wantsAccount = (values: Record<string, string>, guest: boolean) => guest && values.createaccount === '1';

/** The account fields' errors, with WooCommerce's messages and the field ids checkout.js scrolls to. */
export function checkoutAccountErrors(db: Db, values: Record<string, string>, guest: boolean): CheckoutError[] {
  if (!wantsAccount(values, guest)) return [];
  const errors: CheckoutError[] = [];
  const email = (values.billing_email ?? '').toLowerCase();
  if (email && db.prepare('SELECT 1 FROM users WHERE email = ?').get(email)) errors.push({ id: 'registration-error-email-exists', message: EXISTS });
  const password = values[ACCOUNT_PASSWORD.name] ?? '';
  if (password === '') errors.push({ id: ACCOUNT_PASSWORD.name, message: `<strong>${ACCOUNT_PASSWORD.label}</strong> is a required field.` });
  else if (password.length < MIN_PASSWORD_LENGTH) errors.push({ id: ACCOUNT_PASSWORD.name, message: `Please enter a password of at least ${MIN_PASSWORD_LENGTH} characters.` });
  return errors;
}

/**
 * Places the validated order; when the guest asked for an account, makes it first (a failure
 * there, such as the same email registered a moment ago, orders nothing), then ties the order to
 * it and signs the shopper in.
 */
export async function placeCheckoutOrder(db: Db, request: FastifyRequest, reply: FastifyReply, values: Record<string, string>, guest: boolean): Promise<{ ok: true; order: PlacedOrder } | { ok: false; error: CheckoutError }> {
  let userId: number | null = null;
  if (wantsAccount(values, guest)) {
    const account = await register(db, values.billing_email ?? '', values[ACCOUNT_PASSWORD.name] ?? '');
    if (!account.ok) return { ok: false, error: { id: 'registration', message: account.message.includes('already registered') ? EXISTS : account.message } };
    userId = account.user.id;
  }
  const order = checkoutCart(db, request, reply, values);
  if (userId !== null) {
    db.prepare('UPDATE orders SET user_id = ? WHERE id = ?').run(userId, order.id);
    startUserSession(db, request, reply, userId);
  }
  return { ok: true, order };
}
