/**
 * A shopper's words as groups of alternatives, one group per word: the word as typed, its stem,
 * its synonyms (and theirs stems), its typo corrections, and the word written together with
 * each neighbour ('crew neck' → 'crewneck' in both groups, with that compound's synonyms:
 * 'tee shirt' → 'teeshirt' → 'tshirt'). A product matches a group when it holds any of them.
 * Every alternative is matched as a prefix, so one that begins with another adds nothing and is
 * left out ('stasis' beside its stem 'stasi'): fewer terms, a faster query.
 */
import { joinedPairs, type Stemmer } from './word-forms.ts';
import type { Synonyms } from './synonyms.ts';

export type WordGroups = string[][];

export function wordGroups(
  words: string[],
  stem: Stemmer,
  synonyms: Synonyms,
  { corrections = new Map(), lastIsPrefix = false }: { corrections?: ReadonlyMap<string, string[]>; lastIsPrefix?: boolean } = {},
): WordGroups {
  const formsOf = (word: string, typing = false) => [word, stem(word), ...synonyms.of(word, typing).flatMap((other) => [other, stem(other)])];
  const pairs = joinedPairs(words).map((pair, i) => formsOf(pair, lastIsPrefix && i === words.length - 2));
  return words.map((word, i) =>
    withoutLongerForms([
      word,
      ...formsOf(word, lastIsPrefix && i === words.length - 1),
      ...(corrections.get(word) ?? []).flatMap((correction) => formsOf(correction)),
      ...(pairs[i - 1] ?? []),
      ...(pairs[i] ?? []),
    ]),
  );
}

/** The forms, first seen first, without those another form begins. */
function withoutLongerForms(forms: string[]): string[] {
  const unique = [...new Set(forms)];
  return unique.filter((form) => !unique.some((other) => other !== form && form.startsWith(other)));
}
