/**
 * The index's words with how many documents hold each: where a query word that matches nothing
 * finds the words it was probably meant to be (one edit away), the most frequent first.
 */
import { MIN_TYPO_LENGTH, prefixWithinOneEdit, withinOneEdit } from './typo.ts';

export interface VocabularyWord {
  word: string;
  documents: number;
}

/** How many corrections of one query word are tried at most. */
export const MAX_CORRECTIONS = 6;

export class Vocabulary {
  private readonly byLength = new Map<number, VocabularyWord[]>();

  constructor(words: Iterable<VocabularyWord>) {
    for (const entry of words) {
      const list = this.byLength.get(entry.word.length) ?? [];
      list.push(entry);
      this.byLength.set(entry.word.length, list);
    }
    for (const list of this.byLength.values()) list.sort((a, b) => b.documents - a.documents || (a.word < b.word ? -1 : 1));
  }

  /**
   * Words within one edit of `typed` (a whole word), or — when it is still being typed — words
   * whose beginning is within one edit of it. Shorter than 4 letters: none (too many false hits).
   */
  corrections(typed: string, asPrefix: boolean): string[] {
    if (typed.length < MIN_TYPO_LENGTH) return [];
    const found: VocabularyWord[] = [];
    const lengths = asPrefix ? [...this.byLength.keys()].filter((l) => l >= typed.length - 1) : [typed.length - 1, typed.length, typed.length + 1];
    for (const length of lengths) {
      for (const entry of this.byLength.get(length) ?? []) {
        if (entry.word === typed) continue;
        if (asPrefix ? prefixWithinOneEdit(entry.word, typed) : withinOneEdit(entry.word, typed)) found.push(entry);
      }
    }
    found.sort((a, b) => b.documents - a.documents || a.word.length - b.word.length);
    return found.slice(0, MAX_CORRECTIONS).map((entry) => entry.word);
  }
}
