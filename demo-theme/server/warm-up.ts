/**
 * After a start, the store asks itself for the shop page and the filter's descriptors files it
 * names, once: the first shopper then does not wait for the filter's index and files to be built
 * (seconds at 10k products; they are built on first use and kept until the catalogue changes).
 */
import type { FastifyInstance } from 'fastify';

const DESCRIPTORS_URL = /"descriptors_(?:compact|json)_url":"([^"]+)"/g;

export async function warmUp(app: FastifyInstance): Promise<void> {
  const shop = await app.inject({ method: 'GET', url: '/shop/' });
  for (const [, address] of shop.body.matchAll(DESCRIPTORS_URL)) {
    const { pathname } = new URL(address!.replaceAll('\\/', '/'), 'http://store.invalid');
    await app.inject({ method: 'GET', url: pathname, headers: { 'accept-encoding': 'br, gzip' } });
  }
}
