/**
 * The search add-on's endpoints (FiboSearch's protocol, prefix 'shop'): suggestions by GET or
 * POST (cached per full request, the request in flight aborted by the next), the details panel's
 * HTML by POST (each object id asked once), prices by POST, both naming their `action`. Failures are thrown as RequestFailure; the
 * element decides what the shopper sees.
 */
import { priceKey } from '../engine/search/suggestion-prices.ts';
import type { Suggestion } from '../engine/search/suggestions.ts';
import { fetchOrFail, RequestFailure } from './request-failure.ts';

/** The most details asked in one request (the demo server's limit; a list shows fewer). */
const MAX_DETAILS_ITEMS = 40;

export interface SuggestionsAnswer {
  suggestions: Suggestion[];
  total?: number;
}

export interface DetailsItem {
  objectID: string;
  html: string;
  price: string;
}

export interface SearchEndpoints {
  /** e.g. '/?wc-ajax=shop_ajax_search' */
  search: string;
  details: string;
  prices: string;
  /** The `action` the details and prices bodies name (FiboSearch sends it beside the items). */
  detailsAction: string;
  pricesAction: string;
}

export function endpointsFor(prefix: string, base = '/'): SearchEndpoints {
  const url = (action: string) => `${base}?wc-ajax=${prefix}_${action}`;
  return {
    search: url('ajax_search'),
    details: url('result_details'),
    prices: url('get_prices'),
    detailsAction: `${prefix}_result_details`,
    pricesAction: `${prefix}_get_prices`,
  };
}

/** How suggestions are asked: GET (the query in the address) or POST (the same fields as a form body). */
export type SearchMethod = 'GET' | 'POST';

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new RequestFailure('invalid');
  }
}

export class SearchClient {
  private readonly cache = new Map<string, SuggestionsAnswer>();
  private readonly detailsCache = new Map<string, DetailsItem>();
  /** Details asked and not answered yet: a second call for them waits instead of asking again. */
  private readonly detailsPending = new Map<string, Promise<void>>();
  private readonly priceCache = new Map<string, string>();
  private inFlight: AbortController | null = null;

  constructor(
    private readonly endpoints: SearchEndpoints,
    private readonly method: SearchMethod = 'GET',
  ) {}

  /** The request for a query: its fields in the address (GET) or the body (POST), and its cache key. */
  private request(query: string, params: Record<string, string> = {}): { key: string; url: string; body: URLSearchParams | undefined } {
    const url = new URL(this.endpoints.search, location.href);
    const fields = new URLSearchParams({ s: query });
    // The phrase is always the shopper's: a custom parameter named s cannot replace it.
    for (const [name, value] of Object.entries(params)) if (name !== 's') fields.set(name, value);
    if (this.method === 'POST') {
      const address = url.pathname + url.search;
      return { key: `POST ${address} ${fields.toString()}`, url: address, body: fields };
    }
    for (const [name, value] of fields) url.searchParams.set(name, value);
    return { key: url.pathname + url.search, url: url.pathname + url.search, body: undefined };
  }

  /** The address suggestions are asked at (GET: with the query; POST: the endpoint). */
  suggestionsUrl(query: string, params: Record<string, string> = {}): string {
    return this.request(query, params).url;
  }

  /** Cached answer for this exact request, if any (no request). */
  cached(query: string, params?: Record<string, string>): SuggestionsAnswer | undefined {
    return this.cache.get(this.request(query, params).key);
  }

  /** The suggestions for a query; the previous request still in flight is aborted. */
  async suggestions(query: string, params?: Record<string, string>): Promise<SuggestionsAnswer> {
    const { key, url, body: fields } = this.request(query, params);
    const hit = this.cache.get(key);
    if (hit) return hit;
    this.inFlight?.abort();
    const controller = new AbortController();
    this.inFlight = controller;
    const response = await fetchOrFail(url, {
      method: this.method,
      body: fields,
      credentials: 'same-origin',
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new RequestFailure('invalid', response.status);
    const body = (await json(response)) as { suggestions?: unknown };
    if (!Array.isArray(body.suggestions)) throw new RequestFailure('invalid');
    const answer: SuggestionsAnswer = {
      suggestions: body.suggestions.filter((s): s is Suggestion => !!s && typeof s === 'object' && typeof (s as Suggestion).type === 'string'),
    };
    this.cache.set(key, answer);
    if (this.inFlight === controller) this.inFlight = null;
    return answer;
  }

  abort(): void {
    this.inFlight?.abort();
    this.inFlight = null;
  }

  /**
   * Details for these objects, each asked once: the ones neither known nor already asked go in
   * one request (at most MAX_DETAILS_ITEMS), the ones asked by an earlier call are waited for. The
   * answer may be JSON or a string holding JSON.
   */
  async details(items: { objectID: string; value: string }[]): Promise<Map<string, DetailsItem>> {
    const missing = items.filter((item) => !this.detailsCache.has(item.objectID) && !this.detailsPending.has(item.objectID)).slice(0, MAX_DETAILS_ITEMS);
    if (missing.length > 0) {
      const request = this.requestDetails(missing);
      for (const item of missing) this.detailsPending.set(item.objectID, request);
      const done = () => missing.forEach((item) => this.detailsPending.delete(item.objectID));
      request.then(done, done);
    }
    await Promise.all(items.map((item) => this.detailsPending.get(item.objectID)));
    return new Map(items.flatMap((item) => (this.detailsCache.has(item.objectID) ? [[item.objectID, this.detailsCache.get(item.objectID)!] as const] : [])));
  }

  private async requestDetails(items: { objectID: string; value: string }[]): Promise<void> {
    const body = new URLSearchParams({ action: this.endpoints.detailsAction });
    items.forEach((item, i) => {
      body.set(`items[${i}][objectID]`, item.objectID);
      body.set(`items[${i}][value]`, item.value);
    });
    const response = await fetchOrFail(this.endpoints.details, { method: 'POST', credentials: 'same-origin', body });
    let answer = await json(response);
    if (typeof answer === 'string') answer = JSON.parse(answer);
    const list = (answer as { items?: unknown }).items;
    if (!Array.isArray(list)) throw new RequestFailure('invalid');
    for (const item of list as Partial<DetailsItem>[]) {
      if (typeof item?.objectID === 'string' && typeof item.html === 'string')
        this.detailsCache.set(item.objectID, { objectID: item.objectID, html: item.html, price: typeof item.price === 'string' ? item.price : '' });
    }
  }

  /** Prices known so far, under product__{id}. */
  get prices(): ReadonlyMap<string, string> {
    return this.priceCache;
  }

  /**
   * Current prices of these product or variation ids ({success, data: {id: price HTML}}), kept
   * under product__{id}. Resolves to whether anything new arrived.
   */
  async fetchPrices(ids: string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    const body = new URLSearchParams({ action: this.endpoints.pricesAction });
    ids.forEach((id) => body.append('items[]', id));
    const response = await fetchOrFail(this.endpoints.prices, { method: 'POST', credentials: 'same-origin', body });
    const answer = (await json(response)) as { success?: unknown; data?: unknown };
    if (answer.success !== true || !answer.data || typeof answer.data !== 'object') throw new RequestFailure('invalid');
    let changed = false;
    for (const [id, price] of Object.entries(answer.data as Record<string, unknown>)) {
      if (typeof price === 'string' && ids.includes(id)) {
        this.priceCache.set(priceKey(id), price);
        changed = true;
      }
    }
    return changed;
  }
}
