/**
 * Catalogues for the search bench: the demo store's (seeded as `npm start` does) and a generated
 * one of N products with titles, SKUs, categories and descriptions drawn from the word and
 * category distributions of the real catalogues (bench/data/distributions.json), seeded.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { random, type Distributions } from '../filter/generate.ts';
import { openDb, type Db } from '../../demo-theme/server/db.ts';
import { seedIfEmpty } from '../../demo-theme/server/catalogue/seed.ts';

export interface SearchDocument {
  id: number;
  title: string;
  sku: string;
  category: string;
  attributes: string;
  description: string;
}

export function demoCatalogue(): Db {
  const db = openDb(':memory:');
  seedIfEmpty(db);
  return db;
}

function weighted<T>(entries: [T, number][], next: () => number): () => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return () => {
    let r = next() * total;
    for (const [value, weight] of entries) if ((r -= weight) <= 0) return value;
    return entries.at(-1)![0];
  };
}

export function generatedCatalogue(n: number, seed = 11): Db {
  const d = JSON.parse(readFileSync(resolve(import.meta.dirname, '../data/distributions.json'), 'utf8')) as Distributions;
  const next = random(seed);
  const word = weighted(d.titleWords, next);
  const category = weighted(d.categories, next);
  const db = openDb(':memory:');
  const names = [...new Set(d.categories.map(([name]) => name))];
  const insertCategory = db.prepare('INSERT INTO categories (id, parent_id, name, slug) VALUES (?, NULL, ?, ?)');
  names.forEach((name, i) => insertCategory.run(i + 1, name, `c-${i + 1}`));
  const categoryId = new Map(names.map((name, i) => [name, i + 1]));
  const insert = db.prepare(
    `INSERT INTO products (id, parent_id, type, sku, name, slug, description, short_description, regular_price, created_at) VALUES (?, NULL, 'simple', ?, ?, ?, ?, '', ?, 0)`,
  );
  const link = db.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)');
  db.transaction(() => {
    for (let id = 1; id <= n; id++) {
      const title =
        Array.from({ length: 3 + Math.floor(next() * 3) }, word).join(' ') +
        ` ${String.fromCharCode(65 + Math.floor(next() * 26))}${100 + Math.floor(next() * 900)}`;
      const description = Array.from({ length: 20 }, word).join(' ');
      insert.run(id, `SKU-${id.toString(36).toUpperCase()}-${Math.floor(next() * 1000)}`, title, `p-${id}`, description, Math.round(next() * 500));
      link.run(id, categoryId.get(category())!);
    }
  })();
  return db;
}

/** The documents the peers index: the same fields as the FTS5 index (variation SKUs with their product, categories with their parents). */
export function documentsOf(db: Db): SearchDocument[] {
  return (
    db
      .prepare(
        `SELECT p.id, p.name AS title,
      trim(p.sku || ' ' || coalesce((SELECT group_concat(v.sku, ' ') FROM products v WHERE v.parent_id = p.id), '')) AS sku,
      coalesce((WITH RECURSIVE up(id) AS (SELECT category_id FROM product_categories WHERE product_id = p.id
          UNION SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL)
        SELECT group_concat(DISTINCT c.name) FROM categories c JOIN up ON c.id = up.id), '') AS category,
      coalesce((SELECT group_concat(DISTINCT a.name) FROM product_attributes a WHERE a.product_id = p.id OR a.product_id IN (SELECT id FROM products WHERE parent_id = p.id)), '') AS attributes,
      p.short_description || ' ' || p.description AS description
    FROM products p WHERE p.type != 'variation'`,
      )
      .all() as SearchDocument[]
  ).map((doc) => ({
    ...doc,
    category: doc.category.replaceAll(',', ' '),
    attributes: doc.attributes.replaceAll(',', ' '),
    description: doc.description.replace(/<[^>]*>/g, ' '),
  }));
}
