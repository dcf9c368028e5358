/**
 * The query a listing's state asks: its filters, order and pages. One function for the browser's
 * every refresh and for the server's first answer, so the result a page is printed with is the
 * very one the browser's engine would give for the same address (and can stand in for it until
 * that engine is ready).
 */
import type { FilterAppConfig } from '../config/app-config.ts';
import type { FilterConfig } from '../config/filter-config.ts';
import { queryFor } from './state-to-query.ts';
import type { FilterQuery } from './types.ts';

/** Show more and infinite scroll list several pages at once; page links show one. */
export const pagedModes = (config: FilterAppConfig): boolean => config.pagination_strategy !== 'pagination';

export interface ListingPages {
  firstVisiblePage: number;
  currentPage: number;
  orderby: string;
}

export function listingQuery(config: FilterAppConfig, filters: FilterConfig[], app: ListingPages): FilterQuery {
  const query = queryFor(config, filters, { page: app.firstVisiblePage, orderby: app.orderby });
  const visiblePages = app.currentPage - app.firstVisiblePage + 1;
  // Show more / infinite scroll (and page links with early_products_caching): one page ahead, so
  // its cards can be fetched before they are asked for.
  query.pages = visiblePages + (pagedModes(config) || config.early_products_caching ? 1 : 0);
  return query;
}
