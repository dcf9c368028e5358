/**
 * The range slider's numbers: its scale, the thumbs' positions, what a
 * move sends, the end labels and the histogram bars. The scale is widened to whole steps so both
 * ends are reachable; a thumb left at its end sends '' (no bound), so moving one thumb never
 * writes the other side into the URL.
 */
export interface SliderScale {
  min: number;
  max: number;
  step: number;
}

export interface SliderThumbs {
  low: number;
  high: number;
}

const roundTo = (value: number, step: number) => Number((Math.round(value / step) * step).toPrecision(12));

export function sliderScale(data: { min: number; max: number; step?: number }): SliderScale {
  const step = data.step && data.step > 0 ? data.step : 1;
  const min = Number((Math.floor(data.min / step) * step).toPrecision(12));
  const max = Number((Math.ceil(data.max / step) * step).toPrecision(12));
  return { min, max: max > min ? max : min + step, step };
}

const clamp = (value: number, scale: SliderScale) => Math.min(scale.max, Math.max(scale.min, value));

/** Where the thumbs stand for the filter's range: an unset or negative side sits at its end. */
export function sliderThumbs(range: { min: number | ''; max: number | '' } | undefined, scale: SliderScale): SliderThumbs {
  const low = typeof range?.min === 'number' && range.min >= 0 ? clamp(range.min, scale) : scale.min;
  const high = typeof range?.max === 'number' && range.max >= 0 ? clamp(range.max, scale) : scale.max;
  return low <= high ? { low, high } : { low: high, high };
}

/** Moves one thumb; it stops at the other one rather than crossing it. */
export function moveThumb(thumbs: SliderThumbs, side: 'low' | 'high', value: number, scale: SliderScale): SliderThumbs {
  const next = roundTo(clamp(value, scale), scale.step);
  return side === 'low' ? { low: Math.min(next, thumbs.high), high: thumbs.high } : { low: thumbs.low, high: Math.max(next, thumbs.low) };
}

/** The range change a slider sends: null ('' in the URL) for a thumb at its end. */
export function sliderRange(thumbs: SliderThumbs, scale: SliderScale): { min: number | null; max: number | null } {
  return { min: thumbs.low <= scale.min ? null : thumbs.low, max: thumbs.high >= scale.max ? null : thumbs.high };
}

/**
 * An end label per range_slider_min_value_label / range_slider_max_value_label: 'min' and 'max'
 * show that end of the scale, 'dynamic' (the default) the thumb's value, anything else is text.
 */
export function sliderEndLabel(setting: unknown, thumbValue: number, scale: SliderScale, format: (n: number) => string): string {
  if (setting === 'min') return format(scale.min);
  if (setting === 'max') return format(scale.max);
  if (typeof setting === 'string' && setting !== '' && setting !== 'dynamic') return setting;
  return format(thumbValue);
}

export interface HistogramBar {
  /** Height in % of the tallest bucket. */
  height: number;
  /** Whether the bucket lies within the thumbs. */
  inRange: boolean;
}

/** The histogram's buckets split the data's bounds in equal widths; a bucket is in range when it overlaps the thumbs. */
export function histogramBars(heights: number[], bounds: { min: number; max: number }, thumbs: SliderThumbs): HistogramBar[] {
  const width = (bounds.max - bounds.min) / Math.max(1, heights.length);
  return heights.map((height, i) => {
    const from = bounds.min + i * width;
    const to = from + width;
    return { height, inRange: to >= thumbs.low && from <= thumbs.high };
  });
}
