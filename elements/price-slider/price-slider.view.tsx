/**
 * WooCommerce's price filter form with its two thumbs: WAI-ARIA's multi-thumb slider pattern on
 * two native range inputs (arrows, Page Up/Down, Home/End for free; each thumb names itself and
 * speaks its value as a price), the 'Price: from — to' label, and the GET form WooCommerce's
 * widget submits (min_price, max_price and the query's other parameters).
 */
import { useId, type CSSProperties } from 'react';
import type { PriceBounds, PriceRange } from '../../shared/engine/price-filter/price-slider.ts';
import { t } from '../../shared/messages/catalog.ts';
import { RangeThumb } from '../../shared/ui/range-thumb.tsx';

export interface PriceSliderViewProps {
  action: string;
  bounds: PriceBounds;
  range: PriceRange;
  /** The query's other parameters, kept by the form (wc_query_string_form_fields). */
  hiddenFields: [string, string][];
  buttonText: string;
  format(value: number): string;
  onMove(side: 'low' | 'high', value: number): void;
  /** A drag released or a key pressed: the range is settled. */
  onSettle(): void;
}

export function PriceSliderView({ action, bounds, range, hiddenFields, buttonText, format, onMove, onSettle }: PriceSliderViewProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const percent = (value: number) => ((value - bounds.min) / (bounds.max - bounds.min)) * 100;
  const thumb = (side: 'low' | 'high') => (
    <RangeThumb
      side={side}
      label={t(side === 'low' ? 'priceSlider.min' : 'priceSlider.max')}
      valueText={format(range[side])}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      value={range[side]}
      onMove={(value) => onMove(side, value)}
      onSettle={onSettle}
    />
  );
  const position = { ['--shop-slider-low' as string]: `${percent(range.low)}%`, ['--shop-slider-high' as string]: `${percent(range.high)}%` } as CSSProperties;
  return (
    <form method="get" action={action} className="shop-PriceSlider">
      <div className="price_slider_wrapper">
        <div className="shop-Slider shop-PriceSlider-slider" role="group" aria-labelledby={`${id}-label`} style={position}>
          <div className="shop-Slider-track">
            {thumb('low')}
            {thumb('high')}
          </div>
        </div>
        <div className="price_slider_amount" data-step={bounds.step}>
          <input type="hidden" name="min_price" value={range.low} />
          <input type="hidden" name="max_price" value={range.high} />
          <button type="submit" className="button">
            {buttonText}
          </button>
          <div className="price_label" id={`${id}-label`} aria-live="polite">
            {t('priceSlider.label')} <span className="from">{format(range.low)}</span> &mdash; <span className="to">{format(range.high)}</span>
          </div>
          {hiddenFields.map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
        </div>
      </div>
    </form>
  );
}
