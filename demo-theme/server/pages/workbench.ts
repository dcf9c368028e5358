/** /workbench/: every element alone on a bare page (see templates/workbench.ts). */
import type { FastifyInstance } from 'fastify';
import * as catalog from '../catalogue/catalogue-queries.ts';
import type { Db } from '../db.ts';
import { cartParamsFor } from './page-frame.ts';
import { withListingPrices } from '../catalogue/catalogue-routes.ts';
import { productLoop } from '../../templates/shop.ts';
import {
  addToCartBench,
  filterElementBench,
  miniCartBench,
  productsBench,
  quantityBench,
  WORKBENCH,
  workbenchIndex,
  workbenchPage,
} from '../../templates/workbench.ts';
import { filteredListing } from '../filter/filtered-listing.ts';
import { sessionFromRequest } from '../session.ts';

export function registerWorkbench(app: FastifyInstance, db: Db): void {
  const products = (requestUrl: string) => {
    const url = new URL(requestUrl, 'http://shop.local');
    const found = filteredListing(db, { pathname: url.pathname, search: url.search }, {}, 'show-more-button');
    const count =
      found.total === 0
        ? 'No products were found matching your selection.'
        : `Showing 1–${Math.min(found.total, found.products.length)} of ${found.total} results`;
    return productsBench(found.config, count, productLoop(withListingPrices(db, found.products)));
  };

  const filterElement = (entry: (typeof WORKBENCH)[number], requestUrl: string) => {
    const url = new URL(requestUrl, 'http://shop.local');
    const found = filteredListing(db, { pathname: '/shop/', search: url.search }, {}, 'show-more-button');
    return filterElementBench(entry, found.config, `${found.total} products match (at page load).`);
  };

  app.get('/workbench/', (request, reply) =>
    reply.type('text/html; charset=utf-8').send(workbenchPage(null, cartParamsFor(db, sessionFromRequest(db, request)), workbenchIndex())),
  );
  app.get<{ Params: { name: string } }>('/workbench/:name/', (request, reply) => {
    const entry = WORKBENCH.find((e) => e.module === request.params.name);
    if (!entry)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(workbenchPage(null, cartParamsFor(db, sessionFromRequest(db, request)), workbenchIndex()));
    const body =
      entry.module === 'mini-cart'
        ? miniCartBench()
        : entry.module === 'quantity'
          ? quantityBench()
          : entry.module === 'products'
            ? products(request.url)
            : entry.module.includes('filter') || entry.module === 'offcanvas'
              ? filterElement(entry, request.url)
              : addToCartBench(productLoop(withListingPrices(db, catalog.listProducts(db, { page: 1, orderby: 'menu_order' }).products.slice(0, 6))));
    return reply
      .type('text/html; charset=utf-8')
      .headers({ 'Cache-Control': 'no-store' })
      .send(workbenchPage(entry, cartParamsFor(db, sessionFromRequest(db, request)), body));
  });
}
