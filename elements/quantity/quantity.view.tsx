/** Quantity field with minus/plus buttons. The input is a real form field in the light DOM. */
import type { RefObject } from 'react';
import { t } from '../../shared/messages/catalog.ts';

export interface QuantityViewProps {
  inputRef: RefObject<HTMLInputElement | null>;
  name: string;
  inputId: string;
  label: string;
  defaultValue: string;
  min: string;
  max: string;
  step: string;
  onMinus(): void;
  onPlus(): void;
  onCommit(): void;
}

export function QuantityView(props: QuantityViewProps) {
  return (
    <div className="quantity shop-Quantity">
      <label className="screen-reader-text shop-Quantity-label" htmlFor={props.inputId}>
        {props.label}
      </label>
      <button type="button" className="shop-Quantity-minus minus" aria-label={t('quantity.decrease')} aria-controls={props.inputId} onClick={props.onMinus}>
        −
      </button>
      <input
        ref={props.inputRef}
        type="number"
        id={props.inputId}
        className="input-text qty text"
        name={props.name}
        defaultValue={props.defaultValue}
        min={props.min || undefined}
        max={props.max || undefined}
        step={props.step || undefined}
        inputMode={props.step === 'any' || props.step.includes('.') ? 'decimal' : 'numeric'}
        onBlur={props.onCommit}
      />
      <button type="button" className="shop-Quantity-plus plus" aria-label={t('quantity.increase')} aria-controls={props.inputId} onClick={props.onPlus}>
        +
      </button>
    </div>
  );
}
