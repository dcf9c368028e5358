/**
 * The range slider: two native range inputs on one track, so each
 * thumb is a WAI-ARIA slider with the keyboard for free (arrows, Page Up/Down, Home/End) and
 * speaks its value as currency through aria-valuetext. An optional histogram sits above the
 * track. A move is sent 300 ms after the last change (a drag's release, or the last key press of
 * a run), so stepping by keyboard does not run the filter once per step.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  histogramBars,
  moveThumb,
  sliderEndLabel,
  sliderRange,
  sliderScale,
  sliderThumbs,
  type SliderThumbs,
} from '../../engine/filter/presentation/slider-values.ts';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { plainLabel } from '../../engine/filter/presentation/value-search.ts';
import { t } from '../../messages/catalog.ts';
import { RangeThumb } from '../range-thumb.tsx';

export interface RangeSliderProps {
  filter: FilterOutput;
  format(value: number): string;
  showHistogram: boolean;
  minLabel?: unknown;
  maxLabel?: unknown;
  onChange(min: number | null, max: number | null): void;
}

const SEND_AFTER_MS = 300;

export function RangeSlider({ filter, format, showHistogram, minLabel, maxLabel, onChange }: RangeSliderProps) {
  const id = useId();
  const data = filter.slider_data!;
  const scale = sliderScale(data);
  const { low: filterLow, high: filterHigh } = sliderThumbs(filter.range, scale);
  const [thumbs, setThumbs] = useState<SliderThumbs>({ low: filterLow, high: filterHigh });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ thumbs, onChange, scale });
  latest.current = { thumbs, onChange, scale };

  // The filter moved on (chip removed, preset picked, back button): the thumbs follow.
  useEffect(() => {
    clearTimeout(pending.current);
    setThumbs({ low: filterLow, high: filterHigh });
  }, [filterLow, filterHigh]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const move = (side: 'low' | 'high', value: number) => {
    const next = moveThumb(latest.current.thumbs, side, value, scale);
    latest.current.thumbs = next;
    setThumbs(next);
  };
  const sendSoon = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      const { thumbs: now, scale: s, onChange: send } = latest.current;
      const range = sliderRange(now, s);
      send(range.min, range.max);
    }, SEND_AFTER_MS);
  };

  const label = plainLabel(filter.label ?? '');
  const percent = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * 100;
  const bars = showHistogram && data.histogramValues.length > 0 ? histogramBars(data.histogramValues, data, thumbs) : [];
  const thumb = (side: 'low' | 'high') => (
    <RangeThumb
      side={side}
      id={`${id}-${side}`}
      label={t(side === 'low' ? 'filters.sliderMin' : 'filters.sliderMax', label)}
      valueText={format(thumbs[side])}
      min={scale.min}
      max={scale.max}
      step={scale.step}
      value={thumbs[side]}
      onMove={(value) => move(side, value)}
      onSettle={sendSoon}
    />
  );
  return (
    <div
      className="shop-Slider"
      style={{ ['--shop-slider-low' as string]: `${percent(thumbs.low)}%`, ['--shop-slider-high' as string]: `${percent(thumbs.high)}%` }}
    >
      {bars.length > 0 && (
        <div className="shop-Slider-histogram" aria-hidden="true">
          {bars.map((bar, i) => (
            <span key={i} className="shop-Slider-bar" data-in-range={bar.inRange || undefined} style={{ height: `${bar.height}%` }} />
          ))}
        </div>
      )}
      <div className="shop-Slider-track">
        {thumb('low')}
        {thumb('high')}
      </div>
      <div className="shop-Slider-labels" aria-hidden="true">
        <span className="shop-Slider-label shop-Slider-label--min">{sliderEndLabel(minLabel, thumbs.low, scale, format)}</span>
        <span className="shop-Slider-label shop-Slider-label--max">{sliderEndLabel(maxLabel, thumbs.high, scale, format)}</span>
      </div>
    </div>
  );
}
