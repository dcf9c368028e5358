/**
 * Shop and category listings filtered on the server with the same engine and URL contract as
 * the browser (filter spec §2.2, §4.4–§4.9): a filtered URL is right before any script runs,
 * without JavaScript, and for crawlers; the elements then take over without a visible change.
 */
import { readFilterAppConfig, type FilterAppConfig } from '../../../shared/engine/filter/config/app-config.ts';
import { buildIndex, type FilterIndex } from '../../../shared/engine/filter/core/build-index.ts';
import { applyUrlState, indexOptionsFor, queryFor, urlConfigOf, urlStateOf } from '../../../shared/engine/filter/core/filter-query.ts';
import { runQuery } from '../../../shared/engine/filter/core/query.ts';
import { parseUrlState, writeUrlState, type UrlLocation } from '../../../shared/engine/filter/url/url-state.ts';
import * as catalog from '../catalogue/catalog.ts';
import type { Db } from '../db.ts';
import { filterConfigFor, type FilterPageContext, type PaginationStrategy } from './filter-config.ts';
import { buildDescriptors, indexBuildId, lastUpdatedDate } from './filter-index.ts';

let cached: { key: string; index: FilterIndex } | null = null;

function indexFor(db: Db, config: FilterAppConfig): FilterIndex {
  const key = `${indexBuildId(db)}|${lastUpdatedDate(db)}`;
  if (cached?.key !== key) cached = { key, index: buildIndex(buildDescriptors(db), indexOptionsFor(config), () => {}) };
  return cached.index;
}

export interface FilteredListing {
  config: Record<string, unknown>;
  products: catalog.ListedProduct[];
  total: number;
  page: number;
  orderby: string;
  /** Link to another page of these results. */
  hrefFor(page: number): string;
}

export function filteredListing(db: Db, location: UrlLocation, context: FilterPageContext, strategy: PaginationStrategy): FilteredListing {
  const envelope = filterConfigFor(db, context, strategy);
  const reading = readFilterAppConfig(JSON.stringify(envelope), location.search);
  if (!reading.enabled) throw new Error(`The demo's filter configuration is off: ${reading.reason}`);
  const config = reading.config;
  const urlConfig = urlConfigOf(config);
  const state = parseUrlState(location, urlConfig);
  const orderby = state.orderby && config.catalog_orderedby[state.orderby] ? state.orderby : config.default_catalog_orderby;
  const filters = applyUrlState(config.filters, state);
  const result = runQuery(indexFor(db, config), queryFor(config, filters, { page: state.page, orderby }));
  return {
    config: envelope,
    products: catalog.listedProductsByIds(db, result.ids),
    total: result.total,
    page: state.page,
    orderby,
    hrefFor: (page) => writeUrlState(urlStateOf(filters, page, state.orderby), location, urlConfig),
  };
}
