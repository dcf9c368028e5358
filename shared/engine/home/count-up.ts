/**
 * The count-up animation's numbers: from 0 to the target over 4 s, easing out, shown with the
 * target's own decimals; with reduced motion the target at once.
 */
export const COUNT_UP_MS = 4000;

export const decimalsOf = (text: string) => /\.(\d+)$/.exec(text.trim())?.[1]?.length ?? 0;

/** The value shown `elapsed` ms in (ease-out cubic). */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (duration <= 0 || elapsed >= duration) return target;
  const t = Math.max(0, elapsed) / duration;
  return target * (1 - (1 - t) ** 3);
}

/** Reads '1,205' or '4.4' as a number; null when the text is not a number. */
export function parseCount(text: string): number | null {
  const plain = text.trim().replace(/,(?=\d{3}\b)/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/**
 * The figure as the server printed it: the same decimals, thousands grouped with commas when the
 * printed text groups them. Written out by hand: `toLocaleString` builds an ICU formatter on
 * every call, and once per animation frame that cost a long task on a slow phone.
 */
export function formatCount(value: number, decimals: number, grouping = true): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
