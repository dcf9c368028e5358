/**
 * Searching the catalogue: the shopper's words as groups of alternatives (ranking/query-forms.ts:
 * the word, its stem, its synonyms, neighbours written as one) over the full-text index, every
 * group required and each alternative a prefix; when that finds fewer products than the
 * suggestions show, each word that no product's name, SKU, categories or attributes hold is also tried as its corrections
 * (one edit away); when no product has all the words, the relaxed search finds those that match
 * most of them (all but one, then all but two, … down to half), the most first, so a query with one word the shop does not use is never a dead end. Hits are ranked (ranking/rank.ts); a variation is listed when the query
 * begins its SKU or names every one of its attribute values (with words of its product);
 * categories and pages are matched on their names with the same words. When nothing matches at
 * all, the closest words of the index make a "Did you mean" suggestion, offered only when it
 * finds products.
 */
import { ftsQuery, groupQuery } from './ranking/fts-query.ts';
import { wordGroups, type WordGroups } from './ranking/query-forms.ts';
import { rankHits, FIELD_WEIGHTS, type SearchHit } from './ranking/rank.ts';
import { queryWords } from './ranking/tokens.ts';
import { namesEveryValue, skuBeginsWith } from './ranking/variation-suggestions.ts';
import type Database from 'better-sqlite3';
import type { Db } from '../db.ts';
import { searchIndex, SEARCHABLE_PAGES, type SearchIndex } from './search-index.ts';
import { shopSynonyms } from './search-synonyms.ts';

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
  /** When nothing matched: the query with its words as the index knows them, which does find products. */
  didYouMean: string | null;
}

/**
 * Hits ranked per query (best by the index's BM25 first): the suggestions show 7, so 100 leave
 * room for the exact-match boosts to reorder; the results page asks for more.
 */
const SUGGESTION_CANDIDATES = 100;
const WEIGHTS = Object.values(FIELD_WEIGHTS).join(', ');

/** A query's words searched for, at most. */
const MAX_QUERY_WORDS = 10;

/** The relaxed search tries at most this many combinations of the words. */
const RELAXED_QUERIES = 40;

/** Statements prepared once per database (preparing an FTS5 query costs as much as running it). */
type Statement = Database.Statement<unknown[]>;
const prepared = new WeakMap<Db, Map<string, Statement>>();
function statement(db: Db, sql: string): Statement {
  let cache = prepared.get(db);
  if (!cache) prepared.set(db, (cache = new Map()));
  let found = cache.get(sql);
  if (!found) cache.set(sql, (found = db.prepare<unknown[]>(sql)));
  return found;
}

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
      statement(
        db,
        `SELECT rowid AS id, bm25(search_products, ${WEIGHTS}) AS score FROM search_products WHERE search_products MATCH ? ORDER BY score LIMIT ?`,
      ).all(match, limit) as { id: number; score: number }[],
    [],
  );
}

function matchesAny(db: Db, match: string): boolean {
  return safely(() => statement(db, 'SELECT 1 FROM search_products WHERE search_products MATCH ? LIMIT 1').get(match) !== undefined, false);
}

function countProducts(db: Db, match: string): number {
  return safely(() => (statement(db, 'SELECT count(*) AS n FROM search_products WHERE search_products MATCH ?').get(match) as { n: number }).n, 0);
}

function hitsOf(db: Db, rows: { id: number; score: number }[], sales: Map<number, number>, corrected: boolean): ProductHit[] {
  const read = statement(db, 'SELECT name, sku FROM products WHERE id = ?');
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
      statement(
        db,
        `SELECT v.rowid AS id, p.sku, p.parent_id, p.name, bm25(search_variations, ${FIELD_WEIGHTS.sku}, ${FIELD_WEIGHTS.title}, ${FIELD_WEIGHTS.attributes}) AS score FROM search_variations v JOIN products p ON p.id = v.rowid WHERE search_variations MATCH ? ORDER BY score LIMIT 200`,
      ).all(match) as { id: number; sku: string; parent_id: number; name: string; score: number }[],
    [],
  );
  const valuesOf = statement(db, 'SELECT name FROM product_attributes WHERE product_id = ?');
  const hits: ProductHit[] = [];
  for (const row of rows) {
    const bySku = skuBeginsWith(row.sku, query);
    if (
      !bySku &&
      !namesEveryValue(
        words,
        lastIsPrefix,
        (valuesOf.all(row.id) as { name: string }[]).map((value) => value.name),
      )
    )
      continue;
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

function nameRows(db: Db, match: string): { kind: string; ref: number }[] {
  return safely(
    () => statement(db, 'SELECT kind, ref FROM search_names WHERE search_names MATCH ? ORDER BY rank LIMIT 20').all(match) as { kind: string; ref: number }[],
    [],
  );
}

/**
 * The relaxed search: products with all the words but one, then all but two, … down to half of
 * them, each level only while fewer than `enough` products were found. Each level asks for every
 * combination of the words it keeps (AND queries stay selective where one OR over every word
 * would rank thousands of products), at most RELAXED_QUERIES in all.
 */
function partialHits(db: Db, groups: WordGroups, sales: Map<number, number>, seen: Set<number>, enough: number, candidates: number): ProductHit[] {
  const hits: ProductHit[] = [];
  const found = new Set(seen);
  let queries = 0;
  for (let keep = groups.length - 1; keep >= Math.max(1, Math.ceil(groups.length / 2)) && hits.length < enough; keep--) {
    for (const kept of combinations(groups.length, keep)) {
      if (queries++ >= RELAXED_QUERIES) return hits;
      const rows = productRows(db, ftsQuery(kept.map((at) => groups[at]!)), candidates).filter((row) => !found.has(row.id));
      for (const row of rows) found.add(row.id);
      hits.push(...hitsOf(db, rows, sales, false).map((hit) => ({ ...hit, missing: groups.length - keep })));
    }
  }
  return hits;
}

/** Every choice of k of the positions 0…n−1, in order. */
function* combinations(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) return yield [];
  for (let first = from; first <= n - k; first++) for (const rest of combinations(n, k - 1, first + 1)) yield [first, ...rest];
}

/** The query with each word that matches nothing replaced by the closest word of the index, or null. */
function closestQuery(db: Db, index: SearchIndex, words: string[]): string | null {
  const known = (word: string) => matchesAny(db, groupQuery([word]));
  const replaced = words.map((word) => (known(word) ? word : (index.vocabulary.closest(word) ?? word)));
  return replaced.some((word, i) => word !== words[i]) ? replaced.join(' ') : null;
}

export function searchCatalogue(db: Db, query: string, options: { productLimit?: number; candidates?: number; suggest?: boolean } = {}): SearchOutcome {
  const productLimit = options.productLimit ?? 7;
  const candidates = options.candidates ?? SUGGESTION_CANDIDATES;
  const typed = queryWords(query);
  // Words past the tenth narrow nothing a shopper meant and would only cost time.
  const words = typed.words.slice(0, MAX_QUERY_WORDS);
  const lastIsPrefix = typed.lastIsPrefix && words.length === typed.words.length;
  if (words.length === 0) return { products: [], total: 0, categories: [], pages: [], didYouMean: null };
  const index = searchIndex(db);
  const synonyms = shopSynonyms(db, index.stem);
  let groups = wordGroups(words, index.stem, synonyms, { lastIsPrefix });
  const exact = ftsQuery(groups);
  let match = exact;
  let rows = productRows(db, exact, candidates);
  let hits = hitsOf(db, rows, index.sales, false);
  let names = nameRows(db, exact);
  let corrections = new Map<string, string[]>();
  if (rows.length < productLimit) {
    // A word no product's name, SKU, categories or attributes hold (in any of its forms) may be a
    // typo ('kangaroo' is only in descriptions; 'Kangeroo' is a name); the others are left as typed.
    const unknown = (i: number) => !matchesAny(db, `{title sku category attributes} : ${groupQuery(groups[i]!)}`);
    corrections = new Map(words.map((word, i) => [word, unknown(i) ? index.vocabulary.corrections(word, lastIsPrefix && i === words.length - 1) : []]));
    if ([...corrections.values()].some((list) => list.length > 0)) {
      groups = wordGroups(words, index.stem, synonyms, { corrections, lastIsPrefix });
      match = ftsQuery(groups);
      const seen = new Set(rows.map((row) => row.id));
      rows = productRows(db, match, candidates).filter((row) => !seen.has(row.id));
      hits = hits.concat(hitsOf(db, rows, index.sales, true));
      if (names.length === 0) names = nameRows(db, match);
    }
  }
  const fullMatches = hits.length;
  if (fullMatches === 0 && groups.length > 1) {
    hits = hits.concat(partialHits(db, groups, index.sales, new Set(hits.map((hit) => hit.id)), productLimit, candidates));
    if (names.length === 0) names = nameRows(db, ftsQuery(groups, 'OR'));
  }
  hits = hits.concat(variationHits(db, exact, query, index.sales));
  const products = rankHits(hits, query, { corrections, stem: index.stem, synonymsOf: (word, typing) => synonyms.of(word, typing) });
  const matched = new Set(products.map((hit) => hit.id)).size;
  // Every matching product: counted by the index only when the candidates were cut off.
  const total = fullMatches < candidates ? matched : Math.max(matched, countProducts(db, match));
  const suggestion = products.length === 0 && options.suggest !== false ? closestQuery(db, index, words) : null;
  const didYouMean = suggestion && searchCatalogue(db, suggestion, { productLimit: 1, suggest: false }).products.length > 0 ? suggestion : null;
  const categoryName = statement(db, 'SELECT name FROM categories WHERE id = ?').pluck();
  return {
    products,
    total,
    categories: names
      .filter((row) => row.kind === 'product_cat')
      .map((row) => ({ id: row.ref, name: categoryName.get(row.ref) as string }))
      .filter((category) => category.name !== undefined),
    pages: names
      .filter((row) => row.kind === 'page')
      .map((row) => SEARCHABLE_PAGES[row.ref]!)
      .filter(Boolean),
    didYouMean,
  };
}
