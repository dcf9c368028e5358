/**
 * The compact index format (docs/filter-engine.md, "The compact descriptors format", states it
 * in full for servers that produce it):
 *
 *   "SHPX" · version byte (1) · varint header length · header (UTF-8 JSON) · streams
 *
 * Every stream is a varint byte length and its varints. Streams, in order: the rows, then four
 * per source in the header's order (main rows' counts, main rows' values, variations' counts,
 * variations' values; the counts streams are empty for a single-valued source).
 */
export const MAGIC = [0x53, 0x48, 0x50, 0x58]; // "SHPX"
export const VERSION = 1;

/** Row kind byte: the type in the low two bits, CHILD when the row is a variation of the last main row. */
export const TYPE_CODES = { none: 0, simple: 1, variable: 2, variation: 3 } as const;
export const CHILD = 4;

export interface SourceHeader {
  id: string;
  /** The source's distinct values (null: a value the engine cannot read, kept so a variation holding only such values still does not inherit). */
  values: (string | null)[];
  /** Every row holds at most one value: one varint per row (0 = none, else value + 1), no counts. */
  single: boolean;
  /** Variations' values are numbers coded as their difference from the main product's first value, times `scale`. */
  scale?: number;
}

export interface Header {
  rows: number;
  sources: SourceHeader[];
}

export const scaled = (text: string, scale: number): number => Math.round(Number(text) * scale);

/** A number written as JavaScript writes it, with at most log10(scale) decimals: it reads back as the same text. */
export function isExact(text: string, scale: number): boolean {
  if (text === '' || text.trim() !== text) return false;
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n * scale) < 2 ** 50 && String(Math.round(n * scale) / scale) === text;
}

/** The base of a variation's numeric difference: its main product's first value times scale, 0 when that is not such a number. */
export function numericBase(parentList: readonly (string | null)[], scale: number): number {
  const first = parentList[0];
  return typeof first === 'string' && isExact(first, scale) ? scaled(first, scale) : 0;
}
