/**
 * Derived value states: counters from the engine, disabled when nothing
 * matches, ancestors of a selected value indeterminate, the taxonomy page's own term selected,
 * the radio 'any' option never selected.
 */
import { ancestorsOf, RADIO_ANY, type FilterConfig, type FilterValue, type PageContext } from '../config/filter-config.ts';

/** Is this filter the page's own taxonomy (a product_cat archive and a category filter)? */
export function isPageTaxonomyFilter(filter: FilterConfig, context: PageContext | undefined): boolean {
  const taxonomy = context?.details?.taxonomy;
  if (!context?.conditions?.is_product_taxonomy || taxonomy !== 'product_cat') return false;
  return filter.type === 'category' || filter.source === `tax_${taxonomy}` || filter.source === taxonomy;
}

/**
 * @param counts value -> count from the engine (FilterResult.counts[source]); undefined keeps
 *   the configured counters.
 * Decision: a selected value is never disabled, so a shopper can always untick it.
 */
export function deriveValueStates(filter: FilterConfig, counts: Record<string, number> | undefined, context?: PageContext): FilterValue[] {
  const termId = isPageTaxonomyFilter(filter, context) ? String(context!.details!.term_id) : null;
  const values = filter.values.map((v): FilterValue => {
    const counter = counts ? (counts[v.value] ?? 0) : v.counter;
    const selected = v.value_id !== RADIO_ANY && (v.selected || (termId !== null && String(v.value_id) === termId));
    // The radio 'any' option has no counter of its own: it is never disabled.
    return { ...v, counter, selected, indeterminate: false, disabled: counter === 0 && !selected && v.value_id !== RADIO_ANY };
  });
  const byValue = new Map(values.map((v) => [v.value, v]));
  for (const v of values) {
    if (!v.selected) continue;
    for (const ancestor of ancestorsOf(v, byValue)) {
      ancestor.indeterminate = !ancestor.selected;
      ancestor.disabled = false;
    }
  }
  return values;
}

/** A value counts as applied when selected with a non-empty value. */
export function appliedValues(filter: FilterConfig): FilterValue[] {
  return filter.values.filter((v) => v.selected && v.value !== '' && v.value_id !== RADIO_ANY);
}

const side = (value: number | '' | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : -1);

/** A range counts as applied when min > -1 or max > -1 ('' and null are unset). */
export function isRangeApplied(range: { min: number | '' | null; max: number | '' | null } | undefined): boolean {
  return !!range && (side(range.min) > -1 || side(range.max) > -1);
}
