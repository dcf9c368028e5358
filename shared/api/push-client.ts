/**
 * The push subscription's calls: saved (save_notification_subscription) and removed
 * (remove_notification_subscription), each to admin-ajax with the subscription's endpoint and keys
 * and the page's nonce. A 404 means admin-ajax.php is blocked: the console says so.
 */
import { postAdminAjax, type AjaxApi } from './admin-ajax.ts';

const BLOCKED = 'The push subscription could not be sent: admin-ajax.php answered 404, so it is probably blocked. Check with the server administrator.';

async function call(api: AjaxApi, action: string, fields: Record<string, string>): Promise<void> {
  const answer = await postAdminAjax(api, action, fields);
  if (answer.status === 404) console.error(BLOCKED);
  if (!answer.ok || !answer.body?.success) throw new Error(`Status ${answer.status}`);
}

export const saveSubscription = (api: AjaxApi, fields: Record<string, string>) => call(api, 'save_notification_subscription', fields);
export const removeSubscription = (api: AjaxApi, fields: Record<string, string>) => call(api, 'remove_notification_subscription', fields);
