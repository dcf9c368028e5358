/** Classic WooCommerce: `?wc-ajax=` endpoints plus the theme's admin-ajax actions. */
import { wcAjaxEndpoint, type CartParams } from '../engine/cart-params.ts';
import { parseAddResponse, parseFragmentsPayload, type FragmentsPayload } from '../engine/cart-responses.ts';
import type { CartClient, QuantityOutcome } from './cart-client.ts';

async function postForm(url: string, fields: Iterable<[string, string]>, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', Accept: 'application/json' },
    body: new URLSearchParams([...fields]).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // WordPress answers `-1` / `0` as plain text for a bad nonce or unknown action.
    throw new Error(`Invalid server response (${response.status})`);
  }
}

export function createWcAjaxCartClient(params: CartParams): CartClient {
  const timeout = params.requestTimeoutMs;
  const action = (name: string) => `${params.themePrefix}_${name}`;
  return {
    async refreshFragments(): Promise<FragmentsPayload> {
      const body = await postForm(wcAjaxEndpoint(params, 'get_refreshed_fragments'), [['time', String(Date.now())]], timeout);
      const payload = parseFragmentsPayload(body);
      if (!payload) throw new Error('Invalid fragments response');
      return payload;
    },
    async addToCart(fields) {
      return parseAddResponse(await postForm(wcAjaxEndpoint(params, 'add_to_cart'), Object.entries(fields), timeout));
    },
    async addFormToCart(fields, productId) {
      const all: [string, string][] = [...fields.filter(([k]) => k !== 'add-to-cart'), ['action', action('ajax_add_to_cart')], ['add-to-cart', productId]];
      return parseAddResponse(await postForm(params.adminAjaxUrl, all, timeout));
    },
    async removeItem(cartItemKey) {
      try {
        return parseFragmentsPayload(await postForm(wcAjaxEndpoint(params, 'remove_from_cart'), [['cart_item_key', cartItemKey]], timeout));
      } catch {
        return null;
      }
    },
    async setItemQuantity(cartItemKey, quantity): Promise<QuantityOutcome> {
      const body = await postForm(
        params.adminAjaxUrl,
        [['action', action('ajax_cart_item_alter_quantity')], ['cart_item_key', cartItemKey], ['quantity', String(quantity)], ['security', params.nonce]],
        timeout,
      );
      const reply = (body && typeof body === 'object' ? body : {}) as { success?: unknown; data?: unknown };
      if (reply.success === false) {
        const data = (reply.data && typeof reply.data === 'object' ? reply.data : {}) as { message?: unknown };
        return { kind: 'error', message: typeof data.message === 'string' ? data.message : '' };
      }
      // The spec leaves the answer's shape open: use fragments when given, else the store refetches.
      return { kind: 'changed', payload: parseFragmentsPayload(reply.data) ?? parseFragmentsPayload(body) };
    },
  };
}
