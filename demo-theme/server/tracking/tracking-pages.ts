/**
 * The shop owner's tracking pages: the settings (services, consent mode, regions, the policy
 * revision; saved with a per-session nonce), the tracking inspector (every event each service
 * received, its payload and the consent it went under; ?format=json for scripts), and the
 * privacy policy the banner links to (what each category allows).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db.ts';
import { ajv, validate } from '../validation.ts';
import { createNonce, verifyNonce, SESSION_EXPIRED } from '../security/nonces.ts';
import { addNotice, cookieSettings, ensureSession, sessionFromRequest } from '../session.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { inspectorPage, privacyPolicyPage, trackingSettingsPage } from '../../templates/tracking.ts';
import { trackingLog } from './tracking-log.ts';
import { parseDomains, parseEventIds, parseRegions, saveTrackingSettings, trackingSettings, type TrackingSettings } from './tracking-settings.ts';
import { PIXEL_SERVICES } from '../../../shared/engine/tracking/data-layer.ts';
import { TRACKING_EVENT_NAMES } from '../../../shared/engine/tracking/tracking-event.ts';
import { SERVICE_CATALOGUE } from './service-catalogue.ts';
import { DEMO_GEO_COOKIE } from './recorders.ts';
import { __ } from '../i18n/demo-locale.ts';

const NONCE_ACTION = 'shop-tracking-settings';
const ON = { type: 'string', enum: ['1'] } as const;
const TEXT = { type: 'string', maxLength: 2000 } as const;
const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{0,40}$' } as const;

const settingsForm = ajv.compile({
  type: 'object',
  properties: {
    _wpnonce: { type: 'string', maxLength: 64 },
    explicit_consent: ON,
    restricted_regions: TEXT,
    revision: { type: 'string', pattern: '^[0-9]{1,6}$' },
    google_enabled: ON,
    measurement_id: ID,
    ads_conversion_id: ID,
    ads_purchase_label: ID,
    google_consent_mode: { type: 'string', enum: ['basic', 'advanced'] },
    enhanced_conversions: ON,
    meta_enabled: ON,
    meta_pixel_id: { type: 'string', pattern: '^[0-9]{0,20}$' },
    advanced_matching: ON,
    meta_capi: ON,
    server_to_server: ON,
    exclude_domains: TEXT,
    bot_check_enabled: ON,
    bot_check_site_key: { type: 'string', pattern: '^[A-Za-z0-9_-]{0,100}$' },
    demo_geo: { type: 'string', pattern: '^([A-Za-z]{2}(-[A-Za-z0-9]{1,3})?|fail|)$' },
    ...Object.fromEntries(
      PIXEL_SERVICES.flatMap((name) => [
        [`svc_${name}_enabled`, ON],
        [`svc_${name}_id`, { type: 'string', pattern: SERVICE_CATALOGUE[name].idPattern }],
        [`svc_${name}_matching`, ON],
        [`svc_${name}_events`, TEXT],
        [`svc_${name}_events_api`, ON],
      ]),
    ),
  },
  required: ['_wpnonce'],
  additionalProperties: false,
});

const INSPECTOR_QUERY = {
  type: 'object',
  properties: { format: { type: 'string', enum: ['html', 'json'] }, since: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

export function registerTrackingPages(app: FastifyInstance, db: Db, page: PageRenderer): void {
  app.get('/tracking-settings/', (request, reply) =>
    page(request, reply, 'Tracking settings', 'page tracking-settings', (notices) =>
      trackingSettingsPage({
        notices,
        settings: trackingSettings(db),
        demoGeo: String(request.cookies[DEMO_GEO_COOKIE] ?? ''),
        nonce: createNonce(db, NONCE_ACTION, sessionFromRequest(db, request)),
      }),
    ),
  );

  app.post('/tracking-settings/', (request, reply) => {
    const body = validate(settingsForm, request.body) as unknown as Record<string, string | undefined>;
    const sessionId = ensureSession(db, request, reply);
    if (!verifyNonce(db, NONCE_ACTION, sessionFromRequest(db, request), body._wpnonce)) {
      addNotice(db, sessionId, 'error', SESSION_EXPIRED);
      return reply.redirect('/tracking-settings/', 303);
    }
    const on = (name: string) => body[name] === '1';
    const settings: TrackingSettings = {
      ...trackingSettings(db),
      explicitConsent: on('explicit_consent'),
      restrictedRegions: parseRegions(body.restricted_regions ?? ''),
      revision: Math.max(1, Number(body.revision ?? '1')),
      googleEnabled: on('google_enabled'),
      measurementId: body.measurement_id ?? '',
      adsConversionId: body.ads_conversion_id ?? '',
      adsPurchaseLabel: body.ads_purchase_label ?? '',
      googleConsentMode: body.google_consent_mode === 'advanced' ? 'advanced' : 'basic',
      enhancedConversions: on('enhanced_conversions'),
      metaEnabled: on('meta_enabled'),
      metaPixelId: body.meta_pixel_id ?? '',
      advancedMatching: on('advanced_matching'),
      metaCapi: on('meta_capi'),
      serverToServer: on('server_to_server'),
      excludeDomains: parseDomains(body.exclude_domains ?? ''),
      botCheck: { enabled: on('bot_check_enabled') && !!body.bot_check_site_key, siteKey: body.bot_check_site_key ?? '' },
      services: Object.fromEntries(
        PIXEL_SERVICES.map((name) => {
          const entry = SERVICE_CATALOGUE[name];
          return [
            name,
            {
              enabled: on(`svc_${name}_enabled`),
              id: body[`svc_${name}_id`] ?? '',
              advancedMatching: entry.matching && on(`svc_${name}_matching`),
              eventIds: entry.namedConversions ? parseEventIds(body[`svc_${name}_events`] ?? '', TRACKING_EVENT_NAMES) : {},
              eventsApi: entry.eventsApi && on(`svc_${name}_events_api`),
            },
          ];
        }),
      ) as TrackingSettings['services'],
    };
    saveTrackingSettings(db, settings);
    if (body.demo_geo) reply.setCookie(DEMO_GEO_COOKIE, body.demo_geo.toUpperCase(), { path: '/', sameSite: 'lax', secure: cookieSettings.secure });
    else reply.clearCookie(DEMO_GEO_COOKIE, { path: '/' });
    addNotice(db, sessionId, 'success', 'Tracking settings saved.');
    return reply.redirect('/tracking-settings/', 303);
  });

  app.get('/tracking-inspector/', { schema: { querystring: INSPECTOR_QUERY } }, (request, reply) => {
    const query = request.query as { format?: string; since?: string };
    const rows = trackingLog(db, { since: Number(query.since ?? 0) });
    reply.header('Cache-Control', 'no-store');
    if (query.format === 'json') {
      return reply.send({
        events: rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown, consent: JSON.parse(r.consent) as unknown })),
      });
    }
    return page(request, reply, 'Tracking inspector', 'page tracking-inspector', (notices) => inspectorPage({ notices, rows }));
  });

  app.get('/privacy-policy/', (request, reply) =>
    page(request, reply, __('Privacy policy'), 'page privacy-policy', () => privacyPolicyPage(trackingSettings(db))),
  );
}
