/**
 * Filter visibility: which filters and which of their values are shown for
 * the current results.
 *
 * Decisions (docs/filter-engine.md):
 * - Content-aware visibility compares the share of the filtered main products that carry the
 *   source (the engine's coverage counter, exact) with the ratio; the original scanned the
 *   products in steps of 100 to save time, which our engine does not need.
 * - "Unselected range filters are dropped when the products are filtered" applies to
 *   content-aware range filters only: a price filter set to 'always' stays while a shopper
 *   narrows by colour.
 * - Selected values and the radio 'any' option are always shown, whatever their counter.
 */
import { RADIO_ANY, type FilterConfig, type FilterValue, type PageContext } from '../config/filter-config.ts';
import type { RangeStats } from '../core/types.ts';
import { isPageTaxonomyFilter, isRangeApplied } from './value-states.ts';

export interface VisibilitySettings {
  hidden_filters_by_id?: (string | number)[];
  hidden_filters_by_slug?: string[];
  /** Default 0.9. */
  content_aware_filters_ratio?: number;
  /** Per source (the filter's `source`, e.g. 'pa_color'), overriding the ratio. */
  content_aware_filters_ratio_by_source?: Record<string, number>;
  /** Default true; a filter's show_zero_values overrides it. */
  show_empty_values?: boolean;
}

export interface VisibilityInput {
  /** Filters with their derived value states (value-states.ts). */
  filters: FilterConfig[];
  settings: VisibilitySettings;
  /** Filter ids present in the URL. */
  inUrl: ReadonlySet<string>;
  context?: PageContext;
  /** Engine result: distinct filtered main products, coverage and range stats per source id. */
  mainTotal: number;
  coverage: Record<string, number>;
  ranges: Record<string, RangeStats>;
  /** Is any filter applied (the products are filtered)? */
  filtered: boolean;
}

function ratioFor(filter: FilterConfig, settings: VisibilitySettings): number {
  const own = settings.content_aware_filters_ratio_by_source?.[filter.source];
  const ratio = typeof own === 'number' ? own : settings.content_aware_filters_ratio;
  return typeof ratio === 'number' && Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0.9;
}

function contentAwareShows(filter: FilterConfig, input: VisibilityInput): boolean {
  if ((filter.when_to_show ?? 'always') === 'always') return true;
  if (input.inUrl.has(filter.id) || isPageTaxonomyFilter(filter, input.context)) return true;
  if (input.mainTotal === 0) return false;
  const carried = input.coverage[String(filter.source_id)] ?? 0;
  return carried / input.mainTotal >= ratioFor(filter, input.settings);
}

/** The values a filter shows: zero-count values only when allowed. */
export function visibleValues(filter: FilterConfig, settings: VisibilitySettings): FilterValue[] {
  const showZero = filter.show_zero_values ?? settings.show_empty_values ?? true;
  if (showZero) return filter.values;
  return filter.values.filter((v) => v.selected || v.value_id === RADIO_ANY || v.counter === null || v.counter > 0);
}

export function visibleFilters(input: VisibilityInput): FilterConfig[] {
  const { settings } = input;
  const hiddenIds = new Set((settings.hidden_filters_by_id ?? []).map(String));
  const hiddenSlugs = new Set(settings.hidden_filters_by_slug ?? []);
  const out: FilterConfig[] = [];
  for (const filter of input.filters) {
    if (hiddenIds.has(String(filter.id)) || hiddenSlugs.has(filter.url_slug)) continue;
    if (filter.type === 'data-picker') continue; // renders nothing
    if (!contentAwareShows(filter, input)) continue;
    if (filter.type === 'search') {
      out.push(filter);
      continue;
    }
    if (filter.type === 'range') {
      const stats = input.ranges[String(filter.source_id)];
      const applied = isRangeApplied(filter.range);
      if (!applied && (!stats || stats.min === null)) continue;
      if (!applied && input.filtered && (filter.when_to_show ?? 'always') !== 'always') continue;
      out.push(filter);
      continue;
    }
    const values = visibleValues(filter, settings);
    const real = values.filter((v) => v.value_id !== RADIO_ANY);
    if (real.length === 0) continue;
    if ((filter.type === 'radio' || filter.type === 'select') && real.length === 1) continue;
    out.push(values === filter.values ? filter : { ...filter, values });
  }
  return out;
}
