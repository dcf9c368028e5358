/**
 * Queries for the search bench, drawn from a catalogue's product names with a seeded generator:
 * prefixes as a shopper types them (every length from 3 letters), whole names, and names with
 * one typo (a wrong, missing, extra or swapped letter in a word of 4+ letters). The labelled set
 * pairs a typo'd name with the product it names.
 */
import { random } from '../filter/generate.ts';
import type { SearchDocument } from './catalogue.ts';

export interface LabelledQuery {
  query: string;
  /** The product meant; a product with the same title counts too (catalogues repeat names). */
  id: number;
  title: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export function withTypo(name: string, next: () => number): string | null {
  const words = name.split(' ');
  const candidates = words.map((word, i) => [word, i] as const).filter(([word]) => /^[A-Za-z]{4,}$/.test(word));
  if (candidates.length === 0) return null;
  const [word, index] = candidates[Math.floor(next() * candidates.length)]!;
  const at = 1 + Math.floor(next() * (word.length - 2)); // not the first letter: shoppers rarely miss it
  const letter = LETTERS[Math.floor(next() * LETTERS.length)]!;
  let typo: string;
  switch (Math.floor(next() * 4)) {
    case 0:
      typo = word.slice(0, at) + (word[at]!.toLowerCase() === letter ? LETTERS[(LETTERS.indexOf(letter) + 1) % 26] : letter) + word.slice(at + 1);
      break;
    case 1:
      typo = word.slice(0, at) + word.slice(at + 1);
      break;
    case 2:
      typo = word.slice(0, at) + letter + word.slice(at);
      break;
    default:
      typo =
        word[at] === word[at + 1] || at + 1 >= word.length
          ? word.slice(0, at) + word.slice(at + 1)
          : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
  words[index] = typo;
  return words.join(' ');
}

function sample<T>(items: T[], count: number, next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** About `count` queries for latency: half prefixes as typed, a quarter whole names, a quarter with a typo. */
export function latencyQueries(docs: SearchDocument[], count: number, seed = 3): string[] {
  const next = random(seed);
  const queries: string[] = [];
  for (const doc of sample(docs, Math.ceil(count / 8), next)) {
    const name = doc.title.toLowerCase();
    for (let length = 3; length <= name.length && queries.length < count / 2; length += 1 + Math.floor(next() * 2)) queries.push(name.slice(0, length));
  }
  for (const doc of sample(docs, Math.ceil(count / 4), next)) queries.push(doc.title);
  for (const doc of sample(docs, count, next)) {
    if (queries.length >= count) break;
    const typo = withTypo(doc.title, next);
    if (typo) queries.push(typo);
  }
  return queries;
}

/** The labelled relevance set: product names with one typo each (and, apart, the names as they are). */
export function labelledQueries(docs: SearchDocument[], count: number, typo: boolean, seed = 5): LabelledQuery[] {
  const next = random(seed);
  const out: LabelledQuery[] = [];
  for (const doc of sample(docs, docs.length, next)) {
    if (out.length >= count) break;
    const query = typo ? withTypo(doc.title, next) : doc.title;
    if (query) out.push({ query, id: doc.id, title: doc.title });
  }
  return out;
}
