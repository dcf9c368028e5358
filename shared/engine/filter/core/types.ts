/**
 * The filter engine's inputs and outputs. Everything here is plain data (numbers, strings,
 * arrays, objects, typed arrays) so it survives structured clone into and out of a Worker.
 */

/** Wire format: [product id, parent id, {source_id: values[]}, type?]. */
export type Descriptor = [id: number, parentId: number, sources: Record<string, (string | number)[]>, type?: ProductType];
export type ProductType = 'simple' | 'variable' | 'variation';

/** How a source is used: counted facet values, numeric ranges, or text search. */
export type SourceKind = 'facet' | 'range' | 'search';

export interface IndexOptions {
  /** Kind per source id; sources not listed are facets. */
  sourceKinds?: Record<string, SourceKind>;
  /** Source whose value marks a row out of stock ('outofstock', 0, '0', 'false'); see docs. */
  stockSourceId?: string | number;
  /** Source whose truthy value marks a featured product (orderby_featured_first). */
  featuredSourceId?: string | number;
  /**
   * The shop lists variations as products of their own (single_variations_support): a variation
   * typed 'variation' (or any type but 'variable') is output itself. Off, every variation stands
   * for its parent whatever its type. Unset: types decide (the engine's own tests and benches).
   */
  singleVariations?: boolean;
}

/** 'ids': only these products (a search results page's matches), never a shopper's choice. */
export type FilterLogic = 'or' | 'and' | 'range' | 'search' | 'ids';

/** One active filter of a query. Values are the descriptor values (term ids, slugs...). */
export interface ActiveFilter {
  sourceId: string;
  logic: FilterLogic;
  values?: (string | number)[];
  /** Range bounds; -1 (or absent) is unbounded. */
  min?: number;
  max?: number;
  phrase?: string;
  /** 'ids': the product ids allowed (a variation passes with its parent's id). */
  ids?: number[];
  /**
   * A restriction of the page itself (the term of a category archive), not a shopper's choice:
   * every counter is taken within it; its source's counter never drops it (no disjunction).
   */
  fixed?: boolean;
}

/** 'coverage': how many matched main products carry the source at all (content-aware
 * visibility). */
export type CounterKind = 'facet' | 'store-wide' | 'range' | 'coverage';

/** Which sources to count, and how. */
export interface CounterRequest {
  sourceId: string;
  kind: CounterKind;
  /** Range counters: histogram buckets (default 16). */
  buckets?: number;
}

export interface SortRule {
  sourceId: string;
  order: 'asc' | 'desc';
  /** Tiebreak on product id, or none (then index order). */
  idOrder: 'asc' | 'desc' | false;
  /** Compare values as strings (title, title-desc). */
  asText?: boolean;
  inStockFirst?: boolean;
  featuredFirst?: boolean;
}

export interface FilterQuery {
  filters: ActiveFilter[];
  counters?: CounterRequest[];
  sort?: SortRule | null;
  page?: number;
  perPage?: number;
  /** How many pages from `page` on (show-more and infinite scroll show several); default 1. */
  pages?: number;
  /**
   * Product ids in the page's own order (a search's relevance), used when `sort` is null:
   * listed ids first in this order, any others after in index order.
   */
  ranking?: number[];
}

export interface RangeStats {
  /** Lowest and highest value over the products matching the other filters; null when none. */
  min: number | null;
  max: number | null;
  /** Distinct products per bucket, and heights as % of the largest bucket. */
  histogram: number[];
  heights: number[];
}

export interface FilterResult {
  /** Output product ids of the requested page, in order. */
  ids: number[];
  /** Number of output products. */
  total: number;
  /** Distinct main (parent) products matched: the spec's counter key -1. */
  mainTotal: number;
  /** Per requested facet source: value -> distinct parents (selected values always present). */
  counts: Record<string, Record<string, number>>;
  ranges: Record<string, RangeStats>;
  /** Per requested coverage counter: distinct matched main products carrying the source. */
  coverage: Record<string, number>;
}
