/**
 * The cart reminders' service worker (a module worker at /dist/push-sw.js, scope '/'): a push
 * shows its reminder as a notification; a click on it opens the cart (or focuses a tab already
 * on it). Open pages of the shop are told, so they can say so too.
 */
/// <reference lib="webworker" />
import { parseReminder } from '../../shared/engine/push/push-rules.ts';
import { openReminder } from './open-reminder.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The push's JSON, or null (no data, or not JSON: the default reminder). */
function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const reminder = parseReminder(pushData(event));
  // Pages are told once the notification is up (or could not be shown), so what they say matches
  // what the shopper sees: told at the same time, a page could look for the notification too early.
  event.waitUntil(
    self.registration
      .showNotification(reminder.title, { body: reminder.body, tag: 'shop-cart-reminder', data: { url: reminder.url } })
      .catch(() => undefined)
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => clients.forEach((client) => client.postMessage({ type: 'shop-cart-reminder', reminder }))),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openReminder(self.clients, event.notification.data, self.location.origin));
});
