/**
 * The sticky add-to-cart bar: the product's name and price, its options and quantity, and an
 * Add to cart button, fixed at the bottom of the screen while the page's own button is scrolled
 * out of view above. Hidden (and out of the accessibility tree) otherwise.
 */
import { useId } from 'react';
import { t } from '../../shared/messages/catalog.ts';

export interface BarAttribute {
  name: string;
  label: string;
  value: string;
  options: { value: string; text: string; disabled: boolean }[];
}

export interface StickyBarViewProps {
  active: boolean;
  title: string;
  price: string;
  attributes: BarAttribute[];
  quantity: string;
  quantityLimits: { min: string; max: string; step: string };
  canAdd: boolean;
  onAttribute(name: string, value: string): void;
  onQuantity(value: string): void;
  onAdd(): void;
}

export function StickyBarView(props: StickyBarViewProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <section className="shop-StickyBar" hidden={!props.active} aria-label={t('sticky.label', props.title)}>
      <div className="shop-StickyBar-product">
        <p className="shop-StickyBar-title">{props.title}</p>
        {props.price ? <p className="shop-StickyBar-price">{props.price}</p> : null}
      </div>
      {props.attributes.map((attribute) => (
        <span key={attribute.name} className="shop-StickyBar-field">
          <label htmlFor={`${id}-${attribute.name}`}>{attribute.label}</label>
          <select id={`${id}-${attribute.name}`} value={attribute.value} onChange={(event) => props.onAttribute(attribute.name, event.currentTarget.value)}>
            {attribute.options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.text}
              </option>
            ))}
          </select>
        </span>
      ))}
      <span className="shop-StickyBar-field">
        <label htmlFor={`${id}-qty`}>{t('quantity.label')}</label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          className="input-text qty text"
          value={props.quantity}
          min={props.quantityLimits.min}
          max={props.quantityLimits.max}
          step={props.quantityLimits.step}
          onChange={(event) => props.onQuantity(event.currentTarget.value)}
        />
      </span>
      <button type="button" className="button alt shop-StickyBar-add" aria-disabled={!props.canAdd} onClick={props.onAdd}>
        {t('sticky.add')}
      </button>
    </section>
  );
}
