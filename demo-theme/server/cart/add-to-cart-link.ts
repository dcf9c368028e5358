/**
 * WooCommerce's ?add-to-cart=<id> link (the listing's buttons without JavaScript), on any page:
 * added through the one cart-mutation path, told with a notice, then the same URL without it.
 * From another site it only asks ("Add to cart?"): a page elsewhere must not change a cart.
 */
import type { FastifyInstance } from 'fastify';
import * as catalog from '../catalogue/catalogue-queries.ts';
import { addToCart } from './cart.ts';
import { changeCart } from './cart-mutation.ts';
import type { Db } from '../db.ts';
import type { PageFrame } from '../pages/page-frame.ts';
import { addNotice, ensureSession } from '../session.ts';
import { isCrossSite } from '../security/same-origin.ts';
import { checks, validate, BadRequest } from '../validation.ts';
import { addToCartConfirmPage } from '../../templates/confirm.ts';
import { absint, quantityOf } from '../request-fields.ts';
import { addedNotice } from '../catalogue/catalogue-routes.ts';

type Query = Record<string, string | undefined>;

export function registerAddToCartLink(app: FastifyInstance, db: Db, { page }: PageFrame): void {
  app.addHook('preHandler', (request, reply, done) => {
    const query = request.query as Query;
    if (request.method !== 'GET' || query['add-to-cart'] === undefined || query['wc-ajax']) return done();
    let fields;
    try {
      fields = validate(checks.addToCartLink, query);
    } catch (error) {
      return done(error as BadRequest);
    }
    const id = absint(fields['add-to-cart']);
    const url = new URL(request.url, 'http://localhost');
    url.searchParams.delete('add-to-cart');
    url.searchParams.delete('quantity');
    const product = catalog.productById(db, id);
    if (isCrossSite(request)) {
      if (!product || product.type === 'variation') return void reply.redirect(url.pathname + url.search, 303);
      return void reply.send(
        page(request, reply, 'Add to cart?', 'woocommerce woocommerce-page', () => addToCartConfirmPage(product, url.pathname + url.search)),
      );
    }
    const { result, sessionId } = changeCart(db, request, reply, (lines, session) => addToCart(db, session, lines, id, quantityOf(fields.quantity)));
    const noticeSession = sessionId ?? ensureSession(db, request, reply);
    if (result.ok) addNotice(db, noticeSession, 'success', addedNotice(product?.name ?? 'Product'));
    else addNotice(db, noticeSession, 'error', result.message);
    void reply.redirect(url.pathname + url.search, 303);
  });
}
