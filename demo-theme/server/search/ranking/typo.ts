/**
 * Typo tolerance: one wrong, missing, extra or swapped letter (optimal string alignment
 * distance ≤ 1) in a word of 4 or more letters. Checked in one pass, without a distance matrix.
 * A 4-letter word with a letter missing is typed with 3: such a word is corrected to words of 4+
 * letters only ('tnk' → 'tank', never 'tin').
 */
export const MIN_TYPO_LENGTH = 4;
export const MIN_TYPED_LENGTH = MIN_TYPO_LENGTH - 1;

/** True when a and b differ by at most one substitution, insertion, deletion or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // a substitution at i, or a swap of i and i + 1
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // one extra letter in the longer word at i
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * For a word still being typed: does some beginning of `term` lie within one edit of `typed`?
 * (A missing letter makes the typed word one shorter than the term's matching beginning, an
 * extra one makes it one longer.)
 */
export function prefixWithinOneEdit(term: string, typed: string): boolean {
  const n = typed.length;
  for (const length of [n, n + 1, n - 1]) {
    if (length < 1 || length > term.length) continue;
    if (withinOneEdit(term.slice(0, length), typed)) return true;
  }
  return false;
}

/** Optimal string alignment distance (substitutions, insertions, deletions, adjacent swaps), or max + 1 beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
