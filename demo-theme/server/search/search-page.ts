/**
 * WooCommerce's product search results page, /?s=<query>&post_type=product (page 2 on
 * /page/2/?s=…): the same engine and ranking as the live search, every matching product ordered
 * by relevance (WooCommerce's default on a search) or by the shop's other orders, 12 a page,
 * WooCommerce's archive markup, without JavaScript too. The filter elements work on it: the page
 * embeds the filter configuration with the matches (most relevant first), so the filters narrow
 * and count within them, here and in the browser alike.
 */
import { noScriptFilters } from '../../templates/no-script-filters.ts';
import { firstPaintFilters } from '../../templates/first-paint-filters.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as catalog from '../catalogue/catalogue-queries.ts';
import { withListingPrices } from '../catalogue/catalogue-routes.ts';
import type { Db } from '../db.ts';
import { paginationStrategyOf } from '../filter/page-filter-config.ts';
import { filteredListing, firstResultReply, wantsFirstResult } from '../filter/filtered-listing.ts';
import type { PageFrame } from '../pages/page-frame.ts';
import { checks, validate } from '../validation.ts';
import { shopPage } from '../../templates/shop.ts';
import { searchCatalogue } from './search.ts';
import { searchResultsPath } from '../../../shared/engine/search/results-path.ts';
import { html, type Raw } from '../html.ts';
import { __ } from '../i18n/demo-locale.ts';
import { demoSettingsOf } from '../pages/demo-settings-state.ts';

/** When nothing matched: the query written with words the index knows, as a link to its results. */
function didYouMeanNotice(phrase: string): Raw {
  const [before = '', after = ''] = __('Did you mean %s?').split('%s');
  return html`<div class="woocommerce-info" role="status">${before}<a href="${searchResultsPath(phrase)}">${phrase}</a>${after}</div>`;
}

/** Every match is ranked for the results page (the live search ranks 100). */
const RESULT_CANDIDATES = 5000;
const ORDER_OPTIONS: [string, string][] = [['relevance', 'Relevance'], ...catalog.ORDER_OPTIONS];

export function registerSearchPage(app: FastifyInstance, db: Db, { page, notFound }: PageFrame): void {
  const results = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const { s = '' } = validate(checks.search, { s: query.s });
    const phrase = s.trim();
    const found = searchCatalogue(db, phrase, { candidates: RESULT_CANDIDATES });
    const productIds = [...new Set(found.products.map((hit) => hit.id))];
    const url = new URL(request.url, 'http://shop.local');
    const listing = filteredListing(
      db,
      { pathname: url.pathname, search: url.search },
      { search: { phrase, productIds }, singleVariations: demoSettingsOf(request).singleVariations },
      paginationStrategyOf(query.pagination),
    );
    if (wantsFirstResult(query)) return firstResultReply(reply, listing.firstResult);
    if (listing.page > 1 && listing.products.length === 0) return reply.code(404).type('text/html').send(notFound(request, reply));
    const heading = `Search results: “${phrase}”${listing.page > 1 ? ` – Page ${listing.page}` : ''}`;
    return page(
      request,
      reply,
      heading,
      'woocommerce woocommerce-page search search-results archive post-type-archive-product',
      (notices) =>
        shopPage({
          heading,
          products: withListingPrices(db, listing.products),
          total: listing.total,
          page: listing.page,
          perPage: catalog.PER_PAGE,
          orderby: listing.orderby as catalog.OrderBy | 'relevance',
          basePath: '/',
          notices: found.didYouMean ? html`${notices}${didYouMeanNotice(found.didYouMean)}` : notices,
          orderOptions: ORDER_OPTIONS,
          filterConfig: listing.config,
          firstResult: listing.firstResult,
          firstPaint: firstPaintFilters(listing.firstView),
          noScriptFilters: noScriptFilters(
            listing.linkedFilters(),
            listing.priceWidget ? { ...listing.priceWidget, action: '/', fields: [...url.searchParams] } : null,
          ),
          hrefFor: listing.hrefFor,
          formFields: [...url.searchParams].filter(([name]) => name !== 'orderby' && name !== 'paged'),
        }),
      `Search results for “${phrase}” at Luma & Co.: ${listing.total} products.`,
    );
  };
  app.get<{ Params: { n: string } }>(
    '/page/:n/',
    { schema: { params: { type: 'object', properties: { n: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } } } } },
    (request, reply) => {
      if ((request.query as Record<string, unknown>).s === undefined) return reply.callNotFound();
      return results(request, reply);
    },
  );
  app.addHook('preHandler', (request, reply, done) => {
    // WordPress answers a search on the home URL; the demo's home otherwise redirects to the shop.
    const query = request.query as Record<string, unknown>;
    if (request.method !== 'GET' || request.url.split('?')[0] !== '/' || query.s === undefined || query['wc-ajax'] !== undefined) return done();
    try {
      const answer = results(request, reply);
      if (!reply.sent) void reply.type('text/html; charset=utf-8').send(answer);
    } catch (error) {
      done(error as Error);
    }
  });
}
