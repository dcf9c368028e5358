/**
 * Builds the filter index once from the descriptors: rows (products and variations) grouped by
 * parent, and one column per source of small integer value ids in typed arrays.
 *
 * Row semantics (docs/filter-engine.md): a variation inherits every source it lacks from its
 * parent; its empty value ('' = WooCommerce's "any") stands for all the parent's values of that
 * source. A variable product with in-stock variations is represented by those variations (its
 * own row never matches); out-of-stock variations never match; a product with none left in
 * stock is represented by its own row.
 */
import { readDescriptors, valueList, valueText, type RawValues } from './descriptors.ts';
import { IntBuffer, narrowArray } from './int-buffer.ts';
import { groupRows } from './row-groups.ts';
import { packSpans, spanBegin, type RowSpans } from './row-spans.ts';
import { joinSearchText, type SearchText } from './search-text.ts';
import { toNumber } from './to-number.ts';
import type { IndexOptions, SourceKind } from './types.ts';

export interface Column {
  sourceId: string;
  kind: SourceKind;
  /** Distinct values as strings (facets only; see numeric and search for the other kinds). */
  dict: string[];
  /** range: the numeric value of each value id (NaN when not a number). */
  numeric: Float64Array | null;
  /** search: the lower-cased texts, joined. */
  search: SearchText | null;
  /** One value per row: value id + 1, 0 when the row lacks the source. Null when multi-valued. */
  single: Uint8Array | Uint16Array | Uint32Array | null;
  /** Multi-valued rows: CSR over rows (row r's values are values[spanBegin(r) .. spanBegin(r + 1)]). */
  spans: RowSpans | null;
  values: Uint8Array | Uint16Array | Uint32Array | null;
  /** facet and range: first global counting slot of this source. */
  slotBase: number;
  /** Every row that can match holds the same values as the other matchable rows of its parent
   * (inherited sources: category, brand…): a query counts it once per parent, not per row. */
  perParent: boolean;
}

/** Bump whenever FilterIndex's layout changes: indexes kept by browsers under another number are built again. */
export const INDEX_LAYOUT_VERSION = 4;

/** The row can match at all (see the module comment). */
export const ROW_MATCHABLE = 1;
/** A variation shown as its own product (output type 'variation'); others show their parent. */
export const ROW_STANDALONE = 2;
export const ROW_IN_STOCK = 4;
export const ROW_FEATURED = 8;

export interface FilterIndex {
  rowCount: number;
  /** Product ids up to 4,294,967,295 (MAX_PRODUCT_ID); larger ones are refused, never wrapped. */
  productIds: Uint32Array;
  /** How many rows back each row's parent is (0 for a main product): its parent's row is
   * `r - parentOffset[r]` (parentRowOf). Rows of one parent are contiguous, so the parent's row
   * also keys the per-parent de-duplication. A byte per row where no product has 255
   * variations (a million products: 2.4 MB instead of 9.5 for the rows themselves). */
  parentOffset: Uint8Array | Uint16Array | Uint32Array;
  parentCount: number;
  /** Per row, ROW_MATCHABLE | ROW_STANDALONE | ROW_IN_STOCK | ROW_FEATURED: one byte instead of
   * four arrays (7 MB less at a million products). */
  rowFlags: Uint8Array;
  hasVariations: boolean;
  columns: Map<string, Column>;
  slotCount: number;
}

const OUT_OF_STOCK = new Set(['outofstock', '0', 'false', 'no']);
const FEATURED = new Set(['1', 'true', 'yes', 'featured']);

/** Rows between two pauses of buildIndexInSteps. */
const ROWS_PER_STEP = 512;

export function buildIndex(
  input: unknown,
  options: IndexOptions = {},
  warn: (message: string) => void = (m) => console.warn(`[shop filter] ${m}`),
): FilterIndex {
  const steps = buildIndexInSteps(input, options, warn);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * buildIndex in steps: it pauses (yields) every few hundred rows and after each column, so a
 * caller on the page's main thread can let the browser paint and answer the shopper between
 * steps instead of blocking for the whole build (a long task on a phone). Same result.
 */
export function* buildIndexInSteps(
  input: unknown,
  options: IndexOptions = {},
  warn: (message: string) => void = (m) => console.warn(`[shop filter] ${m}`),
): Generator<void, FilterIndex, void> {
  const descriptors = readDescriptors(input, warn);
  yield;
  const { rows, rowParent } = groupRows(descriptors, warn);

  const rowCount = rows.length;
  const kinds = options.sourceKinds ?? {};
  /** Per source: its values, and the entries of the last main product's row that holds some (its variations reuse them). */
  const builders = new Map<
    string,
    { dict: Map<string, number>; list: string[]; rowOf: IntBuffer; valueOf: IntBuffer; mainRow: number; mainFirst: number; mainEnd: number }
  >();
  const builder = (sourceId: string) => {
    let b = builders.get(sourceId);
    if (!b) {
      b = { dict: new Map(), list: [], rowOf: new IntBuffer(), valueOf: new IntBuffer(), mainRow: -1, mainFirst: 0, mainEnd: 0 };
      builders.set(sourceId, b);
    }
    return b;
  };

  const isAny = (v: unknown) => v === '';
  /** A row's values of a source: its own, else its parent's; "any" ('') adds the parent's. */
  const effective = (row: number, sourceId: string): readonly unknown[] => {
    const own = valueList(rows[row]!.sources[sourceId] as RawValues);
    const parent = rowParent[row]!;
    if (parent === row) return own;
    const inherited = valueList(rows[parent]!.sources[sourceId] as RawValues);
    if (own.length === 0) return inherited;
    if (own.some(isAny)) return [...own.filter((v) => !isAny(v)), ...inherited];
    return own;
  };

  const stockSource = options.stockSourceId === undefined ? null : String(options.stockSourceId);
  const featuredSource = options.featuredSourceId === undefined ? null : String(options.featuredSourceId);
  const inStock = new Uint8Array(rowCount);
  const featured = new Uint8Array(rowCount);
  const addValues = (r: number, sourceId: string, values: readonly unknown[]) => {
    if (values.length === 0) return;
    const b = builder(sourceId);
    const first = b.rowOf.length;
    for (const raw of values) {
      const value = valueText(raw);
      if (value === null || value === '') continue;
      let id = b.dict.get(value);
      if (id === undefined) {
        id = b.list.length;
        b.dict.set(value, id);
        b.list.push(value);
      }
      let duplicate = false;
      for (let i = first; i < b.rowOf.length; i++) if (b.valueOf.data[i] === id) duplicate = true;
      if (duplicate) continue; // [5, '5'] is one value
      b.rowOf.push(r);
      b.valueOf.push(id);
    }
    if (rowParent[r] === r) {
      b.mainRow = r;
      b.mainFirst = first;
      b.mainEnd = b.rowOf.length;
    }
  };
  /**
   * A variation without values of its own in a source has its main product's: the ids that row
   * got are copied, not looked up again from text (most of a variable catalogue's build time).
   */
  const addMainValues = (r: number, parent: number, sourceId: string) => {
    const b = builders.get(sourceId);
    if (!b || b.mainRow !== parent) return; // the main product has none
    for (let i = b.mainFirst; i < b.mainEnd; i++) {
      b.rowOf.push(r);
      b.valueOf.push(b.valueOf.data[i]!);
    }
  };
  /** The sources of the last main product, listed once for its variations (they follow it: groupRows). */
  let mainSources: string[] = [];
  for (let r = 0; r < rowCount; r++) {
    if (r > 0 && r % ROWS_PER_STEP === 0) yield;
    const d = rows[r]!;
    const parent = rowParent[r]!;
    if (parent === r) {
      mainSources = Object.keys(d.sources);
      for (const sourceId of mainSources) addValues(r, sourceId, valueList(d.sources[sourceId]));
    } else {
      const inherited = rows[parent]!.sources;
      for (const sourceId of mainSources) {
        if (valueList(d.sources[sourceId] as RawValues).length === 0) addMainValues(r, parent, sourceId);
        else addValues(r, sourceId, effective(r, sourceId));
      }
      for (const sourceId in d.sources) if (!(sourceId in inherited)) addValues(r, sourceId, valueList(d.sources[sourceId]));
    }
    const stock = stockSource ? effective(r, stockSource) : undefined;
    inStock[r] = stock && stock.some((v) => OUT_OF_STOCK.has((valueText(v) ?? '').toLowerCase())) ? 0 : 1;
    const feature = featuredSource ? effective(r, featuredSource) : undefined;
    featured[r] = feature && feature.some((v) => FEATURED.has((valueText(v) ?? '').toLowerCase())) ? 1 : 0;
  }

  // Which rows can match: variations in stock; a main product only without in-stock variations.
  const matchable = new Uint8Array(rowCount);
  const parentRow = Int32Array.from(rowParent);
  let parentCount = 0;
  for (let r = 0; r < rowCount; r++) {
    if (parentRow[r] === r) {
      parentCount++;
      let end = r + 1;
      let stocked = false;
      while (end < rowCount && parentRow[end] === r) {
        if (inStock[end]) stocked = true;
        end++;
      }
      matchable[r] = stocked ? 0 : 1;
    } else {
      matchable[r] = inStock[r]!;
    }
  }

  const rowFlags = new Uint8Array(rowCount);
  for (let r = 0; r < rowCount; r++) {
    const type = rows[r]!.type;
    const standalone = options.singleVariations !== false && parentRow[r] !== r && type !== undefined && type !== 'variable';
    rowFlags[r] = (matchable[r] ? ROW_MATCHABLE : 0) | (standalone ? ROW_STANDALONE : 0) | (inStock[r] ? ROW_IN_STOCK : 0) | (featured[r] ? ROW_FEATURED : 0);
  }

  const columns = new Map<string, Column>();
  let slotCount = 0;
  for (const [sourceId, b] of builders) {
    yield;
    const kind = kinds[sourceId] ?? 'facet';
    const entries = b.rowOf.length;
    const rowOf = b.rowOf.data;
    const valueOf = b.valueOf.data;
    // Multi-valued only if a row that can match holds several values: a variable product's own
    // row (never matched) may list all its variations' values and keeps just its first.
    let maxMatchable = 0;
    for (let i = 0, run = 0; i < entries; i++) {
      run = i > 0 && rowOf[i - 1] === rowOf[i] ? run + 1 : 1;
      if (matchable[rowOf[i]!] && run > maxMatchable) maxMatchable = run;
    }
    let single: Column['single'] = null;
    let spans: RowSpans | null = null;
    let values: Column['values'] = null;
    if (maxMatchable <= 1) {
      single = narrowArray(b.list.length + 1, rowCount);
      for (let i = 0; i < entries; i++) if (single[rowOf[i]!] === 0) single[rowOf[i]!] = valueOf[i]! + 1;
    } else {
      const start = new Uint32Array(rowCount + 1);
      for (let i = 0; i < entries; i++) start[rowOf[i]! + 1]!++;
      for (let r = 0; r < rowCount; r++) start[r + 1]! += start[r]!;
      spans = packSpans(start);
      values = narrowArray(b.list.length, entries);
      for (let i = 0; i < entries; i++) values[i] = valueOf[i]!; // entries arrive in row order
    }
    const column: Column = {
      sourceId,
      kind,
      dict: kind === 'facet' ? b.list : [],
      numeric: kind === 'range' ? Float64Array.from(b.list, toNumber) : null,
      search: kind === 'search' ? joinSearchText(b.list) : null,
      single,
      spans,
      values,
      slotBase: kind === 'search' ? -1 : slotCount,
      perParent: false,
    };
    column.perParent = sameWithinParents(column, parentRow, matchable);
    if (kind !== 'search') slotCount += b.list.length;
    columns.set(sourceId, column);
  }

  return {
    rowCount,
    productIds: Uint32Array.from(rows, (d) => d.id),
    parentOffset: parentOffsets(parentRow),
    parentCount,
    rowFlags,
    hasVariations: rows.some((d, r) => rowParent[r] !== r),
    columns,
    slotCount,
  };
}

function parentOffsets(parentRow: Int32Array): FilterIndex['parentOffset'] {
  let widest = 0;
  for (let r = 0; r < parentRow.length; r++) widest = Math.max(widest, r - parentRow[r]!);
  const offsets = narrowArray(widest, parentRow.length);
  for (let r = 0; r < parentRow.length; r++) offsets[r] = r - parentRow[r]!;
  return offsets;
}

/** The row of row r's parent (r itself for a main product). */
export function parentRowOf(index: FilterIndex, r: number): number {
  return r - index.parentOffset[r]!;
}

/** Do the matchable rows of each parent all hold the same values of this column? */
function sameWithinParents(column: Column, parentRow: Int32Array, matchable: Uint8Array): boolean {
  const { single, spans, values } = column;
  let parent = -1;
  let first = -1; // first matchable row of the current parent
  for (let r = 0; r < parentRow.length; r++) {
    if (!matchable[r]) continue;
    if (parentRow[r] !== parent) {
      parent = parentRow[r]!;
      first = r;
      continue;
    }
    if (single) {
      if (single[r] !== single[first]) return false;
      continue;
    }
    const a = spanBegin(spans!, first);
    const b = spanBegin(spans!, r);
    const length = spanBegin(spans!, first + 1) - a;
    if (spanBegin(spans!, r + 1) - b !== length) return false;
    for (let i = 0; i < length; i++) if (values![a + i] !== values![b + i]) return false;
  }
  return true;
}
