/**
 * Toggle filters: a toggle is an on/off switch, so it keeps only its "on"
 * value. On a custom-field source (cf_) the value must be yes, 1, true or on
 * (case-insensitive); on a taxonomy source (tax_) the label is checked against the same list.
 */
import type { FilterConfig, FilterValue } from '../config/filter-config.ts';

const ON = new Set(['yes', '1', 'true', 'on']);
const isOn = (text: string) =>
  ON.has(
    text
      .replace(/<[^>]*>/g, '')
      .trim()
      .toLowerCase(),
  );

export function toggleValues(filter: FilterConfig): FilterValue[] {
  if (filter.source.startsWith('cf_')) return filter.values.filter((v) => isOn(v.value));
  if (filter.source.startsWith('tax_')) return filter.values.filter((v) => isOn(v.label));
  return filter.values;
}
