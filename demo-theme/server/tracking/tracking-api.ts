/**
 * The tracking's calls (REST under /wp-json/shop/v1/, each with its admin-ajax twin): the REST
 * test, missing products, the purchase-fired report, server-to-server events (logged as the
 * Conversions API would receive them: browser identifiers never hashed, the visitor's address and
 * agent added here), the ACR order, the cart's items. Writes check the session's REST nonce.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import type { AjaxRegistries } from '../ajax/action-registry.ts';
import { orderByIdAndKey } from '../checkout/orders.ts';
import { readCart } from '../cart/cart.ts';
import { sessionFromRequest } from '../session.ts';
import { verifyNonce } from '../security/nonces.ts';
import { REST_NONCE } from '../pages/demo-settings-state.ts';
import { BadRequest } from '../validation.ts';
import { validIpv6 } from '../../../shared/engine/tracking/ipv6.ts';
import { trackingProducts } from './tracking-products.ts';
import { markPurchaseFired, logTrackingEvent, purchaseFired } from './tracking-log.ts';
import { TRACKING_NAMESPACE } from './data-layer.ts';
import { trackingSettings } from './tracking-settings.ts';
import { orderProductIds, trackingOrder } from './tracking-order.ts';

const REST = `/wp-json/${TRACKING_NAMESPACE}/v1`;
const ORDER_ID = {
  anyOf: [
    { type: 'string', pattern: '^[0-9]{1,12}$' },
    { type: 'integer', minimum: 1 },
  ],
} as const;
const ORDER_KEY = { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' } as const;
const PRODUCTS_BODY = {
  type: 'object',
  properties: {
    page_id: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] },
    page_type: { type: 'string', maxLength: 40 },
    product_ids: { type: 'array', maxItems: 200, items: ORDER_ID },
  },
  required: ['product_ids'],
} as const;
const ORDER_BODY = {
  type: 'object',
  properties: { order_id: ORDER_ID, order_key: ORDER_KEY, source: { type: 'string', enum: ['thankyou_page', 'acr_full_auto'] } },
  required: ['order_id', 'order_key'],
} as const;
const SSE_BODY = {
  type: 'object',
  properties: {
    event: {
      type: 'string',
      enum: [
        'add_to_cart',
        'begin_checkout',
        'add_payment_info',
        'add_to_wishlist',
        'view_item',
        'view_category',
        'search',
        'place_order',
        'order_received',
        'login',
      ],
    },
    facebook: {
      type: 'object',
      properties: { event_name: { type: 'string', maxLength: 60 }, event_id: { type: 'string', maxLength: 64 } },
      required: ['event_name', 'event_id'],
    },
    tiktok: {
      type: 'object',
      properties: {
        event: { type: 'string', maxLength: 60 },
        event_id: { type: 'string', maxLength: 64 },
        event_time: { type: 'integer' },
        user: { type: 'object' },
        page: { type: 'object', properties: { url: { type: 'string', maxLength: 2000 }, referrer: { type: 'string', maxLength: 2000 } } },
        properties: { type: 'object' },
      },
      required: ['event', 'event_id'],
    },
    consent: { type: 'object', properties: { marketing: { type: 'boolean' }, statistics: { type: 'boolean' } }, required: ['marketing'] },
  },
  required: ['event', 'consent'],
} as const;

const ok = (data: unknown = null) => ({ success: true, data });
/** A refusal of an admin-ajax action, in its shape (docs/contract/tracking-endpoints.json). */
const refused = (message: string) => new BadRequest(message, { success: false, data: { message } });

/**
 * The page's REST nonce. A page printed before the visitor had a session carries a nonce of no
 * session; their first cart add then starts one. Tracking calls accept that nonce too: it still
 * proves the call comes from a page of this shop (and other sites' writes are refused earlier).
 */
function checkNonce(db: Db, request: FastifyRequest, fields: Record<string, unknown>, kind: 'rest' | 'ajax'): void {
  const nonce = request.headers['x-wp-nonce'] ?? (request.query as Record<string, unknown>)?._wpnonce ?? fields.nonce;
  if (verifyNonce(db, REST_NONCE, sessionFromRequest(db, request), nonce) || verifyNonce(db, REST_NONCE, null, nonce)) return;
  // As WordPress answers each: its REST error for a route, admin-ajax's {success: false} for an action.
  const body =
    kind === 'rest'
      ? { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }
      : { success: false, data: { message: 'Cookie check failed' } };
  throw new BadRequest('Cookie check failed', body, 403);
}

function pixelsFired(db: Db, body: { order_id: string | number; order_key: string; source?: string }) {
  const order = orderByIdAndKey(db, Number(body.order_id), body.order_key);
  if (!order) throw new BadRequest('Unknown order.', { success: false, data: { message: 'Unknown order.' } }, 404);
  return ok({ first: markPurchaseFired(db, order.id, body.source ?? 'thankyou_page') });
}

function acrOrder(db: Db, body: { order_id: string | number; order_key: string }) {
  const order = orderByIdAndKey(db, Number(body.order_id), body.order_key);
  if (!order || purchaseFired(db, order.id)) return { success: false, data: { message: 'Nothing to recover.' } };
  return ok({ order: trackingOrder(db, order), products: trackingProducts(db, orderProductIds(order)) });
}

/** Two days: longer than an event is handed on between pages, as long as Meta de-duplicates. */
const SERVER_COPY_MEMORY_MS = 2 * 24 * 3600 * 1000;

/**
 * Whether this service's copy of the event is new (then remembered). The browser cannot always
 * know a copy arrived: a page left while its request was on its way hands the event on, and the
 * next page sends it again. Atomic: the primary key decides between copies sent at once.
 */
function firstCopy(db: Db, service: string, eventId: unknown): boolean {
  const now = Date.now();
  db.prepare('DELETE FROM tracking_server_copies WHERE at < ?').run(now - SERVER_COPY_MEMORY_MS);
  return db.prepare('INSERT OR IGNORE INTO tracking_server_copies (service, event_id, at) VALUES (?, ?, ?)').run(service, String(eventId), now).changes === 1;
}

function serverEvent(db: Db, request: FastifyRequest, payload: Record<string, unknown>) {
  const consent = payload.consent as { marketing: boolean };
  // The visitor refused marketing: the event is not forwarded (and not kept).
  if (!consent.marketing) return ok({ forwarded: false });
  const facebook = payload.facebook as Record<string, unknown> | undefined;
  if (facebook && firstCopy(db, 'facebook', facebook.event_id)) {
    const session = sessionFromRequest(db, request);
    // The IPv6 address the browser looked up for this session, else the connection's address.
    const ipv6 = session ? (db.prepare('SELECT ipv6 FROM tracking_session_ipv6 WHERE session_id = ?').get(session) as { ipv6: string } | undefined) : undefined;
    const userData = {
      ...(facebook.user_data as Record<string, unknown>),
      client_ip_address: ipv6?.ipv6 ?? request.ip,
      client_user_agent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    };
    logTrackingEvent(db, {
      service: 'facebook-capi',
      channel: 'server',
      event: String(facebook.event_name),
      eventId: String(facebook.event_id),
      payload: { ...facebook, user_data: userData },
      consent,
      pageUrl: String(facebook.event_source_url ?? ''),
      sessionId: session,
    });
  }
  const tiktok = payload.tiktok as Record<string, unknown> | undefined;
  if (tiktok && firstCopy(db, 'tiktok', tiktok.event_id)) {
    // TikTok's Events API (v1.3) shape; the visitor's address and agent are added here, never by the page.
    const user = { ...(tiktok.user as Record<string, unknown>), ip: request.ip, user_agent: String(request.headers['user-agent'] ?? '').slice(0, 500) };
    logTrackingEvent(db, {
      service: 'tiktok-events-api',
      channel: 'server',
      event: String(tiktok.event),
      eventId: String(tiktok.event_id),
      payload: { event_source: 'web', event_source_id: trackingSettings(db).services.tiktok.id, data: [{ ...tiktok, user }] },
      consent,
      pageUrl: String((tiktok.page as { url?: string } | undefined)?.url ?? ''),
      sessionId: sessionFromRequest(db, request),
    });
  }
  return ok({ forwarded: true });
}

const parseData = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'string') throw refused('Invalid value for "data".');
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw refused('Invalid value for "data".');
};

export function registerTrackingApi(app: FastifyInstance, db: Db, { adminAjax }: AjaxRegistries): void {
  const json = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  app.post(`${REST}/test/`, (_request, reply) => json(reply).send(ok()));
  app.post(`${REST}/products/`, { schema: { body: PRODUCTS_BODY } }, (request, reply) =>
    json(reply).send(ok(trackingProducts(db, (request.body as { product_ids: (string | number)[] }).product_ids.map(Number)))),
  );
  app.post(`${REST}/pixels-fired/`, { schema: { body: ORDER_BODY } }, (request, reply) => {
    checkNonce(db, request, {}, 'rest');
    return json(reply).send(pixelsFired(db, request.body as { order_id: string; order_key: string; source?: string }));
  });
  app.post(`${REST}/acr/order/`, { schema: { body: ORDER_BODY } }, (request, reply) =>
    json(reply).send(acrOrder(db, request.body as { order_id: string; order_key: string })),
  );
  app.post(`${REST}/sse/`, { schema: { body: SSE_BODY }, bodyLimit: 256 * 1024 }, (request, reply) => {
    checkNonce(db, request, {}, 'rest');
    return json(reply).send(serverEvent(db, request, request.body as Record<string, unknown>));
  });

  const ns = TRACKING_NAMESPACE;
  const orderFields = (fields: Record<string, unknown>) => {
    const id = String(fields.order_id ?? '');
    const key = String(fields.order_key ?? '');
    if (!/^[0-9]{1,12}$/.test(id) || !/^[A-Za-z0-9_]{1,64}$/.test(key)) throw refused('Invalid order.');
    const source = fields.source === 'acr_full_auto' ? 'acr_full_auto' : 'thankyou_page';
    return { order_id: id, order_key: key, source };
  };
  adminAjax.register(`${ns}_get_cart_items`, ({ db: d, sessionId }) => {
    const lines = readCart(d, sessionId);
    return ok({
      cart: {
        items: Object.fromEntries(
          lines.map((l) => [l.key, { product_id: String(l.product_id), variation_id: String(l.variation_id ?? 0), quantity: l.quantity }]),
        ),
      },
    });
  });
  adminAjax.register(`${ns}_get_product_ids`, ({ fields }) => {
    const raw = fields['product_ids[]'] ?? fields.product_ids ?? [];
    const ids = (Array.isArray(raw) ? raw : [raw]).map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
    return ok(trackingProducts(db, ids));
  });
  adminAjax.register(`${ns}_purchase_pixels_fired`, ({ request, fields }) => {
    checkNonce(db, request, fields, 'ajax');
    return pixelsFired(db, orderFields(fields));
  });
  const acrAjax: Parameters<typeof adminAjax.register>[1] = ({ fields }) => acrOrder(db, orderFields(fields));
  adminAjax.register(`${ns}_get_acr_order_data`, acrAjax);
  adminAjax.register('get_acr_order_data_ajax', acrAjax);
  adminAjax.register(`${ns}_process_transient_session_identifiers`, ({ request, fields, sessionId }) => {
    checkNonce(db, request, fields, 'ajax');
    const kept: Record<string, string> = {};
    for (const name of ['gclid', 'wbraid', 'gbraid', 'fbclid', 'ttclid', 'scid', 'epik']) {
      const value = String(fields[name] ?? '');
      if (value !== '' && /^[A-Za-z0-9._~-]{1,600}$/.test(value)) kept[name] = value;
    }
    const referrer = String(fields.referrer ?? '');
    if (/^https?:\/\/[^\s]{1,2000}$/.test(referrer)) kept.referrer = referrer;
    // Only a shop session (a cart) has something to attribute.
    if (!sessionId) return { success: false, data: { message: 'No shop session.' } };
    db.prepare(
      'INSERT INTO tracking_session_identifiers (session_id, data, at) VALUES (?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET data = excluded.data, at = excluded.at',
    ).run(sessionId, JSON.stringify(kept), Date.now());
    return ok(kept);
  });
  adminAjax.register(`${ns}_store_ipv6_in_server_session`, ({ request, fields, sessionId }) => {
    checkNonce(db, request, fields, 'ajax');
    // The browser's own check (one IPv6 address, no zone, no embedded IPv4), again on this side.
    const ipv6 = validIpv6(String(fields.ipv6 ?? ''));
    if (!ipv6) throw refused('Invalid value for "ipv6".');
    if (!sessionId) return { success: false, data: { message: 'No shop session.' } };
    db.prepare(
      'INSERT INTO tracking_session_ipv6 (session_id, ipv6, at) VALUES (?, ?, ?) ON CONFLICT(session_id) DO UPDATE SET ipv6 = excluded.ipv6, at = excluded.at',
    ).run(sessionId, ipv6, Date.now());
    return ok({ ipv6 });
  });
  adminAjax.register(`${ns}_server_to_server_event`, ({ request, fields }) => {
    checkNonce(db, request, fields, 'ajax');
    const payload = parseData(fields.data);
    const consent = payload.consent as { marketing?: unknown } | undefined;
    if (typeof consent?.marketing !== 'boolean' || typeof payload.event !== 'string') throw refused('Invalid value for "data".');
    return serverEvent(db, request, payload);
  });
}
