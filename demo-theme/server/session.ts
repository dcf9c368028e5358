/**
 * WooCommerce's customer session: an HttpOnly cookie `wp_woocommerce_session_<hash>` holding
 * `<customer id>||<expiry>||<expiring>||<signature>`, created when a cart first needs one.
 * The cart cookies (`woocommerce_items_in_cart`, `woocommerce_cart_hash`) are readable by scripts.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cartHash, readCart, type CartLine } from './cart.ts';
import { getOption, setOption, type Db } from './db.ts';

const SESSION_TTL_S = 48 * 3600;
export const COOKIE_HASH = createHash('md5').update('http://127.0.0.1:8080').digest('hex');
export const SESSION_COOKIE = `wp_woocommerce_session_${COOKIE_HASH}`;

export function secretOf(db: Db): string {
  let secret = getOption(db, 'secret');
  if (!secret) {
    secret = randomBytes(32).toString('hex');
    setOption(db, 'secret', secret);
  }
  return secret;
}

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex').slice(0, 32);

/** The session id from a valid, unexpired, correctly signed cookie; anything else is no session. */
export function sessionFromRequest(db: Db, request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  if (!value) return null;
  const [id, expiry, , signature] = value.split('||');
  if (!id || !expiry || !signature || Number(expiry) * 1000 < Date.now()) return null;
  const expected = sign(secretOf(db), `${id}|${expiry}`);
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return null;
  const exists = db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id);
  return exists ? id : null;
}

export function startSession(db: Db, reply: FastifyReply): string {
  const id = `t_${randomBytes(15).toString('hex')}`;
  const expiry = Math.floor(Date.now() / 1000) + SESSION_TTL_S;
  db.prepare('INSERT INTO sessions (id, expires_at) VALUES (?, ?)').run(id, expiry);
  reply.setCookie(SESSION_COOKIE, `${id}||${expiry}||${expiry - 3600}||${sign(secretOf(db), `${id}|${expiry}`)}`, {
    path: '/', httpOnly: true, sameSite: 'lax', expires: new Date(expiry * 1000),
  });
  return id;
}

export function ensureSession(db: Db, request: FastifyRequest, reply: FastifyReply): string {
  return sessionFromRequest(db, request) ?? startSession(db, reply);
}

/** WooCommerce's maybe_set_cart_cookies: set both while the cart has items, expire them when it empties. */
export function setCartCookies(db: Db, request: FastifyRequest, reply: FastifyReply, lines: CartLine[]): void {
  if (lines.length > 0) {
    reply.setCookie('woocommerce_items_in_cart', '1', { path: '/', sameSite: 'lax' });
    reply.setCookie('woocommerce_cart_hash', cartHash(db, lines), { path: '/', sameSite: 'lax' });
  } else {
    for (const name of ['woocommerce_items_in_cart', 'woocommerce_cart_hash']) {
      if (request.cookies[name] !== undefined) reply.setCookie(name, '0', { path: '/', expires: new Date(0) });
    }
  }
}

export function cartOf(db: Db, request: FastifyRequest): { sessionId: string | null; lines: CartLine[] } {
  const sessionId = sessionFromRequest(db, request);
  return { sessionId, lines: readCart(db, sessionId) };
}

/** Notices kept for the next page (the no-script flows: ?add-to-cart=, ?remove_item=). */
export function addNotice(db: Db, sessionId: string, kind: 'success' | 'error', message: string): void {
  const row = db.prepare('SELECT notices FROM sessions WHERE id = ?').get(sessionId) as { notices: string } | undefined;
  const notices = JSON.parse(row?.notices ?? '[]') as { kind: string; message: string }[];
  notices.push({ kind, message });
  db.prepare('UPDATE sessions SET notices = ? WHERE id = ?').run(JSON.stringify(notices), sessionId);
}

export function takeNotices(db: Db, sessionId: string | null): { kind: 'success' | 'error'; message: string }[] {
  if (!sessionId) return [];
  const row = db.prepare('SELECT notices FROM sessions WHERE id = ?').get(sessionId) as { notices: string } | undefined;
  if (!row || row.notices === '[]') return [];
  db.prepare("UPDATE sessions SET notices = '[]' WHERE id = ?").run(sessionId);
  return JSON.parse(row.notices) as never[];
}

/** WordPress-style nonce for the theme's admin-ajax actions: valid for 12 to 24 hours. */
export function createNonce(db: Db, action: string, tickOffset = 0): string {
  const tick = Math.ceil(Date.now() / 1000 / (12 * 3600)) - tickOffset;
  return sign(secretOf(db), `nonce|${action}|${tick}`).slice(0, 10);
}

export function verifyNonce(db: Db, action: string, nonce: unknown): boolean {
  return typeof nonce === 'string' && nonce !== '' && (nonce === createNonce(db, action) || nonce === createNonce(db, action, 1));
}

export const NO_CACHE_HEADERS = {
  Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
  'X-Robots-Tag': 'noindex',
};
