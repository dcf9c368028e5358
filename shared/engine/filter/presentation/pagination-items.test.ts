/** Page links, as WordPress's paginate_links() lays them out. */
import { describe, expect, test } from 'vitest';
import { paginationItems, readPaginationArgs } from './pagination-items.ts';

const layout = (current: number, total: number, raw: unknown = {}) =>
  paginationItems(current, total, readPaginationArgs(raw)).map((i) =>
    i.kind === 'dots' ? '…' : i.kind === 'current' ? `[${i.page}]` : i.kind === 'page' ? String(i.page) : i.kind,
  );

describe('pagination items', () => {
  test('hidden below 2 pages', () => {
    expect(layout(1, 1)).toEqual([]);
    expect(layout(1, 0)).toEqual([]);
  });
  test('end_size 3 and mid_size 3 by default, dots in the gaps', () => {
    expect(layout(10, 20)).toEqual(['prev', '1', '2', '3', '…', '7', '8', '9', '[10]', '11', '12', '13', '…', '18', '19', '20', 'next']);
    expect(layout(1, 9)).toEqual(['[1]', '2', '3', '4', '…', '7', '8', '9', 'next']);
  });
  test('validation: end_size at least 1, a negative mid_size becomes 2; show_all lists every page', () => {
    expect(layout(6, 12, { end_size: 0, mid_size: -1 })).toEqual(['prev', '1', '…', '4', '5', '[6]', '7', '8', '…', '12', 'next']);
    expect(layout(2, 5, { show_all: true, prev_next: false })).toEqual(['1', '[2]', '3', '4', '5']);
    expect(readPaginationArgs({ end_size: 'x', prev_text: 7 })).toMatchObject({ end_size: 3, prev_text: '←' });
  });
});
