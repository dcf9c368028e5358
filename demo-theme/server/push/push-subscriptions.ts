/**
 * Cart reminders on the shop's side: the VAPID key pair (made at first use, kept in the options),
 * the subscriptions the browsers save and remove (admin-ajax save_notification_subscription /
 * remove_notification_subscription, with the page's nonce; every field checked), and a reminder
 * sent to one of them with a well-kept Web Push library.
 *
 * Only endpoints of the browsers' push services are accepted (SHOP_PUSH_SERVICE_ORIGINS adds
 * others, as the tests' fake push service on loopback): the shop later sends to that URL, and must
 * never be made to call an address an attacker chose.
 */
import webpush from 'web-push';
import type { Db } from '../db.ts';
import { getOption, setOption } from '../db.ts';
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { ajv, BadRequest } from '../validation.ts';
import { verifyNonce } from '../security/nonces.ts';
import { REST_NONCE } from '../pages/demo-settings-state.ts';

const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /\.notify\.windows\.com$/, /^web\.push\.apple\.com$/];

export function allowedEndpoint(endpoint: string, extraOrigins = process.env.SHOP_PUSH_SERVICE_ORIGINS ?? ''): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.split(',').some((origin) => origin.trim() !== '' && url.origin === origin.trim())) return url.protocol === 'https:';
  return url.protocol === 'https:' && !url.port && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** Read once per database: every page prints the public key. */
const keysOf = new WeakMap<Db, { publicKey: string; privateKey: string }>();

export function vapidKeys(db: Db): { publicKey: string; privateKey: string } {
  const known = keysOf.get(db);
  if (known) return known;
  const keys = storedOrNewVapidKeys(db);
  keysOf.set(db, keys);
  return keys;
}

function storedOrNewVapidKeys(db: Db): { publicKey: string; privateKey: string } {
  const publicKey = getOption(db, 'vapid_public_key');
  const privateKey = getOption(db, 'vapid_private_key');
  if (publicKey && privateKey) return { publicKey, privateKey };
  const made = webpush.generateVAPIDKeys();
  setOption(db, 'vapid_public_key', made.publicKey);
  setOption(db, 'vapid_private_key', made.privateKey);
  return made;
}

const checkSubscription = ajv.compile({
  type: 'object',
  properties: {
    action: { type: 'string' },
    nonce: { type: 'string', maxLength: 64 },
    endpoint: { type: 'string', minLength: 10, maxLength: 1000 },
    // The subscription's P-256 key and auth secret, base64url as browsers give them.
    public_key: { type: 'string', pattern: '^[A-Za-z0-9_-]{80,100}={0,2}$' },
    private_key: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,32}={0,2}$' },
  },
  required: ['nonce', 'endpoint', 'public_key', 'private_key'],
  additionalProperties: false,
});

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  session_id: string | null;
  user_id: number | null;
  created_at: number;
}

export function registerPushSubscriptions(db: Db, { adminAjax }: AjaxRegistries): void {
  const fieldsOf = ({ fields, sessionId }: { fields: Record<string, unknown>; sessionId: string | null }) => {
    // Refusals in admin-ajax's shape (docs/contract/tracking-endpoints.json).
    const refused = (message: string) => new BadRequest(message, { success: false, data: { message } });
    if (!checkSubscription(fields)) throw refused('Invalid subscription.');
    const values = fields as Record<string, string>;
    if (!verifyNonce(db, REST_NONCE, sessionId, values.nonce) && !verifyNonce(db, REST_NONCE, null, values.nonce))
      throw new BadRequest('Cookie check failed', { success: false, data: { message: 'Cookie check failed' } }, 403);
    if (!allowedEndpoint(values.endpoint!)) throw refused('Invalid value for "endpoint": not a push service.');
    return values;
  };
  adminAjax.register('save_notification_subscription', (context) => {
    const values = fieldsOf(context);
    db.prepare(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, session_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, session_id = excluded.session_id, user_id = excluded.user_id`,
    ).run(values.endpoint, values.public_key, values.private_key, context.sessionId, context.user?.id ?? null, Date.now());
    return { success: true, data: null };
  });
  adminAjax.register('remove_notification_subscription', (context) => {
    const values = fieldsOf(context);
    db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND auth = ?').run(values.endpoint, values.private_key);
    return { success: true, data: null };
  });
}

export const pushSubscriptions = (db: Db): PushSubscriptionRow[] =>
  db
    .prepare('SELECT endpoint, p256dh, auth, session_id, user_id, created_at FROM push_subscriptions ORDER BY created_at DESC LIMIT 200')
    .all() as PushSubscriptionRow[];

/** Sends the cart reminder; a subscription the push service says is gone (404, 410) is deleted. */
export async function sendCartReminder(db: Db, endpoint: string): Promise<'sent' | 'gone' | 'unknown' | 'failed'> {
  const row = db.prepare('SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE endpoint = ?').get(endpoint) as PushSubscriptionRow | undefined;
  if (!row || !allowedEndpoint(row.endpoint)) return 'unknown';
  const keys = vapidKeys(db);
  const payload = JSON.stringify({
    title: 'Your cart is waiting',
    body: 'The items you chose are still in your cart. Come back to finish your order.',
    url: '/cart/',
  });
  try {
    await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, {
      vapidDetails: { subject: 'mailto:owner@luma.example', publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 24 * 3600,
      timeout: 10_000,
    });
    return 'sent';
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) {
      db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(row.endpoint);
      return 'gone';
    }
    return 'failed';
  }
}
