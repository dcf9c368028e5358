/** The configuration's own range_slider_histogram_ranges_limit (F3.3): the bars of every range filter that sets none. */
import { expect, test } from 'vitest';
import { readFilterAppConfig } from './app-config.ts';
import { queryFor } from '../core/state-to-query.ts';

function buckets(global: unknown): Record<string, number | undefined> {
  const reading = readFilterAppConfig(
    JSON.stringify({
      range_slider_histogram_ranges_limit: global,
      filters: [
        { id: 'price', type: 'range', url_slug: 'price', source: 'price', source_id: 2, values: [] },
        { id: 'weight', type: 'range', url_slug: 'weight', source: 'cf_weight', source_id: 7, values: [], range_slider_histogram_ranges_limit: 20 },
      ],
    }),
    '',
  );
  if (!reading.enabled) throw new Error(reading.reason);
  const query = queryFor(reading.config, reading.config.filters, { page: 1, orderby: '' });
  return Object.fromEntries((query.counters ?? []).filter((c) => c.kind === 'range').map((c) => [c.sourceId, (c as { buckets?: number }).buckets]));
}

test('a global limit applies to range filters without their own; their own wins; an unusable one leaves 16', () => {
  expect(buckets(8)).toEqual({ '2': 8, '7': 20 });
  expect(buckets('10')).toEqual({ '2': 10, '7': 20 });
  for (const bad of [0, -3, 'many', null]) expect(buckets(bad)).toEqual({ '2': 16, '7': 20 });
});
