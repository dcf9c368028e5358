/**
 * WooCommerce's "Create an account?" at checkout, for guests: the password checked with the
 * other fields (nothing is ordered when it is wrong), the account made with the billing email
 * just before the order, then the order tied to it and the shopper signed in, as on WooCommerce.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MIN_PASSWORD_LENGTH, register, startUserSession } from '../accounts/accounts.ts';
import type { Db } from '../db.ts';
import type { CheckoutError } from './checkout.ts';

export const ACCOUNT_PASSWORD = { name: 'account_password', label: 'Create account password' };

const EXISTS: CheckoutError = {
  id: 'registration-error-email-exists',
  message: 'An account is already registered with your email address. <a href="/my-account/?redirect_to=%2Fcheckout%2F" class="showlogin" data-open="#login-form-popup">Please log in.</a>',
};

const emailTaken = (db: Db, values: Record<string, string>) =>
  !!db.prepare('SELECT 1 FROM users WHERE email = ?').get((values.billing_email ?? '').trim().toLowerCase());

export const wantsAccount = (values: Record<string, string>, guest: boolean) => guest && values.createaccount === '1';

/** The account fields' errors, with WooCommerce's messages and the field ids checkout.js scrolls to. */
export function checkoutAccountErrors(db: Db, values: Record<string, string>, guest: boolean): CheckoutError[] {
  if (!wantsAccount(values, guest)) return [];
  const errors: CheckoutError[] = [];
  if (values.billing_email && emailTaken(db, values)) errors.push(EXISTS);
  const password = values[ACCOUNT_PASSWORD.name] ?? '';
  if (password === '') errors.push({ id: ACCOUNT_PASSWORD.name, message: `<strong>${ACCOUNT_PASSWORD.label}</strong> is a required field.` });
  else if (password.length < MIN_PASSWORD_LENGTH) errors.push({ id: ACCOUNT_PASSWORD.name, message: `Please enter a password of at least ${MIN_PASSWORD_LENGTH} characters.` });
  return errors;
}

/** Makes the account (checked already; the same email may have been registered a moment ago). */
export async function createCheckoutAccount(db: Db, values: Record<string, string>): Promise<{ ok: true; userId: number } | { ok: false; error: CheckoutError }> {
  const account = await register(db, values.billing_email ?? '', values[ACCOUNT_PASSWORD.name] ?? '');
  if (account.ok) return { ok: true, userId: account.user.id };
  return { ok: false, error: emailTaken(db, values) ? EXISTS : { id: 'registration', message: account.message } };
}

/** The placed order becomes the new account's, and the shopper is signed in to it. */
export function signInWithOrder(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number, orderId: number): void {
  db.prepare('UPDATE orders SET user_id = ? WHERE id = ?').run(userId, orderId);
  startUserSession(db, request, reply, userId);
}
