/**
 * "Lost your password?": WooCommerce's reset by email. A request mails the account a link with a
 * one-time key (kept only as its hash, valid 24 hours, replaced by a newer request); the link
 * leads to the form that sets a new password, and the key is spent when it does. Beyond
 * WooCommerce: the answer to a request never tells whether the account exists, and requests are
 * limited per address and per account (a counted request mails nothing once the account's
 * limit is used up).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import { sendMail } from '../mail/outbox.ts';
import { hashPassword, minutes, passwordProblem, type User, userById } from './accounts.ts';
import { clearAttempts, minutesToWait, reserveAttempt } from './attempt-limits.ts';

export const LOST_PASSWORD_URL = '/my-account/lost-password/';
/** WordPress's lifetime of a reset key. */
export const RESET_KEY_TTL_MS = 24 * 60 * 60_000;
export const RESET_LIMIT = { perAccount: 3, perAddress: 10, windowMs: 60 * 60_000 };
export const INVALID_KEY = 'This key is invalid or has already been used. Please reset your password again if needed.';

const hashOf = (key: string) => createHash('sha256').update(key).digest();

export type RequestResult = { ok: true } | { ok: false; message: string };

/** Mails a reset link to the account named by email or display name, if there is one. */
export function requestPasswordReset(db: Db, request: FastifyRequest, login: string, siteUrl: string): RequestResult {
  const name = login.trim();
  if (name === '') return { ok: false, message: __('Enter a username or email address.') };
  const address = reserveAttempt(db, [{ key: `reset:address:${request.ip}`, max: RESET_LIMIT.perAddress, windowMs: RESET_LIMIT.windowMs }]);
  if (!address.ok)
    return { ok: false, message: sprintf(__('Too many password reset requests. Please try again in %s.'), minutes(minutesToWait(address.retryAfterMs))) };
  const row = db.prepare('SELECT id FROM users WHERE email = ? OR display_name = ? ORDER BY id LIMIT 1').get(name.toLowerCase(), name) as
    { id: number } | undefined;
  const user = row ? userById(db, row.id) : undefined;
  // Unknown, or mailed enough this hour: the same answer as a sent mail.
  if (!user || !reserveAttempt(db, [{ key: `reset:account:${user.id}`, max: RESET_LIMIT.perAccount, windowMs: RESET_LIMIT.windowMs }]).ok) return { ok: true };
  const key = randomBytes(15).toString('base64url');
  db.prepare('INSERT OR REPLACE INTO password_resets (user_id, key_hash, created_at) VALUES (?, ?, ?)').run(user.id, hashOf(key).toString('hex'), Date.now());
  const link = `${siteUrl}${LOST_PASSWORD_URL}?key=${key}&id=${user.id}`;
  sendMail(db, user.email, sprintf(__('Password Reset Request for %s'), 'Luma & Co.'), resetMail(user, link));
  return { ok: true };
}

/** WooCommerce's customer-reset-password email, as plain text. */
function resetMail(user: User, link: string): string {
  return [
    sprintf(__('Hi %s,'), user.display_name),
    sprintf(__('Someone has requested a new password for the following account on %s:'), 'Luma & Co.'),
    sprintf(__('Username: %s'), user.email),
    __("If you didn't make this request, just ignore this email. If you'd like to proceed:"),
    sprintf(__('Click here to reset your password: %s'), link),
    __('Thanks for reading.'),
  ].join('\n\n');
}

/** The account whose unspent, unexpired key this is. */
export function userOfResetKey(db: Db, id: number, key: string, now = Date.now()): User | null {
  if (!Number.isSafeInteger(id) || key === '' || key.length > 100) return null;
  const row = db.prepare('SELECT key_hash, created_at FROM password_resets WHERE user_id = ?').get(id) as { key_hash: string; created_at: number } | undefined;
  if (!row || now - row.created_at > RESET_KEY_TTL_MS) return null;
  const stored = Buffer.from(row.key_hash, 'hex');
  const given = hashOf(key);
  return stored.length === given.length && timingSafeEqual(stored, given) ? (userById(db, id) ?? null) : null;
}

export type ResetResult = { ok: true } | { ok: false; invalidKey: boolean; message: string };

/**
 * Sets the new password with the key, once: the key is spent in the same transaction that
 * writes the password (two forms sent at once: one wins), every session of the account ends and
 * its failed logins are forgotten.
 */
export async function resetPassword(db: Db, id: number, key: string, password: string, again: string): Promise<ResetResult> {
  if (!userOfResetKey(db, id, key)) return { ok: false, invalidKey: true, message: __(INVALID_KEY) };
  if (password === '') return { ok: false, invalidKey: false, message: __('Please enter your password.') };
  if (password !== again) return { ok: false, invalidKey: false, message: __('Passwords do not match.') };
  const problem = passwordProblem(password);
  if (problem) return { ok: false, invalidKey: false, message: problem };
  const passwordHash = await hashPassword(password);
  const spent = db.transaction((): boolean => {
    if (db.prepare('DELETE FROM password_resets WHERE user_id = ? AND key_hash = ?').run(id, hashOf(key).toString('hex')).changes !== 1) return false;
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
    db.prepare('DELETE FROM sessions WHERE user_id = ?').run(id);
    return true;
  })();
  if (!spent) return { ok: false, invalidKey: true, message: __(INVALID_KEY) };
  clearAttempts(db, `login:account:${id}`);
  return { ok: true };
}
