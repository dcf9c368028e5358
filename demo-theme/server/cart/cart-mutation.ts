/**
 * The one path every route changes a cart through (adds, removals, quantities, the cart form,
 * placing an order): read the session's cart, apply the change, and only when it succeeded save
 * the session (created now if the visitor had none), the cart and the cart cookies — in one
 * transaction with whatever the change itself writes (an order, stock). A refused change writes
 * nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCart, writeCart, type AddResult, type CartLine } from './cart.ts';
import type { Db } from '../db.ts';
import { newSessionId, saveSession, sessionFromRequest, setCartCookies } from '../session.ts';

export interface CartChangeOutcome {
  result: AddResult;
  /** The session the change was made in (null when it failed for a visitor without one). */
  sessionId: string | null;
  lines: CartLine[];
}

export function changeCart(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  change: (lines: CartLine[], sessionId: string) => AddResult,
): CartChangeOutcome {
  const existing = sessionFromRequest(db, request);
  const sessionId = existing ?? newSessionId();
  return db.transaction((): CartChangeOutcome => {
    const lines = readCart(db, existing);
    const result = change(lines, sessionId);
    if (!result.ok) return { result, sessionId: existing, lines: readCart(db, existing) };
    saveSession(db, request, reply, sessionId);
    writeCart(db, sessionId, lines);
    setCartCookies(db, request, reply, lines);
    return { result, sessionId, lines };
  })();
}
