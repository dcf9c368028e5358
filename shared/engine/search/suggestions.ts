/**
 * The search response's suggestion list (FiboSearch's protocol): the
 * groups in order — categories, tags, brands, products, pages — each cut to its limit, a
 * headline before each group when grouping is on (not when products are the only group), then
 * 'more products' when more matched than are shown, or one 'no-results' entry (with the query
 * to try instead, `did_you_mean`, when the index has words close to the shopper's).
 */
export type GroupKey = 'product_cat' | 'product_tag' | 'product_brand' | 'product' | 'page';

/** Group limits: categories 3, tags 3, brands 3, products 7, pages 3. */
export const GROUP_LIMITS: Record<GroupKey, number> = { product_cat: 3, product_tag: 3, product_brand: 3, product: 7, page: 3 };
export const GROUP_ORDER: GroupKey[] = ['product_cat', 'product_tag', 'product_brand', 'product', 'page'];
export const GROUP_LABELS: Record<GroupKey, string> = {
  product_cat: 'Categories',
  product_tag: 'Tags',
  product_brand: 'Brands',
  product: 'Products',
  page: 'Pages',
};

/**
 * 'headline': `{type: 'headline', value: <group key>}`, as FiboSearch sends it (the client names
 * the group); 'headline-v2': `{type: 'headline-v2', value: <label>, group: <group key>}`, the
 * label ready to show. 'none': no headlines.
 */
export type Grouping = 'none' | 'headline' | 'headline-v2';

export type Suggestion = Record<string, unknown> & { type: string };

export function buildSuggestions(
  groups: Partial<Record<GroupKey, Suggestion[]>>,
  options: { grouping: Grouping; totalProducts: number; moreUrl: string; didYouMean?: string | null },
): Suggestion[] {
  const shown = GROUP_ORDER.map((key) => [key, (groups[key] ?? []).slice(0, GROUP_LIMITS[key])] as const).filter(([, list]) => list.length > 0);
  if (shown.length === 0) return [{ type: 'no-results', value: '', ...(options.didYouMean ? { did_you_mean: options.didYouMean } : {}) }];
  const headlines = options.grouping !== 'none' && !(shown.length === 1 && shown[0]![0] === 'product');
  const suggestions: Suggestion[] = [];
  for (const [key, list] of shown) {
    if (headlines)
      suggestions.push(options.grouping === 'headline-v2' ? { type: 'headline-v2', value: GROUP_LABELS[key], group: key } : { type: 'headline', value: key });
    suggestions.push(...list);
  }
  const productsShown = shown.find(([key]) => key === 'product')?.[1].length ?? 0;
  if (productsShown > 0 && productsShown < options.totalProducts)
    suggestions.push({ type: 'more_products', value: '', total: options.totalProducts, url: options.moreUrl });
  return suggestions;
}

/** Object ids: product__15, product_variation__15__23, taxonomy__12__product_cat, post__3__page. */
export function objectId(suggestion: Suggestion): string | null {
  switch (suggestion.type) {
    case 'product':
      return `product__${String(suggestion.post_id)}`;
    case 'product_variation':
      return `product_variation__${String(suggestion.post_id)}__${String(suggestion.variation_id)}`;
    case 'taxonomy':
      return `taxonomy__${String(suggestion.term_id)}__${String(suggestion.taxonomy)}`;
    case 'post':
      return `post__${String(suggestion.post_id)}__${String(suggestion.post_type)}`;
    default:
      return null;
  }
}

export type ParsedObjectId =
  | { type: 'product'; id: number }
  | { type: 'product_variation'; id: number; variationId: number }
  | { type: 'taxonomy'; id: number; taxonomy: string }
  | { type: 'post'; id: number; postType: string };

export function parseObjectId(value: string): ParsedObjectId | null {
  const parts = value.split('__');
  const id = Number(parts[1]);
  if (!/^\d{1,10}$/.test(parts[1] ?? '') || !Number.isSafeInteger(id)) return null;
  if (parts[0] === 'product' && parts.length === 2) return { type: 'product', id };
  if (parts[0] === 'product_variation' && parts.length === 3 && /^\d{1,10}$/.test(parts[2]!))
    return { type: 'product_variation', id, variationId: Number(parts[2]) };
  if (parts[0] === 'taxonomy' && parts.length === 3 && /^[a-z_]{1,32}$/.test(parts[2]!)) return { type: 'taxonomy', id, taxonomy: parts[2]! };
  if (parts[0] === 'post' && parts.length === 3 && /^[a-z_]{1,32}$/.test(parts[2]!)) return { type: 'post', id, postType: parts[2]! };
  return null;
}

/**
 * A group's label when the server sent only its key and the shop has no name for it (a custom
 * taxonomy such as 'pa_material' or 'tax_season'): the key without its prefix, words apart,
 * the first capitalised ('Material', 'Season').
 */
export function readableGroupKey(key: string): string {
  const words = key
    .replace(/^(pa|tax)_/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
