/** The demo store as a Fastify app: static files, wc-ajax, admin-ajax and the pages. */
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { handleAdminAjax } from './admin-ajax.ts';
import type { Db } from './db.ts';
import { registerFilterRoutes } from './filter-routes.ts';
import { registerPages } from './pages.ts';
import { registerWorkbench } from './workbench.ts';
import { placeholderSvg } from './placeholder.ts';
import { handleWcAjax } from './wc-ajax.ts';
import { absint } from './wc-ajax.ts';
import { raw } from './html.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export async function buildApp(db: Db, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, routerOptions: { ignoreDuplicateSlashes: true } });
  await app.register(cookie);
  // PHP parses form bodies into arrays for names like cart[key][qty]; we keep flat names.
  await app.register(formbody);
  await app.register(fastifyStatic, { root: resolve(ROOT, 'dist'), prefix: '/dist/', decorateReply: false, cacheControl: true, maxAge: '1h' });
  await app.register(fastifyStatic, { root: resolve(ROOT, 'demo-theme/assets'), prefix: '/assets/', decorateReply: false, maxAge: '1h' });

  app.get<{ Params: { id: string } }>('/assets/placeholder/:id.svg', (request, reply) => {
    const svg = placeholderSvg(db, absint(request.params.id));
    if (!svg) return reply.code(404).send('');
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
  });

  // WooCommerce answers ?wc-ajax=<endpoint> on the home URL, for GET and POST.
  const home = (request: FastifyRequest, reply: FastifyReply) => {
    const endpoint = (request.query as Record<string, string | undefined>)['wc-ajax'];
    if (endpoint) return handleWcAjax(db, endpoint, request, reply);
    return reply.redirect('/shop/', 302);
  };
  app.get('/', home);
  app.post('/', home);
  app.post('/wp-admin/admin-ajax.php', (request, reply) => handleAdminAjax(db, request, reply));
  app.get('/wp-admin/admin-ajax.php', (request, reply) => handleAdminAjax(db, request, reply));

  registerPages(app, db);
  registerFilterRoutes(app, db);
  registerWorkbench(app, db);
  return app;
}
