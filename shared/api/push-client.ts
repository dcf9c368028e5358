/**
 * The push subscription's calls: saved (save_notification_subscription) and removed
 * (remove_notification_subscription), each to admin-ajax with the subscription's endpoint and keys
 * and the page's nonce. A 404 means admin-ajax.php is blocked: the console says so.
 */
import type { DataLayer } from '../engine/tracking/data-layer.ts';

const BLOCKED = 'The push subscription could not be sent: admin-ajax.php answered 404, so it is probably blocked. Check with the server administrator.';

async function call(api: Pick<DataLayer['api'], 'ajax_url' | 'nonce'>, action: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(new URL(api.ajax_url, location.origin).href, {
    method: 'POST',
    credentials: 'same-origin',
    body: new URLSearchParams({ action, nonce: api.nonce, ...fields }),
  });
  if (response.status === 404) console.error(BLOCKED);
  const answer = (await response.json().catch(() => null)) as { success?: boolean } | null;
  if (!response.ok || !answer?.success) throw new Error(`Status ${response.status}`);
}

export const saveSubscription = (api: Pick<DataLayer['api'], 'ajax_url' | 'nonce'>, fields: Record<string, string>) =>
  call(api, 'save_notification_subscription', fields);
export const removeSubscription = (api: Pick<DataLayer['api'], 'ajax_url' | 'nonce'>, fields: Record<string, string>) =>
  call(api, 'remove_notification_subscription', fields);
