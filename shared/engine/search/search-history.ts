/**
 * The shopper's search history: recently viewed products (suggestion objects
 * without their price, de-duplicated by post_id) and recently searched phrases (de-duplicated),
 * newest first, at most 5 of each. Pure: the element keeps it in localStorage.
 */
import type { Suggestion } from './suggestions.ts';

export const HISTORY_LIMIT = 5;

export interface SearchHistory {
  products: Suggestion[];
  phrases: string[];
}

export const EMPTY_HISTORY: SearchHistory = { products: [], phrases: [] };

export function rememberProduct(history: SearchHistory, suggestion: Suggestion): SearchHistory {
  const { price: _price, ...kept } = suggestion;
  const products = [kept as Suggestion, ...history.products.filter((p) => String(p.post_id) !== String(suggestion.post_id))].slice(0, HISTORY_LIMIT);
  return { ...history, products };
}

export function rememberPhrase(history: SearchHistory, phrase: string): SearchHistory {
  const text = phrase.trim();
  if (text === '') return history;
  const phrases = [text, ...history.phrases.filter((p) => p.toLowerCase() !== text.toLowerCase())].slice(0, HISTORY_LIMIT);
  return { ...history, phrases };
}

/** History read back from storage: anything malformed is dropped, never trusted. */
export function readHistory(json: string | null): SearchHistory {
  try {
    const value = JSON.parse(json ?? 'null') as Partial<SearchHistory> | null;
    const products = Array.isArray(value?.products)
      ? value.products.filter(
          (p): p is Suggestion =>
            !!p &&
            typeof p === 'object' &&
            (p.type === 'product' || p.type === 'product_variation') &&
            typeof p.url === 'string' &&
            typeof p.value === 'string',
        )
      : [];
    const phrases = Array.isArray(value?.phrases) ? value.phrases.filter((p): p is string => typeof p === 'string' && p.length <= 200) : [];
    return { products: products.slice(0, HISTORY_LIMIT), phrases: phrases.slice(0, HISTORY_LIMIT) };
  } catch {
    return EMPTY_HISTORY;
  }
}
