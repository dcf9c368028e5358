/**
 * Where each row's values start in a multi-valued column (CSR offsets), stored compactly: a
 * Uint32 base per block of rows plus a small offset per row from its block's base. The block
 * is the largest (up to 128 rows) whose offsets all fit a byte; a column too dense for that
 * takes blocks of 256 rows and 16-bit offsets (32-bit past 65,535 values in a block). At a
 * million products this is 1 byte per row per multi-valued source instead of 4 (plain CSR).
 * Read with `spanBegin(spans, row)` and `spanBegin(spans, row + 1)`.
 */
export interface RowSpans {
  /** log2 of the rows per block. */
  bits: number;
  base: Uint32Array;
  offset: Uint8Array | Uint16Array | Uint32Array;
}

/** The widest offset within blocks of 2^bits rows. */
function widestOffset(start: Uint32Array, bits: number): number {
  let widest = 0;
  for (let r = 0; r < start.length; r++) widest = Math.max(widest, start[r]! - start[(r >> bits) << bits]!);
  return widest;
}

/** From plain CSR offsets (length rows + 1). */
export function packSpans(start: Uint32Array): RowSpans {
  let bits = 7;
  while (bits > 2 && widestOffset(start, bits) > 0xff) bits--;
  if (widestOffset(start, bits) > 0xff) bits = 8;
  const widest = widestOffset(start, bits);
  const offset = widest <= 0xff ? new Uint8Array(start.length) : widest < 0x10000 ? new Uint16Array(start.length) : new Uint32Array(start.length);
  const base = new Uint32Array(((start.length - 1) >> bits) + 1);
  for (let b = 0; b < base.length; b++) base[b] = start[b << bits]!;
  for (let r = 0; r < start.length; r++) offset[r] = start[r]! - base[r >> bits]!;
  return { bits, base, offset };
}

export function spanBegin(spans: RowSpans, row: number): number {
  return spans.base[row >> spans.bits]! + spans.offset[row]!;
}
