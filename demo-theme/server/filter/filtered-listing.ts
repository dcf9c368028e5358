/**
 * Shop and category listings filtered on the server with the same engine and URL contract as
 * the browser: a filtered URL is right before any script runs,
 * without JavaScript, and for crawlers; the elements then take over without a visible change.
 */
import { isPriceFilter, readFilterAppConfig, type FilterAppConfig } from '../../../shared/engine/filter/config/app-config.ts';
import { buildIndex, type FilterIndex } from '../../../shared/engine/filter/core/build-index.ts';
import { applyUrlState, indexOptionsFor, queryFor, urlConfigOf, urlStateOf } from '../../../shared/engine/filter/core/state-to-query.ts';
import { runQuery } from '../../../shared/engine/filter/core/query.ts';
import { listingQuery } from '../../../shared/engine/filter/core/listing-query.ts';
import { FIRST_RESULT_PARAM } from '../../../shared/engine/filter/core/first-result.ts';
import type { FastifyReply } from 'fastify';
import type { FilterQuery, FilterResult } from '../../../shared/engine/filter/core/types.ts';
import type { FilterConfig } from '../../../shared/engine/filter/config/filter-config.ts';
import { filterLinks, type LinkedFilter } from '../../../shared/engine/filter/presentation/filter-links.ts';
import { parseUrlState, writeUrlState, type UrlLocation } from '../../../shared/engine/filter/url/url-state.ts';
import * as catalog from '../catalogue/catalogue-queries.ts';
import type { Db } from '../db.ts';
import { filterConfigFor, type FilterPageContext, type PaginationStrategy } from './page-filter-config.ts';
import { perCatalogueState } from './catalogue-state.ts';
import { SOURCE } from './filter-index.ts';
import { currentDescriptors } from './kept-descriptors.ts';

/**
 * What is kept for the current catalogue state (it moves whenever the descriptors would): the
 * indexes, one per descriptors variant and index options, and the last computed listings (below).
 */
const keptFor = perCatalogueState(() => ({ indexes: new Map<string, FilterIndex>(), listings: new Map<string, ComputedListing>() }));

function indexFor(db: Db, config: FilterAppConfig): FilterIndex {
  const { indexes } = keptFor(db);
  const options = indexOptionsFor(config);
  const key = JSON.stringify(options);
  let index = indexes.get(key);
  if (!index) {
    index = buildIndex(currentDescriptors(db, { singleVariations: config.single_variations_support }), options, () => {});
    indexes.set(key, index);
  }
  return index;
}

/** WooCommerce's price filter widget (content-widget-price-filter.php): its bounds and the current values. */
export interface PriceWidget {
  min: number;
  max: number;
  step: number;
  currentMin: string;
  currentMax: string;
}

/** The widget's step: WooCommerce's woocommerce_price_filter_widget_step default. */
const PRICE_WIDGET_STEP = 10;

/** min_price / max_price of WooCommerce's price filter widget: whole, non-negative amounts, else ignored. */
function priceParam(search: string, name: string): number | null {
  const value = new URLSearchParams(search).get(name);
  if (value === null || !/^\d{1,9}(\.\d{1,4})?$/.test(value.trim())) return null;
  return Number(value);
}

export interface FilteredListing {
  config: Record<string, unknown>;
  products: catalog.ListedProduct[];
  total: number;
  page: number;
  orderby: string;
  /** Link to another page of these results. */
  hrefFor(page: number): string;
  /** WooCommerce's price filter widget for this listing: the price span of what the other filters match. */
  priceWidget: PriceWidget | null;
  /**
   * The filters as links and forms, for a page without scripts: worked out on first use (a link
   * per value was over half of a listing's work, which the first-result answer does not need).
   */
  linkedFilters(): LinkedFilter[];
  /**
   * The browser's first query for this address and its answer, from the same engine and index
   * options: the elements show it until their own engine is ready (#shop-filter-first-result).
   */
  firstResult: { query: FilterQuery; result: FilterResult };
  /**
   * The configuration, the filters as the address sets them and that answer: the server prints
   * the sidebar's first paint from them (templates/first-paint-filters.ts), in the page's language.
   */
  firstView: FirstView;
}

export interface FirstView {
  config: FilterAppConfig;
  filters: FilterConfig[];
  result: FilterResult;
}

/** What a listing's address gives for one catalogue state and configuration (its products are read fresh). */
type ComputedListing = Omit<FilteredListing, 'products'> & { ids: number[] };

/**
 * The last computed listings are kept (`keptFor(db).listings`): every shopper opening /shop/ or a
 * category asks the same, and at 10k products working it out again took most of the server's
 * time to the first byte. Keyed by the whole configuration (owner settings, currency, category,
 * search matches) and the address; bounded, least recently used out first.
 */
const LISTINGS_KEPT = 64;

export function filteredListing(db: Db, location: UrlLocation, context: FilterPageContext, strategy: PaginationStrategy): FilteredListing {
  const envelope = filterConfigFor(db, context, strategy);
  const envelopeJson = JSON.stringify(envelope);
  const { listings } = keptFor(db);
  const key = `${envelopeJson}\n${location.pathname}\n${location.search}`;
  let listing = listings.get(key);
  if (listing) listings.delete(key);
  else listing = computeListing(db, location, envelope, envelopeJson);
  listings.set(key, listing); // most recently used last
  while (listings.size > LISTINGS_KEPT) listings.delete(listings.keys().next().value!);
  const { ids, ...rest } = listing;
  return { ...rest, products: catalog.listedProductsByIds(db, ids) };
}

function computeListing(db: Db, location: UrlLocation, envelope: Record<string, unknown>, envelopeJson: string): ComputedListing {
  const reading = readFilterAppConfig(envelopeJson, location.search);
  if (!reading.enabled) throw new Error(`The demo's filter configuration is off: ${reading.reason}`);
  const config = reading.config;
  const urlConfig = urlConfigOf(config);
  const state = parseUrlState(location, urlConfig);
  const orderby = state.orderby && config.catalog_orderedby[state.orderby] ? state.orderby : config.default_catalog_orderby;
  const filters = applyUrlState(config.filters, state);
  const query = queryFor(config, filters, { page: state.page, orderby });
  // WooCommerce's price filter widget narrows by min_price / max_price (products whose price is in range).
  const minPrice = priceParam(location.search, 'min_price');
  const maxPrice = priceParam(location.search, 'max_price');
  // The prices of the listing's currency (the price filter's source, switched per currency).
  const priceSource = String(config.filters.find(isPriceFilter)?.source_id ?? SOURCE.price);
  if (minPrice !== null || maxPrice !== null) query.filters.push({ sourceId: priceSource, logic: 'range', min: minPrice ?? -1, max: maxPrice ?? -1 });
  if (!query.counters?.some((c) => c.kind === 'range' && c.sourceId === priceSource))
    query.counters = [...(query.counters ?? []), { sourceId: priceSource, kind: 'range' }];
  const index = indexFor(db, config);
  const result = runQuery(index, query);
  const firstQuery = listingQuery(config, filters, { firstVisiblePage: state.page, currentPage: state.page, orderby: state.orderby });
  // Its bounds: the prices of what the other filters match, widened to the step (as WooCommerce's widget).
  const span = result.ranges[priceSource];
  const priceWidget =
    span && span.min !== null && span.max !== null
      ? {
          min: Math.floor(span.min / PRICE_WIDGET_STEP) * PRICE_WIDGET_STEP,
          max: Math.ceil(span.max / PRICE_WIDGET_STEP) * PRICE_WIDGET_STEP,
          step: PRICE_WIDGET_STEP,
          currentMin: minPrice === null ? '' : String(minPrice),
          currentMax: maxPrice === null ? '' : String(maxPrice),
        }
      : null;
  const firstResult = { query: firstQuery, result: runQuery(index, firstQuery, { presets: true }) };
  const inUrl = new Set([...Object.keys(state.values), ...Object.keys(state.ranges), ...Object.keys(state.phrases)]);
  return {
    config: envelope,
    ids: result.ids,
    total: result.total,
    page: state.page,
    orderby,
    hrefFor: (page) => writeUrlState(urlStateOf(filters, page, state.orderby), location, urlConfig),
    priceWidget,
    firstResult,
    firstView: { config, filters, result: firstResult.result },
    linkedFilters: once(() => filterLinks(config, filters, result, location, state.orderby, inUrl)),
  };
}

function once<T>(compute: () => T): () => T {
  let value: { v: T } | null = null;
  return () => (value ??= { v: compute() }).v;
}

/** Whether the browser asked a listing's address for its first result (?shop_first_result=1). */
export const wantsFirstResult = (query: unknown): boolean => (query as Record<string, unknown> | null)?.[FIRST_RESULT_PARAM] === '1';

/** The listing's first result as JSON: a filter change made before the browser's engine is ready. */
export function firstResultReply(reply: FastifyReply, first: FilteredListing['firstResult']): FastifyReply {
  return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(first));
}
