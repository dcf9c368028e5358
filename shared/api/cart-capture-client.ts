/**
 * The abandoned-cart capture's one call: the contact and checkout fields as typed, to the shop's
 * admin-ajax save action (form-encoded, with the page's nonce). 'no-cart' when the shop has no
 * cart for this visitor yet (a custom e-mail is then sent again with the first cart add).
 */
import type { DataLayer } from '../engine/tracking/data-layer.ts';
import { CAPTURE } from '../engine/cart-capture/capture-rules.ts';

export type SaveOutcome = 'saved' | 'no-cart';

export const CAPTURE_ACTION = `${CAPTURE.prefix}save_cart_contact`;

/** Resolves 'saved' or 'no-cart'; rejects when the shop could not save it (to be retried). */
export async function saveCartContact(api: Pick<DataLayer['api'], 'ajax_url' | 'nonce'>, fields: Record<string, string>): Promise<SaveOutcome> {
  const body = new URLSearchParams({ action: CAPTURE_ACTION, nonce: api.nonce, ...fields });
  const response = await fetch(new URL(api.ajax_url, location.origin).href, { method: 'POST', credentials: 'same-origin', keepalive: true, body });
  const answer = (await response.json().catch(() => null)) as { success?: boolean; data?: { reason?: string } } | null;
  if (response.ok && answer?.success) return 'saved';
  if (response.ok && answer?.data?.reason === 'no-cart') return 'no-cart';
  throw new Error(`Status ${response.status}`);
}
