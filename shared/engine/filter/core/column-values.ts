/**
 * A column's values in the form a caller needs. To keep the index small, range columns keep
 * only their numbers and search columns only their joined lower-cased text; the other forms
 * are derived on first use and cached.
 */
import type { Column } from './build-index.ts';
import { searchTextAt } from './search-text.ts';
import { toNumber } from './to-number.ts';

const texts = new WeakMap<Column, string[]>();
const numbers = new WeakMap<Column, Float64Array>();

export function valueCount(column: Column): number {
  if (column.numeric) return column.numeric.length;
  if (column.search) return column.search.starts.length - 1;
  return column.dict.length;
}

/** Every value as text (search columns: lower-cased). */
export function textsOf(column: Column): string[] {
  if (!column.numeric && !column.search) return column.dict;
  let list = texts.get(column);
  if (!list) {
    const search = column.search;
    list = search ? Array.from({ length: valueCount(column) }, (_, i) => searchTextAt(search, i)) : Array.from(column.numeric!, String);
    texts.set(column, list);
  }
  return list;
}

/** One value as lower-cased text, without deriving the whole list. */
export function lowerTextAt(column: Column, id: number): string {
  if (column.search) return searchTextAt(column.search, id);
  return textsOf(column)[id]!.toLowerCase();
}

export function numbersOf(column: Column): Float64Array {
  if (column.numeric) return column.numeric;
  let list = numbers.get(column);
  if (!list) {
    list = Float64Array.from(textsOf(column), toNumber);
    numbers.set(column, list);
  }
  return list;
}
