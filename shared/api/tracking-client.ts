/**
 * The tracking's calls to the shop: the REST test (its outcome cached for the page and the
 * session), missing products, the purchase-fired report, the ACR order, server-to-server events
 * (a beacon under 60,000 bytes, else a same-origin request with credentials), each falling back
 * to its admin-ajax action when REST is unavailable.
 */
import type { DataLayer, TrackingOrder, TrackingProduct } from '../engine/tracking/data-layer.ts';
import { TRACKING } from '../engine/tracking/constants.ts';
import { MESSAGES } from '../engine/tracking/messages.ts';
import { ipv6FromLookup } from '../engine/tracking/ipv6.ts';

export const BEACON_LIMIT_BYTES = TRACKING.beaconLimitBytes;

type Api = DataLayer['api'];

let restAvailable: Promise<boolean> | null = null;

const restUrl = (api: Api, path: string) => new URL(`${api.root}${api.namespace}/v1/${path}/`, location.origin).href;

/** The REST test, once per page (and remembered for the session by the caller through `known`). */
export function restEndpointAvailable(api: Api, known: boolean | null): Promise<boolean> {
  if (known !== null) return (restAvailable ??= Promise.resolve(known));
  restAvailable ??= fetch(restUrl(api, 'test'), { method: 'POST', credentials: 'same-origin', keepalive: true, headers: { 'X-WP-Nonce': api.nonce } })
    .then(async (response) => {
      const body = (await response.json().catch(() => null)) as { success?: boolean } | null;
      if (response.ok && body?.success) return true;
      console.error(MESSAGES.restTestFailed, response.status, body);
      console.warn(MESSAGES.restUnavailable);
      return false;
    })
    .catch((error: unknown) => {
      console.error(MESSAGES.restTestFailed, 0, null, error);
      console.warn(MESSAGES.restUnavailable);
      return false;
    });
  return restAvailable;
}

function ajaxBody(action: string, api: Api, fields: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams({ action: `${api.namespace}_${action}`, nonce: api.nonce });
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, String(item));
    else body.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body;
}

/**
 * `onQueued` runs once the request is on its way as a keepalive request, which outlives the page:
 * a page that leaves before the answer must not hand the call on to the next page to be sent again.
 */
async function call<T>(api: Api, rest: boolean, path: string, action: string, fields: Record<string, unknown>, onQueued?: () => void): Promise<T> {
  const body = rest ? JSON.stringify(fields) : ajaxBody(action, api, fields);
  // Calls made as the shopper leaves the page (a purchase report, a server copy) still go; the
  // browser allows that below 64 KiB.
  const keepalive = new Blob([body.toString()]).size < BEACON_LIMIT_BYTES;
  const sending = rest
    ? fetch(restUrl(api, path), {
        method: 'POST',
        credentials: 'same-origin',
        keepalive,
        headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': api.nonce },
        body,
      })
    : fetch(new URL(api.ajax_url, location.origin).href, { method: 'POST', credentials: 'same-origin', keepalive, body });
  if (keepalive) onQueued?.();
  const response = await sending;
  const answer = (await response.json().catch(() => null)) as { success?: boolean; data?: T } | null;
  if (!response.ok || !answer?.success) throw new Error(`Status ${response.status}`);
  return answer.data as T;
}

export function fetchMissingProducts(api: Api, rest: boolean, page: { id: number; type: string }, ids: string[]): Promise<Record<string, TrackingProduct>> {
  return call(api, rest, 'products', 'get_product_ids', { page_id: page.id, page_type: page.type, product_ids: ids });
}

export function reportPurchaseFired(api: Api, rest: boolean, order: { order_id: string; order_key: string; source: string }): Promise<unknown> {
  return call(api, rest, 'pixels-fired', 'purchase_pixels_fired', order);
}

export function fetchAcrOrder(
  api: Api,
  rest: boolean,
  order: { order_id: string; order_key: string },
): Promise<{ order: TrackingOrder | null; products: Record<string, TrackingProduct> }> {
  return call(api, rest, 'acr/order', 'get_acr_order_data', order);
}

const SESSION_IDENTIFIERS = ['referrer', 'gclid', 'wbraid', 'gbraid', 'fbclid', 'ttclid', 'scid', 'epik'] as const;

/** The session's click ids and referrer (cart and checkout pages), for the order to carry. */
export function sendSessionIdentifiers(api: Api, identifiers: Record<string, string>): Promise<unknown> {
  const fields = Object.fromEntries(SESSION_IDENTIFIERS.map((name) => [name, identifiers[name] ?? '']));
  return call(api, false, '', 'process_transient_session_identifiers', fields);
}

/** The visitor's IPv6 address from an IPv6-only lookup service (no cookies sent; 5 s at most). */
export async function lookUpIpv6(url: string): Promise<string | null> {
  const response = await fetch(new URL(url, location.origin).href, { credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(5000) });
  return response.ok ? ipv6FromLookup(await response.text()) : null;
}

/** Keeps the address in the shop's session for the Conversions API's events. */
export function storeIpv6(api: Api, ipv6: string): Promise<unknown> {
  return call(api, false, '', 'store_ipv6_in_server_session', { ipv6 });
}

export function fetchCartItems(api: Api): Promise<{ cart: DataLayer['cart'] }> {
  return call(api, false, '', 'get_cart_items', {});
}

/**
 * One server-to-server event: by beacon when small enough, else a request with credentials; ajax
 * when REST is down. `onQueued` runs once it is on its way in a request that outlives the page (a
 * beacon, a keepalive fetch).
 */
export async function sendServerEvent(api: Api, rest: boolean, payload: Record<string, unknown>, onQueued?: () => void): Promise<void> {
  const json = JSON.stringify(payload);
  if (!rest) {
    await call(api, false, 'sse', 'server_to_server_event', { data: payload }, onQueued);
    return;
  }
  // Added to the route's own query: with WordPress's plain permalinks the route is `?rest_route=…`.
  const address = new URL(restUrl(api, 'sse'));
  address.searchParams.set('_wpnonce', api.nonce);
  const url = address.href;
  if (new Blob([json]).size < BEACON_LIMIT_BYTES && navigator.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return onQueued?.();
  await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': api.nonce }, body: json });
}

export function forgetRestAvailabilityForTests(): void {
  restAvailable = null;
}
