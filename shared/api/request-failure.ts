/**
 * Why a request to the shop failed, in the terms a shopper is told: offline, the shop not
 * reached, too slow, the shop's own error, or an answer that makes no sense.
 */
export type FailureKind = 'offline' | 'network' | 'timeout' | 'server' | 'invalid';

export class RequestFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status = 0,
  ) {
    super(`Request failed: ${kind}${status ? ` (${status})` : ''}`);
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The failure of a fetch that threw (network error, abort by timeout). */
export function failureOf(error: unknown): RequestFailure {
  if (error instanceof RequestFailure) return error;
  if (isOffline()) return new RequestFailure('offline');
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return new RequestFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
}

/** fetch, with every failure turned into a RequestFailure (a 5xx included). */
export async function fetchOrFail(url: string, init: RequestInit): Promise<Response> {
  if (isOffline()) throw new RequestFailure('offline');
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw failureOf(error);
  }
  if (response.status >= 500) throw new RequestFailure('server', response.status);
  return response;
}
