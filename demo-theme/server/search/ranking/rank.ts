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

/** What ranking needs of the query, worked out once per query rather than once per hit. */
interface PreparedQuery {
  words: string[];
  lastIsPrefix: boolean;
  /** Per word: the word and its synonyms, stemmed; then the same with its corrections (for corrected hits). */
  options: string[][];
  correctedOptions: string[][];
  /** Per word: its stem (the form a title that holds none of the options is compared with). */
  stems: string[];
  /** Per neighbouring pair: the two words written as one, stemmed ('sweat shirt' → 'sweatshirt'). */
  joined: string[];
  /** The query as an SKU. */
  sku: string;
}

function prepareQuery(query: string, { corrections = new Map(), stem = (word) => word, synonymsOf = () => [] }: RankContext): PreparedQuery {
  const { words, lastIsPrefix } = queryWords(query);
  const options = words.map((word, i) => [word, ...synonymsOf(word, i === words.length - 1 && lastIsPrefix)].map(stem));
  return {
    words,
    lastIsPrefix,
    options,
    correctedOptions: words.map((word, i) => [...options[i]!, ...(corrections.get(word) ?? []).map(stem)]),
    stems: words.map(stem),
    joined: words.slice(0, -1).map((word, i) => stem(word + words[i + 1]!)),
    sku: skuKey(query),
  };
}

function score(hit: SearchHit, query: PreparedQuery, stem: Stemmer): number {
  const titleWords = searchWords(hit.title).map(stem);
  // Its words, and its neighbouring words written as one ('T-Shirt' holds 'tshirt').
  const title = [...titleWords, ...joinedPairs(titleWords)];
  const { words, lastIsPrefix } = query;
  // A word the title holds; the last word, while it is still being typed, may begin one.
  const holds = (form: string, last: boolean) => title.includes(form) || (last && lastIsPrefix && title.some((word) => word.startsWith(form)));
  // Each query word, or the synonym or correction of it that the title holds.
  const options = hit.corrected ? query.correctedOptions : query.options;
  const forms = options.map((choices, i) => choices.find((form) => holds(form, i === words.length - 1)) ?? query.stems[i]!);
  // Compared without spaces: 't shirt', 'tshirt' and 'T-Shirt' are one phrase.
  const phrase = forms.join('');
  const titlePhrase = titleWords.join('');
  let score = -hit.bm25;
  if (phrase !== '' && titlePhrase === phrase) score += 1000;
  else if (phrase !== '' && titlePhrase.startsWith(phrase)) score += 200;
  else if (words.length > 1 && titlePhrase.includes(phrase)) score += 100;
  const held = forms.map((form, i) => holds(form, i === forms.length - 1));
  // Two words the title writes as one ('sweat shirt' → 'Sweatshirt'): both held.
  query.joined.forEach((joined, i) => {
    if (holds(joined, i + 2 === words.length)) held[i] = held[i + 1] = true;
  });
  score += 20 * held.filter(Boolean).length;
  // How much of the title the query covers: 'hood' ranks 'Hoodie' above 'Hoodie with Logo'.
  if (titlePhrase !== '') score += 10 * Math.min(1, phrase.length / titlePhrase.length);
  const sku = skuKey(hit.sku);
  if (sku !== '' && sku === query.sku) score += 800;
  else if (sku !== '' && query.sku.length >= 3 && sku.startsWith(query.sku)) score += 100;
  if (hit.corrected) score -= 500;
  score -= MISSING_WORD * (hit.missing ?? 0);
  return score;
}

export function relevance(hit: SearchHit, query: string, context: RankContext = {}): number {
  return score(hit, prepareQuery(query, context), context.stem ?? ((word) => word));
}

export function rankHits<H extends SearchHit>(hits: H[], query: string, context: RankContext = {}): H[] {
  const prepared = prepareQuery(query, context);
  const stem = context.stem ?? ((word: string) => word);
  const scored = hits.map((hit) => ({ hit, score: Math.round(score(hit, prepared, stem) / TIE) * TIE }));
  scored.sort((a, b) => b.score - a.score || b.hit.sales - a.hit.sales || a.hit.id - b.hit.id);
  return scored.map((entry) => entry.hit);
}
