/**
 * Rate limits that hold under a burst: an attempt is *reserved* (counted) in one synchronous
 * transaction before any asynchronous work such as a password hash, so 30 requests sent at once
 * are counted as 30 before the first is judged. Each limit names what it counts (an account, an
 * address) and how many attempts it allows in a fixed window.
 */
import type { Db } from '../db.ts';

export interface Limit {
  /** What is counted: `login:account:12`, `login:address:203.0.113.7`, … */
  key: string;
  max: number;
  windowMs: number;
}

export type Reservation = { ok: true; keys: string[] } | { ok: false; retryAfterMs: number };

interface Row {
  count: number;
  first_at: number;
}

/** Counts one attempt against every limit, or none when any of them is used up. */
export function reserveAttempt(db: Db, limits: Limit[], now = Date.now()): Reservation {
  return db.transaction((): Reservation => {
    const read = db.prepare('SELECT count, first_at FROM login_attempts WHERE key = ?');
    let retryAfterMs = 0;
    for (const limit of limits) {
      const row = read.get(limit.key) as Row | undefined;
      if (row && now - row.first_at <= limit.windowMs && row.count >= limit.max) retryAfterMs = Math.max(retryAfterMs, row.first_at + limit.windowMs - now);
    }
    if (retryAfterMs > 0) return { ok: false, retryAfterMs };
    const count = db.prepare(`INSERT INTO login_attempts (key, count, first_at) VALUES (?, 1, ?)
      ON CONFLICT(key) DO UPDATE SET count = CASE WHEN ? - first_at > ? THEN 1 ELSE count + 1 END,
        first_at = CASE WHEN ? - first_at > ? THEN excluded.first_at ELSE first_at END`);
    for (const limit of limits) count.run(limit.key, now, now, limit.windowMs, now, limit.windowMs);
    return { ok: true, keys: limits.map((l) => l.key) };
  })();
}

/** Gives an attempt back (it succeeded: only failures use a limit up). */
export function releaseAttempt(db: Db, keys: string[]): void {
  const release = db.prepare('UPDATE login_attempts SET count = MAX(count - 1, 0) WHERE key = ?');
  for (const key of keys) release.run(key);
}

/** Forgets an account's failures (after the right password, as WordPress limiters do). */
export function clearAttempts(db: Db, key: string): void {
  db.prepare('DELETE FROM login_attempts WHERE key = ?').run(key);
}

/** Whole minutes until a refused attempt may be tried again (at least 1). */
export const minutesToWait = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));
