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
  image?: { src?: string; alt?: string; srcset?: string; full_src?: string; thumb_src?: string };
  /** Older WooCommerce versions and some themes send the picture's fields at the top level. */
  image_src?: string;
  image_link?: string;
}

/** A variation's picture: the image, its srcset, the large one (the gallery link's target), the thumbnail. */
export interface VariationPicture {
  src: string;
  srcset?: string;
  full_src?: string;
  thumb_src?: string;
  alt?: string;
}

/**
 * The picture from whichever fields the variation carries: `image.src` or `image_src`; the large
 * one `image.full_src` or `image_link`; the thumbnail `image.thumb_src`. Null without a picture.
 */
export function variationPicture(variation: Pick<VariationData, 'image' | 'image_src' | 'image_link'> | null | undefined): VariationPicture | null {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const image = variation?.image;
  const src = text(image?.src) ?? text(variation?.image_src);
  if (!src) return null;
  const picture: VariationPicture = { src };
  const srcset = text(image?.srcset);
  const full = text(image?.full_src) ?? text(variation?.image_link);
  const thumb = text(image?.thumb_src);
  const alt = typeof image?.alt === 'string' ? image.alt : undefined;
  if (srcset) picture.srcset = srcset;
  if (full) picture.full_src = full;
  if (thumb) picture.thumb_src = thumb;
  if (alt !== undefined) picture.alt = alt;
  return picture;
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
export function sharedImage(variations: readonly VariationData[], chosen: ChosenAttributes): VariationPicture | null {
  if (!Object.values(chosen).some(Boolean)) return null;
  const matches = findMatchingVariations(variations, chosen).filter((v) => v.variation_is_active !== false);
  const first = variationPicture(matches[0]);
  if (!first) return null;
  return matches.every((v) => variationPicture(v)?.src === first.src) ? first : null;
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
