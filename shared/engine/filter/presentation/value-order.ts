/**
 * Value sorting. Within each parent group, values with counter > 0 come
 * first, then zero-count values; by the filter's orderby: counter (descending, ties and
 * zero-count values alphabetical), term_order (order), numerically (label_num), label
 * (alphabetical, the default). Range values are not sorted; the radio -1 option stays first.
 * Hierarchical values come out depth-first (each parent followed by its children) with level.
 */
import { RADIO_ANY, type FilterConfig, type FilterValue } from '../config/filter-config.ts';

import { messagesLocale } from '../../../messages/catalog.ts';
import { textOrder } from '../../i18n/text-order.ts';

/** Alphabetical in the shop's language (a German shop sorts "Ä" with "A"). */
const alphabeticalText = () => textOrder(messagesLocale());
/** Labels may carry HTML; sort on their text. */
const labelText = (v: FilterValue) => v.label.replace(/<[^>]*>/g, '').trim();
const positive = (v: FilterValue) => (v.counter ?? 1) > 0;
const finiteOr = (x: number | undefined, fallback: number) => (typeof x === 'number' && Number.isFinite(x) ? x : fallback);

function compare(orderby: FilterConfig['orderby']): (a: FilterValue, b: FilterValue) => number {
  const compareText = alphabeticalText();
  const alphabetical = (a: FilterValue, b: FilterValue) => compareText(labelText(a), labelText(b));
  switch (orderby) {
    case 'counter':
      return (a, b) => (positive(a) && positive(b) ? (b.counter ?? 0) - (a.counter ?? 0) : 0) || alphabetical(a, b);
    case 'term_order':
      return (a, b) => finiteOr(a.order, Infinity) - finiteOr(b.order, Infinity) || 0;
    case 'numerically':
      return (a, b) => finiteOr(a.label_num, Infinity) - finiteOr(b.label_num, Infinity) || 0;
    default:
      return alphabetical;
  }
}

export function sortValues(filter: FilterConfig, values: FilterValue[] = filter.values): FilterValue[] {
  if (filter.type === 'range') return values;
  const by = compare(filter.orderby);
  const known = new Set(values.map((v) => v.value));
  const groups = new Map<string, FilterValue[]>();
  for (const v of values) {
    // A value whose parent is not in the list is shown at the top level.
    const parent = v.parent_value !== '0' && known.has(v.parent_value) && v.parent_value !== v.value ? v.parent_value : '0';
    const group = groups.get(parent);
    if (group) group.push(v);
    else groups.set(parent, [v]);
  }
  const sortGroup = (group: FilterValue[]) => {
    const any = group.filter((v) => v.value_id === RADIO_ANY);
    const rest = group.filter((v) => v.value_id !== RADIO_ANY);
    const withCount = rest.filter(positive).sort(by);
    const zero = rest.filter((v) => !positive(v)).sort(filter.orderby === 'counter' ? compare('label') : by);
    return [...any, ...withCount, ...zero];
  };
  const out: FilterValue[] = [];
  const visit = (parent: string, level: number, trail: Set<string>) => {
    for (const v of sortGroup(groups.get(parent) ?? [])) {
      out.push({ ...v, level });
      if (!trail.has(v.value)) visit(v.value, level + 1, new Set(trail).add(v.value));
    }
  };
  visit('0', 0, new Set(['0']));
  // Values caught in a parent cycle never reach the top level: shown there rather than lost.
  const shown = new Set(out.map((v) => v.value));
  const stranded = values.filter((v) => !shown.has(v.value));
  if (stranded.length > 0) out.push(...sortGroup(stranded).map((v) => ({ ...v, level: 0 })));
  return out;
}
