/**
 * The server's answer for a listing address (the address with ?shop_first_result=1): its first
 * query and result as JSON, or null when it cannot be had (the caller then waits for its engine).
 */
import { FIRST_RESULT_PARAM, parseFirstResult, type FirstResult } from '../engine/filter/core/first-result.ts';

export async function fetchServerResult(address: string): Promise<FirstResult | null> {
  try {
    const url = new URL(address, location.href);
    if (url.origin !== location.origin) return null;
    url.searchParams.set(FIRST_RESULT_PARAM, '1');
    const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return response.ok ? parseFirstResult(await response.text()) : null;
  } catch {
    return null;
  }
}
