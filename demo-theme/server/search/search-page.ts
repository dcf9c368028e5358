/**
 * WooCommerce's product search results page, /?s=<query>&post_type=product (page 2 on
 * /page/2/?s=…): the same engine and ranking as the live search, every matching product ordered
 * by relevance (WooCommerce's default on a search) or by the shop's other orders, 12 a page,
 * WooCommerce's archive markup, without JavaScript too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as catalog from '../catalogue/catalog.ts';
import { withListingPrices } from '../catalogue/catalogue-routes.ts';
import type { Db } from '../db.ts';
import type { PageFrame } from '../pages/page-frame.ts';
import { checks, validate } from '../validation.ts';
import { shopPage } from '../../templates/shop.ts';
import { searchCatalogue } from './search.ts';

/** Every match is ranked for the results page (the live search ranks 100). */
const RESULT_CANDIDATES = 5000;
const ORDER_OPTIONS: [string, string][] = [['relevance', 'Relevance'], ...catalog.ORDER_OPTIONS];

export function registerSearchPage(app: FastifyInstance, db: Db, { page }: PageFrame): void {
  const results = (request: FastifyRequest, reply: FastifyReply, pageNumber: number) => {
    const query = request.query as Record<string, unknown>;
    const { s = '' } = validate(checks.search, { s: query.s });
    const phrase = s.trim();
    const orderby = (ORDER_OPTIONS.find(([key]) => key === query.orderby)?.[0] ?? 'relevance') as catalog.OrderBy | 'relevance';
    const found = searchCatalogue(db, phrase, { candidates: RESULT_CANDIDATES });
    const ids = [...new Set(found.products.map((hit) => hit.id))];
    const listed = catalog.listedProductsByIds(db, ids, orderby === 'relevance' ? undefined : orderby);
    const perPage = catalog.PER_PAGE;
    if (pageNumber > 1 && (pageNumber - 1) * perPage >= listed.length) return reply.callNotFound();
    const shown = listed.slice((pageNumber - 1) * perPage, pageNumber * perPage);
    const params = (extra: Record<string, string>) => new URLSearchParams({ s: phrase, post_type: 'product', ...extra }).toString();
    const heading = `Search results: “${phrase}”${pageNumber > 1 ? ` – Page ${pageNumber}` : ''}`;
    return page(request, reply, heading, 'woocommerce woocommerce-page search search-results archive post-type-archive-product', (notices) =>
      shopPage({
        heading, products: withListingPrices(db, shown), total: listed.length, page: pageNumber, perPage, orderby, basePath: '/', notices,
        orderOptions: ORDER_OPTIONS,
        hrefFor: (n) => `${n > 1 ? `/page/${n}/` : '/'}?${params(orderby === 'relevance' ? {} : { orderby })}`,
        formFields: [['s', phrase], ['post_type', 'product']],
      }), `Search results for “${phrase}” at Luma & Co.: ${listed.length} products.`);
  };
  app.get<{ Params: { n: string } }>('/page/:n/', { schema: { params: { type: 'object', properties: { n: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } } } } }, (request, reply) => {
    if ((request.query as Record<string, unknown>).s === undefined) return reply.callNotFound();
    return results(request, reply, Number(request.params.n));
  });
  app.addHook('preHandler', (request, reply, done) => {
    // WordPress answers a search on the home URL; the demo's home otherwise redirects to the shop.
    const query = request.query as Record<string, unknown>;
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/' || query.s === undefined || query['wc-ajax'] !== undefined) return done();
    try {
      const answer = results(request, reply, 1);
      if (!reply.sent) void reply.type('text/html; charset=utf-8').send(answer);
    } catch (error) {
      done(error as Error);
    }
  });
}
