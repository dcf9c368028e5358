/** What a product's page shows (and its quick view): price, stock, variation form data, details, reviews. */
import * as catalog from './catalogue-queries.ts';
import type { Db } from '../db.ts';
import { price } from '../html.ts';
import { availabilityHtml, priceHtml, variationObject } from './variation-data.ts';
import { attributeFields } from '../request-fields.ts';
import { COLOR_TINTS } from './seed.ts';
import { colourPictures, galleryImages } from './gallery-images.ts';
import type { ProductPageData } from '../../templates/product.ts';

/** WooCommerce stops embedding variations above this count and answers get_variation instead. */
const AJAX_VARIATION_THRESHOLD = 30;

export function productPageData(db: Db, product: catalog.ProductRow, query: unknown): Omit<ProductPageData, 'notices'> {
  const variations = product.type === 'variable' ? catalog.variationsOf(db, product.id) : [];
  const range = catalog.priceRange(db, product);
  const pictures = colourPictures(db, product.id);
  const details = new Map<string, string[]>();
  for (const a of catalog.attributesOf(db, product.id)) {
    const label = catalog.attributeLabel(a.taxonomy);
    details.set(label, [...(details.get(label) ?? []), a.name]);
  }
  const categories = db
    .prepare(
      'SELECT c.name, c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = ? ORDER BY c.parent_id IS NOT NULL DESC, c.id DESC',
    )
    .all(product.id) as { name: string; slug: string }[];
  const inStock = product.type === 'variable' ? variations.some((v) => v.in_stock) : product.in_stock === 1 && (product.stock === null || product.stock > 0);
  return {
    product,
    inStock,
    categories,
    reviews: catalog.reviewsOf(db, product.id),
    gallery: galleryImages(db, product),
    priceHtml:
      product.type === 'variable' ? (range.min === range.max ? price(range.min) : `${price(range.min)} &ndash; ${price(range.max)}`) : priceHtml(product),
    availabilityHtml: product.type === 'variable' ? '' : availabilityHtml(product),
    attributes:
      product.type === 'variable'
        ? catalog
            .variationAttributes(db, product.id)
            .map((a) => (a.taxonomy === 'pa_color' ? { ...a, values: a.values.map((v) => ({ ...v, color: COLOR_TINTS[v.slug] })) } : a))
        : [],
    variationsJson: variations.length > AJAX_VARIATION_THRESHOLD ? false : JSON.stringify(variations.map((v) => variationObject(db, product, v, pictures))),
    chosen: attributeFields(query),
    details: [...details].map(([label, values]) => ({ label, values })),
  };
}
