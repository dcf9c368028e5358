/**
 * The search results page's address, as the search add-on makes it: the phrase, the product post
 * type and the add-on's flag (storefront.md's 'search add-on flag'). Also the virtual page path
 * a live search is reported to analytics under, so a live search and the results page it leads
 * to read alike in the shop's reports.
 */
export const SEARCH_FLAG = 'shop_search';

export function searchResultsPath(query: string): string {
  return `/?${new URLSearchParams({ s: query, post_type: 'product', [SEARCH_FLAG]: '1' })}`;
}
