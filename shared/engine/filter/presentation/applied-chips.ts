/**
 * The applied-filters bar's chips as text: 'Label: value' when the filter's
 * label_in_applied_filters is set, otherwise the value alone; range sides as 'from %s' / 'to %s';
 * 'Clear all' when more than one filter is applied.
 */
import { t } from '../../../messages/catalog.ts';
import type { FilterConfig } from '../config/filter-config.ts';
import { appliedChips, type AppliedChip } from '../config/selection.ts';

export interface ChipText {
  chip: AppliedChip;
  /** What the chip reads. */
  text: string;
  /** The filter's label, for the accessible name ("Remove Colour: Red"). */
  filterLabel: string;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .trim();

export function describeChips(filters: FilterConfig[], formatRange: (filter: FilterConfig, value: number) => string): ChipText[] {
  const byId = new Map(filters.map((f) => [f.id, f]));
  return appliedChips(filters).map((chip) => {
    const filter = byId.get(chip.filterID)!;
    const filterLabel = plain(filter.label ?? '');
    let value: string;
    if (chip.kind === 'value') value = plain(filter.values[chip.index]!.label);
    else if (chip.kind === 'phrase') value = filter.phrase ?? '';
    else value = t(chip.kind === 'min' ? 'range.from' : 'range.to', formatRange(filter, Number(chip.kind === 'min' ? filter.range!.min : filter.range!.max)));
    const text = filter.label_in_applied_filters && filterLabel ? `${filterLabel}: ${value}` : value;
    return { chip, text, filterLabel };
  });
}

/** 'Clear all' appears when more than one filter is applied. */
export function showClearAll(chips: ChipText[]): boolean {
  return new Set(chips.map((c) => c.chip.filterID)).size > 1;
}
