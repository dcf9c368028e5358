/**
 * The shop's search synonyms, one rule per line as the owner writes them:
 *   trousers, pants            — two-way: each word finds the others
 *   joggers => jogging, track pants — one-way: the left finds the right, not the other way round
 * A term of several words or with a hyphen counts as one word written together ('t-shirt' →
 * 'tshirt'), as the index also holds neighbouring words joined. Terms are compared by their
 * stems, so plurals and possessives follow ('trousers' also answers 'trouser').
 */
import { searchWords } from './tokens.ts';
import type { Stemmer } from './word-forms.ts';

/** At most this many rules and characters: a list an owner edits by hand. */
export const MAX_SYNONYM_RULES = 500;
export const MAX_SYNONYMS_LENGTH = 20_000;

/** A term as one word: its words written together. */
export const termKey = (term: string) => searchWords(term).join('');

export interface SynonymRule {
  from: string[];
  to: string[];
}

/** The rules of a list (lines without two terms are left out; `problems` says which). */
export function parseSynonyms(text: string): { rules: SynonymRule[]; problems: string[] } {
  const rules: SynonymRule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    const [left, right, ...rest] = line.split('=>');
    const terms = (side: string | undefined) =>
      (side ?? '')
        .split(',')
        .map(termKey)
        .filter((term) => term !== '');
    if (rest.length > 0) return void problems.push(`Line ${i + 1}: more than one "=>".`);
    const rule = right === undefined ? { from: terms(left), to: terms(left) } : { from: terms(left), to: terms(right) };
    if (rule.from.length === 0 || rule.to.length === 0 || new Set([...rule.from, ...rule.to]).size < 2) {
      return void problems.push(`Line ${i + 1}: write two words or more, separated by commas (or "word => other words").`);
    }
    rules.push(rule);
  });
  if (rules.length > MAX_SYNONYM_RULES) problems.push(`Only the first ${MAX_SYNONYM_RULES} lines are used.`);
  return { rules: rules.slice(0, MAX_SYNONYM_RULES), problems };
}

/** A word still being typed finds the synonyms of the terms it begins from this many letters. */
export const MIN_SYNONYM_PREFIX = 3;

/** A word's synonyms, looked up by its stem (or, while it is typed, by the terms it begins). */
export class Synonyms {
  private readonly byStem = new Map<string, Set<string>>();
  private readonly byTerm = new Map<string, Set<string>>();

  constructor(
    rules: SynonymRule[],
    private readonly stem: Stemmer,
  ) {
    for (const rule of rules) {
      for (const from of rule.from) {
        const others = rule.to.filter((to) => stem(to) !== stem(from));
        for (const [map, key] of [
          [this.byStem, stem(from)],
          [this.byTerm, from],
        ] as const) {
          const found = map.get(key) ?? new Set<string>();
          for (const to of others) found.add(to);
          map.set(key, found);
        }
      }
    }
  }

  /** The other terms a word (or words written together) also finds; `typing`: also those of the terms it begins ('trou' → 'pants'). */
  of(word: string, typing = false): string[] {
    const found = new Set(this.byStem.get(this.stem(word)) ?? []);
    if (typing && word.length >= MIN_SYNONYM_PREFIX) {
      for (const [term, others] of this.byTerm) if (term.startsWith(word)) for (const other of others) found.add(other);
    }
    return [...found];
  }
}
