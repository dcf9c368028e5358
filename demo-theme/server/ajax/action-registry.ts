/**
 * WooCommerce's two ways of answering scripts, each a registry that the store's domains fill:
 * `?wc-ajax=<endpoint>` on every front-end URL (the cart's, the checkout's, the search's
 * endpoints) and the theme's `admin-ajax.php?action=<action>` (product-form add, quantity, nonce
 * refresh, quick view). A handler gets one request context and returns the answer (or sends it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { requestContext, type RequestContext } from '../request-context.ts';

export type AjaxHandler = (context: RequestContext) => unknown;

export class ActionRegistry {
  private readonly handlers = new Map<string, AjaxHandler>();

  constructor(readonly kind: 'wc-ajax' | 'admin-ajax') {}

  register(name: string, handler: AjaxHandler): void {
    if (this.handlers.has(name)) throw new Error(`${this.kind} action ${name} is registered twice`);
    this.handlers.set(name, handler);
  }

  has(name: string): boolean {
    return this.handlers.has(name);
  }

  /** The handler's answer, or undefined when no domain registered `name`. */
  run(name: string, db: Db, request: FastifyRequest, reply: FastifyReply): unknown {
    const handler = this.handlers.get(name);
    return handler ? handler(requestContext(db, request, reply)) : undefined;
  }
}

export interface AjaxRegistries {
  wcAjax: ActionRegistry;
  adminAjax: ActionRegistry;
}

export const createAjaxRegistries = (): AjaxRegistries => ({ wcAjax: new ActionRegistry('wc-ajax'), adminAjax: new ActionRegistry('admin-ajax') });
