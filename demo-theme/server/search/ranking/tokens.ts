/**
 * Search text as words: lower case, accents removed, possessives dropped, split on anything
 * that is not a letter or a digit — the words the index is given (SQLite's unicode61 tokenizer,
 * remove_diacritics 2, cuts them the same way), so a query is cut as the index was.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // A possessive is its word ("men's" → 'men'), not a word and an 's'.
      .replace(/(\p{L})['’]s(?![\p{L}\p{N}])/gu, '$1')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
  );
}

/**
 * A shopper's query as words, and whether the last one is still being typed (no space after
 * it): that one is matched as a prefix.
 */
export function queryWords(query: string): { words: string[]; lastIsPrefix: boolean } {
  const words = searchWords(query);
  return { words, lastIsPrefix: words.length > 0 && !/[^\p{L}\p{N}]$/u.test(query.normalize('NFD').replace(/\p{M}+/gu, '')) };
}
