/**
 * The browser side of cart reminders: the service worker (scope '/'), the push subscription made
 * with the shop's VAPID public key, saved to the shop or removed from it. What was saved is kept
 * (localStorage `shop_push`) so a subscription can be removed even when the browser no longer
 * hands it out (permission withdrawn).
 */
import { applicationServerKey, subscriptionFields } from '../../engine/push/push-rules.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { removeSubscription, saveSubscription } from '../../api/push-client.ts';
import { readStoredObject, updateStoredObject } from '../../platform/storage.ts';

type Api = Pick<DataLayer['api'], 'ajax_url' | 'nonce'>;

export const PUSH_STATE_KEY = 'shop_push';

export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export interface PushState {
  /** The subscription the shop has, as saved. */
  saved?: Record<string, string>;
  /** When the prompt was last shown (ms). */
  shownAt?: number;
  /** "No thanks": not asked again in this browser. */
  declined?: boolean;
}

export const readPushState = (): PushState => readStoredObject<PushState>('local', PUSH_STATE_KEY);

/** Storage off: the prompt may come again; nothing else depends on it. */
export const updatePushState = (change: Partial<PushState>): void => void updateStoredObject<PushState>('local', PUSH_STATE_KEY, change);

async function registration(workerUrl: string): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(workerUrl, { type: 'module', scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Subscribes (or reuses the subscription) and saves it to the shop. */
export async function subscribeAndSave(api: Api, workerUrl: string, publicKey: string): Promise<void> {
  const ready = await registration(workerUrl);
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const fields = subscriptionFields(subscription.toJSON() as { endpoint: string; keys?: { p256dh?: string; auth?: string } });
  if (JSON.stringify(readPushState().saved) === JSON.stringify(fields)) return;
  await saveSubscription(api, fields);
  updatePushState({ saved: fields });
}

/** The browser refused: the shop forgets the subscription it had. */
export async function removeSaved(api: Api): Promise<void> {
  const saved = readPushState().saved;
  if (!saved) return;
  await removeSubscription(api, saved);
  updatePushState({ saved: undefined });
}
