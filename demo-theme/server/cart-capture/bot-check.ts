/**
 * The demo store's bot-challenge service, standing in for reCAPTCHA v3 (no vendor host is ever
 * called): the local library (/recorders/recaptcha/api.js) asks this server for a token, which is
 * signed with a secret of this database, names the site key and the action, lives two minutes
 * and is accepted once. A real shop verifies the same field with the service's own verification
 * call; the capture's save action only asks `verifyBotToken` for a yes or no.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getOption, setOption, type Db } from '../db.ts';
import { BOT_CHECK } from '../../../shared/engine/cart-capture/bot-check.ts';

export type BotVerdict = { ok: true } | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'action' | 'site-key' | 'reused' };

const secretOf = new WeakMap<Db, Buffer>();

function secret(db: Db): Buffer {
  const known = secretOf.get(db);
  if (known) return known;
  let stored = getOption(db, 'bot_check_secret');
  if (!stored) {
    stored = randomBytes(32).toString('base64url');
    setOption(db, 'bot_check_secret', stored);
  }
  const key = Buffer.from(stored, 'base64url');
  secretOf.set(db, key);
  return key;
}

const sign = (db: Db, body: string) => createHmac('sha256', secret(db)).update(body).digest('base64url');

export function issueBotToken(db: Db, siteKey: string, action: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ k: siteKey, a: action, t: now, n: randomBytes(12).toString('base64url') })).toString('base64url');
  return `${body}.${sign(db, body)}`;
}

export function verifyBotToken(db: Db, token: string, expected: { siteKey: string; action?: string }, now = Date.now()): BotVerdict {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const wanted = Buffer.from(sign(db, body));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return { ok: false, reason: 'signature' };
  let claims: { k?: unknown; a?: unknown; t?: unknown; n?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.t !== 'number' || typeof claims.n !== 'string') return { ok: false, reason: 'malformed' };
  if (now - claims.t > BOT_CHECK.maxAgeMs || claims.t - now > 5_000) return { ok: false, reason: 'expired' };
  if (claims.k !== expected.siteKey) return { ok: false, reason: 'site-key' };
  if (claims.a !== (expected.action ?? BOT_CHECK.action)) return { ok: false, reason: 'action' };
  // Accepted once: a second use (a replay, or two saves racing with one token) is refused.
  db.prepare('DELETE FROM bot_check_used WHERE at < ?').run(now - BOT_CHECK.maxAgeMs);
  const fresh = db.prepare('INSERT OR IGNORE INTO bot_check_used (nonce, at) VALUES (?, ?)').run(claims.n, claims.t).changes === 1;
  return fresh ? { ok: true } : { ok: false, reason: 'reused' };
}
