/**
 * The abandoned-cart capture's one call: the contact and checkout fields as typed, to the shop's
 * admin-ajax save action. 'no-cart' when the shop has no cart for this visitor yet (a custom
 * e-mail is then sent again with the first cart add).
 */
import { CAPTURE } from '../engine/cart-capture/capture-rules.ts';
import { postAdminAjax, type AjaxApi } from './admin-ajax.ts';

export type SaveOutcome = 'saved' | 'no-cart';

export const CAPTURE_ACTION = `${CAPTURE.prefix}save_cart_contact`;

/** Resolves 'saved' or 'no-cart'; rejects when the shop could not save it (to be retried). */
export async function saveCartContact(api: AjaxApi, fields: Record<string, string>): Promise<SaveOutcome> {
  const answer = await postAdminAjax(api, CAPTURE_ACTION, fields, true);
  if (answer.ok && answer.body?.success) return 'saved';
  if (answer.ok && answer.body?.data?.reason === 'no-cart') return 'no-cart';
  throw new Error(`Status ${answer.status}`);
}
