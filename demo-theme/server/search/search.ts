/**
 * Searching the catalogue: the shopper's words as a prefix query over the full-text index; when
 * that finds fewer products than the suggestions show, the words are also tried as their
 * corrections (one edit away). Hits are ranked (ranking/rank.ts); a variation is
 * listed when the query begins its SKU or names every one of its attribute values (with words
 * of its product); categories and pages are matched on their names with the same words.
 */
import { ftsQuery } from './ranking/fts-query.ts';
import { rankHits, FIELD_WEIGHTS, type SearchHit } from './ranking/rank.ts';
import { queryWords } from './ranking/tokens.ts';
import { namesEveryValue, skuBeginsWith } from './ranking/variation-suggestions.ts';
import type { Db } from '../db.ts';
import { searchIndex, SEARCHABLE_PAGES } from './search-index.ts';

export interface ProductHit extends SearchHit {
  /** The variation that matched (its parent is `id`), or null for the product itself. */
  variationId: number | null;
}

export interface SearchOutcome {
  products: ProductHit[];
  /** Every matching product (the 'more products' count). */
  total: number;
  categories: { id: number; name: string }[];
  pages: { title: string; url: string }[];
}

/**
 * Hits ranked per query (best by the index's BM25 first): the suggestions show 7, so 100 leave
 * room for the exact-match boosts to reorder; the results page asks for more.
 */
const SUGGESTION_CANDIDATES = 100;
const WEIGHTS = Object.values(FIELD_WEIGHTS).join(', ');

/** Queries FTS5 cannot read give nothing (they cannot happen with quoted words; never a 500). */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function productRows(db: Db, match: string, limit: number): { id: number; score: number }[] {
  return safely(
    () =>
      db
        .prepare(`SELECT rowid AS id, bm25(search_products, ${WEIGHTS}) AS score FROM search_products WHERE search_products MATCH ? ORDER BY score LIMIT ?`)
        .all(match, limit) as { id: number; score: number }[],
    [],
  );
}

function countProducts(db: Db, match: string): number {
  return safely(() => (db.prepare('SELECT count(*) AS n FROM search_products WHERE search_products MATCH ?').get(match) as { n: number }).n, 0);
}

function hitsOf(db: Db, rows: { id: number; score: number }[], sales: Map<number, number>, corrected: boolean): ProductHit[] {
  const read = db.prepare('SELECT name, sku FROM products WHERE id = ?');
  return rows.map((row) => {
    const product = read.get(row.id) as { name: string; sku: string };
    return { id: row.id, variationId: null, title: product.name, sku: product.sku, bm25: row.score, sales: sales.get(row.id) ?? 0, corrected };
  });
}

/**
 * Variations whose SKU begins with the query (a shopper typing a SKU, 3+ characters; its words
 * — 'woo-hoodie-red' — matching ordinary words like 'hood' do not count; ranked by the SKU
 * alone), and variations whose every attribute value the query names beside words of their
 * product (ranked by their full name, 'Chaz Kangeroo Hoodie - Black, XS', so the exact choice
 * comes before its product).
 */
function variationHits(db: Db, match: string, query: string, sales: Map<number, number>): ProductHit[] {
  const { words, lastIsPrefix } = queryWords(query);
  const rows = safely(
    () =>
      db
        .prepare(
          `SELECT v.rowid AS id, v.sku, p.parent_id, p.name, bm25(search_variations, ${FIELD_WEIGHTS.sku}, ${FIELD_WEIGHTS.title}, ${FIELD_WEIGHTS.attributes}) AS score FROM search_variations v JOIN products p ON p.id = v.rowid WHERE search_variations MATCH ? ORDER BY score LIMIT 200`,
        )
        .all(match) as { id: number; sku: string; parent_id: number; name: string; score: number }[],
    [],
  );
  const valuesOf = db.prepare('SELECT name FROM product_attributes WHERE product_id = ?').pluck();
  const hits: ProductHit[] = [];
  for (const row of rows) {
    const bySku = skuBeginsWith(row.sku, query);
    if (!bySku && !namesEveryValue(words, lastIsPrefix, valuesOf.all(row.id) as string[])) continue;
    hits.push({
      id: row.parent_id,
      variationId: row.id,
      title: bySku ? '' : row.name,
      sku: row.sku,
      bm25: row.score,
      sales: sales.get(row.id) ?? 0,
      corrected: false,
    });
  }
  return hits;
}

function nameRows(db: Db, match: string): { kind: string; ref: number; title: string }[] {
  return safely(
    () =>
      db.prepare('SELECT kind, ref, title FROM search_names WHERE search_names MATCH ? ORDER BY rank LIMIT 20').all(match) as {
        kind: string;
        ref: number;
        title: string;
      }[],
    [],
  );
}

export function searchCatalogue(db: Db, query: string, options: { productLimit?: number; candidates?: number } = {}): SearchOutcome {
  const productLimit = options.productLimit ?? 7;
  const candidates = options.candidates ?? SUGGESTION_CANDIDATES;
  const { words, lastIsPrefix } = queryWords(query);
  if (words.length === 0) return { products: [], total: 0, categories: [], pages: [] };
  const index = searchIndex(db);
  const exact = ftsQuery(words);
  let match = exact;
  let rows = productRows(db, exact, candidates);
  let hits = hitsOf(db, rows, index.sales, false);
  let names = nameRows(db, exact);
  let corrections = new Map<string, string[]>();

  if (rows.length < productLimit) {
    corrections = new Map(words.map((word, i) => [word, index.vocabulary.corrections(word, lastIsPrefix && i === words.length - 1)]));
    if ([...corrections.values()].some((list) => list.length > 0)) {
      match = ftsQuery(words, corrections);
      const seen = new Set(rows.map((row) => row.id));
      rows = productRows(db, match, candidates).filter((row) => !seen.has(row.id));
      hits = hits.concat(hitsOf(db, rows, index.sales, true));
      if (names.length === 0) names = nameRows(db, match);
    }
  }
  hits = hits.concat(variationHits(db, exact, query, index.sales));

  const products = rankHits(hits, query, corrections);
  const matched = new Set(products.map((hit) => hit.id)).size;
  // Every matching product: counted by the index only when the candidates were cut off.
  const productRowsFound = hits.filter((hit) => hit.variationId === null).length;
  const total = productRowsFound < candidates ? matched : Math.max(matched, countProducts(db, match));
  return {
    products,
    total,
    categories: names.filter((row) => row.kind === 'product_cat').map((row) => ({ id: row.ref, name: row.title })),
    pages: names
      .filter((row) => row.kind === 'page')
      .map((row) => SEARCHABLE_PAGES[row.ref]!)
      .filter(Boolean),
  };
}
