/**
 * Range text 'min-max': how a range travels in the URL.
 * -1 is an unbounded side.
 */
export interface RangeBounds {
  min: number;
  max: number;
}

export const UNBOUNDED: RangeBounds = { min: -1, max: -1 };

const PLAIN_NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;

function side(text: string): number {
  const trimmed = text.trim();
  if (!PLAIN_NUMBER.test(trimmed)) return -1;
  const value = Number(trimmed);
  return value < 1e21 ? value : -1; // beyond, JavaScript writes exponent notation
}

/**
 * Text that does not split into exactly 2 parts gives [-1, -1]; a non-numeric side is -1; when
 * max >= 0 and min > max, min becomes max. Negative numbers cannot be written (their '-' would
 * add a part): a range side is never negative.
 */
export function parseRangeText(text: string): RangeBounds {
  const parts = text.split('-');
  if (parts.length !== 2) return { ...UNBOUNDED };
  let min = side(parts[0]!);
  const max = side(parts[1]!);
  if (max >= 0 && min > max) min = max;
  return { min, max };
}

/** A side as plain decimal text (never exponent notation, whose '-' would break the format). */
export function rangeSideText(value: number): string {
  if (!Number.isFinite(value) || value < 0 || value >= 1e21) return '';
  const [mantissa, exponent] = String(value).split('e');
  if (!exponent) return mantissa!;
  const [whole, fraction = ''] = mantissa!.split('.');
  return `0.${'0'.repeat(-Number(exponent) - 1)}${whole}${fraction}`;
}

/** 'min-max' with invalid or negative sides empty; null when both are empty (omitted). */
export function formatRangeText(range: RangeBounds): string | null {
  const min = rangeSideText(range.min);
  const max = rangeSideText(range.max);
  return min === '' && max === '' ? null : `${min}-${max}`;
}
