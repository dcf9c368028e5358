/**
 * A filter as the page's configuration describes it, in its wire
 * format (snake_case, as the original backend writes it). Only the fields the engine reads are
 * typed strictly; the views read the rest.
 *
 * Decision: a value's counter is looked up by its `value` field, which must equal the value the
 * descriptors carry for the filter's source (a term id for taxonomies, the text for custom
 * fields). docs/filter-engine.md.
 */
export type FilterType = 'category' | 'checkboxes' | 'buttons' | 'color' | 'radio' | 'range' | 'search' | 'select' | 'toggle' | 'data-picker';
export type ValueOrder = 'label' | 'counter' | 'term_order' | 'numerically';

export interface FilterValue {
  /** -1 is the radio 'any'/'all' option. */
  value_id: number;
  value: string;
  /** '0' means top level. */
  parent_value: string;
  label: string;
  label_url: string;
  title?: string;
  description?: string;
  selected: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  default?: boolean;
  counter: number | null;
  group?: string;
  order?: number;
  index?: number;
  url?: string;
  color?: string;
  img_url?: string;
  label_num?: number;
  level?: number;
  children?: FilterValue[];
}

export interface FilterConfig {
  id: string;
  type: FilterType;
  url_slug: string;
  source: string;
  source_id: number | string;
  when_to_show?: string;
  label?: string;
  logic?: 'or' | 'and' | 'range' | 'search';
  orderby?: ValueOrder;
  show_zero_values?: boolean;
  show_counters?: boolean;
  multiple_selection?: boolean;
  is_hierarchical?: boolean;
  values: FilterValue[];
  range?: { min: number | ''; max: number | '' };
  /** A price filter's decimals (the currency's precision): its range sides are rounded to them. */
  price_precision?: number;
  slider_data?: { min: number; max: number; histogramValues: number[]; step?: number };
  phrase?: string;
  [field: string]: unknown;
}

/** Page context. */
export interface PageContext {
  conditions?: { is_product_taxonomy?: boolean; is_search?: boolean };
  details?: { taxonomy?: string; term_id?: number | string };
  /**
   * A product search results page: its phrase and the matching product ids, most relevant
   * first. The filters work within these products; 'relevance' lists them in this order.
   */
  search?: { phrase: string; product_ids: number[] };
}

export const RADIO_ANY = -1;

/** The chain of a value's ancestors, nearest first (stops on a cycle or a missing parent). */
export function ancestorsOf(value: FilterValue, byValue: Map<string, FilterValue>): FilterValue[] {
  const chain: FilterValue[] = [];
  const seen = new Set<string>([value.value]);
  let parent = byValue.get(value.parent_value);
  while (value.parent_value !== '0' && parent && !seen.has(parent.value)) {
    chain.push(parent);
    seen.add(parent.value);
    parent = parent.parent_value === '0' ? undefined : byValue.get(parent.parent_value);
  }
  return chain;
}
