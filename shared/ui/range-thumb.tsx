/**
 * One thumb of a two-thumb slider: a native range input (WAI-ARIA slider with the keyboard for
 * free) that speaks its value through aria-valuetext. `onMove` follows every step of a drag;
 * `onSettle` runs on the native 'change' — a drag's release or a key press — when the value is
 * the shopper's choice (React's onChange is every 'input').
 */
export interface RangeThumbProps {
  side: 'low' | 'high';
  label: string;
  valueText: string;
  min: number;
  max: number;
  step: number;
  value: number;
  id?: string;
  onMove(value: number): void;
  onSettle(): void;
}

export function RangeThumb({ side, label, valueText, min, max, step, value, id, onMove, onSettle }: RangeThumbProps) {
  return (
    <input
      type="range"
      className={`shop-Slider-input shop-Slider-input--${side}`}
      id={id}
      aria-label={label}
      aria-valuetext={valueText}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onMove(Number(event.currentTarget.value))}
      ref={(input) => {
        if (input) input.onchange = onSettle;
      }}
    />
  );
}
