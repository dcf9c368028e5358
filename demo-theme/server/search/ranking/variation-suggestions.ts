/**
 * When a variation is a suggestion of its own ('variations by SKU and attribute
 * values'): its SKU begins with the query, or the query names every one of its attribute values
 * ('chaz black xs' → the black XS). Naming only some of them ('chaz black') suggests the product,
 * not each of its black sizes: a variation is one exact choice, and five near-identical rows
 * would push other products out of the seven shown.
 */
import { skuKey } from './rank.ts';
import { searchWords } from './tokens.ts';

export function skuBeginsWith(sku: string, query: string): boolean {
  const wanted = skuKey(query);
  return wanted.length >= 3 && skuKey(sku).startsWith(wanted);
}

/** Every word of every value appears among the query's words (the last one may be a prefix). */
export function namesEveryValue(words: string[], lastIsPrefix: boolean, values: string[]): boolean {
  if (values.length === 0 || words.length === 0) return false;
  const last = words.at(-1)!;
  const named = (token: string) => words.includes(token) || (lastIsPrefix && token.startsWith(last));
  return values.every((value) => {
    const tokens = searchWords(value);
    return tokens.length > 0 && tokens.every(named);
  });
}
