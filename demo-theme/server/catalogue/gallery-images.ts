/**
 * A product's gallery: the front, back and close-up of the product, then, for a variable
 * product, one picture per colour (its first variation's). Every variation of a colour shows
 * that colour's picture, so choosing a colour turns the gallery to it.
 */
import type { ProductRow } from './catalogue-queries.ts';
import type { Db } from '../db.ts';
import { COLOR_TINTS } from './seed.ts';
import { thumbnailUrl } from './image-sizes.ts';

export interface GalleryImage {
  /** The image's id (the product or variation it draws, and the view). */
  key: string;
  src: string;
  large: string;
  alt: string;
}

const image = (id: number, view: '' | '-back' | '-detail', alt: string): GalleryImage => ({
  key: `${id}${view}`,
  src: `/assets/placeholder/${id}${view}.svg`,
  large: `/assets/placeholder/${id}${view}.png`,
  alt,
});

/** colour slug → the id of the first variation in that colour (the colour's picture). */
export function colourPictures(db: Db, parentId: number): Map<string, { id: number; name: string }> {
  const pictures = new Map<string, { id: number; name: string }>();
  // One query for every variation's colour (a listing asks this for each of its products); the
  // unary + keeps SQLite on the per-product index instead of scanning every colour row.
  const rows = db
    .prepare(
      `SELECT v.id, a.slug, a.name FROM products v JOIN product_attributes a ON a.product_id = v.id AND +a.taxonomy = 'pa_color'
    WHERE v.parent_id = ? ORDER BY v.menu_order, v.id, a.position, a.rowid`,
    )
    .all(parentId) as { id: number; slug: string; name: string }[];
  for (const row of rows) if (!pictures.has(row.slug)) pictures.set(row.slug, { id: row.id, name: row.name });
  return pictures;
}

/** A product box's colour swatches: each colour's name, tint and picture (its catalogue thumbnail, as the box's). */
export interface LoopSwatch {
  value: string;
  name: string;
  color: string | undefined;
  image: string;
}

export function loopSwatches(db: Db, product: ProductRow): LoopSwatch[] {
  if (product.type !== 'variable') return [];
  return [...colourPictures(db, product.id)].map(([slug, c]) => ({
    value: slug,
    name: c.name,
    color: COLOR_TINTS[slug],
    image: thumbnailUrl(c.id),
  }));
}

export function galleryImages(db: Db, product: ProductRow): GalleryImage[] {
  const views = [
    image(product.id, '', product.name),
    image(product.id, '-back', `${product.name}, back`),
    image(product.id, '-detail', `${product.name}, detail`),
  ];
  if (product.type !== 'variable') return views;
  return [...views, ...[...colourPictures(db, product.id).values()].map((c) => image(c.id, '', `${product.name} in ${c.name}`))];
}
