/**
 * The demo store's database grown to a larger catalogue for the navigation benchmark: the seeded
 * catalogue (205 listed products, 2,059 rows with the variations) copied until it lists
 * `listed` products. Each copy keeps its products' attributes and categories, gets its own ids,
 * SKUs and slugs, and its prices shifted a little, so the counters and the price range differ
 * from copy to copy. Written before the store starts, which then serves it as any catalogue.
 */
import { openDb } from '../../demo-theme/server/db.ts';
import { seedIfEmpty } from '../../demo-theme/server/catalogue/seed.ts';
import { copySeededDatabase } from '../../demo-theme/server/testing/seeded-database.ts';

const PRODUCT_COLUMNS =
  'type, sku, name, slug, description, short_description, regular_price, sale_price, stock, in_stock, featured, virtual, tint, menu_order, created_at, sold_individually, min_quantity, max_quantity, quantity_step';

/** Returns how many products the catalogue lists (variations not counted). */
export function growCatalogue(dbPath: string, listed: number): number {
  copySeededDatabase(dbPath);
  const db = openDb(dbPath);
  try {
    seedIfEmpty(db);
    const base = db.prepare("SELECT MAX(id) AS maxId, SUM(type != 'variation') AS listed FROM products").get() as { maxId: number; listed: number };
    const offset = 10 ** Math.ceil(Math.log10(base.maxId + 1));
    const copies = Math.max(0, Math.ceil(listed / base.listed) - 1);
    const copy = db.transaction((k: number) => {
      const shift = k * offset;
      const factor = 1 + (k % 9) * 0.04;
      db.prepare(
        `INSERT INTO products (id, parent_id, ${PRODUCT_COLUMNS})
         SELECT id + @shift, CASE WHEN parent_id IS NULL THEN NULL ELSE parent_id + @shift END,
           type, sku || '-' || @k, name, CASE WHEN slug IS NULL THEN NULL ELSE slug || '-' || @k END, description, short_description,
           ROUND(regular_price * @factor, 2), ROUND(sale_price * @factor, 2), stock, in_stock, featured, virtual, tint, menu_order, created_at + @k,
           sold_individually, min_quantity, max_quantity, quantity_step
         FROM products WHERE id < @offset`,
      ).run({ shift, k, factor, offset });
      db.prepare(
        `INSERT INTO product_attributes (product_id, taxonomy, slug, name, for_variations, position)
         SELECT product_id + @shift, taxonomy, slug, name, for_variations, position FROM product_attributes WHERE product_id < @offset`,
      ).run({ shift, offset });
      db.prepare(
        'INSERT INTO product_categories (product_id, category_id) SELECT product_id + @shift, category_id FROM product_categories WHERE product_id < @offset',
      ).run({
        shift,
        offset,
      });
    });
    for (let k = 1; k <= copies; k++) copy(k);
    return (db.prepare("SELECT COUNT(*) AS n FROM products WHERE type != 'variation'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}
