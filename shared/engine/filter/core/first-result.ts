/**
 * The server's first answer for a listing (#shop-filter-first-result): the query the browser
 * will ask for this address and its result, from the same engine. The browser shows it until
 * its own engine is ready, and only for that very query; anything malformed is ignored (the
 * browser then waits for its engine, as without it).
 */
import type { FilterQuery, FilterResult } from './types.ts';

/**
 * Asked with this parameter, a listing's address answers its first result as JSON instead of the
 * page (a server that prints #shop-filter-first-result answers it): a change made before the
 * engine is ready is answered by the server.
 */
export const FIRST_RESULT_PARAM = 'shop_first_result';

export interface FirstResult {
  query: FilterQuery;
  result: FilterResult;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);

export function parseFirstResult(text: string | null | undefined): FirstResult | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data.query) || !isRecord(data.result)) return null;
  const { query, result } = data;
  if (!Array.isArray(query.filters)) return null;
  if (!isIdList(result.ids) || !Number.isSafeInteger(result.total) || !Number.isSafeInteger(result.mainTotal)) return null;
  if (!isRecord(result.counts) || !isRecord(result.ranges) || !isRecord(result.coverage)) return null;
  return { query: query as unknown as FilterQuery, result: result as unknown as FilterResult };
}

/** Whether the browser's query is the one the server answered (both built by listingQuery). */
export function answersQuery(first: FirstResult, query: FilterQuery): boolean {
  return JSON.stringify(first.query) === JSON.stringify(query);
}
