/**
 * One attribute's swatches as a native radio group (a fieldset named by the attribute's label):
 * Tab enters the group, the arrows move and choose, Space on the chosen one clears it; a
 * disabled value is skipped and says so. The visual swatch (colour, image or text) is the radio's
 * label; the select it mirrors stays in the form, hidden, as the value WooCommerce submits.
 */
import type { CSSProperties } from 'react';
import type { SwatchOption } from '../../shared/engine/cart/swatches.ts';
import { t } from '../../shared/messages/catalog.ts';

/** The radios belong to no form (a form id that no form has): only the select is submitted. */
const NO_FORM = 'shop-swatches-no-form';

export interface SwatchGroupViewProps {
  name: string;
  labelledBy: string;
  options: SwatchOption[];
  onChoose(option: SwatchOption): void;
}

export function SwatchGroupView({ name, labelledBy, options, onChoose }: SwatchGroupViewProps) {
  return (
    <fieldset className="shop-Swatches" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <label
          key={option.value}
          className={`shop-Swatch shop-Swatch--${option.kind}`}
          data-selected={option.selected || undefined}
          data-disabled={option.disabled || undefined}
          title={option.label}
        >
          <input
            type="radio"
            className="shop-Swatch-input"
            name={name}
            form={NO_FORM}
            value={option.value}
            checked={option.selected}
            disabled={option.disabled}
            onChange={() => onChoose(option)}
            // A click (or Space) on the chosen swatch clears it: 'change' does not fire then.
            onClick={() => option.selected && onChoose(option)}
          />
          <span
            className="shop-Swatch-face"
            aria-hidden="true"
            style={option.kind === 'color' ? ({ '--shop-swatch-color': option.color } as CSSProperties) : undefined}
          >
            {option.kind === 'image' ? <img src={option.image} alt="" width="32" height="32" /> : option.kind === 'label' ? option.label : null}
          </span>
          <span className="screen-reader-text">{option.disabled ? t('swatches.unavailable', option.label) : option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
