/**
 * The local recorders that stand in for the vendors' hosts, so no request leaves the machine:
 * the tag library and the pixel's scripts (demo-theme/assets/recorders/), the hit collector they
 * report to, the bot-challenge service's library and tokens, and three geo-IP services (each its own answer format; ?as= says where the visitor
 * "is", from the demo's shop_demo_geo cookie, or FAIL to make every lookup fail).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db.ts';
import { sessionFromRequest } from '../session.ts';
import { logTrackingEvent } from './tracking-log.ts';
import { PIXEL_SERVICES, type PixelServiceName } from '../../../shared/engine/tracking/data-layer.ts';
import { SERVICE_CATALOGUE } from './service-catalogue.ts';
import { BOT_CHECK_SCRIPT, BOT_CHECK_TOKEN_URL } from './recorder-urls.ts';
import { trackingSettings } from './tracking-settings.ts';
import { issueBotToken } from '../cart-capture/bot-check.ts';

/** How each vendor's library takes its snippet over, and the first-party cookie it keeps. */
const PIXEL_RECORDERS: Record<PixelServiceName, Record<string, unknown>> = {
  tiktok: { entry: 'ttq', shape: 'ttq', cookie: '_ttp' },
  pinterest: { entry: 'pintrk', shape: 'replace', queue: 'queue', cookie: '_pin_unauth' },
  snapchat: { entry: 'snaptr', shape: 'handler', queue: 'queue', handler: 'handleRequest', cookie: '_scid' },
  reddit: { entry: 'rdt', shape: 'handler', queue: 'callQueue', handler: 'sendEvent', cookie: '_rdt_uuid' },
  twitter: { entry: 'twq', shape: 'handler', queue: 'queue', handler: 'exe' },
  bing: { entry: 'uetq', shape: 'uet', cookie: '_uetvid' },
  linkedin: { entry: 'lintrk', shape: 'replace', queue: 'q', pageViewOnLoad: true },
  outbrain: { entry: 'obApi', shape: 'handler', queue: 'queue', handler: 'dispatch' },
  taboola: { entry: '_tfa', shape: 'tfa' },
  hotjar: { entry: 'hj', shape: 'replace', queue: 'q', pageViewOnLoad: true, cookie: '_hjSessionUser_demo' },
  vwo: { entry: 'VWO', shape: 'vwo', cookie: '_vwo_uuid_v2' },
};

const ASSETS = resolve(import.meta.dirname, '../../assets/recorders');
export const DEMO_GEO_COOKIE = 'shop_demo_geo';

const COLLECT_BODY = {
  type: 'object',
  properties: {
    service: { type: 'string', enum: ['google', 'facebook', ...PIXEL_SERVICES] },
    event: { type: 'string', minLength: 1, maxLength: 100 },
    event_id: { type: ['string', 'null'], maxLength: 64 },
    payload: { type: 'object' },
    consent: { type: 'object' },
    page: { type: 'string', maxLength: 2000 },
  },
  required: ['service', 'event', 'payload', 'consent', 'page'],
} as const;

const BOT_TOKEN_BODY = {
  type: 'object',
  properties: { site_key: { type: 'string', maxLength: 100 }, action: { type: 'string', pattern: '^[A-Za-z0-9_/]{1,100}$' } },
  required: ['site_key', 'action'],
  additionalProperties: false,
} as const;

// A country or region code, or FAIL (every service then answers 503, as an outage would); anything else is a 400.
const GEO_QUERY = { type: 'object', properties: { as: { type: 'string', pattern: '^([A-Za-z]{2}(-[A-Za-z0-9]{1,3})?|[Ff][Aa][Ii][Ll])$' } } } as const;

export function registerRecorders(app: FastifyInstance, db: Db): void {
  const script = (file: string) => readFileSync(resolve(ASSETS, file), 'utf8');
  const gtag = script('gtag.js');
  const fbevents = script('fbevents.js');
  app.get('/recorders/gtag/js', (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=900').send(gtag));
  app.get('/recorders/fbevents.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=1200').send(fbevents),
  );

  const pixel = script('pixel.js');
  for (const name of PIXEL_SERVICES) {
    const body = `${pixel.trimEnd().replace(/;$/, '')}(${JSON.stringify({ service: name, ...PIXEL_RECORDERS[name] })});\n`;
    app.get(`/recorders/pixel/${name}/${SERVICE_CATALOGUE[name].script}`, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=900').send(body),
    );
  }

  // The bot-challenge service's stand-in: its library, and a token for the shop's site key.
  const recaptcha = script('recaptcha.js');
  app.get(BOT_CHECK_SCRIPT, (_request, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=900').send(recaptcha));
  app.post(BOT_CHECK_TOKEN_URL, { schema: { body: BOT_TOKEN_BODY } }, (request, reply) => {
    const { site_key, action } = request.body as { site_key: string; action: string };
    const { botCheck } = trackingSettings(db);
    reply.header('Cache-Control', 'no-store');
    if (!botCheck.enabled || site_key !== botCheck.siteKey) return reply.code(400).send({ error: 'Unknown site key.' });
    return reply.send({ token: issueBotToken(db, site_key, action) });
  });

  app.post('/recorders/collect', { schema: { body: COLLECT_BODY }, bodyLimit: 128 * 1024 }, (request, reply) => {
    const hit = request.body as { service: string; event: string; event_id?: string | null; payload: Record<string, unknown>; consent: unknown; page: string };
    const params = hit.payload as { params?: unknown; eventID?: string };
    logTrackingEvent(db, {
      service: hit.service,
      channel: 'browser',
      event: hit.event,
      eventId: hit.event_id ?? params.eventID ?? null,
      payload: hit.payload,
      consent: hit.consent,
      pageUrl: hit.page,
      sessionId: sessionFromRequest(db, request),
    });
    return reply.code(204).send();
  });

  // The stand-in for an IPv6-only lookup service: the caller's address when it came over IPv6,
  // else an address of the documentation range (2001:db8::/32), as if the visitor had one.
  app.get('/demo-ipv6/', (request, reply) => {
    const own = request.ip.includes(':') && !request.ip.toLowerCase().startsWith('::ffff:') ? request.ip : null;
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/plain')
      .send(own ?? '2001:db8::1');
  });

  // Three geo services, as the consent's region lookup tries them in turn.
  app.get('/demo-geo/:n', { schema: { querystring: GEO_QUERY } }, (request, reply) => {
    const where = String((request.query as { as?: string }).as ?? 'US-NY').toUpperCase();
    reply.header('Cache-Control', 'no-store');
    if (where === 'FAIL') return reply.code(503).send({ error: 'unavailable' });
    const [country, region] = where.split('-');
    const n = (request.params as { n: string }).n;
    if (n === '1') return reply.send({ ip: request.ip, country_code: country, region_code: region ?? '' });
    if (n === '2') return reply.send({ ip: request.ip, country, region: region ?? '' });
    if (n === '3') return reply.type('text/plain').send(`ip=${request.ip}\nloc=${country}\n`);
    return reply.code(404).send({ error: 'unknown service' });
  });
}
