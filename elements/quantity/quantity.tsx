/** Quantity rules of the storefront spec on a native number input (min, max, step 'any', decimals). */
import { useId, useRef } from 'react';
import { decrement, increment, normalise, type QuantityLimits } from '../../shared/engine/cart/quantity.ts';
import { t } from '../../shared/messages/catalog.ts';
import { QuantityView } from './quantity.view.tsx';

export interface QuantityProps {
  name?: string;
  value?: string;
  min?: string;
  max?: string;
  step?: string;
  label?: string;
  inputId?: string;
}

/** Set the value and tell listeners the way a shopper's edit would (input, then change). */
function commit(input: HTMLInputElement, next: number): void {
  if (input.value === String(next)) return;
  input.value = String(next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function Quantity({ name = 'quantity', value = '1', min = '', max = '', step = '1', label, inputId }: QuantityProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const limits: QuantityLimits = { min, max, step };
  const apply = (rule: (value: string, limits: QuantityLimits) => number) => {
    const input = inputRef.current;
    if (input) commit(input, rule(input.value, limits));
  };
  return (
    <QuantityView
      inputRef={inputRef}
      name={name}
      inputId={inputId || `shop-qty-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`}
      label={label ?? t('quantity.label')}
      defaultValue={value}
      min={min}
      max={max}
      step={step}
      onMinus={() => apply(decrement)}
      onPlus={() => apply(increment)}
      onCommit={() => {
        const input = inputRef.current;
        // Below min is raised to min; an empty field is left for the browser's own validation.
        if (input && input.value !== '') commit(input, normalise(input.value, limits));
      }}
    />
  );
}
