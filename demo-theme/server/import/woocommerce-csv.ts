/**
 * Imports a catalogue in WooCommerce's product CSV format (the columns of its exporter and
 * importer: ID, Type, SKU, Name, Published, Is featured?, Short description, Description,
 * In stock?, Stock, Sold individually?, Sale price, Regular price, Categories ("A > B, C"),
 * Parent ("id:12" or a SKU), Attribute N name / value(s) / visible / global) into the store's
 * database: simple and variable products and their variations. Every row that is not imported
 * is reported with its reason; nothing half-imported is left behind (one transaction per row).
 */
import { sanitizeShopHtml } from '../catalogue/shop-html.ts';
import { parse } from 'csv-parse/sync';
import type { Db } from '../db.ts';
import { recordProductChange, rebuildIndex } from '../filter/filter-index.ts';
import { plainText, slugify } from '../html.ts';
import { COLOR_TINTS } from '../catalogue/seed.ts';

export interface ImportReport {
  imported: { simple: number; variable: number; variation: number };
  skipped: { row: number; ref: string; reason: string }[];
}

type Row = Record<string, string>;

const number = (v: string | undefined): number | null | 'invalid' => {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v.trim());
  return Number.isFinite(n) && n >= 0 ? n : 'invalid';
};
const yes = (v: string | undefined) => v === '1' || v?.toLowerCase() === 'yes' || v?.toLowerCase() === 'true';

function attributesOf(row: Row): { name: string; values: string[] }[] {
  const out: { name: string; values: string[] }[] = [];
  for (let n = 1; row[`Attribute ${n} name`] !== undefined; n++) {
    const name = plainText(row[`Attribute ${n} name`] ?? '');
    const values = (row[`Attribute ${n} value(s)`] ?? '')
      .split(',')
      .map((v) => plainText(v))
      .filter(Boolean);
    if (name) out.push({ name, values });
  }
  return out;
}

const taxonomyOf = (label: string) => `pa_${slugify(label).replace(/-/g, '_')}`;

class CatalogueWriter {
  private categoryStmt;
  constructor(private readonly db: Db) {
    this.categoryStmt = db.prepare('SELECT id FROM categories WHERE name = ? AND parent_id IS ?');
  }

  /** 'Clothing > Tops' -> the leaf's id, creating what is missing. */
  categoryPath(path: string): number | null {
    let parent: number | null = null;
    for (const raw of path
      .split('>')
      .map((p) => plainText(p))
      .filter(Boolean)) {
      const found = this.categoryStmt.get(raw, parent) as { id: number } | undefined;
      if (found) {
        parent = found.id;
        continue;
      }
      let slug = slugify(raw) || 'category';
      for (let n = 2; this.db.prepare('SELECT 1 FROM categories WHERE slug = ?').get(slug); n++) slug = `${slugify(raw)}-${n}`;
      parent = Number(
        this.db.prepare('INSERT INTO categories (parent_id, name, slug, position) VALUES (?, ?, ?, (SELECT COUNT(*) FROM categories))').run(parent, raw, slug)
          .lastInsertRowid,
      );
    }
    return parent;
  }

  uniqueSlug(name: string): string {
    const base = slugify(name) || 'product';
    let slug = base;
    for (let n = 2; this.db.prepare('SELECT 1 FROM products WHERE slug = ?').get(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  /** A term keeps the name it was first given ("fabric" and "Fabric" are one term). */
  attribute(productId: number, label: string, value: string, forVariations: boolean, position: number): void {
    const taxonomy = taxonomyOf(label);
    const slug = slugify(value);
    const existing = this.db.prepare('SELECT name FROM product_attributes WHERE taxonomy = ? AND slug = ? LIMIT 1').get(taxonomy, slug) as
      { name: string } | undefined;
    this.db
      .prepare('INSERT INTO product_attributes (product_id, taxonomy, slug, name, for_variations, position) VALUES (?, ?, ?, ?, ?, ?)')
      .run(productId, taxonomy, slug, existing?.name ?? value, forVariations ? 1 : 0, position);
  }
}

export function importWooCommerceCsv(db: Db, csv: string | Buffer): ImportReport {
  const report: ImportReport = { imported: { simple: 0, variable: 0, variation: 0 }, skipped: [] };
  let rows: Row[];
  try {
    rows = parse(csv, { columns: true, bom: true, skip_empty_lines: true, relax_quotes: true, relax_column_count: true }) as Row[];
  } catch (error) {
    report.skipped.push({
      row: 0,
      ref: 'file',
      reason: `The file is not a readable CSV: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    });
    return report;
  }
  if (rows.length > 0 && (rows[0]!.Type === undefined || rows[0]!.Name === undefined)) {
    report.skipped.push({ row: 0, ref: 'file', reason: 'The columns are not WooCommerce\'s product CSV (no "Type" and "Name" columns).' });
    return report;
  }
  const writer = new CatalogueWriter(db);
  const idOfRef = new Map<string, number>(); // 'id:<csv id>' and SKUs -> store ids
  const insert =
    db.prepare(`INSERT INTO products (id, parent_id, type, sku, name, slug, description, short_description, regular_price, sale_price, stock, in_stock, featured, tint, menu_order, created_at, sold_individually)
    VALUES (@id, @parent_id, @type, @sku, @name, @slug, @description, @short_description, @regular_price, @sale_price, @stock, @in_stock, @featured, @tint, @menu_order, @created_at, @sold_individually)`);
  const now = Date.now();
  // Parents first, so every variation finds its product whatever the file's order.
  const order = rows.map((row, i) => ({ row, line: i + 2 })).sort((a, b) => Number(a.row.Type === 'variation') - Number(b.row.Type === 'variation'));
  for (const { row, line } of order) {
    const ref = row.SKU?.trim() || (row.ID ? `id:${row.ID}` : `row ${line}`);
    const skip = (reason: string) => void report.skipped.push({ row: line, ref, reason });
    const type = (row.Type ?? '').split(',').map((t) => t.trim());
    const kind = type.includes('variation') ? 'variation' : type.includes('variable') ? 'variable' : type.includes('simple') ? 'simple' : null;
    if (!kind) {
      skip(`Type "${row.Type ?? ''}" is not sold here (simple, variable and variation products are).`);
      continue;
    }
    const name = plainText(row.Name ?? '');
    if (!name) {
      skip('No name.');
      continue;
    }
    if (row.Published === '-1' || row.Published === '0') {
      skip('Not published (draft or private).');
      continue;
    }
    const regular = number(row['Regular price']);
    const sale = number(row['Sale price']);
    const stock = number(row.Stock);
    if (regular === 'invalid' || sale === 'invalid') {
      skip('The price is not a number.');
      continue;
    }
    if (stock === 'invalid' || (stock !== null && !Number.isInteger(stock))) {
      skip('The stock is not a whole number.');
      continue;
    }
    const csvId = row.ID && /^\d+$/.test(row.ID.trim()) ? Number(row.ID.trim()) : null;
    if (csvId !== null && (csvId > 0xffff_ffff || db.prepare('SELECT 1 FROM products WHERE id = ?').get(csvId))) {
      skip(csvId > 0xffff_ffff ? `ID ${csvId} is above 4294967295.` : `ID ${csvId} is already used by another product.`);
      continue;
    }
    const sku = row.SKU?.trim() ?? '';
    if (sku && db.prepare('SELECT 1 FROM products WHERE lower(sku) = lower(?)').get(sku)) {
      skip(`SKU "${sku}" is already used by another product.`);
      continue;
    }
    let parentId: number | null = null;
    if (kind === 'variation') {
      const parentRef = (row.Parent ?? '').trim();
      parentId =
        idOfRef.get(parentRef.toLowerCase()) ??
        (/^id:\d+$/.test(parentRef)
          ? (db.prepare("SELECT id FROM products WHERE id = ? AND type = 'variable'").get(Number(parentRef.slice(3))) as { id: number } | undefined)?.id
          : (db.prepare("SELECT id FROM products WHERE lower(sku) = lower(?) AND type = 'variable'").get(parentRef) as { id: number } | undefined)?.id) ??
        null;
      if (parentId === null) {
        skip(`Its parent "${parentRef}" is not a variable product in the file or the store.`);
        continue;
      }
    }
    const attributes = attributesOf(row);
    const colour = attributes.find((a) => /colou?r/i.test(a.name))?.values[0]?.toLowerCase() ?? '';
    db.transaction(() => {
      const id = Number(
        insert.run({
          id: csvId,
          parent_id: parentId,
          type: kind,
          sku,
          name,
          slug: kind === 'variation' ? null : writer.uniqueSlug(name),
          description: sanitizeShopHtml(row.Description ?? ''),
          short_description: sanitizeShopHtml(row['Short description'] ?? ''),
          regular_price: regular,
          sale_price: sale,
          stock,
          in_stock: row['In stock?'] === '0' ? 0 : 1,
          featured: yes(row['Is featured?']) ? 1 : 0,
          tint: COLOR_TINTS[colour] ?? '#8a8f98',
          menu_order: Number(row.Position) || 0,
          created_at: now,
          sold_individually: yes(row['Sold individually?']) ? 1 : 0,
        }).lastInsertRowid,
      );
      if (csvId !== null) idOfRef.set(`id:${csvId}`, id);
      if (sku) idOfRef.set(sku.toLowerCase(), id);
      if (kind === 'variation') {
        // The variation's own value per parent attribute; an empty one is "any".
        const parentAttributes = db.prepare('SELECT DISTINCT taxonomy FROM product_attributes WHERE product_id = ? AND for_variations = 1').all(parentId) as {
          taxonomy: string;
        }[];
        parentAttributes.forEach(({ taxonomy }, position) => {
          const own = attributes.find((a) => taxonomyOf(a.name) === taxonomy);
          if (own?.values[0]) writer.attribute(id, own.name, own.values[0], true, position);
        });
      } else {
        for (const path of (row.Categories ?? '')
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)) {
          const category = writer.categoryPath(path);
          if (category !== null) db.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)').run(id, category);
        }
        attributes.forEach((a, position) => a.values.forEach((v) => writer.attribute(id, a.name, v, kind === 'variable', position)));
      }
      recordProductChange(db, id);
      report.imported[kind]++;
    })();
  }
  // New products and terms: a new index build (the filter's descriptors file and configuration).
  if (report.imported.simple + report.imported.variable + report.imported.variation > 0) rebuildIndex(db);
  return report;
}

export function formatReport(report: ImportReport): string {
  const { simple, variable, variation } = report.imported;
  const lines = [`Imported ${simple} simple, ${variable} variable product(s) and ${variation} variation(s).`];
  if (report.skipped.length > 0) {
    lines.push(`Skipped ${report.skipped.length} row(s):`);
    for (const s of report.skipped) lines.push(`  ${s.row ? `row ${s.row}` : 'file'} (${s.ref}): ${s.reason}`);
  }
  return lines.join('\n');
}
