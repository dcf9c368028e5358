/**
 * Dynamic prices: the suggestion index may carry prices
 * from when it was built, so a shop can ask the prices endpoint for the current ones. A product's
 * price is asked by its post_id, a variation's by its variation_id; answers are kept under
 * product__{id} and replace the suggestion's price where they exist.
 */
import type { Suggestion } from './suggestions.ts';

/** The id whose price a suggestion shows, or null for entries without a price. */
export function priceId(suggestion: Suggestion): string | null {
  const id = suggestion.type === 'product_variation' ? suggestion.variation_id : suggestion.type === 'product' ? suggestion.post_id : null;
  return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? String(id) : null;
}

export const priceKey = (id: string) => `product__${id}`;

/** The ids of these suggestions whose price is not yet known, each once. */
export function missingPriceIds(suggestions: Suggestion[], known: ReadonlyMap<string, string>): string[] {
  const ids = suggestions.map(priceId).filter((id): id is string => id !== null && !known.has(priceKey(id)));
  return [...new Set(ids)];
}

/**
 * The suggestions as shown: with the prices answered since (dynamic prices), or with no price at
 * all when the shop hides prices.
 */
export function withPrices(suggestions: Suggestion[], prices: ReadonlyMap<string, string>, showPrice: boolean): Suggestion[] {
  return suggestions.map((suggestion) => {
    if (!('price' in suggestion)) return suggestion;
    if (!showPrice) {
      const { price: _hidden, ...rest } = suggestion;
      return rest as Suggestion;
    }
    const id = priceId(suggestion);
    const current = id === null ? undefined : prices.get(priceKey(id));
    return current === undefined ? suggestion : { ...suggestion, price: current };
  });
}
