/**
 * Seeds the catalogue on first start from the copies in demo-theme/data: the Magento Luma
 * apparel sample (configurable products with size x colour variations, gear, reviews) and
 * WooCommerce's own sample store (simple and variable products, "any" variations).
 */
import { markDescriptionsSanitized, sanitizeShopHtml } from './shop-html.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { getOption, setOption, type Db } from '../db.ts';
import { plainText, slugify } from '../html.ts';

const DATA = resolve(import.meta.dirname, '../../data');
type Row = Record<string, string>;

const readCsv = (file: string): Row[] =>
  parse(readFileSync(resolve(DATA, file)), { columns: true, bom: true, skip_empty_lines: true, relax_quotes: true }) as Row[];

export const COLOR_TINTS: Record<string, string> = {
  black: '#2b2b2e',
  blue: '#2f5fa7',
  brown: '#7a5234',
  gray: '#8c9096',
  green: '#3f8a4f',
  orange: '#e07a2e',
  purple: '#74509e',
  red: '#c23b3b',
  white: '#e9e7e2',
  yellow: '#e2c33a',
  pink: '#e48bb0',
  beige: '#d8c7a6',
  lavender: '#b9a7d9',
};

const CLOTHING_SIZES: Record<string, string> = { 'extra small': 'XS', small: 'S', medium: 'M', large: 'L', 'extra large': 'XL' };

/** Gear attributes that are data of the source shop, not of the products. */
const GEAR_SKIPPED = new Set(['visibility', 'url_key']);

class Seeder {
  private nextId = 1000;
  private slugs = new Set<string>();
  private categoryIds = new Map<string, number>();
  private productIds = new Map<string, number>();
  private insertProduct;
  private insertAttr;
  private linkCategory;
  private now = Date.now();

  constructor(readonly db: Db) {
    this.insertProduct =
      db.prepare(`INSERT INTO products (id, parent_id, type, sku, name, slug, description, short_description, regular_price, sale_price, stock, in_stock, featured, virtual, tint, menu_order, created_at)
      VALUES (@id, @parent_id, @type, @sku, @name, @slug, @description, @short_description, @regular_price, @sale_price, @stock, @in_stock, @featured, @virtual, @tint, @menu_order, @created_at)`);
    this.insertAttr = db.prepare('INSERT INTO product_attributes (product_id, taxonomy, slug, name, for_variations, position) VALUES (?, ?, ?, ?, ?, ?)');
    this.linkCategory = db.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)');
  }

  uniqueSlug(name: string): string {
    const base = slugify(name) || 'product';
    let slug = base;
    for (let n = 2; this.slugs.has(slug); n++) slug = `${base}-${n}`;
    this.slugs.add(slug);
    return slug;
  }

  /** 'Men/Tops/Hoodies & Sweatshirts' -> the leaf's id, creating the path. */
  category(path: string[]): number | undefined {
    let parent: number | null = null;
    let key = '';
    for (const name of path) {
      key += `/${name}`;
      let id = this.categoryIds.get(key);
      if (id === undefined) {
        let slug = slugify(name);
        const taken = this.db.prepare('SELECT 1 FROM categories WHERE slug = ?');
        if (taken.get(slug)) slug = slugify(`${key.split('/').slice(1, -1).join(' ')} ${name}`);
        id = Number(
          this.db
            .prepare('INSERT INTO categories (parent_id, name, slug, position) VALUES (?, ?, ?, ?)')
            .run(parent, plainText(name), slug, this.categoryIds.size).lastInsertRowid,
        );
        this.categoryIds.set(key, id);
      }
      parent = id;
    }
    return parent ?? undefined;
  }

  product(p: {
    id?: number;
    parent_id?: number | null;
    type: 'simple' | 'variable' | 'variation';
    sku: string;
    name: string;
    description?: string;
    short?: string;
    regular?: number | null;
    sale?: number | null;
    stock?: number | null;
    inStock?: boolean;
    featured?: boolean;
    virtual?: boolean;
    tint?: string;
    order?: number;
  }): number {
    const id = p.id ?? this.nextId++;
    this.insertProduct.run({
      id,
      parent_id: p.parent_id ?? null,
      type: p.type,
      sku: p.sku.trim(),
      name: plainText(p.name),
      slug: p.type === 'variation' ? null : this.uniqueSlug(plainText(p.name)),
      description: sanitizeShopHtml(p.description ?? ''),
      short_description: sanitizeShopHtml(p.short ?? ''),
      regular_price: p.regular ?? null,
      sale_price: p.sale ?? null,
      stock: p.stock ?? null,
      in_stock: p.inStock === false ? 0 : 1,
      featured: p.featured ? 1 : 0,
      virtual: p.virtual ? 1 : 0,
      tint: p.tint ?? '#8a8f98',
      menu_order: p.order ?? 0,
      created_at: this.now - (this.nextId % 400) * 3_600_000,
    });
    this.productIds.set(p.sku.toLowerCase(), id);
    return id;
  }

  /** One name per attribute term: "fabric" and "Fabric" are the same term, named as first seen. */
  private termNames = new Map<string, string>();

  attribute(productId: number, label: string, rawValue: string, forVariations: boolean, position: number): void {
    const taxonomy = `pa_${slugify(label).replace(/-/g, '_')}`;
    // One size scale for the shop: WooCommerce's sample says "Large" where Luma says "L".
    if (taxonomy === 'pa_size') rawValue = CLOTHING_SIZES[rawValue.trim().toLowerCase()] ?? rawValue;
    const slug = slugify(plainText(rawValue));
    const key = `${taxonomy}|${slug}`;
    if (!this.termNames.has(key)) this.termNames.set(key, plainText(rawValue));
    this.insertAttr.run(productId, taxonomy, slug, this.termNames.get(key)!, forVariations ? 1 : 0, position);
  }

  link(productId: number, categoryId: number | undefined): void {
    if (categoryId !== undefined) this.linkCategory.run(productId, categoryId);
  }

  idOfSku(sku: string): number | undefined {
    return this.productIds.get(sku.toLowerCase());
  }
}

const num = (v: string | undefined): number | null => (v === undefined || v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v));

function parseMagentoAttributes(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const pair of text.split(',')) {
    const eq = pair.indexOf('=');
    if (eq > 0)
      map.set(
        pair.slice(0, eq),
        pair
          .slice(eq + 1)
          .split('|')
          .filter(Boolean),
      );
  }
  return map;
}

const SKIPPED_MAGENTO_KEYS = new Set(['has_options', 'required_options', 'size', 'color', 'style_general', 'style_bottom']);

function seedLuma(s: Seeder): void {
  const rows = readCsv('configurable_products.csv');
  const children = new Map(rows.filter((r) => r.product_type === 'simple').map((r) => [r.sku!, r]));
  for (const parent of rows.filter((r) => r.product_type === 'configurable')) {
    const variations = (parent.configurable_variations ?? '')
      .split('|')
      .map((v) => parseMagentoAttributes(v))
      .filter((v) => v.get('sku'));
    const firstColor = variations[0]?.get('color')?.[0]?.toLowerCase() ?? '';
    const id = s.product({
      type: 'variable',
      sku: parent.sku!,
      name: parent.name!,
      description: parent.description,
      short: parent.short_description,
      regular: num(parent.price),
      tint: COLOR_TINTS[firstColor],
    });
    for (const path of (parent.categories ?? '').split(',')) {
      const parts = path.split('/').slice(1).filter(Boolean);
      if (parts.length > 0) s.link(id, s.category(parts));
    }
    let position = 0;
    const sizes = [...new Set(variations.map((v) => v.get('size')?.[0]).filter((v): v is string => !!v))];
    const colors = [...new Set(variations.map((v) => v.get('color')?.[0]).filter((v): v is string => !!v))];
    for (const size of sizes) s.attribute(id, 'size', size, true, 0);
    for (const color of colors) s.attribute(id, 'color', color, true, 1);
    for (const [key, values] of parseMagentoAttributes(parent.additional_attributes ?? '')) {
      if (SKIPPED_MAGENTO_KEYS.has(key)) continue;
      position++;
      for (const value of values) s.attribute(id, key, value, false, position + 1);
    }
    let order = 0;
    for (const v of variations) {
      const child = children.get(v.get('sku')![0]!);
      if (!child) continue;
      const color = v.get('color')?.[0] ?? '';
      const size = v.get('size')?.[0] ?? '';
      const vid = s.product({
        parent_id: id,
        type: 'variation',
        sku: child.sku!,
        name: `${parent.name} - ${[color, size].filter(Boolean).join(', ')}`,
        regular: num(child.price) ?? num(parent.price),
        stock: num(child.qty),
        inStock: child.is_in_stock !== '0',
        tint: COLOR_TINTS[color.toLowerCase()],
        order: order++,
      });
      if (size) s.attribute(vid, 'size', size, true, 0);
      if (color) s.attribute(vid, 'color', color, true, 1);
    }
  }
}

function seedGear(s: Seeder): void {
  const files = [
    'products_gear_bags.csv',
    'products_gear_fitness_equipment.csv',
    'products_gear_fitness_equipment_ball.csv',
    'products_gear_fitness_equipment_strap.csv',
    'products_gear_watches.csv',
  ];
  for (const file of files) {
    for (const row of readCsv(file)) {
      const id = s.product({
        type: 'simple',
        sku: row.sku!,
        name: row.name!,
        description: row.description,
        regular: num(row.price),
        sale: num(row.special_price),
        stock: num(row.qty),
        tint: '#5d6b7a',
      });
      s.link(
        id,
        s.category(
          (row.category ?? 'Gear')
            .split('\n')
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      );
      let position = 0;
      for (const [key, value] of Object.entries(row)) {
        if (['category', 'name', 'sku', 'price', 'qty', 'description', 'special_price', 'attribute_set'].includes(key) || GEAR_SKIPPED.has(key) || !value)
          continue;
        position++;
        // A strap's "6 foot" or a ball's "65 cm" is a dimension, not a clothing size.
        const label = key === 'size' ? 'dimension' : key;
        for (const v of value
          .split('\n')
          .map((x) => x.trim())
          .filter(Boolean))
          s.attribute(id, label, v, false, position);
      }
    }
  }
}

const listOf = (values: string[]) => (values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : (values[0] ?? ''));

/** A product description written from the catalogue's own data (for rows whose text is placeholder). */
export function describeFromData(name: string, categories: string, attributes: { name: string; values: string[] }[]): string {
  const kind =
    categories
      .split(',')[0]
      ?.split('>')
      .map((c) => c.trim())
      .filter(Boolean)
      .at(-1) ?? 'Clothing';
  const parts = attributes.filter((a) => a.values.length).map((a) => `${a.name.toLowerCase()}: ${listOf(a.values)}`);
  return `<p>The ${name} from our ${kind.toLowerCase()} range, made for every day and easy to care for.</p>${parts.length ? `<p>Available in ${parts.join('; ')}.</p>` : ''}`;
}

export function shortFromData(name: string, attributes: { name: string; values: string[] }[]): string {
  const colours = attributes.find((a) => /colou?r/i.test(a.name))?.values ?? [];
  return `<p>${name}${colours.length ? ` in ${listOf(colours).toLowerCase()}` : ''}.</p>`;
}

function seedWooCommerce(s: Seeder): void {
  const rows = readCsv('sample_products.csv');
  const attributes = (row: Row) =>
    [1, 2]
      .map((n) => ({
        name: row[`Attribute ${n} name`] ?? '',
        values: (row[`Attribute ${n} value(s)`] ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      }))
      .filter((a) => a.name);
  for (const row of rows) {
    const type = row.Type!.startsWith('simple') ? 'simple' : row.Type === 'variable' ? 'variable' : null;
    if (!type) continue; // grouped and external products have no cart of their own here
    if (/^(Music|Decor)\b/.test(row.Categories ?? '')) continue; // a clothing shop: no albums or posters
    const color =
      attributes(row)
        .find((a) => a.name === 'Color')
        ?.values[0]?.toLowerCase() ?? '';
    const lorem = (text: string | undefined) =>
      !text || /lorem ipsum|pellentesque|vestibulum|this is an? (simple|variable|grouped|external) product/i.test(text);
    const id = s.product({
      id: Number(row.ID),
      type,
      sku: row.SKU!,
      name: row.Name!,
      // WooCommerce's sample text is lorem ipsum: say what the product is instead, from its data.
      description: lorem(row.Description) ? describeFromData(row.Name!, row.Categories ?? '', attributes(row)) : row.Description,
      short: lorem(row['Short description']) ? shortFromData(row.Name!, attributes(row)) : row['Short description'],
      regular: num(row['Regular price']),
      sale: num(row['Sale price']),
      stock: num(row.Stock),
      inStock: row['In stock?'] !== '0',
      featured: row['Is featured?'] === '1',
      virtual: row.Type!.includes('virtual'),
      tint: COLOR_TINTS[color],
      order: -1, // WooCommerce's own sample leads the default sorting
    });
    s.link(
      id,
      s.category(
        (row.Categories ?? '')
          .split(',')[0]!
          .split('>')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    );
    attributes(row).forEach((a, position) => a.values.forEach((v) => s.attribute(id, a.name, v, type === 'variable', position)));
  }
  for (const row of rows.filter((r) => r.Type === 'variation')) {
    const parentId = s.idOfSku(row.Parent ?? '');
    if (!parentId) continue;
    const color =
      attributes(row)
        .find((a) => a.name === 'Color')
        ?.values[0]?.toLowerCase() ?? '';
    const vid = s.product({
      id: Number(row.ID),
      parent_id: parentId,
      type: 'variation',
      sku: row.SKU!,
      name: row.Name!,
      regular: num(row['Regular price']),
      sale: num(row['Sale price']),
      stock: num(row.Stock),
      inStock: row['In stock?'] !== '0',
      tint: COLOR_TINTS[color],
    });
    // An attribute the variation leaves empty is "any": it matches every value of the parent.
    const parentAttributes = s.db.prepare('SELECT DISTINCT taxonomy FROM product_attributes WHERE product_id = ? AND for_variations = 1').all(parentId) as {
      taxonomy: string;
    }[];
    const own = attributes(row);
    parentAttributes.forEach(({ taxonomy }, position) => {
      const match = own.find((a) => `pa_${slugify(a.name).replace(/-/g, '_')}` === taxonomy);
      if (match?.values[0]) s.attribute(vid, match.name, match.values[0], true, position);
    });
  }
}

function seedReviews(s: Seeder, db: Db): void {
  const insert = db.prepare('INSERT INTO reviews (product_id, rating, title, body, reviewer) VALUES (?, ?, ?, ?, ?)');
  for (const row of readCsv('products_reviews.csv')) {
    const id = s.idOfSku(row.sku ?? '');
    const rating = Number(row.rating_value);
    if (id && rating >= 1 && rating <= 5) insert.run(id, rating, row.title?.trim() ?? '', row.review ?? '', row.reviewer ?? 'Anonymous');
  }
}

/** Seeds once: a database that already has products is left as it is (carts and orders survive). */
/** Databases seeded before names were kept as plain text: decode their names once. */
function plainNames(db: Db): void {
  if (getOption(db, 'names_plain') === '1') return;
  db.transaction(() => {
    for (const table of ['products', 'categories', 'product_attributes']) {
      const rows = db.prepare(`SELECT rowid, name FROM ${table} WHERE name LIKE '%&%;%'`).all() as { rowid: number; name: string }[];
      for (const row of rows) db.prepare(`UPDATE ${table} SET name = ? WHERE rowid = ?`).run(plainText(row.name), row.rowid);
    }
    setOption(db, 'names_plain', '1');
  })();
}

export function seedIfEmpty(db: Db): boolean {
  if (getOption(db, 'seeded') === '1') {
    plainNames(db);
    return false;
  }
  db.transaction(() => {
    const s = new Seeder(db);
    seedWooCommerce(s);
    seedLuma(s);
    seedGear(s);
    seedReviews(s, db);
    setOption(db, 'seeded', '1');
    setOption(db, 'names_plain', '1');
    markDescriptionsSanitized(db);
  })();
  return true;
}
