/**
 * Listing swatches: a product box's links carry the chosen value as `?attribute_pa_x=value`
 * (the product page preselects it), and lose it again on reset. Other query parameters and the
 * hash are kept; a link to another site is left alone.
 */
export const LISTING_SWATCH_RESET_MS = 300;

export function linkWithAttribute(href: string, base: string, attribute: string, value: string | null): string {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return href;
  }
  if (url.origin !== new URL(base).origin || !/^attribute_[a-z0-9_-]+$/i.test(attribute)) return href;
  if (value) url.searchParams.set(attribute, value);
  else url.searchParams.delete(attribute);
  return `${url.pathname}${url.search}${url.hash}`;
}
