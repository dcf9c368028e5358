/**
 * A shopper's words as an SQLite FTS5 query: every word must match (AND), each as a prefix (so
 * 'hood' finds 'hoodie'), or one of its corrections, also as a prefix ('hoodei' → 'hoodie'*
 * finds 'Hoodies'). Words are quoted, so nothing a shopper types is read as FTS5 syntax
 * (column filters, NEAR, parentheses, '-').
 */
const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;

export function ftsQuery(words: string[], corrections: ReadonlyMap<string, string[]> = new Map()): string {
  return words
    .map((word) => {
      const alternatives = [word, ...(corrections.get(word) ?? [])].map((form) => `${quote(form)}*`);
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
    })
    .join(' AND ');
}
