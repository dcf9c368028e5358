/**
 * The filter's server side: the descriptors file and its REST fallback, the
 * incremental update, missing product markup, and a small admin route that changes a price or
 * stock so incremental updates can be shown and tested.
 */
import { sanitizeShopHtml } from '../catalogue/shop-html.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as catalog from '../catalogue/catalogue-queries.ts';
import type { Db } from '../db.ts';
import { changesBetween, descriptorOptionsOf, FILTER_NAMESPACE, recordProductChange, type DescriptorOptions } from './filter-index.ts';
import { sendDescriptors } from './descriptors-cache.ts';
import { isAdminToken } from '../security/admin-token.ts';
import { withListingPrices } from '../catalogue/catalogue-routes.ts';
import { currencyOf } from '../catalogue/currencies.ts';
import { productCard } from '../../templates/shop.ts';
import { send } from '../errors.ts';

const MAX_IDS = 200;

/** A MySQL datetime as the change log writes it ('2026-11-23 10:00:00'). */
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$' } as const;
/** `single_variations=1`: the descriptors of a shop that lists variations as products. */
const VARIANT = { type: 'string', enum: ['1'] } as const;
const VARIANT_QUERY = { type: 'object', properties: { single_variations: VARIANT } } as const;
const UPDATED_QUERY = { type: 'object', properties: { date_start: DATE, date_end: DATE, single_variations: VARIANT } } as const;
const variantOf = (query: unknown): DescriptorOptions => ({ singleVariations: (query as Record<string, unknown>).single_variations === '1' });
const PRODUCTS_BODY = {
  type: 'object',
  properties: { ids: { type: 'array', maxItems: 1000, items: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 24 }] } } },
} as const;
const ADMIN_PRODUCT = {
  params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } }, required: ['id'] },
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      regular_price: { type: 'number', nullable: true, minimum: 0, maximum: 1e9 },
      sale_price: { type: 'number', nullable: true, minimum: 0, maximum: 1e9 },
      stock: { type: 'integer', nullable: true, minimum: 0, maximum: 1e9 },
      description: { type: 'string', maxLength: 60_000 },
      short_description: { type: 'string', maxLength: 10_000 },
    },
  },
} as const;

/** Body `{"storefront-products": "1", "ids": [..]}` (JSON): the ids, or null when it is not such a request. */
export function productsRequestIds(body: unknown): number[] | null {
  if (!body || typeof body !== 'object' || (body as Record<string, unknown>)[`${FILTER_NAMESPACE}-products`] !== '1') return null;
  const ids = (body as { ids?: unknown }).ids;
  if (!Array.isArray(ids)) return [];
  return [...new Set(ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))].slice(0, MAX_IDS);
}

/**
 * Missing product markup. 'single' (JSON): {products: {id: html}}; 'page': an HTML page
 * whose loop holds the products. The client names its strategy in the Accept header.
 */
export function productsMarkup(db: Db, request: FastifyRequest, reply: FastifyReply, ids: number[]) {
  // The listing's currency, named in single_products_fetch_url.
  const products = withListingPrices(db, catalog.listedProductsByIds(db, ids), currencyOf((request.query as Record<string, unknown>).currency));
  reply.headers({ 'Cache-Control': 'no-store' });
  if ((request.headers.accept ?? '').includes('text/html')) {
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html><body><ul class="products columns-3">${products.map((p) => productCard(p).html).join('')}</ul></body></html>`);
  }
  return reply.type('application/json').send({ products: Object.fromEntries(products.map((p) => [p.id, productCard(p).html])) });
}

export function registerFilterRoutes(app: FastifyInstance, db: Db): void {
  // The file of the current build (its id names the options: '-variations' lists variations as products).
  const descriptorsFile = (format: 'json' | 'compact') => (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const options = descriptorOptionsOf(db, request.params.id);
    if (!options) return reply.code(404).type('text/plain').send('Not found');
    return sendDescriptors(db, request, reply, format, options);
  };
  app.get(`/wp-content/uploads/${FILTER_NAMESPACE}/filters-descriptors-:id.json`, descriptorsFile('json'));
  app.get(`/wp-content/uploads/${FILTER_NAMESPACE}/filters-descriptors-:id.bin`, descriptorsFile('compact'));
  app.get(`/wp-json/${FILTER_NAMESPACE}/v1/filters/descriptors`, { schema: { querystring: VARIANT_QUERY } }, (request, reply) =>
    sendDescriptors(db, request, reply, 'json', variantOf(request.query)),
  );
  app.get(`/wp-json/${FILTER_NAMESPACE}/v1/filters/updated-descriptors`, { schema: { querystring: UPDATED_QUERY } }, (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return reply.header('Cache-Control', 'no-cache').send(changesBetween(db, query.date_start, query.date_end, variantOf(query)));
  });

  // The client posts JSON to the shop URL; any other POST there is not ours. With the 'page'
  // strategy it is sent as text/html (the original backend's protocol), read here as JSON too.
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/html', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null); // not JSON: answered below with what to send
      }
    });
    scope.post('/shop/', { schema: { body: PRODUCTS_BODY }, bodyLimit: 65_536 }, (request, reply) => {
      const ids = productsRequestIds(request.body);
      if (ids === null) return send(request, reply, 400, `Send a JSON body {"${FILTER_NAMESPACE}-products": "1", "ids": [product ids]}.`);
      return productsMarkup(db, request, reply, ids);
    });
  });

  // Admin (demo): change a product's price, stock or descriptions, as a shop manager would in wp-admin.
  app.post<{ Params: { id: string } }>(
    `/wp-json/${FILTER_NAMESPACE}/v1/demo/products/:id`,
    {
      schema: ADMIN_PRODUCT,
      bodyLimit: 131_072,
      // The token is checked before the body is even parsed.
      onRequest: (request, reply, done) => {
        if (isAdminToken(db, request.headers['x-shop-admin'])) return done();
        void reply.code(403).send({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' });
      },
    },
    (request, reply) => {
      const id = Number(request.params.id);
      const product = catalog.productById(db, id);
      if (!product) return reply.code(404).send({ code: 'rest_product_invalid_id', message: 'Invalid ID.' });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const number = (v: unknown) => (v === null ? null : typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
      const regular = number(body.regular_price);
      const sale = number(body.sale_price);
      const stock = number(body.stock);
      if (regular !== undefined) db.prepare('UPDATE products SET regular_price = ? WHERE id = ?').run(regular, id);
      if (sale !== undefined) db.prepare('UPDATE products SET sale_price = ? WHERE id = ?').run(sale, id);
      if (stock !== undefined) db.prepare('UPDATE products SET stock = ?, in_stock = ? WHERE id = ?').run(stock, stock === null || stock > 0 ? 1 : 0, id);
      // Shop-manager HTML, sanitised once, here, as it is saved (shop-html.ts).
      if (typeof body.description === 'string') db.prepare('UPDATE products SET description = ? WHERE id = ?').run(sanitizeShopHtml(body.description), id);
      if (typeof body.short_description === 'string')
        db.prepare('UPDATE products SET short_description = ? WHERE id = ?').run(sanitizeShopHtml(body.short_description), id);
      const at = recordProductChange(db, id);
      return reply.send({ id, last_updated_date: at });
    },
  );
}
