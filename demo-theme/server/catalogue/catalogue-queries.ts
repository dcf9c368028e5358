/** Catalogue reads for pages and endpoints. */
import type { Db } from '../db.ts';

export interface ProductRow {
  id: number;
  parent_id: number | null;
  type: 'simple' | 'variable' | 'variation';
  sku: string;
  name: string;
  slug: string | null;
  description: string;
  short_description: string;
  regular_price: number | null;
  sale_price: number | null;
  stock: number | null;
  in_stock: number;
  featured: number;
  virtual: number;
  tint: string;
  menu_order: number;
  created_at: number;
  /** WooCommerce's "Limit purchases to 1 item per order". */
  sold_individually: number;
  /** Quantity rules a min/max-quantities plugin adds; null when the product has none. */
  min_quantity: number | null;
  max_quantity: number | null;
  quantity_step: number | null;
}

export interface AttributeRow {
  product_id: number;
  taxonomy: string;
  slug: string;
  name: string;
  for_variations: number;
  position: number;
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
}

export const PER_PAGE = 12;

export function activePrice(p: Pick<ProductRow, 'regular_price' | 'sale_price'>): number {
  return p.sale_price ?? p.regular_price ?? 0;
}

export function productById(db: Db, id: number): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
}

export function productBySlug(db: Db, slug: string): ProductRow | undefined {
  return db.prepare("SELECT * FROM products WHERE slug = ? AND type != 'variation'").get(slug) as ProductRow | undefined;
}

export function variationsOf(db: Db, parentId: number): ProductRow[] {
  return db.prepare('SELECT * FROM products WHERE parent_id = ? ORDER BY menu_order, id').all(parentId) as ProductRow[];
}

export function attributesOf(db: Db, productId: number): AttributeRow[] {
  return db.prepare('SELECT * FROM product_attributes WHERE product_id = ? ORDER BY position, rowid').all(productId) as AttributeRow[];
}

export function attributeLabel(taxonomy: string): string {
  const words = taxonomy.replace(/^pa_/, '').split('_');
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}

/** The variable product's attributes used for variations, in form order, with their values. */
export function variationAttributes(db: Db, productId: number): { taxonomy: string; label: string; values: { slug: string; name: string }[] }[] {
  const groups = new Map<string, { slug: string; name: string }[]>();
  for (const a of attributesOf(db, productId).filter((x) => x.for_variations)) {
    const list = groups.get(a.taxonomy) ?? [];
    if (!list.some((v) => v.slug === a.slug)) list.push({ slug: a.slug, name: a.name });
    groups.set(a.taxonomy, list);
  }
  return [...groups].map(([taxonomy, values]) => ({ taxonomy, label: attributeLabel(taxonomy), values }));
}

/** Price range of a variable product from its variations. */
export function priceRange(db: Db, product: ProductRow): { min: number; max: number; regularMin: number } {
  if (product.type !== 'variable') {
    const p = activePrice(product);
    return { min: p, max: p, regularMin: product.regular_price ?? p };
  }
  const row = db
    .prepare(
      'SELECT MIN(COALESCE(sale_price, regular_price)) AS min, MAX(COALESCE(sale_price, regular_price)) AS max, MIN(regular_price) AS regularMin FROM products WHERE parent_id = ?',
    )
    .get(product.id) as { min: number | null; max: number | null; regularMin: number | null };
  const fallback = activePrice(product);
  return { min: row.min ?? fallback, max: row.max ?? fallback, regularMin: row.regularMin ?? fallback };
}

export type OrderBy = 'menu_order' | 'popularity' | 'rating' | 'date' | 'price' | 'price-desc';
export const ORDER_OPTIONS: [OrderBy, string][] = [
  ['menu_order', 'Default sorting'],
  ['popularity', 'Sort by popularity'],
  ['rating', 'Sort by average rating'],
  ['date', 'Sort by latest'],
  ['price', 'Sort by price: low to high'],
  ['price-desc', 'Sort by price: high to low'],
];

const ORDER_SQL: Record<OrderBy, string> = {
  menu_order: 'p.menu_order ASC, p.name ASC',
  popularity: 'review_count DESC, p.id DESC',
  rating: 'avg_rating DESC, p.id DESC',
  date: 'p.created_at DESC, p.id DESC',
  price: 'min_price ASC, p.id ASC',
  'price-desc': 'min_price DESC, p.id DESC',
};

export interface ListedProduct extends ProductRow {
  min_price: number;
  avg_rating: number | null;
  review_count: number;
  /**
   * A variation listed as a product of its own: its attributes as the product page's query
   * (`?attribute_pa_color=red`), and whether it can be added as it is (no "any" attribute).
   */
  variation?: { query: string; complete: boolean };
}

export function listProducts(db: Db, options: { categoryIds?: number[]; page: number; orderby: OrderBy }): { products: ListedProduct[]; total: number } {
  const where = ["p.type != 'variation'"];
  const args: (number | string)[] = [];
  if (options.categoryIds) {
    where.push(`p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${options.categoryIds.map(() => '?').join(',') || 'NULL'}))`);
    args.push(...options.categoryIds);
  }
  const whereSql = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${whereSql}`).get(...args) as { n: number }).n;
  const products = db
    .prepare(
      `
    SELECT p.*,
      COALESCE((SELECT MIN(COALESCE(v.sale_price, v.regular_price)) FROM products v WHERE v.parent_id = p.id), COALESCE(p.sale_price, p.regular_price), 0) AS min_price,
      (SELECT AVG(rating) FROM reviews r WHERE r.product_id = p.id) AS avg_rating,
      (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id) AS review_count
    FROM products p WHERE ${whereSql} ORDER BY ${ORDER_SQL[options.orderby]} LIMIT ? OFFSET ?`,
    )
    .all(...args, PER_PAGE, (options.page - 1) * PER_PAGE) as ListedProduct[];
  return { products, total };
}

/**
 * Products for the loop by id (variations and unknown ids left out), in the order asked, or in
 * one of the shop's orders (the same SQL as the listings).
 */
export function listedProductsByIds(db: Db, ids: number[], orderby?: OrderBy): ListedProduct[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(
      `
    SELECT p.*,
      COALESCE((SELECT MIN(COALESCE(v.sale_price, v.regular_price)) FROM products v WHERE v.parent_id = p.id), COALESCE(p.sale_price, p.regular_price), 0) AS min_price,
      (SELECT AVG(rating) FROM reviews r WHERE r.product_id = p.id) AS avg_rating,
      (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id) AS review_count
    FROM products p WHERE p.type != 'variation' AND p.id IN (${ids.map(() => '?').join(',')})${orderby ? ` ORDER BY ${ORDER_SQL[orderby]}` : ''}`,
    )
    .all(...ids) as ListedProduct[];
  if (orderby) return rows;
  rows.push(...listedVariations(db, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((p): p is ListedProduct => p !== undefined);
}

/**
 * Variations among the ids, as a shop listing variations as products shows them: the variation's
 * name ("Hoodie - Red"), price and picture; its product's page (with its attributes chosen),
 * ratings and reviews.
 */
function listedVariations(db: Db, ids: number[]): ListedProduct[] {
  const rows = db
    .prepare(
      `
    SELECT p.*, parent.slug AS slug,
      COALESCE(p.sale_price, p.regular_price, 0) AS min_price,
      (SELECT AVG(rating) FROM reviews r WHERE r.product_id = p.parent_id) AS avg_rating,
      (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.parent_id) AS review_count
    FROM products p JOIN products parent ON parent.id = p.parent_id
    WHERE p.type = 'variation' AND p.id IN (${ids.map(() => '?').join(',')})`,
    )
    .all(...ids) as ListedProduct[];
  return rows.map((row) => {
    const own = attributesOf(db, row.id);
    const wanted = variationAttributes(db, row.parent_id ?? 0);
    const query = new URLSearchParams(own.filter((a) => a.slug !== '').map((a) => [`attribute_${a.taxonomy}`, a.slug]));
    const complete = wanted.every((w) => own.some((a) => a.taxonomy === w.taxonomy && a.slug !== ''));
    return { ...row, variation: { query: query.size > 0 ? `?${query}` : '', complete } };
  });
}

export function categories(db: Db): CategoryRow[] {
  return db.prepare('SELECT id, parent_id, name, slug FROM categories ORDER BY position, id').all() as CategoryRow[];
}

export function categoryBySlug(db: Db, slug: string): CategoryRow | undefined {
  return db.prepare('SELECT id, parent_id, name, slug FROM categories WHERE slug = ?').get(slug) as CategoryRow | undefined;
}

/** A category and all its descendants (WooCommerce archives include subcategories). */
export function categoryTree(db: Db, id: number): number[] {
  return (
    db.prepare('WITH RECURSIVE t(id) AS (SELECT ? UNION ALL SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id) SELECT id FROM t').all(id) as {
      id: number;
    }[]
  ).map((r) => r.id);
}

/**
 * Related products, as WooCommerce picks them: others in the product's categories (the deepest
 * first), in stock before out of stock; here in a fixed order, not shuffled, so a page is stable.
 */
export function relatedProductIds(db: Db, productId: number, limit = 4): number[] {
  return (
    db
      .prepare(
        `
    SELECT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
    WHERE pc.category_id IN (SELECT category_id FROM product_categories WHERE product_id = ?) AND p.id != ? AND p.type != 'variation'
    GROUP BY p.id ORDER BY COUNT(*) DESC, p.in_stock DESC, p.id LIMIT ?`,
      )
      .all(productId, productId, limit) as { id: number }[]
  ).map((r) => r.id);
}

/**
 * The cart page's "You may be interested in…": WooCommerce shows the cross-sells set on the cart's
 * products, not those already in the cart, two by default. The demo's catalogue sets none, so the
 * cart's products' related products stand in for them.
 */
export function crossSellIds(db: Db, cartProductIds: number[], limit = 2): number[] {
  const inCart = new Set(cartProductIds);
  const picked = new Set<number>();
  for (const id of inCart)
    for (const related of relatedProductIds(db, id, limit + inCart.size)) {
      if (picked.size >= limit) return [...picked];
      if (!inCart.has(related)) picked.add(related);
    }
  return [...picked];
}

export function reviewsOf(db: Db, productId: number): { rating: number; title: string; body: string; reviewer: string; verified: number }[] {
  return db.prepare('SELECT rating, title, body, reviewer, verified FROM reviews WHERE product_id = ? ORDER BY id').all(productId) as never[];
}

export function termName(db: Db, taxonomy: string, slug: string): string {
  const row = db.prepare('SELECT name FROM product_attributes WHERE taxonomy = ? AND slug = ? LIMIT 1').get(taxonomy, slug) as { name: string } | undefined;
  return row?.name ?? slug;
}
