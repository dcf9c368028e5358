/**
 * The theme's quick view (admin-ajax `shop_quickview&product=<id>`): the product box's markup (a
 * variation's id shows its product). It changes nothing, so it needs no nonce; an unknown product
 * is a 404 with a message to show.
 */
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { THEME_PREFIX } from '../security/nonces.ts';
import { checks, validate } from '../validation.ts';
import { quickViewHtml } from '../../templates/product.ts';
import { productById } from './catalogue-queries.ts';
import { productPageData } from './product-page-data.ts';

export function registerQuickViewAjax({ adminAjax }: AjaxRegistries): void {
  adminAjax.register(`${THEME_PREFIX}_quickview`, ({ db, reply, fields }) => {
    const body = validate(checks.quickView, fields, () => 'A product id is needed.');
    const found = productById(db, Number(body.product));
    const product = found?.type === 'variation' && found.parent_id !== null ? productById(db, found.parent_id) : found;
    reply.type('text/html; charset=utf-8');
    if (!product) return reply.code(404).send('<p class="woocommerce-info">This product is no longer available.</p>');
    return quickViewHtml(productPageData(db, product, {}));
  });
}
