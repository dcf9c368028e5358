/** Absolute links to the catalogue, on the site's own address (never the request's Host header). */
import type { FastifyRequest } from 'fastify';
import type { ProductRow } from './catalogue-queries.ts';

/** WooCommerce's product_url: the product's permalink, absolute. */
export function productUrl(request: FastifyRequest, product: ProductRow | undefined): string | false {
  if (!product?.slug) return false;
  return `${request.server.siteUrl()}/product/${encodeURIComponent(product.slug)}/`;
}
