/**
 * Ranking of full-text hits: relevance from the index (BM25 over fields weighted title
 * > SKU > category > attributes > description), raised for exact matches — the whole title, a
 * title that starts with the query, a title holding the query's words in their order, each query
 * word that is a title word (two words the title writes as one count), the SKU — lowered for
 * hits found only through a corrected word, far lower for each word a hit does not match at
 * all (the relaxed search: every hit with all the words comes first, then those with the most),
 * and among equally relevant hits the best-selling first, then the lowest id. Words are
 * compared with the title by their stems ('hoodies' is the title word 'Hoodie'); a corrected
 * word counts as its correction ('hoodei' ranks the product called 'Hoodie' first).
 */
import { queryWords, searchWords } from './tokens.ts';
import { joinedPairs, type Stemmer } from './word-forms.ts';

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
  /** How many of the query's words it does not match (the relaxed search); 0 or absent: all. */
  missing?: number;
}

export interface RankContext {
  corrections?: ReadonlyMap<string, string[]>;
  stem?: Stemmer;
  /** The shop's synonyms of a word: a title holding one counts as holding the word ('trousers' → 'Yoga Pant'). */
  synonymsOf?: (word: string, typing: boolean) => string[];
}

/** BM25 weights per indexed column, in the index's column order. */
export const FIELD_WEIGHTS = { title: 10, sku: 6, category: 3, attributes: 2, description: 1 } as const;

/** Relevance closer than this counts as equal, so popularity decides. */
const TIE = 0.5;

/** SKUs compared without case or separators ('MH01-XS' ~ 'mh01 xs'). */
export const skuKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Below every hit with all the words, per word missing. */
const MISSING_WORD = 3000;

export function relevance(hit: SearchHit, query: string, { corrections = new Map(), stem = (word) => word, synonymsOf = () => [] }: RankContext = {}): number {
  const titleWords = searchWords(hit.title).map(stem);
  // Its words, and its neighbouring words written as one ('T-Shirt' holds 'tshirt').
  const title = [...titleWords, ...joinedPairs(titleWords)];
  const { words, lastIsPrefix } = queryWords(query);
  // A word the title holds; the last word, while it is still being typed, may begin one.
  const holds = (form: string, last: boolean) => title.includes(form) || (last && lastIsPrefix && title.some((word) => word.startsWith(form)));
  // Each query word, or the synonym or correction of it that the title holds.
  const forms = words.map((word, i) => {
    const last = i === words.length - 1;
    const options = [word, ...synonymsOf(word, last && lastIsPrefix), ...(hit.corrected ? (corrections.get(word) ?? []) : [])].map(stem);
    return options.find((form) => holds(form, last)) ?? stem(word);
  });
  // Compared without spaces: 't shirt', 'tshirt' and 'T-Shirt' are one phrase.
  const phrase = forms.join('');
  const titlePhrase = titleWords.join('');
  let score = -hit.bm25;
  if (phrase !== '' && titlePhrase === phrase) score += 1000;
  else if (phrase !== '' && titlePhrase.startsWith(phrase)) score += 200;
  else if (words.length > 1 && titlePhrase.includes(phrase)) score += 100;
  const held = forms.map((form, i) => holds(form, i === forms.length - 1));
  // Two words the title writes as one ('sweat shirt' → 'Sweatshirt'): both held.
  for (let i = 0; i + 1 < words.length; i++) if (holds(stem(words[i]! + words[i + 1]!), i + 2 === words.length)) held[i] = held[i + 1] = true;
  score += 20 * held.filter(Boolean).length;
  // How much of the title the query covers: 'hood' ranks 'Hoodie' above 'Hoodie with Logo'.
  if (titlePhrase !== '') score += 10 * Math.min(1, phrase.length / titlePhrase.length);
  const sku = skuKey(hit.sku);
  const wanted = skuKey(query);
  if (sku !== '' && sku === wanted) score += 800;
  else if (sku !== '' && wanted.length >= 3 && sku.startsWith(wanted)) score += 100;
  if (hit.corrected) score -= 500;
  score -= MISSING_WORD * (hit.missing ?? 0);
  return score;
}

export function rankHits<H extends SearchHit>(hits: H[], query: string, context?: RankContext): H[] {
  const scored = hits.map((hit) => ({ hit, score: Math.round(relevance(hit, query, context) / TIE) * TIE }));
  scored.sort((a, b) => b.score - a.score || b.hit.sales - a.hit.sales || a.hit.id - b.hit.id);
  return scored.map((entry) => entry.hit);
}
