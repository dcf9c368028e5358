/**
 * The cart push prompt's rules: after a cart add, with a cart, when the browser can receive push
 * messages and the shopper neither allowed nor refused them yet, and when the prompt was not shown
 * in the last 48 hours (closing it counts as shown) nor declined with "No thanks" (then never
 * again in this browser).
 */
export const PUSH = {
  reshowAfterMs: 48 * 60 * 60 * 1000,
} as const;

export type Permission = 'default' | 'granted' | 'denied';

export interface PromptContext {
  supported: boolean;
  marketing: boolean;
  permission: Permission;
  cartCount: number;
  lastShownAt: number | null;
  declined: boolean;
  now: number;
}

export const promptWanted = (c: PromptContext): boolean =>
  c.supported &&
  c.marketing &&
  c.permission === 'default' &&
  c.cartCount > 0 &&
  !c.declined &&
  (c.lastShownAt === null || c.now - c.lastShownAt >= PUSH.reshowAfterMs);

/** What to do with the browser's permission as it stands: keep the subscription saved, remove it, or maybe ask. */
export const permissionAction = (permission: Permission): 'save' | 'remove' | 'ask' =>
  permission === 'granted' ? 'save' : permission === 'denied' ? 'remove' : 'ask';

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The subscription's keys as the save call names them (p256dh as public_key, auth as private_key). */
export function subscriptionFields(subscription: { endpoint: string; keys?: { p256dh?: string; auth?: string } }): Record<string, string> {
  return { endpoint: subscription.endpoint, public_key: subscription.keys?.p256dh ?? '', private_key: subscription.keys?.auth ?? '' };
}

/** The reminder a push carries (what the service worker shows). */
export interface CartReminder {
  title: string;
  body: string;
  url: string;
}

export function parseReminder(data: unknown): CartReminder {
  const value = (data && typeof data === 'object' ? data : {}) as Partial<Record<keyof CartReminder, unknown>>;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v.slice(0, 200) : fallback);
  const url = text(value.url, '/cart/');
  return {
    title: text(value.title, 'Your cart is waiting'),
    body: text(value.body, 'The items you chose are still in your cart.'),
    url: shopPath(url) ?? '/cart/',
  };
}

/**
 * A path of this shop, or null: a push never opens another site. Judged as the browser will
 * resolve it (a backslash counts as a slash, so '/\\evil.example' is another host).
 */
function shopPath(url: string): string | null {
  if (!url.startsWith('/')) return null;
  const base = 'https://shop.invalid';
  const resolved = new URL(url, base);
  return resolved.origin === base ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
}

/** Where a click on the reminder goes: the reminder's shop path on this origin. */
export const reminderHref = (data: unknown, origin: string): string => new URL(parseReminder(data).url, origin).href;
