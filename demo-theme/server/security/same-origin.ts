/**
 * Requests from other sites. Browsers say where a request comes from (Sec-Fetch-Site, and
 * Origin on every POST); a state-changing request from another origin is refused before it
 * reaches a route, so a page elsewhere can neither change a cart nor, by a cross-site form
 * post that carries no SameSite=Lax cookie, replace a shopper's session with a new one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the browser says the request was started by a page of another origin. */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    // Both through URL, so a default port written out (":80") compares equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

export function refuseCrossSiteWrites(app: FastifyInstance, exempt: (request: FastifyRequest) => boolean = () => false): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || exempt(request) || !isCrossSite(request)) return done();
    void reply
      .code(403)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Requests from other sites cannot change this shop. Please use the shop’s own pages.');
  });
}
