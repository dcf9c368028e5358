/**
 * One admin-ajax action of the shop (WordPress's `{ajax_url}`, form-encoded, with the page's
 * nonce), answered `{success, data}`: the status and the answer, or a null answer when it is not
 * JSON.
 */
import type { DataLayer } from '../engine/tracking/data-layer.ts';

export type AjaxApi = Pick<DataLayer['api'], 'ajax_url' | 'nonce'>;

export interface AjaxAnswer {
  status: number;
  ok: boolean;
  body: { success?: boolean; data?: { reason?: string } & Record<string, unknown> } | null;
}

/** `keepalive`: the call still goes if the shopper leaves the page. */
export async function postAdminAjax(api: AjaxApi, action: string, fields: Record<string, string>, keepalive = false): Promise<AjaxAnswer> {
  const response = await fetch(new URL(api.ajax_url, location.origin).href, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive,
    body: new URLSearchParams({ action, nonce: api.nonce, ...fields }),
  });
  return { status: response.status, ok: response.ok, body: (await response.json().catch(() => null)) as AjaxAnswer['body'] };
}
