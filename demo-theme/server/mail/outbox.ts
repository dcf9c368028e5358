/**
 * The demo's mail: it sends nothing (no mail leaves the machine); each message is kept, as a
 * mail-logging plugin keeps it, for the shop manager's page and for tests.
 */
import type { Db } from '../db.ts';

export interface Mail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: number;
}

/** Keeps one plain-text message (the last 500 are kept). */
export function sendMail(db: Db, recipient: string, subject: string, body: string): void {
  db.prepare('INSERT INTO outgoing_mail (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(recipient, subject, body, Date.now());
  db.prepare('DELETE FROM outgoing_mail WHERE id <= (SELECT MAX(id) FROM outgoing_mail) - 500').run();
}

/** The newest messages first. */
export const recentMail = (db: Db, limit = 50): Mail[] =>
  db.prepare('SELECT id, recipient, subject, body, created_at FROM outgoing_mail ORDER BY id DESC LIMIT ?').all(limit) as Mail[];
