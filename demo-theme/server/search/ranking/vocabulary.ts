/**
 * The index's words with how many documents hold each: where a query word that matches nothing
 * finds the words it was probably meant to be (one edit away), the most frequent first.
 */
import { editDistance, MIN_TYPED_LENGTH, MIN_TYPO_LENGTH, prefixWithinOneEdit, withinOneEdit } from './typo.ts';

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
   * Words of 4+ letters within one edit of `typed`, then — when it is still being typed, 4+
   * letters — words whose beginning is within one edit of it. Whole-word corrections come first
   * (they are what a finished word meant), each kind most frequent first.
   */
  corrections(typed: string, asPrefix: boolean): string[] {
    // Words with digits are model numbers and SKUs: one edit away is another product.
    if (typed.length < MIN_TYPED_LENGTH || /\d/.test(typed)) return [];
    const whole: VocabularyWord[] = [];
    for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
      if (length < MIN_TYPO_LENGTH) continue;
      for (const entry of this.byLength.get(length) ?? []) if (entry.word !== typed && withinOneEdit(entry.word, typed)) whole.push(entry);
    }
    const begun: VocabularyWord[] = [];
    if (asPrefix && typed.length >= MIN_TYPO_LENGTH) {
      for (const [length, entries] of this.byLength) {
        if (length <= typed.length + 1) continue; // those were checked as whole words
        for (const entry of entries) if (prefixWithinOneEdit(entry.word, typed)) begun.push(entry);
      }
    }
    const byFrequency = (a: VocabularyWord, b: VocabularyWord) => b.documents - a.documents || a.word.length - b.word.length;
    return [...whole.sort(byFrequency), ...begun.sort(byFrequency)].slice(0, MAX_CORRECTIONS).map((entry) => entry.word);
  }

  /**
   * For "Did you mean": the word of the index closest to `typed` (4+ letters, at most one edit
   * per four letters, two at most), the most frequent among the closest; null when none is.
   */
  closest(typed: string): string | null {
    if (typed.length < MIN_TYPO_LENGTH || /\d/.test(typed)) return null;
    const max = Math.min(2, Math.floor(typed.length / 4));
    let best: { entry: VocabularyWord; distance: number } | null = null;
    for (let length = typed.length - max; length <= typed.length + max; length++) {
      if (length < MIN_TYPO_LENGTH) continue;
      for (const entry of this.byLength.get(length) ?? []) {
        const distance = editDistance(entry.word, typed, max);
        if (distance === 0 || distance > max) continue;
        if (!best || distance < best.distance || (distance === best.distance && entry.documents > best.entry.documents)) best = { entry, distance };
      }
    }
    return best?.entry.word ?? null;
  }
}
