/**
 * The quantity a product may be bought in: WooCommerce's "sold individually", and the
 * minimum, maximum and step a min/max-quantities plugin adds. A variation inherits its
 * parent's rules where it has none of its own. Without managed stock or a maximum, one line
 * holds at most MAX_LINE_QUANTITY (a bound WooCommerce lacks: without it 1e308 was accepted).
 */
import type { ProductRow } from '../catalogue/catalogue-queries.ts';
import { __ } from '../i18n/demo-locale.ts';
import { sprintf } from '../../../shared/messages/catalog.ts';

export const MAX_LINE_QUANTITY = 9999;

export interface QuantityRules {
  soldIndividually: boolean;
  min: number;
  max: number;
  step: number;
}

type RuleFields = Pick<ProductRow, 'sold_individually' | 'min_quantity' | 'max_quantity' | 'quantity_step'>;

export function quantityRules(product: RuleFields, parent: RuleFields | null): QuantityRules {
  const pick = (name: 'min_quantity' | 'max_quantity' | 'quantity_step') => product[name] ?? parent?.[name] ?? null;
  const soldIndividually = !!(product.sold_individually || parent?.sold_individually);
  return {
    soldIndividually,
    min: soldIndividually ? 1 : Math.max(1, pick('min_quantity') ?? 1),
    max: soldIndividually ? 1 : Math.min(MAX_LINE_QUANTITY, pick('max_quantity') ?? MAX_LINE_QUANTITY),
    step: soldIndividually ? 1 : Math.max(1, pick('quantity_step') ?? 1),
  };
}

/** The refusal for a line quantity (what the line would hold), or null when it is allowed. */
export function ruleMessage(rules: QuantityRules, lineQuantity: number, quotedName: string): string | null {
  if (lineQuantity < rules.min) return sprintf(__('The minimum quantity of %1$s is %2$s.'), quotedName, String(rules.min));
  if (lineQuantity > rules.max) return sprintf(__('The maximum quantity of %1$s is %2$s.'), quotedName, String(rules.max));
  if ((lineQuantity - rules.min) % rules.step !== 0)
    return sprintf(__('%1$s can only be bought in steps of %2$s, from %3$s.'), quotedName, String(rules.step), String(rules.min));
  return null;
}
