/**
 * My account's account details (WooCommerce's WC_Form_Handler::save_account_details): first and
 * last name, display name, email, and a password change that needs the current password, with
 * WooCommerce's messages. Beyond WooCommerce: the current password's check is counted as a login
 * is (a stolen session cannot guess it without limit), a display name another account uses is
 * refused (the demo signs in by email or display name), and a changed password signs every other
 * session of the account out.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { esc } from '../html.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import type { CheckoutError } from '../checkout/checkout.ts';
import { accountEmail, hashPassword, LOGIN_LIMIT, minutes, passwordProblem, startUserSession, verifyPassword, type User } from './accounts.ts';
import { clearAttempts, minutesToWait, reserveAttempt } from './attempt-limits.ts';

export interface AccountDetails {
  account_first_name: string;
  account_last_name: string;
  account_display_name: string;
  account_email: string;
}

export interface PasswordChange {
  password_current: string;
  password_1: string;
  password_2: string;
}

/** What the form shows for the account (its saved names and email). */
export function accountDetailsOf(db: Db, user: User): AccountDetails {
  const row = db.prepare('SELECT first_name, last_name FROM users WHERE id = ?').get(user.id) as { first_name: string; last_name: string };
  return { account_first_name: row.first_name, account_last_name: row.last_name, account_display_name: user.display_name, account_email: user.email };
}

const REQUIRED: [keyof AccountDetails, string][] = [
  ['account_first_name', 'First name'],
  ['account_last_name', 'Last name'],
  ['account_display_name', 'Display name'],
  ['account_email', 'Email address'],
];

/** WooCommerce's checks of the posted details and passwords, in its order; none is the password's own check. */
function formErrors(db: Db, user: User, details: AccountDetails, passwords: PasswordChange): CheckoutError[] {
  const errors: CheckoutError[] = [];
  for (const [field, label] of REQUIRED)
    if (details[field].trim() === '') errors.push({ id: field, message: sprintf(__('%s is a required field.'), `<strong>${esc(__(label))}</strong>`) });
  const display = details.account_display_name.trim();
  if (display !== '' && accountEmail(display))
    errors.push({ id: 'account_display_name', message: __('Display name cannot be changed to email address due to privacy concern.') });
  else if (display !== '' && db.prepare('SELECT 1 FROM users WHERE (display_name = ? OR email = ?) AND id != ?').get(display, display.toLowerCase(), user.id))
    errors.push({ id: 'account_display_name', message: __('This display name is already in use.') });
  const email = details.account_email.trim();
  if (email !== '') {
    const address = accountEmail(email);
    if (!address) errors.push({ id: 'account_email', message: __('Please provide a valid email address.') });
    else if (db.prepare('SELECT 1 FROM users WHERE email = ? AND id != ?').get(address, user.id))
      errors.push({ id: 'account_email', message: __('This email address is already registered.') });
  }
  const { password_current: current, password_1: next, password_2: again } = passwords;
  if (current !== '' && next === '' && again === '') errors.push({ id: 'password_1', message: __('Please fill out all password fields.') });
  else if (next !== '' && current === '') errors.push({ id: 'password_current', message: __('Please enter your current password.') });
  else if (next !== '' && again === '') errors.push({ id: 'password_2', message: __('Please re-enter your password.') });
  else if ((next !== '' || again !== '') && next !== again) errors.push({ id: 'password_2', message: __('New passwords do not match.') });
  else if (next !== '') {
    const problem = passwordProblem(next);
    if (problem) errors.push({ id: 'password_1', message: problem });
  }
  return errors;
}

/** `sessionId`: the session the customer is in afterwards (a new one when the password changed). */
export type SaveResult = { ok: true; sessionId: string | null } | { ok: false; errors: CheckoutError[] };

export async function saveAccountDetails(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  details: AccountDetails,
  passwords: PasswordChange,
): Promise<SaveResult> {
  const errors = formErrors(db, user, details, passwords);
  if (errors.length > 0) return { ok: false, errors };
  let passwordHash: string | null = null;
  if (passwords.password_1 !== '') {
    // Counted before the hash, as a login is, against the account (5 wrong tries in 15 minutes).
    const key = `password:account:${user.id}`;
    const reserved = reserveAttempt(db, [{ key, max: LOGIN_LIMIT.perAccount, windowMs: LOGIN_LIMIT.windowMs }]);
    if (!reserved.ok) {
      const wait = minutes(minutesToWait(reserved.retryAfterMs));
      return {
        ok: false,
        errors: [{ id: 'password_current', message: sprintf(__('Too many wrong passwords. Please try again in %s.'), wait) }],
      };
    }
    const stored = (db.prepare('SELECT password_hash FROM users WHERE id = ?').get(user.id) as { password_hash: string }).password_hash;
    if (!(await verifyPassword(passwords.password_current, stored)))
      return { ok: false, errors: [{ id: 'password_current', message: __('Your current password is incorrect.') }] };
    clearAttempts(db, key);
    passwordHash = await hashPassword(passwords.password_1);
  }
  const saved = db.transaction((): boolean => {
    // Read again inside the write: another account may have taken the email or name meanwhile.
    const email = accountEmail(details.account_email)!;
    const display = details.account_display_name.trim();
    if (db.prepare('SELECT 1 FROM users WHERE (email = ? OR display_name = ? OR email = ?) AND id != ?').get(email, display, display.toLowerCase(), user.id))
      return false;
    db.prepare('UPDATE users SET first_name = ?, last_name = ?, display_name = ?, email = ? WHERE id = ?').run(
      details.account_first_name.trim(),
      details.account_last_name.trim(),
      display,
      email,
      user.id,
    );
    if (passwordHash) {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
      // A reset link mailed before no longer works, as WordPress clears the key with a new password.
      db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(user.id);
    }
    return true;
  })();
  if (!saved) return { ok: false, errors: [{ id: 'account_email', message: __('This email address is already registered.') }] };
  if (!passwordHash) return { ok: true, sessionId: null };
  // Signed in again under a new session id; every other session of the account ends.
  const kept = startUserSession(db, request, reply, user.id);
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND id != ?').run(user.id, kept);
  return { ok: true, sessionId: kept };
}
