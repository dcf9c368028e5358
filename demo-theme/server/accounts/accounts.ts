/**
 * Customer accounts: registration and login with passwords hashed by scrypt (Node's crypto,
 * salted, parameters kept with the hash), a login rate limit per address and account name, and
 * the session's user. On login the session id is replaced (no fixation) and the cart kept.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { newSessionId, saveSession, sessionFromRequest } from '../session.ts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export const MIN_PASSWORD_LENGTH = 8;
/** Failed logins allowed per address + account name in the window, then a pause. */
export const LOGIN_LIMIT = { attempts: 5, windowMs: 15 * 60_000 };

export interface User {
  id: number;
  email: string;
  display_name: string;
  created_at: number;
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
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export type AccountResult = { ok: true; user: User } | { ok: false; message: string };

export function userById(db: Db, id: number): User | undefined {
  return db.prepare('SELECT id, email, display_name, created_at FROM users WHERE id = ?').get(id) as User | undefined;
}

export function currentUser(db: Db, request: FastifyRequest): User | null {
  const sessionId = sessionFromRequest(db, request);
  if (!sessionId) return null;
  const row = db.prepare('SELECT user_id FROM sessions WHERE id = ?').get(sessionId) as { user_id: number | null } | undefined;
  return row?.user_id ? (userById(db, row.user_id) ?? null) : null;
}

/** WooCommerce's registration form (email and password), with its messages. */
export async function register(db: Db, email: string, password: string): Promise<AccountResult> {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address) || address.length > 100) return { ok: false, message: 'Please provide a valid email address.' };
  if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(address)) return { ok: false, message: 'An account is already registered with your email address. <a href="/my-account/" class="showlogin">Please log in.</a>' };
  if (password === '') return { ok: false, message: 'Please enter an account password.' };
  if (password.length < MIN_PASSWORD_LENGTH || password.length > 200) return { ok: false, message: `Please enter a password of at least ${MIN_PASSWORD_LENGTH} characters.` };
  const hash = await hashPassword(password);
  const id = Number(db.prepare('INSERT INTO users (email, display_name, password_hash, created_at) VALUES (?, ?, ?, ?)').run(address, address.split('@')[0], hash, Date.now()).lastInsertRowid);
  return { ok: true, user: userById(db, id)! };
}

function attemptKey(request: FastifyRequest, name: string): string {
  return `${request.ip}|${name.trim().toLowerCase()}`;
}

/** Minutes until another login may be tried, or 0 when it may be tried now. */
export function loginPause(db: Db, request: FastifyRequest, name: string, now = Date.now()): number {
  const row = db.prepare('SELECT count, first_at FROM login_attempts WHERE key = ?').get(attemptKey(request, name)) as { count: number; first_at: number } | undefined;
  if (!row || now - row.first_at > LOGIN_LIMIT.windowMs || row.count < LOGIN_LIMIT.attempts) return 0;
  return Math.ceil((row.first_at + LOGIN_LIMIT.windowMs - now) / 60_000);
}

function recordFailure(db: Db, request: FastifyRequest, name: string, now = Date.now()): void {
  const key = attemptKey(request, name);
  const row = db.prepare('SELECT count, first_at FROM login_attempts WHERE key = ?').get(key) as { count: number; first_at: number } | undefined;
  if (!row || now - row.first_at > LOGIN_LIMIT.windowMs) db.prepare('INSERT INTO login_attempts (key, count, first_at) VALUES (?, 1, ?) ON CONFLICT(key) DO UPDATE SET count = 1, first_at = excluded.first_at').run(key, now);
  else db.prepare('UPDATE login_attempts SET count = count + 1 WHERE key = ?').run(key);
}

const WRONG = '<strong>Error:</strong> The username or password you entered is incorrect. <a href="/my-account/">Lost your password?</a>';

/** WooCommerce's login form: email (or the part before @) and password; one message for every wrong pair. */
export async function login(db: Db, request: FastifyRequest, name: string, password: string): Promise<AccountResult> {
  if (name.trim() === '') return { ok: false, message: '<strong>Error:</strong> Username is required.' };
  if (password === '') return { ok: false, message: '<strong>Error:</strong> The password field is empty.' };
  const pause = loginPause(db, request, name);
  if (pause > 0) return { ok: false, message: `<strong>Error:</strong> Too many failed login attempts. Please try again in ${pause} minute${pause === 1 ? '' : 's'}.` };
  const row = db.prepare('SELECT id, password_hash FROM users WHERE email = ? OR display_name = ? ORDER BY id LIMIT 1').get(name.trim().toLowerCase(), name.trim()) as { id: number; password_hash: string } | undefined;
  // A missing account costs a hash too, so timing does not tell which accounts exist.
  const valid = row ? await verifyPassword(password, row.password_hash) : (await hashPassword(password), false);
  if (!valid || !row) {
    recordFailure(db, request, name);
    return { ok: false, message: WRONG };
  }
  db.prepare('DELETE FROM login_attempts WHERE key = ?').run(attemptKey(request, name));
  return { ok: true, user: userById(db, row.id)! };
}

/** Signs the user in: a new session id (the cart and coupons carried over), the user on it. */
export function startUserSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number): string {
  const old = sessionFromRequest(db, request);
  const id = newSessionId();
  saveSession(db, request, reply, id);
  if (old) {
    db.prepare("UPDATE sessions SET cart = (SELECT cart FROM sessions WHERE id = ?), coupons = (SELECT coupons FROM sessions WHERE id = ?), notices = (SELECT notices FROM sessions WHERE id = ?) WHERE id = ?").run(old, old, old, id);
    db.prepare('DELETE FROM sessions WHERE id = ?').run(old);
  }
  db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, id);
  return id;
}

export function endUserSession(db: Db, sessionId: string): void {
  db.prepare('UPDATE sessions SET user_id = NULL WHERE id = ?').run(sessionId);
}
