/**
 * The filter's catalogue index, as the original backend writes it:
 * one descriptor per product and variation, built from the SQLite catalogue.
 *
 * - The index build id names the descriptors file; it changes only on a full rebuild.
 * - last_updated_date moves with every product change; the change log lets the client fetch
 *   just what changed since its cached copy.
 */
import { currencyOf, inCurrency } from '../catalogue/currencies.ts';
import { createHash } from 'node:crypto';
import type { Db } from '../db.ts';
import { getOption, setOption } from '../db.ts';

export const FILTER_NAMESPACE = 'storefront';

/** Source ids of the demo store's index (the configuration's filters refer to them). */
export const SOURCE = {
  price: 1,
  category: 2,
  color: 3,
  size: 4,
  material: 5,
  pattern: 6,
  climate: 7,
  eco: 8,
  sale: 9,
  isNew: 10,
  rating: 11,
  stock: 12,
  featured: 13,
  title: 14,
  date: 15,
  popularity: 16,
  menuOrder: 17,
  activity: 18,
  gender: 19,
  /** The prices in the currency switcher's other currencies (multicurrency.priceSources: price_EUR, price_JPY). */
  priceEUR: 20,
  priceJPY: 21,
} as const;

/** price_{CODE} → its source, for the filter configuration's multicurrency block. */
export const CURRENCY_PRICE_SOURCES: Record<string, number> = { price_EUR: SOURCE.priceEUR, price_JPY: SOURCE.priceJPY };

/** Each other currency with its price source (resolved once, not per descriptor). */
const CURRENCY_SOURCES = Object.entries(CURRENCY_PRICE_SOURCES).map(([key, source]) => ({ source, currency: currencyOf(key.slice('price_'.length)) }));

/** A dollar price under the price source and, converted, under each other currency's. */
function priceSources(price: number): Record<number, number[]> {
  const sources: Record<number, number[]> = { [SOURCE.price]: [price] };
  for (const { source, currency } of CURRENCY_SOURCES) sources[source] = [inCurrency(price, currency)];
  return sources;
}

const ATTRIBUTE_SOURCES: Record<string, number> = {
  pa_color: SOURCE.color,
  pa_size: SOURCE.size,
  pa_material: SOURCE.material,
  pa_pattern: SOURCE.pattern,
  pa_climate: SOURCE.climate,
  pa_eco_collection: SOURCE.eco,
  pa_new: SOURCE.isNew,
  pa_activity: SOURCE.activity,
  pa_gender: SOURCE.gender,
};

export type Descriptor = [number, number, Record<string, (string | number)[]>, string?];

interface ProductRecord {
  id: number;
  parent_id: number | null;
  type: string;
  name: string;
  regular_price: number | null;
  sale_price: number | null;
  stock: number | null;
  in_stock: number;
  featured: number;
  menu_order: number;
  created_at: number;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC, as WordPress stores dates. */
export function mysqlDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function indexBuildId(db: Db): string {
  let id = getOption(db, 'filter_index_build_id');
  if (!id) id = rebuildIndex(db);
  return id;
}

export function lastUpdatedDate(db: Db): string {
  return getOption(db, 'filter_last_updated') ?? (indexBuildId(db), getOption(db, 'filter_last_updated')!);
}

/** A full rebuild: a new build id (a new descriptors file), the change log emptied. */
export function rebuildIndex(db: Db): string {
  const id = createHash('sha1').update(`${Date.now()}:${Math.random()}`).digest('hex').slice(0, 12);
  db.prepare('DELETE FROM product_changes').run();
  setOption(db, 'filter_index_build_id', id);
  setOption(db, 'filter_last_updated', mysqlDate(Date.now()));
  return id;
}

/** Records a product change (price, stock, deletion) for incremental updates. */
export function recordProductChange(db: Db, productId: number, deleted = false): string {
  indexBuildId(db);
  // Strictly later than the last recorded date, even within the same second.
  const last = lastUpdatedDate(db);
  let at = mysqlDate(Date.now());
  if (at <= last) at = mysqlDate(Date.parse(`${last.replace(' ', 'T')}Z`) + 1000);
  db.prepare('INSERT INTO product_changes (product_id, changed_at, deleted) VALUES (?, ?, ?)').run(productId, at, deleted ? 1 : 0);
  setOption(db, 'filter_last_updated', at);
  return at;
}

function isInStock(p: ProductRecord): boolean {
  return p.in_stock === 1 && (p.stock === null || p.stock > 0);
}

/**
 * The shop lists variations as products of their own (the filter's single_variations_support):
 * its descriptors type every row (simple, variable, variation) and are a file of their own, with
 * a build id of their own, so a browser never mixes the two.
 */
export interface DescriptorOptions {
  singleVariations?: boolean;
}

/** The build id of the descriptors as these options shape them. */
export const descriptorsBuildId = (db: Db, { singleVariations = false }: DescriptorOptions = {}): string =>
  `${indexBuildId(db)}${singleVariations ? '-variations' : ''}`;

/** The options a descriptors build id names, or null when it is not the current build's. */
export function descriptorOptionsOf(db: Db, buildId: string): DescriptorOptions | null {
  for (const singleVariations of [false, true]) if (descriptorsBuildId(db, { singleVariations }) === buildId) return { singleVariations };
  return null;
}

/** Descriptors of the given products (all when ids is undefined), variations included. */
export function buildDescriptors(db: Db, ids?: number[], { singleVariations = false }: DescriptorOptions = {}): Record<string, Descriptor> {
  // The given products and their variations (a JSON array bound once: no limit on how many).
  const where = ids ? 'WHERE p.id IN (SELECT value FROM json_each(@ids)) OR p.parent_id IN (SELECT value FROM json_each(@ids))' : '';
  const products = db
    .prepare(
      `SELECT p.id, p.parent_id, p.type, p.name, p.regular_price, p.sale_price, p.stock, p.in_stock, p.featured, p.menu_order, p.created_at FROM products p ${where} ORDER BY COALESCE(p.parent_id, p.id), p.parent_id IS NOT NULL, p.id`,
    )
    .all(ids ? { ids: JSON.stringify(ids) } : {}) as ProductRecord[];
  const facts = productFacts(db, ids ? products.flatMap((p) => (p.parent_id === null ? [p.id] : [p.id, p.parent_id])) : undefined);
  // Plain loops, no closure per row: the demo's server re-reads the catalogue after a change.
  const variationTaxonomies = new Map<number, string[]>();
  const out: Record<string, Descriptor> = {};
  for (const p of products) {
    const price = p.sale_price ?? p.regular_price;
    const stock = isInStock(p) ? 'instock' : 'outofstock';
    const attributes = facts.attributes.get(p.id) ?? [];
    if (p.type === 'variation' && p.parent_id !== null) {
      const own: Record<string, (string | number)[]> = { [SOURCE.stock]: [stock] };
      if (price !== null) Object.assign(own, priceSources(price));
      if (p.sale_price !== null) own[SOURCE.sale] = ['yes'];
      let taxonomies = variationTaxonomies.get(p.parent_id);
      if (!taxonomies) variationTaxonomies.set(p.parent_id, (taxonomies = taxonomiesForVariations(facts.attributes.get(p.parent_id) ?? [])));
      for (const taxonomy of taxonomies) {
        const source = ATTRIBUTE_SOURCES[taxonomy];
        if (source === undefined) continue;
        const slugs: string[] = [];
        for (const a of attributes) if (a.taxonomy === taxonomy) slugs.push(a.slug);
        own[source] = slugs.length > 0 ? slugs : ['']; // '' = "any"
      }
      out[p.id] = singleVariations ? [p.id, p.parent_id, own, 'variation'] : [p.id, p.parent_id, own];
      continue;
    }
    const reviews = facts.reviews.get(p.id);
    const sources: Record<string, (string | number)[]> = {
      [SOURCE.category]: facts.categories.get(p.id) ?? [],
      [SOURCE.stock]: [stock],
      [SOURCE.featured]: [p.featured ? 1 : 0],
      [SOURCE.title]: [p.name],
      [SOURCE.date]: [Math.floor(p.created_at / 1000)],
      [SOURCE.popularity]: [reviews?.n ?? 0],
      [SOURCE.menuOrder]: [p.menu_order],
    };
    if (price !== null) Object.assign(sources, priceSources(price));
    if (reviews) sources[SOURCE.rating] = [Math.round(reviews.avg)];
    let onSale = p.sale_price !== null;
    for (const a of attributes) {
      if (a.taxonomy === 'pa_sale' && (a.slug === 'yes' || a.slug === '1')) onSale = true;
      const source = ATTRIBUTE_SOURCES[a.taxonomy];
      if (source !== undefined) (sources[source] ??= []).push(a.slug);
    }
    sources[SOURCE.sale] = [onSale ? 'yes' : 'no'];
    out[p.id] = [p.id, p.id, sources, p.type === 'variable' ? 'variable' : 'simple'];
  }
  return out;
}

interface AttributeRecord {
  product_id: number;
  taxonomy: string;
  slug: string;
  for_variations: number;
}

/** The taxonomies a variable product's variations are chosen by, each once, in order. */
function taxonomiesForVariations(parentAttributes: AttributeRecord[]): string[] {
  const out: string[] = [];
  for (const a of parentAttributes) if (a.for_variations && !out.includes(a.taxonomy)) out.push(a.taxonomy);
  return out;
}

/** Attributes, categories (with their ancestors) and reviews of these products (all when undefined). */
function productFacts(db: Db, productIds: number[] | undefined) {
  const only = productIds ? 'WHERE product_id IN (SELECT value FROM json_each(@ids))' : '';
  const bound = productIds ? { ids: JSON.stringify([...new Set(productIds)]) } : {};
  const attributes = new Map<number, AttributeRecord[]>();
  for (const a of db.prepare(`SELECT product_id, taxonomy, slug, for_variations FROM product_attributes ${only}`).all(bound) as AttributeRecord[]) {
    const list = attributes.get(a.product_id);
    if (list) list.push(a);
    else attributes.set(a.product_id, [a]);
  }
  const parents = new Map<number, number | null>();
  for (const c of db.prepare('SELECT id, parent_id FROM categories').all() as { id: number; parent_id: number | null }[]) parents.set(c.id, c.parent_id);
  const categories = new Map<number, number[]>();
  for (const row of db.prepare(`SELECT product_id, category_id FROM product_categories ${only}`).all(bound) as { product_id: number; category_id: number }[]) {
    let list = categories.get(row.product_id);
    if (!list) categories.set(row.product_id, (list = []));
    // The category and its ancestors, each once (a cycle in bad data stops at a repeat).
    for (let c: number | null | undefined = row.category_id; c !== null && c !== undefined && !list.includes(c); c = parents.get(c)) list.push(c);
  }
  const reviews = new Map<number, { avg: number; n: number }>();
  for (const r of db.prepare(`SELECT product_id, AVG(rating) AS avg, COUNT(*) AS n FROM reviews ${only} GROUP BY product_id`).all(bound) as {
    product_id: number;
    avg: number;
    n: number;
  }[])
    reviews.set(r.product_id, r);
  return { attributes, categories, reviews };
}

/** What changed between two dates: ids deleted, and the descriptors of those changed. */
export function changesBetween(
  db: Db,
  dateStart: string | undefined,
  dateEnd: string | undefined,
  options: DescriptorOptions = {},
): { deleted: number[]; descriptors: Record<string, Descriptor> } {
  const rows = db
    .prepare('SELECT product_id, deleted FROM product_changes WHERE changed_at > ? AND changed_at <= ? ORDER BY changed_at')
    .all(dateStart ?? '', dateEnd ?? '9999') as { product_id: number; deleted: number }[];
  const latest = new Map<number, boolean>();
  for (const r of rows) latest.set(r.product_id, r.deleted === 1);
  const deleted = [...latest].filter(([, d]) => d).map(([id]) => id);
  const changed = [...latest].filter(([, d]) => !d).map(([id]) => id);
  // A changed variation reports its whole product (the parent and all its variations).
  const parentIds = changed
    .map((id) => (db.prepare('SELECT COALESCE(parent_id, id) AS id FROM products WHERE id = ?').get(id) as { id: number } | undefined)?.id)
    .filter((id): id is number => id !== undefined);
  return { deleted, descriptors: parentIds.length ? buildDescriptors(db, [...new Set(parentIds)], options) : {} };
}
