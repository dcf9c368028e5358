/**
 * A column's values in the form a caller needs. To keep the index small, range columns keep
 * only their numbers and search columns only their lower-cased text; the other forms are
 * derived on first use and cached.
 */
import type { Column } from './build-index.ts';
import { toNumber } from './to-number.ts';

const texts = new WeakMap<Column, string[]>();
const numbers = new WeakMap<Column, Float64Array>();

export function valueCount(column: Column): number {
  return column.numeric ? column.numeric.length : column.dict.length;
}

export function textsOf(column: Column): string[] {
  if (!column.numeric) return column.dict;
  let list = texts.get(column);
  if (!list) {
    list = Array.from(column.numeric, String);
    texts.set(column, list);
  }
  return list;
}

export function numbersOf(column: Column): Float64Array {
  if (column.numeric) return column.numeric;
  let list = numbers.get(column);
  if (!list) {
    list = Float64Array.from(column.dict, toNumber);
    numbers.set(column, list);
  }
  return list;
}

const lowers = new WeakMap<Column, string[]>();

export function lowerTextsOf(column: Column): string[] {
  if (column.kind === 'search') return column.dict;
  let list = lowers.get(column);
  if (!list) {
    list = textsOf(column).map((v) => v.toLowerCase());
    lowers.set(column, list);
  }
  return list;
}
