// @vitest-environment happy-dom
/**
 * The search client's requests as a shop sees them: suggestions by GET with the phrase and the
 * custom parameters in the address, or by POST with the same fields as a form body (each cached
 * per whole request); the details and prices bodies name their action.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { endpointsFor, SearchClient } from './search-client.ts';

function recordFetch(answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer));
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchClient', () => {
  test('GET: the phrase and the parameters in the address; a custom s cannot replace the phrase', async () => {
    const calls = recordFetch({ suggestions: [{ type: 'product', value: 'Hoodie' }] });
    const client = new SearchClient(endpointsFor('shop'));
    await client.suggestions('hood', { brand: 'acme', s: 'other', l: 'de' });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.url, 'http://shop.test');
    expect(url.searchParams.get('wc-ajax')).toBe('shop_ajax_search');
    expect(url.searchParams.get('s')).toBe('hood');
    expect(url.searchParams.get('brand')).toBe('acme');
    expect(url.searchParams.get('l')).toBe('de');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  test('POST: the same fields as a form body to the endpoint; cached per body, so another parameter asks again', async () => {
    const calls = recordFetch({ suggestions: [{ type: 'product', value: 'Hoodie' }] });
    const client = new SearchClient(endpointsFor('shop'), 'POST');
    const answer = await client.suggestions('hood', { brand: 'acme' });
    expect(answer.suggestions).toHaveLength(1);
    expect(calls[0]!.init.method).toBe('POST');
    expect(new URL(calls[0]!.url, 'http://shop.test').searchParams.get('s')).toBeNull();
    const body = new URLSearchParams(calls[0]!.init.body as URLSearchParams);
    expect(body.get('s')).toBe('hood');
    expect(body.get('brand')).toBe('acme');
    expect(client.cached('hood', { brand: 'acme' })).toBe(answer);
    await client.suggestions('hood', { brand: 'acme' });
    expect(calls).toHaveLength(1);
    expect(client.cached('hood', { brand: 'other' })).toBeUndefined();
    await client.suggestions('hood', { brand: 'other' });
    expect(calls).toHaveLength(2);
  });

  test('the details and prices requests name their action beside the items', async () => {
    const calls = recordFetch({ items: [], success: true, data: {} });
    const client = new SearchClient(endpointsFor('shop'));
    await client.details([{ objectID: 'product__15', value: 'Hoodie' }]);
    await client.fetchPrices(['15']);
    const details = new URLSearchParams(calls[0]!.init.body as URLSearchParams);
    expect(details.get('action')).toBe('shop_result_details');
    expect(details.get('items[0][objectID]')).toBe('product__15');
    const prices = new URLSearchParams(calls[1]!.init.body as URLSearchParams);
    expect(prices.get('action')).toBe('shop_get_prices');
    expect(prices.getAll('items[]')).toEqual(['15']);
  });
});
