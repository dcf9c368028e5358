/** WooCommerce's variation objects (data-product_variations and ?wc-ajax=get_variation). */
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';
import { activePrice, attributesOf, variationAttributes, type ProductRow } from './catalogue-queries.ts';
import type { Db } from '../db.ts';
import { colourPictures } from './gallery-images.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailUrl } from './image-sizes.ts';
import { price } from '../html.ts';
import { inCurrency, priceIn, priceText, type ShopCurrency } from './currencies.ts';

export function availabilityHtml(p: ProductRow): string {
  if (!p.in_stock || (p.stock !== null && p.stock <= 0)) return '<p class="stock out-of-stock">Out of stock</p>';
  if (p.stock !== null) return `<p class="stock in-stock">${p.stock} in stock</p>`;
  return '';
}

/** WooCommerce's price HTML (a sale: the regular price struck through); in the shop's dollars unless a listing's currency is given. */
export function priceHtml(p: Pick<ProductRow, 'regular_price' | 'sale_price'>, currency?: ShopCurrency): string {
  const shown = (amount: number) => (currency ? priceIn(inCurrency(amount, currency), currency) : price(amount));
  const text = (amount: number) => (currency ? priceText(inCurrency(amount, currency), currency) : `$${amount.toFixed(2)}`);
  if (p.sale_price !== null && p.regular_price !== null && p.sale_price < p.regular_price) {
    return `<del aria-hidden="true">${shown(p.regular_price)}</del> <span class="screen-reader-text">${sprintf(__('Original price was: %s.'), text(p.regular_price))}</span><ins aria-hidden="true">${shown(p.sale_price)}</ins><span class="screen-reader-text">${sprintf(__('Current price is: %s.'), text(p.sale_price))}</span>`;
  }
  return shown(activePrice(p));
}

/** `pictures`: the parent's colour pictures (pass them when building many variations). */
export function variationObject(db: Db, parent: ProductRow, v: ProductRow, pictures = colourPictures(db, parent.id)) {
  const own = Object.fromEntries(attributesOf(db, v.id).map((a) => [`attribute_${a.taxonomy}`, a.slug]));
  const attributes = Object.fromEntries(variationAttributes(db, parent.id).map((a) => [`attribute_${a.taxonomy}`, own[`attribute_${a.taxonomy}`] ?? '']));
  const inStock = v.in_stock === 1 && (v.stock === null || v.stock > 0);
  // A variation shows its colour's picture, the one the gallery lists for that colour.
  const imageId = pictures.get(own['attribute_pa_color'] ?? '')?.id ?? v.id;
  const src = `/assets/placeholder/${imageId}.svg`;
  const large = `/assets/placeholder/${imageId}.png`;
  return {
    attributes,
    availability_html: availabilityHtml(v),
    backorders_allowed: false,
    display_price: activePrice(v),
    display_regular_price: v.regular_price ?? activePrice(v),
    image: {
      title: v.name,
      caption: '',
      url: large,
      alt: v.name,
      src,
      srcset: '',
      sizes: '',
      full_src: large,
      full_src_w: 1200,
      full_src_h: 1200,
      thumb_src: thumbnailUrl(imageId),
      thumb_src_w: THUMBNAIL_WIDTH,
      thumb_src_h: THUMBNAIL_HEIGHT,
      gallery_thumbnail_src: src,
      src_w: 600,
      src_h: 600,
    },
    image_id: imageId,
    is_downloadable: false,
    is_in_stock: inStock,
    is_purchasable: true,
    is_sold_individually: 'no',
    is_virtual: false,
    max_qty: v.stock ?? '',
    min_qty: 1,
    price_html: `<span class="price">${priceHtml(v)}</span>`,
    sku: v.sku,
    variation_description: '',
    variation_id: v.id,
    variation_is_active: true,
    variation_is_visible: true,
  };
}
