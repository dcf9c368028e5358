/** Products as the data layer describes them: ids per id type, name, categories, price, kind. */
import type { TrackingProduct } from '../../../shared/engine/tracking/data-layer.ts';
import type { Db } from '../db.ts';
import { activePrice, productById, type ProductRow } from '../catalogue/catalogue-queries.ts';

function categoryNames(db: Db, productId: number): string[] {
  return (
    db
      .prepare(
        'SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ? ORDER BY c.parent_id IS NOT NULL, c.name LIMIT 5',
      )
      .all(productId) as { name: string }[]
  ).map((r) => r.name);
}

export function trackingProduct(db: Db, row: ProductRow, position?: number): TrackingProduct {
  const parent = row.parent_id !== null ? productById(db, row.parent_id) : undefined;
  const id = String(row.id);
  const product: TrackingProduct = {
    id,
    sku: row.sku ?? '',
    dyn_r_ids: { post_id: id, sku: row.sku || id },
    name: parent && row.type === 'variation' ? `${parent.name}` : row.name,
    brand: '',
    category: categoryNames(db, parent?.id ?? row.id),
    price: activePrice(row) ?? 0,
    type: row.type,
    is_variable: row.type === 'variable',
    is_variation: row.type === 'variation',
  };
  if (parent) {
    product.parent_id = String(parent.id);
    product.parent_id_dyn_r_ids = { post_id: String(parent.id), sku: parent.sku || String(parent.id) };
    product.variant = row.name.startsWith(parent.name) ? row.name.slice(parent.name.length).replace(/^\s*[-–]\s*/, '') : row.name;
  }
  if (position !== undefined) product.position = position;
  return product;
}

/** The products with these ids (unknown ids left out), keyed by id. */
export function trackingProducts(db: Db, ids: number[]): Record<string, TrackingProduct> {
  const found: Record<string, TrackingProduct> = {};
  ids.slice(0, 200).forEach((id, index) => {
    const row = productById(db, id);
    if (row) found[String(id)] = trackingProduct(db, row, index + 1);
  });
  return found;
}
