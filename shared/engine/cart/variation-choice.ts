/**
 * Variation choice on a variable product form, as WooCommerce's add-to-cart-variation.js
 * decides it: an empty attribute value on a variation means "any" and matches every value.
 */
export interface VariationData {
  variation_id: number;
  attributes: Record<string, string>;
  is_in_stock?: boolean;
  is_purchasable?: boolean;
  variation_is_active?: boolean;
  variation_is_visible?: boolean;
  display_price?: number;
  price_html?: string;
  availability_html?: string;
  min_qty?: number;
  max_qty?: number | '';
  sku?: string;
  image?: { src?: string; alt?: string; srcset?: string; full_src?: string };
}

export type ChosenAttributes = Record<string, string>;

/** Parses data-product_variations; `false` (too many variations for the page) and garbage give null. */
export function parseVariations(json: string | null | undefined): VariationData[] | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return null;
    return value.filter(
      (v): v is VariationData =>
        !!v &&
        typeof v === 'object' &&
        typeof (v as VariationData).variation_id === 'number' &&
        !!(v as VariationData).attributes &&
        typeof (v as VariationData).attributes === 'object',
    );
  } catch {
    return null;
  }
}

function valuesMatch(variationValue: string | undefined, chosenValue: string | undefined): boolean {
  return !variationValue || !chosenValue || variationValue === chosenValue;
}

export function variationMatches(variation: VariationData, chosen: ChosenAttributes): boolean {
  for (const [name, value] of Object.entries(variation.attributes)) {
    if (!valuesMatch(value, chosen[name])) return false;
  }
  return true;
}

export function findMatchingVariations(variations: readonly VariationData[], chosen: ChosenAttributes): VariationData[] {
  return variations.filter((v) => variationMatches(v, chosen));
}

/** True when every attribute of the form has a value. */
export function allChosen(attributeNames: readonly string[], chosen: ChosenAttributes): boolean {
  return attributeNames.every((name) => !!chosen[name]);
}

/** The variation to add: only once everything is chosen, and the first match wins (as WooCommerce). */
export function chosenVariation(variations: readonly VariationData[], attributeNames: readonly string[], chosen: ChosenAttributes): VariationData | null {
  if (!allChosen(attributeNames, chosen)) return null;
  return findMatchingVariations(variations, chosen)[0] ?? null;
}

/**
 * The picture a partial choice already decides: when something is chosen and every variation it
 * still allows has the same image (a colour picked, the size not yet), that image; else null.
 */
export function sharedImage(variations: readonly VariationData[], chosen: ChosenAttributes): VariationData['image'] | null {
  if (!Object.values(chosen).some(Boolean)) return null;
  const matches = findMatchingVariations(variations, chosen).filter((v) => v.variation_is_active !== false);
  const first = matches[0]?.image;
  if (!first?.src) return null;
  return matches.every((v) => v.image?.src === first.src) ? first : null;
}

export function isPurchasable(v: VariationData): boolean {
  return v.is_in_stock !== false && v.is_purchasable !== false && v.variation_is_active !== false;
}

/**
 * Values of `attribute` that still lead to an active variation given the other choices.
 * `null` means every value is possible (an "any" variation matches).
 */
export function availableValues(variations: readonly VariationData[], attribute: string, chosen: ChosenAttributes): Set<string> | null {
  const others: ChosenAttributes = { ...chosen, [attribute]: '' };
  const values = new Set<string>();
  for (const v of variations) {
    if (v.variation_is_active === false || !variationMatches(v, others)) continue;
    const value = v.attributes[attribute];
    if (!value) return null;
    values.add(value);
  }
  return values;
}
