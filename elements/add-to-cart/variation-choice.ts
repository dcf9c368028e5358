/**
 * What a variable product's form has chosen, without the variation logic: the add-to-cart
 * element needs only this until the page has a variation form (that logic loads then).
 */
import { t } from '../../shared/messages/catalog.ts';

export function attributeSelects(form: HTMLFormElement): HTMLSelectElement[] {
  return [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
}

/** WooCommerce's words for a click on a disabled button: a choice is missing, or no variation matches. */
export function variationMissingMessage(form: HTMLFormElement): string {
  const complete = attributeSelects(form).every((s) => s.value);
  return complete ? t('variation.unavailable') : t('variation.choose');
}
