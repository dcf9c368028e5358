/**
 * Ranking of full-text hits: relevance from the index (BM25 over fields weighted title
 * > SKU > category > attributes > description), raised for exact matches — the whole title, a
 * title that starts with the query, each query word that is a title word, the SKU — lowered for
 * hits found only through a corrected word, and among equally relevant hits the best-selling
 * first, then the lowest id. A corrected word counts as its correction when it is compared
 * with the title ('hoodei' ranks the product called 'Hoodie' first).
 */
import { searchWords } from './tokens.ts';

export interface SearchHit {
  id: number;
  title: string;
  sku: string;
  /** SQLite's bm25(): lower is better, usually negative. */
  bm25: number;
  /** Units sold (orders): popularity. */
  sales: number;
  /** Found only through a corrected (typo) word. */
  corrected: boolean;
}

/** BM25 weights per indexed column, in the index's column order. */
export const FIELD_WEIGHTS = { title: 10, sku: 6, category: 3, attributes: 2, description: 1 } as const;

/** Relevance closer than this counts as equal, so popularity decides. */
const TIE = 0.5;

/** SKUs compared without case or separators ('MH01-XS' ~ 'mh01 xs'). */
export const skuKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function relevance(hit: SearchHit, query: string, corrections: ReadonlyMap<string, string[]> = new Map()): number {
  const words = searchWords(query);
  const title = searchWords(hit.title);
  // Each query word, or the correction of it that the title holds.
  const forms = words.map((word) => (hit.corrected ? ([word, ...(corrections.get(word) ?? [])].find((form) => title.includes(form)) ?? word) : word));
  const phrase = forms.join(' ');
  const titlePhrase = title.join(' ');
  let score = -hit.bm25;
  if (phrase !== '' && titlePhrase === phrase) score += 1000;
  else if (phrase !== '' && titlePhrase.startsWith(phrase)) score += 200;
  score += 20 * forms.filter((form) => title.includes(form)).length;
  // How much of the title the query covers: 'hood' ranks 'Hoodie' above 'Hoodie with Logo'.
  if (titlePhrase !== '') score += 10 * Math.min(1, phrase.length / titlePhrase.length);
  const sku = skuKey(hit.sku);
  const wanted = skuKey(query);
  if (sku !== '' && sku === wanted) score += 800;
  else if (sku !== '' && wanted.length >= 3 && sku.startsWith(wanted)) score += 100;
  if (hit.corrected) score -= 500;
  return score;
}

export function rankHits<H extends SearchHit>(hits: H[], query: string, corrections?: ReadonlyMap<string, string[]>): H[] {
  const scored = hits.map((hit) => ({ hit, score: Math.round(relevance(hit, query, corrections) / TIE) * TIE }));
  scored.sort((a, b) => b.score - a.score || b.hit.sales - a.hit.sales || a.hit.id - b.hit.id);
  return scored.map((entry) => entry.hit);
}
