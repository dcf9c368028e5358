/**
 * Searching the catalogue: the shopper's words as a prefix query over the full-text index; when
 * that finds fewer products than the suggestions show, the words of 4+ letters are also tried
 * as their corrections (one edit away). Hits are ranked (shared/engine/search/rank.ts);
 * categories and pages are matched on their names with the same words.
 */
import { ftsQuery } from '../../../shared/engine/search/fts-query.ts';
import { rankHits, skuKey, FIELD_WEIGHTS, type SearchHit } from '../../../shared/engine/search/rank.ts';
import { queryWords } from '../../../shared/engine/search/tokens.ts';
import type { Db } from '../db.ts';
import { searchIndex, SEARCHABLE_PAGES } from './search-index.ts';

export interface ProductHit extends SearchHit {
  /** The variation whose SKU matched (its parent is `id`), or null for the product itself. */
  variationId: number | null;
}

export interface SearchOutcome {
  products: ProductHit[];
  /** Every matching product (the 'more products' count). */
  total: number;
  categories: { id: number; name: string }[];
  pages: { title: string; url: string }[];
}

/** Candidates ranked per query: enough for the results page's first pages. */
const CANDIDATES = 500;
const WEIGHTS = Object.values(FIELD_WEIGHTS).join(', ');

interface Row { kind: string; ref: number; title: string; sku: string; score: number }

function run(db: Db, match: string, kinds: string[], limit: number): Row[] {
  try {
    return db.prepare(`SELECT kind, ref, title, sku, bm25(search_docs, ${WEIGHTS}) AS score FROM search_docs
      WHERE search_docs MATCH ? AND kind IN (${kinds.map(() => '?').join(', ')}) ORDER BY score LIMIT ?`).all(match, ...kinds, limit) as Row[];
  } catch {
    return []; // a query FTS5 cannot read (it cannot happen with quoted words; never a 500)
  }
}

/**
 * Product hits from rows. A variation stands for itself (under its parent's id) only when the
 * query is the beginning of its SKU — a shopper typing a SKU; its SKU's words ('woo-hoodie-red')
 * matching ordinary words ('hood') do not make it a hit. Its title is left out of the ranking:
 * the SKU is what matched.
 */
function productHits(db: Db, rows: Row[], sales: Map<number, number>, corrected: boolean, query: string): ProductHit[] {
  const parentOf = db.prepare('SELECT parent_id FROM products WHERE id = ?');
  const wanted = skuKey(query);
  return rows.flatMap((row): ProductHit[] => {
    if (row.kind !== 'variation') return [{ id: row.ref, variationId: null, title: row.title, sku: row.sku, bm25: row.score, sales: sales.get(row.ref) ?? 0, corrected }];
    if (wanted.length < 3 || !skuKey(row.sku).startsWith(wanted)) return [];
    const { parent_id } = parentOf.get(row.ref) as { parent_id: number };
    return [{ id: parent_id, variationId: row.ref, title: '', sku: row.sku, bm25: row.score, sales: sales.get(row.ref) ?? 0, corrected }];
  });
}

export function searchCatalogue(db: Db, query: string, options: { productLimit?: number } = {}): SearchOutcome {
  const productLimit = options.productLimit ?? 7;
  const { words, lastIsPrefix } = queryWords(query);
  if (words.length === 0) return { products: [], total: 0, categories: [], pages: [] };
  const index = searchIndex(db);
  const exact = ftsQuery(words);
  let rows = run(db, exact, ['product', 'variation'], CANDIDATES);
  let hits = productHits(db, rows, index.sales, false, query);
  let corrections = new Map<string, string[]>();
  let nameRows = run(db, exact, ['product_cat', 'page'], 20);

  if (hits.length < productLimit) {
    corrections = new Map(words.map((word, i) => [word, index.vocabulary.corrections(word, lastIsPrefix && i === words.length - 1)]));
    if ([...corrections.values()].some((list) => list.length > 0)) {
      const corrected = ftsQuery(words, corrections);
      const seen = new Set(rows.map((row) => `${row.kind}:${row.ref}`));
      rows = run(db, corrected, ['product', 'variation'], CANDIDATES).filter((row) => !seen.has(`${row.kind}:${row.ref}`));
      hits = hits.concat(productHits(db, rows, index.sales, true, query));
      if (nameRows.length === 0) nameRows = run(db, corrected, ['product_cat', 'page'], 20);
    }
  }

  // One entry per product: a product found both itself and through a variation's SKU keeps the better.
  const ranked = rankHits(hits, query, corrections);
  const seenProducts = new Set<number>();
  const products = ranked.filter((hit) => {
    const key = hit.variationId ?? -hit.id;
    if (seenProducts.has(key) || (hit.variationId === null && seenProducts.has(-hit.id))) return false;
    seenProducts.add(key);
    if (hit.variationId === null) seenProducts.add(-hit.id);
    return true;
  });
  const categories = nameRows.filter((row) => row.kind === 'product_cat').map((row) => ({ id: row.ref, name: row.title }));
  const pages = nameRows.filter((row) => row.kind === 'page').map((row) => SEARCHABLE_PAGES[row.ref]!).filter(Boolean);
  return { products, total: new Set(products.map((hit) => hit.id)).size, categories, pages };
}
