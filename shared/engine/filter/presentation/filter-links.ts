/**
 * The filters as links, for a page without scripts (and for crawlers): the filters and values
 * the controls would show for these results (buildFiltersOutput), each value a link to the
 * listing with that value changed exactly as a click on its control changes it
 * (applyValueChange: checkboxes toggle, a radio picks one, a colour unselects the others unless
 * it allows several), and each search filter a GET form. WooCommerce's layered navigation works
 * the same way without JavaScript. Range filters are left to WooCommerce's price widget.
 */
import type { FilterAppConfig } from '../config/app-config.ts';
import type { FilterConfig, FilterType } from '../config/filter-config.ts';
import { applyValueChange } from '../config/selection.ts';
import type { FilterResult } from '../core/types.ts';
import { urlConfigOf, urlStateOf } from '../core/state-to-query.ts';
import { pathForPage, type UrlLocation, writeUrlState } from '../url/url-state.ts';
import { buildFiltersOutput } from './filters-output.ts';

export interface FilterLink {
  /** The value's label as the configuration holds it (HTML-escaped text). */
  label: string;
  /** The listing with this value changed; null when a click would change nothing (the chosen radio option) or lead to no product. */
  href: string | null;
  /** Products it leads to; null when the filter shows no counters. */
  count: number | null;
  selected: boolean;
}

export type LinkedFilter =
  | { kind: 'values'; id: string; label: string; type: FilterType; values: FilterLink[] }
  | { kind: 'search'; id: string; label: string; name: string; phrase: string; action: string; hidden: [string, string][] };

export function filterLinks(
  config: FilterAppConfig,
  filters: FilterConfig[],
  result: FilterResult,
  location: UrlLocation,
  orderby: string,
  inUrl: ReadonlySet<string>,
): LinkedFilter[] {
  const urlConfig = urlConfigOf(config);
  const hrefWith = (changed: FilterConfig[]) => writeUrlState(urlStateOf(changed, 1, orderby), location, urlConfig);
  const out: LinkedFilter[] = [];
  for (const shown of buildFiltersOutput(config, filters, result, inUrl).filters) {
    const own = filters.find((f) => f.id === shown.id);
    if (!own) continue;
    if (shown.type === 'search') {
      // The form sends the phrase under the filter's slug; everything else of the state rides along.
      const without = hrefWith(filters.map((f) => (f.id === own.id ? { ...f, phrase: '' } : f)));
      const query = without.includes('?') ? without.slice(without.indexOf('?') + 1) : '';
      out.push({
        kind: 'search',
        id: own.id,
        label: own.label ?? own.id,
        name: own.url_slug,
        phrase: own.phrase ?? '',
        action: pathForPage(location.pathname, 1, urlConfig),
        hidden: [...new URLSearchParams(query)],
      });
      continue;
    }
    if (shown.type === 'range' || shown.type === 'data-picker') continue;
    const values = shown.values.map((value): FilterLink => {
      const index = (value as { index?: number }).index ?? own.values.findIndex((v) => v.value_id === value.value_id);
      const changed = index < 0 ? own : applyValueChange(own, { filterID: own.id, index, newState: !value.selected });
      return {
        label: value.label,
        href: changed === own || (value.disabled && !value.selected) ? null : hrefWith(filters.map((f) => (f.id === own.id ? changed : f))),
        count: shown.show_counters === false ? null : value.counter,
        selected: value.selected,
      };
    });
    out.push({ kind: 'values', id: own.id, label: own.label ?? own.id, type: own.type, values });
  }
  return out;
}
