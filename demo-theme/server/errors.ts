/**
 * What a client sees when a request fails: a 4xx with a plain message (or the WooCommerce shape
 * the route promises), never a stack, an internal message or a 5xx for bad input. Anything
 * unexpected is logged in full and answered with a generic 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { BadRequest, describeValidationErrors } from './validation.ts';

export const MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'This kind of request body is not accepted here.',
  429: 'Too many requests. Please wait a moment and try again.',
  431: 'The request headers are too large.',
};

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html') && !/[?&]wc-ajax=/.test(request.url);

/** A bare page that says what went wrong and leads back to the shop. */
export function errorPage(message: string): string {
  const text = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title><link rel="stylesheet" href="/dist/storefront.css"><link rel="stylesheet" href="/assets/theme.css"></head><body><main id="main" class="site-main"><h1>${text}</h1><p><a href="/shop/">Back to the shop</a></p></main></body></html>`;
}

export function send(request: FastifyRequest, reply: FastifyReply, status: number, message: string, body?: unknown) {
  reply.code(status).header('Cache-Control', 'no-store');
  if (body !== undefined) return reply.send(body);
  if (wantsHtml(request)) return reply.type('text/html; charset=utf-8').send(errorPage(message));
  return reply.type('application/json; charset=utf-8').send({ code: status === 500 ? 'internal_error' : 'invalid_request', message, data: { status } });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BadRequest, request, reply) => {
    if (error instanceof BadRequest) return send(request, reply, error.statusCode, error.message, error.body);
    if ((error as FastifyError).code === 'FST_FILES_LIMIT') return send(request, reply, 400, 'Files cannot be sent here.');
    // A multipart body the parser cannot read (cut short, bad boundary) is the client's error.
    const unreadableMultipart = !(error as FastifyError).statusCode && String(request.headers['content-type'] ?? '').startsWith('multipart/') && !reply.sent;
    const status = unreadableMultipart ? 400 : ((error as FastifyError).statusCode ?? 500);
    // Which field, never the schema's own text (its patterns are the server's business).
    if ((error as FastifyError).validation) return send(request, reply, 400, describeValidationErrors((error as FastifyError).validation as ErrorObject[]));
    if (status >= 400 && status < 500) return send(request, reply, status, MESSAGES[status] ?? MESSAGES[400]!);
    request.log.error(error);
    console.error(`[shop] ${request.method} ${request.url.slice(0, 200)} failed:`, error);
    return send(request, reply, 500, 'Something went wrong on our side. Please try again in a moment.');
  });
}
