/**
 * One request's view of the shop: the session (from the signed cookie), the signed-in user and
 * the cart, read when first asked and kept until the request changes its session (a new one, a
 * login, a logout: session.ts counts those). Ajax handlers and routes take this one object
 * instead of passing db, request and reply through every call.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, type User } from './accounts/accounts.ts';
import { readCart, type CartLine } from './cart/cart.ts';
import type { Db } from './db.ts';
import { requestFields } from './request-fields.ts';
import { sessionChangeCount, sessionFromRequest } from './session.ts';

interface Known {
  at: number;
  sessionId: string | null;
  user: User | null;
}

export class RequestContext {
  private known: Known | null = null;

  constructor(
    readonly db: Db,
    readonly request: FastifyRequest,
    readonly reply: FastifyReply,
  ) {}

  private current(): Known {
    const at = sessionChangeCount(this.request);
    if (this.known?.at !== at) this.known = { at, sessionId: sessionFromRequest(this.db, this.request), user: currentUser(this.db, this.request) };
    return this.known;
  }

  /** The visitor's session, or null when they have none (yet). */
  get sessionId(): string | null {
    return this.current().sessionId;
  }

  get user(): User | null {
    return this.current().user;
  }

  /** The session's cart as stored now (read on every ask: a change may have written it). */
  get lines(): CartLine[] {
    return readCart(this.db, this.sessionId);
  }

  /** The request's body as an object ({} when there is none). */
  get body(): Record<string, unknown> {
    return this.request.body && typeof this.request.body === 'object' ? (this.request.body as Record<string, unknown>) : {};
  }

  /** The query string and the body together (admin-ajax reads $_REQUEST). */
  get fields(): Record<string, unknown> {
    return requestFields(this.request);
  }
}

const contexts = new WeakMap<FastifyRequest, RequestContext>();

export function requestContext(db: Db, request: FastifyRequest, reply: FastifyReply): RequestContext {
  let context = contexts.get(request);
  if (!context) contexts.set(request, (context = new RequestContext(db, request, reply)));
  return context;
}
