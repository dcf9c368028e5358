/** The server's first answer: read only when whole, used only for the query it answered. */
import { describe, expect, test } from 'vitest';
import { answersQuery, parseFirstResult } from './first-result.ts';

const result = { ids: [3, 1], total: 2, mainTotal: 2, counts: { '3': { red: 2 } }, ranges: {}, coverage: {} };
const query = { filters: [{ sourceId: '3', logic: 'or', values: ['red'] }], page: 1, pages: 2 };

describe('first result', () => {
  test('a whole answer is read', () => {
    expect(parseFirstResult(JSON.stringify({ query, result }))).toEqual({ query, result });
  });

  test('anything malformed is ignored', () => {
    for (const text of [
      null,
      '',
      'nonsense',
      '[]',
      JSON.stringify({ query }),
      JSON.stringify({ query: {}, result }),
      JSON.stringify({ query, result: { ...result, ids: [0] } }),
      JSON.stringify({ query, result: { ...result, total: '2' } }),
      JSON.stringify({ query, result: { ...result, counts: [] } }),
    ])
      expect(parseFirstResult(text)).toBeNull();
  });

  test('it stands only for the very query it answered', () => {
    const first = parseFirstResult(JSON.stringify({ query, result }))!;
    expect(answersQuery(first, structuredClone(query) as never)).toBe(true);
    expect(answersQuery(first, { ...query, page: 2 } as never)).toBe(false);
    expect(answersQuery(first, { ...query, filters: [] } as never)).toBe(false);
  });
});
