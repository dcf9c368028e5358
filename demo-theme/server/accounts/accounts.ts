/**
 * Customer accounts: registration and login with passwords hashed by scrypt (Node's crypto,
 * salted, parameters kept with the hash), login and registration limits counted before any hash
 * (attempt-limits.ts), and the session's user. On login the session id is replaced (no fixation)
 * and the cart kept.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { sendNewAccountMail } from '../mail/customer-mails.ts';
import { readCart, writeCart, type CartLine } from '../cart/cart.ts';
import { readCoupons, writeCoupons } from '../cart/coupons.ts';
import { forgetSession, newSessionId, REPLACED_SESSION_TTL_S, saveSession, sessionFromRequest, successorOf } from '../session.ts';
import { clearAttempts, minutesToWait, releaseAttempt, reserveAttempt } from './attempt-limits.ts';
import { __, _n } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export const MIN_PASSWORD_LENGTH = 8;

export interface User {
  id: number;
  email: string;
  display_name: string;
  created_at: number;
  /** WordPress's role: 'customer', or 'shop_manager' (who sees the owner's pages). */
  role: string;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export type AccountResult = { ok: true; user: User } | { ok: false; message: string };

export function userById(db: Db, id: number): User | undefined {
  return db.prepare('SELECT id, email, display_name, created_at, role FROM users WHERE id = ?').get(id) as User | undefined;
}

export function currentUser(db: Db, request: FastifyRequest): User | null {
  const sessionId = sessionFromRequest(db, request);
  if (!sessionId) return null;
  const row = db.prepare('SELECT user_id FROM sessions WHERE id = ?').get(sessionId) as { user_id: number | null } | undefined;
  return row?.user_id ? (userById(db, row.user_id) ?? null) : null;
}

export const ACCOUNT_EXISTS = 'An account is already registered with your email address. <a href="/my-account/" class="showlogin">Please log in.</a>';

/** The address as the users table keeps it, or null when it is not one. */
export function accountEmail(email: string): string | null {
  const address = email.trim().toLowerCase();
  return EMAIL.test(address) && address.length <= 100 ? address : null;
}

export function passwordProblem(password: string): string | null {
  if (password === '') return __('Please enter an account password.');
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 200)
    return sprintf(__('Please enter a password of at least %s characters.'), String(MIN_PASSWORD_LENGTH));
  return null;
}

/**
 * Makes the account in one statement that cannot race: the unique email decides, so of two
 * registrations of one address at once, one gets the account and the other null (already there).
 * Its display name is the email's local part, or, when another account has that name (the demo
 * signs in by it), the local part and the new account's id, as WooCommerce makes a username
 * unique with a suffix; both in one transaction.
 */
export function createAccount(db: Db, email: string, passwordHash: string): number | null {
  return db.transaction((): number | null => {
    const name = email.split('@')[0]!;
    const inserted = db
      .prepare('INSERT INTO users (email, display_name, password_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(email) DO NOTHING')
      .run(email, name, passwordHash, Date.now());
    if (inserted.changes !== 1) return null;
    const id = Number(inserted.lastInsertRowid);
    if (db.prepare('SELECT 1 FROM users WHERE (display_name = ? OR email = ?) AND id != ?').get(name, name.toLowerCase(), id))
      db.prepare('UPDATE users SET display_name = ? WHERE id = ?').run(`${name}-${id}`, id);
    return id;
  })();
}

/** Counts a registration against the address, before its hash. */
export function reserveRegistration(db: Db, request: FastifyRequest): string | null {
  const reserved = reserveAttempt(db, [{ key: `register:address:${request.ip}`, max: REGISTRATION_LIMIT.perAddress, windowMs: REGISTRATION_LIMIT.windowMs }]);
  return reserved.ok
    ? null
    : sprintf(__('Too many accounts were created from your connection. Please try again in %s.'), minutes(minutesToWait(reserved.retryAfterMs)));
}

/** WooCommerce's registration form (email and password), with its messages. */
export async function register(db: Db, request: FastifyRequest, email: string, password: string): Promise<AccountResult> {
  const address = accountEmail(email);
  if (!address) return { ok: false, message: __('Please provide a valid email address.') };
  if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(address)) return { ok: false, message: __(ACCOUNT_EXISTS) };
  const problem = passwordProblem(password);
  if (problem) return { ok: false, message: problem };
  const refused = reserveRegistration(db, request);
  if (refused) return { ok: false, message: refused };
  const id = createAccount(db, address, await hashPassword(password));
  if (id === null) return { ok: false, message: __(ACCOUNT_EXISTS) };
  const user = userById(db, id)!;
  sendNewAccountMail(db, user, request.server.siteUrl());
  return { ok: true, user };
}

/** Failed logins allowed per account (by whatever name it was asked for) and per address in the window. */
export const LOGIN_LIMIT = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };
/** Registrations tried per address in the window (each costs a password hash). */
export const REGISTRATION_LIMIT = { perAddress: 20, windowMs: 15 * 60_000 };

const WRONG = '<strong>Error:</strong> The username or password you entered is incorrect. <a href="/my-account/lost-password/">Lost your password?</a>';
/** "1 minute", "5 minutes" in the request's language. */
export const minutes = (n: number): string => sprintf(_n('%s minute', '%s minutes', n), String(n));

/**
 * WooCommerce's login form: email (or the display name) and password; one message for every
 * wrong pair. The attempt is counted before the hash, against the account the name resolves to
 * (so its email and its display name share one count) and against the address.
 */
export async function login(db: Db, request: FastifyRequest, name: string, password: string): Promise<AccountResult> {
  if (name.trim() === '') return { ok: false, message: __('<strong>Error:</strong> Username is required.') };
  if (password === '') return { ok: false, message: __('<strong>Error:</strong> The password field is empty.') };
  const row = db
    .prepare('SELECT id, password_hash FROM users WHERE email = ? OR display_name = ? ORDER BY id LIMIT 1')
    .get(name.trim().toLowerCase(), name.trim()) as { id: number; password_hash: string } | undefined;
  const account = row ? `login:account:${row.id}` : `login:name:${name.trim().toLowerCase()}`;
  const address = `login:address:${request.ip}`;
  const reserved = reserveAttempt(db, [
    { key: account, max: LOGIN_LIMIT.perAccount, windowMs: LOGIN_LIMIT.windowMs },
    { key: address, max: LOGIN_LIMIT.perAddress, windowMs: LOGIN_LIMIT.windowMs },
  ]);
  if (!reserved.ok)
    return {
      ok: false,
      message: sprintf(__('<strong>Error:</strong> Too many failed login attempts. Please try again in %s.'), minutes(minutesToWait(reserved.retryAfterMs))),
    };
  // A missing account costs a hash too, so timing does not tell which accounts exist.
  const valid = row ? await verifyPassword(password, row.password_hash) : (await hashPassword(password), false);
  if (!valid || !row) return { ok: false, message: __(WRONG) };
  clearAttempts(db, account);
  releaseAttempt(db, [address]);
  return { ok: true, user: userById(db, row.id)! };
}

/**
 * Signs the user in: a new session id (no fixation) with the cart, coupons and notices carried
 * over and the saved cart merged in. The old row is emptied and points to the new one for two
 * minutes, so a second login sent with the same cookie at once (a double click) lands in the same
 * new session instead of a fresh one without the cart.
 */
export function startUserSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number): string {
  return db.transaction(() => {
    const successor = successorOf(db, request);
    if (successor && (db.prepare('SELECT user_id FROM sessions WHERE id = ?').get(successor) as { user_id: number | null } | undefined)?.user_id === userId) {
      saveSession(db, request, reply, successor);
      return successor;
    }
    const old = sessionFromRequest(db, request);
    const id = newSessionId();
    saveSession(db, request, reply, id);
    if (old) {
      db.prepare(
        'UPDATE sessions SET cart = (SELECT cart FROM sessions WHERE id = ?), coupons = (SELECT coupons FROM sessions WHERE id = ?), notices = (SELECT notices FROM sessions WHERE id = ?) WHERE id = ?',
      ).run(old, old, old, id);
      db.prepare("UPDATE sessions SET replaced_by = ?, user_id = NULL, cart = '[]', coupons = '[]', notices = '[]', expires_at = ? WHERE id = ?").run(
        id,
        Math.floor(Date.now() / 1000) + REPLACED_SESSION_TTL_S,
        old,
      );
    }
    db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, id);
    restorePersistentCart(db, id, userId);
    return id;
  })();
}

const sameItem = (a: CartLine, b: CartLine) =>
  a.product_id === b.product_id &&
  a.variation_id === b.variation_id &&
  JSON.stringify(Object.entries(a.variation).sort()) === JSON.stringify(Object.entries(b.variation).sort());

/**
 * WooCommerce's persistent cart: the signed-in customer's cart, saved with their account on every
 * change (writeCart), comes back at their next login — on this device after a logout, or on
 * another one — merged with what they added meanwhile (an item in both keeps the new line); the
 * merged cart is saved as theirs.
 */
function restorePersistentCart(db: Db, sessionId: string, userId: number): void {
  const saved = db.prepare('SELECT persistent_cart, persistent_coupons FROM users WHERE id = ?').get(userId) as
    { persistent_cart: string; persistent_coupons: string } | undefined;
  if (!saved) return;
  const lines = readCart(db, sessionId);
  for (const line of JSON.parse(saved.persistent_cart) as CartLine[]) if (!lines.some((l) => sameItem(l, line))) lines.push(line);
  const codes = readCoupons(db, sessionId);
  for (const code of JSON.parse(saved.persistent_coupons) as string[]) if (!codes.includes(code)) codes.push(code);
  writeCart(db, sessionId, lines);
  writeCoupons(db, sessionId, codes);
}

/**
 * Logging out as WooCommerce does (destroy_session): the customer's cart is kept with their
 * account for the next login, the session row is deleted and its cookie and the cart cookies
 * expired; the visitor starts over with a new session id when they next need one.
 */
export function endUserSession(db: Db, request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  db.transaction(() => {
    const row = db.prepare('SELECT user_id, cart, coupons FROM sessions WHERE id = ?').get(sessionId) as
      { user_id: number | null; cart: string; coupons: string } | undefined;
    if (row?.user_id) db.prepare('UPDATE users SET persistent_cart = ?, persistent_coupons = ? WHERE id = ?').run(row.cart, row.coupons, row.user_id);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
  })();
  forgetSession(request, reply);
}
