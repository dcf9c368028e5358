/**
 * The demo's admin token (header X-Shop-Admin): SHOP_ADMIN_TOKEN when set, otherwise a random
 * token made at the store's first start, printed once and kept only as a SHA-256 hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { getOption, setOption, type Db } from '../db.ts';
import { sameText } from './secret.ts';

const OPTION = 'admin_token_sha256';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes the token on first start; returns it then (to print once), null afterwards. */
export function ensureAdminToken(db: Db): string | null {
  if (process.env.SHOP_ADMIN_TOKEN || getOption(db, OPTION)) return null;
  const token = randomBytes(18).toString('base64url');
  setOption(db, OPTION, hash(token));
  return token;
}

/** Sets the token (tests and scripted setups). */
export function setAdminToken(db: Db, token: string): void {
  setOption(db, OPTION, hash(token));
}

export function isAdminToken(db: Db, presented: unknown): boolean {
  if (typeof presented !== 'string' || presented === '' || presented.length > 256) return false;
  const fromEnv = process.env.SHOP_ADMIN_TOKEN;
  if (fromEnv) return sameText(hash(fromEnv), hash(presented));
  const stored = getOption(db, OPTION);
  return !!stored && sameText(stored, hash(presented));
}
