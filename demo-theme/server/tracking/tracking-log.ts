/**
 * The tracking log: every call a service received (browser calls through the local recorders,
 * server-to-server events), with its payload and the consent it went under; and the orders
 * whose purchase was reported.
 */
import type { Db } from '../db.ts';

export interface LoggedEvent {
  service: string;
  channel: 'browser' | 'server';
  event: string;
  eventId: string | null;
  payload: unknown;
  consent: unknown;
  pageUrl: string;
  sessionId: string | null;
}

/** The log keeps the newest rows only: a demo, not an analytics store. */
const KEPT_ROWS = 20_000;

export function logTrackingEvent(db: Db, e: LoggedEvent): void {
  db.prepare(
    'INSERT INTO tracking_events (at, service, channel, event, event_id, payload, consent, page_url, session_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    Date.now(),
    e.service,
    e.channel,
    e.event.slice(0, 100),
    e.eventId?.slice(0, 64) ?? null,
    JSON.stringify(e.payload ?? null).slice(0, 60_000),
    JSON.stringify(e.consent ?? null).slice(0, 2_000),
    e.pageUrl.slice(0, 2_000),
    e.sessionId,
  );
  db.prepare('DELETE FROM tracking_events WHERE id <= (SELECT MAX(id) FROM tracking_events) - ?').run(KEPT_ROWS);
}

export interface LoggedRow {
  id: number;
  at: number;
  service: string;
  channel: string;
  event: string;
  event_id: string | null;
  payload: string;
  consent: string;
  page_url: string;
}

export function trackingLog(db: Db, filter: { since?: number; limit?: number } = {}): LoggedRow[] {
  return db
    .prepare('SELECT id, at, service, channel, event, event_id, payload, consent, page_url FROM tracking_events WHERE id > ? ORDER BY id DESC LIMIT ?')
    .all(filter.since ?? 0, Math.min(filter.limit ?? 500, 2000)) as LoggedRow[];
}

/** Records the reported purchase; false when it was reported before (the first report wins). */
export function markPurchaseFired(db: Db, orderId: number, source: string): boolean {
  return (
    db.prepare('INSERT INTO tracking_fired_orders (order_id, source, at) VALUES (?, ?, ?) ON CONFLICT(order_id) DO NOTHING').run(orderId, source, Date.now())
      .changes === 1
  );
}

export const purchaseFired = (db: Db, orderId: number): boolean => !!db.prepare('SELECT 1 FROM tracking_fired_orders WHERE order_id = ?').get(orderId);
