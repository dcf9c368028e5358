/**
 * The filters as the controls show them: each filter's values
 * with their derived states, toggle values, sorted; range filters with their
 * slider data (bounds, histogram heights, step) and preset ranges labelled; then only the
 * filters and values that are shown.
 */
import { t } from '../../../messages/catalog.ts';
import { isPriceFilter, type FilterAppConfig } from '../config/app-config.ts';
import type { FilterConfig, FilterValue } from '../config/filter-config.ts';
import { visibleFilters } from './filter-visibility.ts';
import { formatNumber, formatPrice, readCurrency, readNumberFormat } from '../../money/number-format.ts';
import type { RangeStatsWithPresets } from '../core/query.ts';
import { appliedChips } from '../config/selection.ts';
import { sliderStep } from './slider-step.ts';
import { toggleValues } from './toggle-values.ts';
import type { FilterResult } from '../core/types.ts';
import { sortValues } from './value-order.ts';
import { deriveValueStates } from './value-states.ts';

export interface PresetRangeOutput {
  label: string;
  min: number;
  max: number;
  counter: number;
  selected: boolean;
  disabled: boolean;
}

/** Bounds of the products matching the other filters, the step and the histogram heights (%). */
export type SliderData = NonNullable<FilterConfig['slider_data']>;

export type FilterOutput = FilterConfig & { slider_data?: SliderData; radio_range?: PresetRangeOutput[] };

export interface FiltersOutput {
  filters: FilterOutput[];
  total_products_count: number;
}

/** How a range filter writes its numbers: currency for prices, its number format otherwise. */
export function rangeFormatter(config: FilterAppConfig, filter: FilterConfig): (value: number) => string {
  if (isPriceFilter(filter)) {
    const currency = readCurrency(config.raw.currency);
    return (value) => formatPrice(value, currency);
  }
  const global = readNumberFormat(config.raw.number_format);
  const own = filter.use_global_number_format
    ? global
    : readNumberFormat({ precision: filter.number_precision ?? 0, prefix: filter.number_prefix, suffix: filter.number_suffix }, global);
  return (value) => formatNumber(value, own);
}

function rangeOutput(config: FilterAppConfig, filter: FilterConfig, stats: RangeStatsWithPresets | undefined): FilterOutput {
  if (!stats || stats.min === null || stats.max === null) return filter;
  const format = rangeFormatter(config, filter);
  const chosen = { min: typeof filter.range?.min === 'number' ? filter.range.min : -1, max: typeof filter.range?.max === 'number' ? filter.range.max : -1 };
  const radio_range = (stats.presets ?? []).map((preset): PresetRangeOutput => ({
    label:
      preset.min < 0
        ? t('range.lessThan', format(preset.max))
        : preset.max < 0
          ? t('range.moreThan', format(preset.min))
          : t('range.between', format(preset.min), format(preset.max)),
    min: preset.min,
    max: preset.max,
    counter: preset.count,
    selected: preset.min === chosen.min && preset.max === chosen.max && (chosen.min >= 0 || chosen.max >= 0),
    disabled: preset.count === 0,
  }));
  return { ...filter, slider_data: { min: stats.min, max: stats.max, step: sliderStep(stats.min, stats.max), histogramValues: stats.heights }, radio_range };
}

export function buildFiltersOutput(config: FilterAppConfig, filters: FilterConfig[], result: FilterResult | null, inUrl: ReadonlySet<string>): FiltersOutput {
  const ranges = (result?.ranges ?? {}) as Record<string, RangeStatsWithPresets>;
  const derived = filters.map((filter): FilterOutput => {
    const source = String(filter.source_id);
    if (filter.type === 'range') return rangeOutput(config, filter, ranges[source]);
    if (filter.type === 'search' || filter.type === 'data-picker') return filter;
    // `index`: the value's position in the filter's own values, as the change events carry it.
    let values: FilterValue[] = deriveValueStates(filter, result?.counts[source], config.context).map((v, index) => ({ ...v, index }));
    if (filter.type === 'toggle') values = toggleValues({ ...filter, values });
    return { ...filter, values: sortValues(filter, values) };
  });
  const shown = visibleFilters({
    filters: derived,
    settings: {
      hidden_filters_by_id: config.hidden_filters_by_id,
      hidden_filters_by_slug: config.hidden_filters_by_slug,
      content_aware_filters_ratio: config.content_aware_filters_ratio,
      content_aware_filters_ratio_by_source: config.raw.content_aware_filters_ratio_by_source as Record<string, number> | undefined,
      show_empty_values: config.show_empty_values,
    },
    inUrl,
    context: config.context,
    mainTotal: result?.mainTotal ?? 0,
    coverage: result?.coverage ?? {},
    ranges,
    filtered: appliedChips(filters).length > 0,
  });
  return { filters: shown as FilterOutput[], total_products_count: result?.total ?? 0 };
}
