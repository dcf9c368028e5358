/**
 * WooCommerce's "Create an account?" at checkout, for guests: the password checked with the
 * other fields (nothing is ordered when it is wrong) and hashed before the order's transaction,
 * which makes the account (place-order.ts). The checkout is not counted against the registration
 * limit: it needs a cart and ends in an order, and a shopper placing orders must not be refused.
 */
import { MIN_PASSWORD_LENGTH, accountEmail, hashPassword } from '../accounts/accounts.ts';
import type { Db } from '../db.ts';
import type { CheckoutError } from './checkout.ts';
import { esc } from '../html.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

/** A guest's new account: its email and the password's hash, made before the order's transaction. */
export interface NewAccount {
  email: string;
  passwordHash: string;
}

export const ACCOUNT_PASSWORD = { name: 'account_password', label: 'Create account password' };

export const ACCOUNT_EXISTS_AT_CHECKOUT: CheckoutError = {
  id: 'registration-error-email-exists',
  message:
    'An account is already registered with your email address. <a href="/my-account/?redirect_to=%2Fcheckout%2F" class="showlogin" data-open="#login-form-popup">Please log in.</a>',
};

const emailTaken = (db: Db, values: Record<string, string>) =>
  !!db.prepare('SELECT 1 FROM users WHERE email = ?').get((values.billing_email ?? '').trim().toLowerCase());

export const wantsAccount = (values: Record<string, string>, guest: boolean) => guest && values.createaccount === '1';

/** The account fields' errors, with WooCommerce's messages and the field ids checkout.js scrolls to. */
export function checkoutAccountErrors(db: Db, values: Record<string, string>, guest: boolean): CheckoutError[] {
  if (!wantsAccount(values, guest)) return [];
  const errors: CheckoutError[] = [];
  if (values.billing_email && emailTaken(db, values)) errors.push(ACCOUNT_EXISTS_AT_CHECKOUT);
  const password = values[ACCOUNT_PASSWORD.name] ?? '';
  if (password === '')
    errors.push({ id: ACCOUNT_PASSWORD.name, message: sprintf(__('%s is a required field.'), `<strong>${esc(__(ACCOUNT_PASSWORD.label))}</strong>`) });
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.push({ id: ACCOUNT_PASSWORD.name, message: sprintf(__('Please enter a password of at least %s characters.'), String(MIN_PASSWORD_LENGTH)) });
  return errors;
}

/** The account to make with the order: the billing email and the password's hash (the slow part, done first). */
export async function newCheckoutAccount(values: Record<string, string>): Promise<NewAccount | { error: CheckoutError }> {
  const email = accountEmail(values.billing_email ?? '');
  if (!email) return { error: { id: 'billing_email', message: __('Please provide a valid email address.') } };
  return { email, passwordHash: await hashPassword(values[ACCOUNT_PASSWORD.name] ?? '') };
}
