/**
 * Where each row's values start in a multi-valued column (CSR offsets), stored compactly: a
 * Uint32 base per block of 256 rows plus a 16-bit offset per row from its block's base. This
 * halves the biggest per-row cost of the index (a Uint32 per row per multi-valued source).
 * Read with `spanBegin(spans, row)` and `spanBegin(spans, row + 1)`.
 */
export const SPAN_BLOCK_BITS = 8;

export interface RowSpans {
  base: Uint32Array;
  /** Uint32 only when a block of rows holds more than 65,535 values. */
  offset: Uint16Array | Uint32Array;
}

/** From plain CSR offsets (length rows + 1). */
export function packSpans(start: Uint32Array): RowSpans {
  const base = new Uint32Array(((start.length - 1) >> SPAN_BLOCK_BITS) + 1);
  for (let b = 0; b < base.length; b++) base[b] = start[b << SPAN_BLOCK_BITS]!;
  let widest = 0;
  for (let r = 0; r < start.length; r++) widest = Math.max(widest, start[r]! - base[r >> SPAN_BLOCK_BITS]!);
  const offset = widest < 0x10000 ? new Uint16Array(start.length) : new Uint32Array(start.length);
  for (let r = 0; r < start.length; r++) offset[r] = start[r]! - base[r >> SPAN_BLOCK_BITS]!;
  return { base, offset };
}

export function spanBegin(spans: RowSpans, row: number): number {
  return spans.base[row >> SPAN_BLOCK_BITS]! + spans.offset[row]!;
}
