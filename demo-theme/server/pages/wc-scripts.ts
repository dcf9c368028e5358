/**
 * WooCommerce's front-end scripts on the demo's pages, as a real WooCommerce theme has them
 * (jQuery, add-to-cart.js, cart-fragments.js, add-to-cart-variation.js, cart.js on the cart
 * page and checkout.js on the checkout's; stand-ins, see
 * demo-theme/assets/woocommerce/README.md): printed at the end of the body, after the params
 * objects, for a browser with the `shop_demo_wc_scripts=1` cookie, so the elements can be
 * proven to live beside them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageKind } from './wc-params.ts';

export const WC_SCRIPTS_COOKIE = 'shop_demo_wc_scripts';
const JQUERY_URL = '/assets/vendor/jquery.min.js';

const WC_SCRIPT_URLS = [
  JQUERY_URL,
  '/assets/woocommerce/wc-deps.js',
  '/assets/woocommerce/add-to-cart.js',
  '/assets/woocommerce/cart-fragments.js',
  '/assets/woocommerce/add-to-cart-variation.js',
];

/** WooCommerce enqueues cart.js on the cart page only, checkout.js on the checkout's pages. */
const PAGE_SCRIPT: Partial<Record<PageKind, string>> = { cart: '/assets/woocommerce/cart.js', checkout: '/assets/woocommerce/checkout.js' };
export const wcScriptUrlsFor = (kind: PageKind): string[] => {
  const own = PAGE_SCRIPT[kind];
  return own ? [...WC_SCRIPT_URLS, own] : WC_SCRIPT_URLS;
};

export const wantsWcScripts = (request: FastifyRequest): boolean => request.cookies[WC_SCRIPTS_COOKIE] === '1';

/** jQuery from the project's own copy (a development dependency: absent, the pages simply lack it). */
export function registerJquery(app: FastifyInstance, root: string): void {
  let source: string | null | undefined;
  app.get(JQUERY_URL, (_request, reply) => {
    if (source === undefined) {
      try {
        source = readFileSync(resolve(root, 'node_modules/jquery/dist/jquery.min.js'), 'utf8');
      } catch {
        source = null;
      }
    }
    if (source === null) return reply.code(404).type('text/plain').send('jQuery is not installed.');
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(source);
  });
}
