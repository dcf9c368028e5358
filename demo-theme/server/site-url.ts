/**
 * The site's own address, for the absolute URLs WooCommerce answers with (a product's permalink
 * after a failed add, the checkout's redirect). Never the request's Host header, which anyone can
 * set: SHOP_SITE_URL when configured (the address shoppers use, behind a proxy), otherwise the
 * address the store listens on.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's origin, without a trailing slash: `https://shop.example`. */
    siteUrl(): string;
  }
}

/** A configured site URL as an origin (scheme, host, port), or an error naming what is wrong. */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SHOP_SITE_URL is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('SHOP_SITE_URL must start with http:// or https://');
  return url.origin;
}

function listeningOrigin(app: FastifyInstance, https: boolean): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return `${https ? 'https' : 'http'}://localhost`;
  // Listening on every interface: the loopback name is the one address sure to reach it here.
  const host = address.address === '0.0.0.0' || address.address === '::' ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `${https ? 'https' : 'http'}://${host}:${address.port}`;
}

export function registerSiteUrl(app: FastifyInstance, options: { configured?: string; https: boolean }): void {
  const configured = options.configured ? parseSiteUrl(options.configured) : null;
  app.decorate('siteUrl', () => configured ?? listeningOrigin(app, options.https));
}
