/**
 * WooCommerce's customer session: an HttpOnly cookie `wp_woocommerce_session_<hash>` holding
 * `<customer id>||<expiry>||<expiring>||<signature>`. A session row is written only when there
 * is something to keep (a cart change or a notice), never for a visitor who just looks, and
 * expired rows are purged. The cart cookies (`woocommerce_items_in_cart`,
 * `woocommerce_cart_hash`) are readable by scripts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cartHash, readCart, type CartLine } from './cart/cart.ts';
import type { Db } from './db.ts';
import { cookieSettings } from './cookie-settings.ts';
import { sameText, secretOf, sign } from './security/secret.ts';

/** WooCommerce: 48 hours, renewed once fewer than 47 remain (when the shopper comes back). */
export const SESSION_TTL_S = 48 * 3600;
const SESSION_RENEW_BELOW_S = 47 * 3600;
export const COOKIE_HASH = createHash('md5').update('http://127.0.0.1:8080').digest('hex');
export const SESSION_COOKIE = `wp_woocommerce_session_${COOKIE_HASH}`;

// The flags live apart (the language switcher needs them, and the cart's messages need the language).
export { cookieSettings };

interface SessionCookie {
  id: string;
  expiry: number;
}

/** The request's cookie never changes: it is parsed and its signature checked once per request. */
const readCookies = new WeakMap<FastifyRequest, SessionCookie | null>();

function readSessionCookie(db: Db, request: FastifyRequest): SessionCookie | null {
  if (readCookies.has(request)) return readCookies.get(request)!;
  const cookie = parseSessionCookie(db, request);
  readCookies.set(request, cookie);
  return cookie;
}

/** How many times this request changed its session (a new one, a renewal, a login, a logout): caches of it compare this. */
const sessionChanges = new WeakMap<FastifyRequest, number>();
export const sessionChangeCount = (request: FastifyRequest): number => sessionChanges.get(request) ?? 0;
const sessionChanged = (request: FastifyRequest) => sessionChanges.set(request, sessionChangeCount(request) + 1);

function parseSessionCookie(db: Db, request: FastifyRequest): SessionCookie | null {
  const value = request.cookies[SESSION_COOKIE];
  if (typeof value !== 'string' || value.length > 200) return null;
  const [id = '', expiryText = '', , signature = ''] = value.split('||');
  const expiry = Number(expiryText);
  if (!/^t_[0-9a-f]{30}$/.test(id) || !Number.isSafeInteger(expiry) || expiry * 1000 < Date.now()) return null;
  if (!sameText(sign(secretOf(db), `${id}|${expiry}`).slice(0, 32), signature)) return null;
  return { id, expiry };
}

/** The session id from a valid, unexpired, correctly signed cookie whose row exists and was not replaced; else null. */
export function sessionFromRequest(db: Db, request: FastifyRequest): string | null {
  const cookie = readSessionCookie(db, request);
  if (!cookie) return null;
  const row = db.prepare('SELECT expires_at, replaced_by FROM sessions WHERE id = ?').get(cookie.id) as
    { expires_at: number; replaced_by: string | null } | undefined;
  return row && row.replaced_by === null && row.expires_at * 1000 >= Date.now() ? cookie.id : null;
}

/** The session a login replaced, when the request still carries its cookie: its successor's id. */
export function successorOf(db: Db, request: FastifyRequest): string | null {
  const cookie = readSessionCookie(db, request);
  if (!cookie) return null;
  return (db.prepare('SELECT replaced_by FROM sessions WHERE id = ?').get(cookie.id) as { replaced_by: string | null } | undefined)?.replaced_by ?? null;
}

/** How long a replaced session keeps pointing to its successor (then it is purged). */
export const REPLACED_SESSION_TTL_S = 120;

/** A fresh, not yet saved session id: cart item keys and nonces can be made before the row exists. */
export const newSessionId = () => `t_${randomBytes(15).toString('hex')}`;

function setSessionCookie(db: Db, reply: FastifyReply, id: string, expiry: number): void {
  reply.setCookie(SESSION_COOKIE, `${id}||${expiry}||${expiry - 3600}||${sign(secretOf(db), `${id}|${expiry}`).slice(0, 32)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSettings.secure,
    expires: new Date(expiry * 1000),
  });
}

/** Writes the row (when new) and the cookie; renews both when the session is about to expire. */
export function saveSession(db: Db, request: FastifyRequest, reply: FastifyReply, id: string): void {
  sessionChanged(request);
  const now = Math.floor(Date.now() / 1000);
  const row = db.prepare('SELECT expires_at FROM sessions WHERE id = ?').get(id) as { expires_at: number } | undefined;
  if (row && row.expires_at - now > SESSION_RENEW_BELOW_S && readSessionCookie(db, request)?.id === id) return;
  const expiry = now + SESSION_TTL_S;
  db.prepare('INSERT INTO sessions (id, expires_at) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET expires_at = excluded.expires_at').run(id, expiry);
  setSessionCookie(db, reply, id, expiry);
}

/** Expires the session cookie and the cart cookies (the session row is gone: logout). */
export function forgetSession(request: FastifyRequest, reply: FastifyReply): void {
  sessionChanged(request);
  const flags = { path: '/', sameSite: 'lax' as const, secure: cookieSettings.secure, expires: new Date(0) };
  reply.setCookie(SESSION_COOKIE, '', { ...flags, httpOnly: true });
  for (const name of ['woocommerce_items_in_cart', 'woocommerce_cart_hash']) {
    if (request.cookies[name] !== undefined) reply.setCookie(name, '0', flags);
  }
}

/** The request's session, created and saved when it has none (for a notice that must survive a redirect). */
export function ensureSession(db: Db, request: FastifyRequest, reply: FastifyReply): string {
  const id = sessionFromRequest(db, request) ?? newSessionId();
  saveSession(db, request, reply, id);
  return id;
}

/** Deletes expired sessions (their carts and notices); returns how many. */
export function purgeExpiredSessions(db: Db, now = Date.now()): number {
  return db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(Math.floor(now / 1000)).changes;
}

/** WooCommerce's maybe_set_cart_cookies: set both while the cart has items, expire them when it empties. */
export function setCartCookies(db: Db, request: FastifyRequest, reply: FastifyReply, lines: CartLine[]): void {
  const flags = { path: '/', sameSite: 'lax' as const, secure: cookieSettings.secure };
  if (lines.length > 0) {
    reply.setCookie('woocommerce_items_in_cart', '1', flags);
    reply.setCookie('woocommerce_cart_hash', cartHash(db, lines), flags);
  } else {
    for (const name of ['woocommerce_items_in_cart', 'woocommerce_cart_hash']) {
      if (request.cookies[name] !== undefined) reply.setCookie(name, '0', { ...flags, expires: new Date(0) });
    }
  }
}

export function cartOf(db: Db, request: FastifyRequest): { sessionId: string | null; lines: CartLine[] } {
  const sessionId = sessionFromRequest(db, request);
  return { sessionId, lines: readCart(db, sessionId) };
}

export type NoticeKind = 'success' | 'error' | 'info';

/** Notices kept for the next page (the no-script flows: ?add-to-cart=, ?remove_item=, forms). */
/** `area`: where the notice shows, when not at the top of the page (the login popup's own list). */
export type NoticeArea = 'login-popup' | 'checkout-coupon';

export function addNotice(db: Db, sessionId: string, kind: NoticeKind, message: string, area?: NoticeArea): void {
  const row = db.prepare('SELECT notices FROM sessions WHERE id = ?').get(sessionId) as { notices: string } | undefined;
  const notices = JSON.parse(row?.notices ?? '[]') as { kind: string; message: string; area?: NoticeArea }[];
  notices.push(area ? { kind, message, area } : { kind, message });
  db.prepare('UPDATE sessions SET notices = ? WHERE id = ?').run(JSON.stringify(notices.slice(-20)), sessionId);
}

export function takeNotices(db: Db, sessionId: string | null): { kind: NoticeKind; message: string; area?: NoticeArea }[] {
  if (!sessionId) return [];
  const row = db.prepare('SELECT notices FROM sessions WHERE id = ?').get(sessionId) as { notices: string } | undefined;
  if (!row || row.notices === '[]') return [];
  db.prepare("UPDATE sessions SET notices = '[]' WHERE id = ?").run(sessionId);
  return JSON.parse(row.notices) as never[];
}

/** WordPress's nocache_headers(): a page made for one shopper's session is never cached. */
export const PAGE_NO_CACHE_HEADERS = {
  Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
};

/** Ajax answers add X-Robots-Tag: noindex (wc_ajax_headers, admin-ajax.php); pages do not, so a
 * shopper's pages stay what search engines see. */
export const NO_CACHE_HEADERS = { ...PAGE_NO_CACHE_HEADERS, 'X-Robots-Tag': 'noindex' };
