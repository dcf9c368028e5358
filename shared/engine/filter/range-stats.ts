/**
 * Range counters (§4.5, §9.6) from per-value counts: bounds, the slider histogram (buckets of
 * equal width, heights as % of the largest) and 5 equal-frequency preset ranges rounded to
 * the step of their magnitude.
 */
import type { Column } from './build-index.ts';
import { numbersOf } from './column-values.ts';
import type { RangeStats } from './types.ts';

/** §9.6: value magnitude -> rounding step for preset range bounds. */
const ROUNDING_STEPS: [magnitude: number, step: number][] = [
  [1e9, 5e8], [1e8, 5e7], [1e7, 5e6], [1e6, 5e5], [1e5, 5e4], [1e4, 5e3], [1000, 500], [500, 250],
  [100, 50], [50, 25], [40, 20], [20, 10], [10, 5], [5, 2], [1, 1], [0.2, 0.1], [0.1, 0.05],
  [0.02, 0.01], [0.01, 0.005], [0.002, 0.001], [0.001, 5e-4], [1e-4, 5e-5], [1e-5, 5e-6],
];

export function roundingStep(value: number): number {
  const magnitude = Math.abs(value);
  for (const [m, step] of ROUNDING_STEPS) if (magnitude >= m) return step;
  return 5e-6;
}

/** Rounds to the nearest multiple of the step, without binary noise (0.1 + 0.2). */
export function roundToStep(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

export interface ValuePoint {
  value: number;
  count: number;
}

const sortedIds = new WeakMap<Column, Int32Array>();

/** Dict ids of a range column in ascending numeric order (computed once per column). */
export function numericOrder(column: Column): Int32Array {
  let order = sortedIds.get(column);
  if (!order) {
    const numeric = numbersOf(column);
    const ids = Array.from(numeric, (_, i) => i).filter((i) => Number.isFinite(numeric[i]!));
    ids.sort((a, b) => numeric[a]! - numeric[b]!);
    order = Int32Array.from(ids);
    sortedIds.set(column, order);
  }
  return order;
}

/** Counted values in ascending order. */
export function valuePoints(column: Column, counts: Int32Array): ValuePoint[] {
  const numeric = numbersOf(column);
  const points: ValuePoint[] = [];
  for (const id of numericOrder(column)) {
    const count = counts[column.slotBase + id]!;
    if (count > 0) points.push({ value: numeric[id]!, count });
  }
  return points;
}

export function histogram(points: ValuePoint[], buckets = 16): Pick<RangeStats, 'min' | 'max' | 'histogram' | 'heights'> {
  const n = Math.max(1, Math.floor(buckets));
  const bars = new Array<number>(n).fill(0);
  if (points.length === 0) return { min: null, max: null, histogram: bars, heights: bars.slice() };
  const min = points[0]!.value;
  const max = points.at(-1)!.value;
  const span = max - min;
  for (const { value, count } of points) {
    const b = span === 0 ? 0 : Math.min(n - 1, Math.floor(((value - min) / span) * n));
    bars[b]! += count;
  }
  const tallest = Math.max(...bars);
  return { min, max, histogram: bars, heights: bars.map((h) => (tallest === 0 ? 0 : Math.round((h * 100) / tallest))) };
}

export interface PresetRange {
  /** -1 = unbounded ('less than' has no min, 'more than' no max). */
  min: number;
  max: number;
  count: number;
}

/**
 * Up to 5 ranges holding about the same number of products: bounds at the 20/40/60/80 %
 * quantiles, rounded to the step of their magnitude, duplicates merged. Counts use the same
 * inclusive bounds as matching.
 */
export function presetRanges(points: ValuePoint[], parts = 5): PresetRange[] {
  const total = points.reduce((n, p) => n + p.count, 0);
  if (total === 0) return [];
  const bounds: number[] = [];
  let seen = 0;
  let k = 1;
  for (const { value, count } of points) {
    seen += count;
    while (k < parts && seen >= (k * total) / parts) {
      const rounded = roundToStep(value, roundingStep(value));
      if (rounded > points[0]!.value && rounded < points.at(-1)!.value && !bounds.includes(rounded)) bounds.push(rounded);
      k++;
    }
  }
  bounds.sort((a, b) => a - b);
  const edges = [-1, ...bounds, -1];
  const ranges: PresetRange[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const min = edges[i]!;
    const max = edges[i + 1]!;
    const count = points.reduce((n, p) => ((min < 0 || p.value >= min) && (max < 0 || p.value <= max) ? n + p.count : n), 0);
    ranges.push({ min, max, count });
  }
  return ranges;
}
