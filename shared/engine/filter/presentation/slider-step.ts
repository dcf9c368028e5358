/**
 * The range slider's step. Decimal precision follows the minimum: a minimum
 * below 1 steps by 0.1, below 0.1 by 0.01, and so on (a whole minimum, 0 included, steps by 1).
 * A wide span overrides it: above 1,000 the step is 10, above 1e4 100, 1e5 1,000, 1e6 1e4,
 * 1e7 1e5, 1e8 1e6.
 */
const SPAN_STEPS: [span: number, step: number][] = [
  [1e8, 1e6],
  [1e7, 1e5],
  [1e6, 1e4],
  [1e5, 1000],
  [1e4, 100],
  [1000, 10],
];

export function sliderStep(min: number, max: number): number {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return 1;
  const span = Math.abs(max - min);
  for (const [above, step] of SPAN_STEPS) if (span > above) return step;
  const magnitude = Math.abs(min);
  if (magnitude === 0 || magnitude >= 1 || Number.isInteger(min)) return 1;
  return Math.max(1e-6, 10 ** Math.floor(Math.log10(magnitude)));
}
