/**
 * Where scripts are answered: `?wc-ajax=<endpoint>` on every front-end URL, for GET and POST,
 * before the page's own handler (and its schema) would run, and `/wp-admin/admin-ajax.php` for
 * the theme's actions. Both carry WordPress's no-cache headers; the names are checked first.
 * An unknown wc-ajax endpoint gets WooCommerce's empty 200, an unknown action admin-ajax's 400 '0'.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import { requestFields } from '../request-fields.ts';
import { NO_CACHE_HEADERS } from '../session.ts';
import { checks, validate } from '../validation.ts';
import type { AjaxRegistries } from './action-registry.ts';

export function registerAjaxRoutes(app: FastifyInstance, db: Db, { wcAjax, adminAjax }: AjaxRegistries): void {
  app.addHook('preValidation', async (request, reply) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || query['wc-ajax'] === undefined || request.url.startsWith('/wp-admin/') || request.url.startsWith('/wp-json/')) return;
    const endpoint = validate(checks.wcAjaxQuery, query)['wc-ajax'] ?? '';
    reply.headers(NO_CACHE_HEADERS);
    const answer = wcAjax.has(endpoint) ? await wcAjax.run(endpoint, db, request, reply) : reply.type('text/html').send('');
    if (!reply.sent) reply.send(answer);
    return reply; // answered: the page's own handler does not run
  });

  const adminAjaxRoute = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(NO_CACHE_HEADERS);
    const { action = '' } = validate(checks.adminAjaxAction, requestFields(request), () => '0');
    if (!adminAjax.has(action)) return reply.code(400).type('text/html').send('0');
    return adminAjax.run(action, db, request, reply);
  };
  app.post('/wp-admin/admin-ajax.php', adminAjaxRoute);
  app.get('/wp-admin/admin-ajax.php', adminAjaxRoute);
}
