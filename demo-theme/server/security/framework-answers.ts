/**
 * The answers Fastify and Node write themselves, made the shop's own: a request the HTTP parser
 * refuses (headers too large, a broken request line, a request that timed out), a URL the router
 * cannot decode, a request without a Host. Each gets the pages' security headers and a plain
 * message, never the framework's JSON with its internal text; when the socket is about to be
 * destroyed the answer says `Connection: close`.
 */
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorPage, MESSAGES, send } from '../errors.ts';
import { securityHeaders } from './headers.ts';

function statusOfClientError(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_URI_TOO_LONG') return 414;
  return 400;
}

/** Node's 'clientError': the request could not even be parsed, so there is no request to answer through Fastify. */
function answerClientError(https: boolean) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const status = statusOfClientError(error);
      const body = errorPage(MESSAGES[status] ?? MESSAGES[400]!);
      const headers = {
        ...securityHeaders(https),
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        'cache-control': 'no-store',
        connection: 'close',
      };
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}

/** The router's own errors: a path that does not decode, a parameter over its length. */
function answerFrameworkError(https: boolean) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders(https));
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    return send(request, reply, status, MESSAGES[status]!);
  };
}

/** Options for Fastify(): the client and router errors above; a missing Host reaches the hook below. */
export function frameworkAnswerOptions(https: boolean): Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> & { http: ServerOptions } {
  return {
    clientErrorHandler: answerClientError(https),
    frameworkErrors: answerFrameworkError(https),
    // Node would answer a request without Host itself, with none of our headers.
    http: { requireHostHeader: false },
  };
}

/** HTTP/1.1 requires a Host: without it the request is refused (with the usual headers, then closed). */
export function refuseMissingHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    if (request.headers.host || httpVersionMajor < 1 || (httpVersionMajor === 1 && httpVersionMinor < 1)) return done();
    reply.header('Connection', 'close');
    void send(request, reply, 400, MESSAGES[400]!);
  });
}
