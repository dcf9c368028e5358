/**
 * The store's secret (made at first start, kept in the options table) and what is built on it:
 * HMAC signatures (session cookies, nonces, cart item keys) and a constant-time comparison.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getOption, setOption, type Db } from '../db.ts';

export function secretOf(db: Db): string {
  let secret = getOption(db, 'secret');
  if (!secret) {
    secret = randomBytes(32).toString('hex');
    setOption(db, 'secret', secret);
  }
  return secret;
}

export const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of two strings of any content (multibyte included). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
