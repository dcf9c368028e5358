/**
 * Range filter controls: min/max number inputs (submitted on Enter
 * or blur, only when changed; a negative or unset side shown empty), the preset ranges as radios,
 * the slider (with its histogram) and a clear control when a side is set.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { FilterOutput } from '../../engine/filter/presentation/filters-output.ts';
import { t } from '../../messages/catalog.ts';
import { RangeSlider } from './range-slider.tsx';
import { FilterCount } from './filter-count.tsx';
import { plainLabel } from '../../engine/filter/presentation/value-search.ts';

export interface RangeControlProps {
  filter: FilterOutput;
  /** Writes a value as the filter shows it (currency for prices). */
  format(value: number): string;
  /** Global switches: range_slider_histogram (default on) and the end labels. */
  slider?: { histogram?: boolean; minLabel?: unknown; maxLabel?: unknown };
  onChange(min: number | null, max: number | null): void;
}

const shownSide = (v: number | '' | undefined) => (typeof v === 'number' && v >= 0 ? String(v) : '');
const readSide = (text: string): number | null => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null;
};

export function RangeControl({ filter, format, slider = {}, onChange }: RangeControlProps) {
  const id = useId();
  const [min, setMin] = useState(shownSide(filter.range?.min));
  const [max, setMax] = useState(shownSide(filter.range?.max));
  useEffect(() => {
    setMin(shownSide(filter.range?.min));
    setMax(shownSide(filter.range?.max));
  }, [filter.range?.min, filter.range?.max]);

  const submit = () => {
    const nextMin = readSide(min);
    const nextMax = readSide(max);
    const before = [typeof filter.range?.min === 'number' ? filter.range.min : null, typeof filter.range?.max === 'number' ? filter.range.max : null];
    if (nextMin === before[0] && nextMax === before[1]) return; // only when changed
    onChange(nextMin, nextMax);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };
  const step = filter.slider_data?.step ?? 1;
  const isSet = (typeof filter.range?.min === 'number' && filter.range.min > 0) || (typeof filter.range?.max === 'number' && filter.range.max > 0);
  const label = plainLabel(filter.label ?? '');
  return (
    <div className="shop-Range">
      {filter.show_slider === true && filter.slider_data && (
        <RangeSlider
          filter={filter}
          format={format}
          showHistogram={slider.histogram !== false}
          minLabel={slider.minLabel}
          maxLabel={slider.maxLabel}
          onChange={onChange}
        />
      )}
      {filter.show_inputs !== false && (
        <div className="shop-Range-inputs">
          <label htmlFor={`${id}-min`}>
            <span className="shop-Range-inputLabel">{t('filters.min')}</span>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              step={step}
              placeholder={filter.slider_data ? String(filter.slider_data.min) : undefined}
              value={min}
              onChange={(e) => setMin(e.currentTarget.value)}
              onBlur={submit}
              onKeyDown={onKey}
            />
          </label>
          <label htmlFor={`${id}-max`}>
            <span className="shop-Range-inputLabel">{t('filters.max')}</span>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              step={step}
              placeholder={filter.slider_data ? String(filter.slider_data.max) : undefined}
              value={max}
              onChange={(e) => setMax(e.currentTarget.value)}
              onBlur={submit}
              onKeyDown={onKey}
            />
          </label>
        </div>
      )}
      {filter.show_radio_ranges === true && (filter.radio_range?.length ?? 0) > 0 && (
        <fieldset className="shop-Range-presets">
          <legend className="shop-Range-presetsLegend">{t('filters.presets')}</legend>
          <ul className="shop-Filter-values">
            {filter.radio_range!.map((preset, i) => (
              <li key={i} className="shop-Filter-value">
                <label className="shop-Filter-option" htmlFor={`${id}-p${i}`}>
                  <input
                    id={`${id}-p${i}`}
                    type="radio"
                    name={`${id}-presets`}
                    checked={preset.selected}
                    disabled={preset.disabled && !preset.selected}
                    onChange={() => onChange(preset.min >= 0 ? preset.min : null, preset.max >= 0 ? preset.max : null)}
                  />
                  <span className="shop-Filter-label">{preset.label}</span>
                  <FilterCount value={preset.counter} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {isSet && (
        <button type="button" className="shop-Range-clear" aria-label={t('filters.clearLabel', label)} onClick={() => onChange(null, null)}>
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
