/** Classic WooCommerce: `?wc-ajax=` endpoints plus the theme's admin-ajax actions. */
import { wcAjaxEndpoint, type CartParams } from '../engine/cart/cart-params.ts';
import { parseAddResponse, parseFragmentsPayload, type FragmentsPayload } from '../engine/cart/cart-responses.ts';
import type { CartClient, QuantityOutcome } from './cart-client.ts';
import { fetchOrFail, RequestFailure } from './request-failure.ts';

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

async function postForm(url: string, fields: Iterable<[string, string]>, timeoutMs: number): Promise<Answer> {
  let text: string;
  let status: number;
  try {
    const response = await fetchOrFail(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', Accept: 'application/json' },
      body: new URLSearchParams([...fields]).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw error instanceof RequestFailure ? error : new RequestFailure('network');
  }
  if (text.trim() === '') return { status, body: null, text };
  try {
    return { status, body: JSON.parse(text) as unknown, text };
  } catch {
    // WordPress answers `-1` / `0` as plain text for a bad nonce or unknown action.
    return { status, body: undefined, text };
  }
}

const json = (answer: Answer): unknown => {
  if (answer.body === undefined) throw new RequestFailure('invalid', answer.status);
  return answer.body;
};

export function createWcAjaxCartClient(params: CartParams): CartClient {
  const timeout = params.requestTimeoutMs;
  const action = (name: string) => `${params.themePrefix}_${name}`;
  let nonce = params.nonce;

  /** The page's nonce was made before this visitor had a session (or a day ago): ask for this session's. */
  async function refreshNonce(): Promise<boolean> {
    const reply = json(await postForm(params.adminAjaxUrl, [['action', action('refresh_nonce')]], timeout)) as { data?: { nonce?: unknown } } | null;
    const fresh = reply?.data?.nonce;
    if (typeof fresh !== 'string' || fresh === '' || fresh === nonce) return false;
    nonce = fresh;
    return true;
  }

  const sendQuantity = (cartItemKey: string, quantity: number) =>
    postForm(
      params.adminAjaxUrl,
      [
        ['action', action('ajax_cart_item_alter_quantity')],
        ['cart_item_key', cartItemKey],
        ['quantity', String(quantity)],
        ['security', nonce],
      ],
      timeout,
    );

  return {
    async refreshFragments(): Promise<FragmentsPayload> {
      const payload = parseFragmentsPayload(json(await postForm(wcAjaxEndpoint(params, 'get_refreshed_fragments'), [['time', String(Date.now())]], timeout)));
      if (!payload) throw new RequestFailure('invalid');
      return payload;
    },
    async addToCart(fields) {
      return parseAddResponse(json(await postForm(wcAjaxEndpoint(params, 'add_to_cart'), Object.entries(fields), timeout)));
    },
    async addFormToCart(fields, productId) {
      const all: [string, string][] = [...fields.filter(([k]) => k !== 'add-to-cart'), ['action', action('ajax_add_to_cart')], ['add-to-cart', productId]];
      return parseAddResponse(json(await postForm(params.adminAjaxUrl, all, timeout)));
    },
    async removeItem(cartItemKey) {
      // A refusal ({success: false}) is null; a failure to reach the shop throws.
      return parseFragmentsPayload(json(await postForm(wcAjaxEndpoint(params, 'remove_from_cart'), [['cart_item_key', cartItemKey]], timeout)));
    },
    async setItemQuantity(cartItemKey, quantity): Promise<QuantityOutcome> {
      let answer = await sendQuantity(cartItemKey, quantity);
      if (answer.status === 403 && answer.text.trim() === '-1' && (await refreshNonce())) answer = await sendQuantity(cartItemKey, quantity);
      if (answer.status === 403) return { kind: 'error', message: '' };
      // The action always answers JSON: an empty reply says nothing about the change.
      if (answer.body === null) throw new RequestFailure('invalid', answer.status);
      const body = json(answer);
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
