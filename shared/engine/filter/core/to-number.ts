/** A descriptor value as a number: blank or non-numeric text is NaN (never in a range). */
export function toNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}
