/**
 * Range counters from per-value counts: bounds, the slider histogram (buckets of
 * equal width, heights as % of the largest) and 5 equal-frequency preset ranges rounded to
 * the step of their magnitude.
 */
import type { Column } from './build-index.ts';
import { numbersOf } from './column-values.ts';
import type { RangeStats } from './types.ts';

/** Value magnitude -> rounding step for preset range bounds. */
const ROUNDING_STEPS: [magnitude: number, step: number][] = [
  [1e9, 5e8],
  [1e8, 5e7],
  [1e7, 5e6],
  [1e6, 5e5],
  [1e5, 5e4],
  [1e4, 5e3],
  [1000, 500],
  [500, 250],
  [100, 50],
  [50, 25],
  [40, 20],
  [20, 10],
  [10, 5],
  [5, 2],
  [1, 1],
  [0.2, 0.1],
  [0.1, 0.05],
  [0.02, 0.01],
  [0.01, 0.005],
  [0.002, 0.001],
  [0.001, 5e-4],
  [1e-4, 5e-5],
  [1e-5, 5e-6],
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

/** Counted values in ascending order with their counts (typed arrays: no garbage per query). */
export interface ValuePoints {
  values: Float64Array;
  counts: Int32Array;
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

export function valuePoints(column: Column, counts: Int32Array): ValuePoints {
  const numeric = numbersOf(column);
  const order = numericOrder(column);
  const base = column.slotBase;
  let length = 0;
  for (let i = 0; i < order.length; i++) if (counts[base + order[i]!]! > 0) length++;
  const points: ValuePoints = { values: new Float64Array(length), counts: new Int32Array(length) };
  for (let i = 0, k = 0; i < order.length; i++) {
    const count = counts[base + order[i]!]!;
    if (count > 0) {
      points.values[k] = numeric[order[i]!]!;
      points.counts[k++] = count;
    }
  }
  return points;
}

export function histogram(points: ValuePoints, buckets = 16): Pick<RangeStats, 'min' | 'max' | 'histogram' | 'heights'> {
  const n = Math.max(1, Math.floor(buckets));
  const bars = new Array<number>(n).fill(0);
  const { values, counts } = points;
  if (values.length === 0) return { min: null, max: null, histogram: bars, heights: bars.slice() };
  const min = values[0]!;
  const max = values[values.length - 1]!;
  const span = max - min;
  for (let i = 0; i < values.length; i++) {
    const b = span === 0 ? 0 : Math.min(n - 1, Math.floor(((values[i]! - min) / span) * n));
    bars[b]! += counts[i]!;
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
export function presetRanges(points: ValuePoints, parts = 5): PresetRange[] {
  const { values, counts } = points;
  const total = counts.reduce((n, c) => n + c, 0);
  if (total === 0) return [];
  const lowest = values[0]!;
  const highest = values[values.length - 1]!;
  const bounds: number[] = [];
  let seen = 0;
  let k = 1;
  for (let i = 0; i < values.length; i++) {
    seen += counts[i]!;
    while (k < parts && seen >= (k * total) / parts) {
      const rounded = roundToStep(values[i]!, roundingStep(values[i]!));
      if (rounded > lowest && rounded < highest && !bounds.includes(rounded)) bounds.push(rounded);
      k++;
    }
  }
  bounds.sort((a, b) => a - b);
  const edges = [-1, ...bounds, -1];
  const ranges: PresetRange[] = [];
  for (let e = 0; e + 1 < edges.length; e++) {
    const min = edges[e]!;
    const max = edges[e + 1]!;
    let count = 0;
    for (let i = 0; i < values.length; i++) if ((min < 0 || values[i]! >= min) && (max < 0 || values[i]! <= max)) count += counts[i]!;
    ranges.push({ min, max, count });
  }
  return ranges;
}
