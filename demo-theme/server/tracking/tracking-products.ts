/**
 * Products as the data layer describes them: ids per id type, name, categories, price, kind.
 * Every page prints the products it shows, so they are read in three queries whatever their
 * number (the rows, their parents, the categories), not three per product.
 */
import type { TrackingProduct } from '../../../shared/engine/tracking/data-layer.ts';
import type { Db } from '../db.ts';
import { activePrice, type ProductRow } from '../catalogue/catalogue-queries.ts';

/** At most this many products per page or request. */
const MAX_PRODUCTS = 200;

const rowsByIds = (db: Db, ids: number[]): ProductRow[] =>
  ids.length === 0 ? [] : (db.prepare('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(ids)) as ProductRow[]);

/** Up to 5 category names per product, top categories first. */
function categoryNames(db: Db, ids: number[]): Map<number, string[]> {
  const names = new Map<number, string[]>();
  if (ids.length === 0) return names;
  const rows = db
    .prepare(
      'SELECT pc.product_id AS id, c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY pc.product_id, c.parent_id IS NOT NULL, c.name',
    )
    .all(JSON.stringify(ids)) as { id: number; name: string }[];
  for (const { id, name } of rows) {
    const list = names.get(id) ?? [];
    if (list.length < 5) list.push(name);
    names.set(id, list);
  }
  return names;
}

function describe(row: ProductRow, parent: ProductRow | undefined, categories: string[], position: number): TrackingProduct {
  const id = String(row.id);
  const product: TrackingProduct = {
    id,
    sku: row.sku ?? '',
    dyn_r_ids: { post_id: id, sku: row.sku || id },
    name: parent && row.type === 'variation' ? parent.name : row.name,
    brand: '',
    category: categories,
    price: activePrice(row),
    type: row.type,
    is_variable: row.type === 'variable',
    is_variation: row.type === 'variation',
    position,
  };
  if (parent) {
    product.parent_id = String(parent.id);
    product.parent_id_dyn_r_ids = { post_id: String(parent.id), sku: parent.sku || String(parent.id) };
    product.variant = row.name.startsWith(parent.name) ? row.name.slice(parent.name.length).replace(/^\s*[-–]\s*/, '') : row.name;
  }
  return product;
}

/** The products with these ids (unknown ids left out), keyed by id; position is the place in `ids`. */
export function trackingProducts(db: Db, ids: number[]): Record<string, TrackingProduct> {
  const wanted = ids.slice(0, MAX_PRODUCTS);
  const rows = new Map(rowsByIds(db, [...new Set(wanted)]).map((row) => [row.id, row]));
  const missingParents = [...rows.values()].map((row) => row.parent_id).filter((id): id is number => id !== null && !rows.has(id));
  const parents = new Map([...rows.values(), ...rowsByIds(db, [...new Set(missingParents)])].map((row) => [row.id, row]));
  const categories = categoryNames(db, [...new Set([...rows.values()].map((row) => row.parent_id ?? row.id))]);
  const found: Record<string, TrackingProduct> = {};
  wanted.forEach((id, index) => {
    const row = rows.get(id);
    if (!row || found[String(id)]) return;
    const parent = row.parent_id !== null ? parents.get(row.parent_id) : undefined;
    found[String(id)] = describe(row, parent, categories.get(row.parent_id ?? row.id) ?? [], index + 1);
  });
  return found;
}
