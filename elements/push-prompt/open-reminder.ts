/**
 * A click on the cart reminder: focus a tab already showing the reminder's page, or open one.
 * (Only a path of this shop: see `reminderHref`.)
 */
import { reminderHref } from '../../shared/engine/push/push-rules.ts';

type WindowLike = { url: string; focus(): Promise<unknown> };
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export async function openReminder(clients: ClientsLike, data: unknown, origin: string): Promise<void> {
  const url = reminderHref(data, origin);
  const open = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).find((client) => client.url === url);
  if (open) await open.focus();
  else await clients.openWindow(url);
}
