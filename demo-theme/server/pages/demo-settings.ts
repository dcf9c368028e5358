/**
 * The demo's settings (/demo-settings/): which banners and popups the store shows and how the
 * header sticks, kept per visitor in a cookie so anyone trying the demo can switch them. The
 * form posts with a per-session nonce. The shop's search synonyms (shop-wide, in the options
 * table) have a form of their own, also nonce'd. Also the WordPress REST call that dismisses the
 * coming-soon banner (POST /wp-json/wp/v2/users/me, X-WP-Nonce), remembered in a cookie.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db.ts';
import { ajv, BadRequest, validate } from '../validation.ts';
import { createNonce, verifyNonce, SESSION_EXPIRED } from '../security/nonces.ts';
import { addNotice, cookieSettings, ensureSession, sessionFromRequest } from '../session.ts';
import type { PageRenderer } from './page-frame.ts';
import {
  BANNER_DISMISSED_COOKIE,
  COOKIE,
  DEFAULT_SETTINGS,
  demoSettingsOf,
  HEADER_MODES,
  REST_NONCE,
  SETTINGS_NONCE,
  USERS_ME,
  YEAR_S,
} from './demo-settings-state.ts';
import { demoSettingsPage } from '../../templates/demo-settings.ts';
import { saveSynonymList, synonymListOf } from '../search/search-synonyms.ts';
import { MAX_SYNONYMS_LENGTH } from '../search/ranking/synonyms.ts';

const SYNONYMS_NONCE = 'shop-search-synonyms';

const settingsForm = ajv.compile({
  type: 'object',
  properties: {
    _wpnonce: { type: 'string', maxLength: 64 },
    notice: { type: 'string', enum: ['1'] },
    coming_soon: { type: 'string', enum: ['1'] },
    cart_popup: { type: 'string', enum: ['1'] },
    search_lightbox: { type: 'string', enum: ['1'] },
    single_variations: { type: 'string', enum: ['1'] },
    header: { type: 'string', enum: [...HEADER_MODES] },
  },
  required: ['_wpnonce'],
  additionalProperties: false,
});

const synonymsForm = ajv.compile({
  type: 'object',
  properties: {
    _wpnonce: { type: 'string', maxLength: 64 },
    synonyms: { type: 'string', maxLength: MAX_SYNONYMS_LENGTH },
  },
  required: ['_wpnonce', 'synonyms'],
  additionalProperties: false,
});

const dismissBody = ajv.compile({
  type: 'object',
  properties: {
    meta: {
      type: 'object',
      properties: { woocommerce_coming_soon_banner_dismissed: { type: 'string', enum: ['yes', 'no'] } },
      required: ['woocommerce_coming_soon_banner_dismissed'],
      additionalProperties: false,
    },
  },
  required: ['meta'],
  additionalProperties: false,
});

const restError = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ code, message, data: { status } });

export function registerDemoSettings(app: FastifyInstance, db: Db, page: PageRenderer): void {
  app.get('/demo-settings/', (request, reply) =>
    page(request, reply, 'Demo settings', 'page demo-settings', (notices) =>
      demoSettingsPage({
        notices,
        settings: demoSettingsOf(request),
        nonce: createNonce(db, SETTINGS_NONCE, sessionFromRequest(db, request)),
        synonyms: synonymListOf(db),
        synonymsNonce: createNonce(db, SYNONYMS_NONCE, sessionFromRequest(db, request)),
      }),
    ),
  );

  app.post('/demo-settings/search-synonyms', (request, reply) => {
    const body = validate(synonymsForm, request.body) as { _wpnonce: string; synonyms: string };
    const sessionId = ensureSession(db, request, reply);
    if (!verifyNonce(db, SYNONYMS_NONCE, sessionFromRequest(db, request), body._wpnonce)) {
      addNotice(db, sessionId, 'error', SESSION_EXPIRED);
      return reply.redirect('/demo-settings/#search-synonyms', 303);
    }
    const problems = saveSynonymList(db, body.synonyms);
    addNotice(db, sessionId, 'success', 'Synonyms saved.');
    for (const problem of problems) addNotice(db, sessionId, 'error', problem);
    return reply.redirect('/demo-settings/#search-synonyms', 303);
  });

  app.post('/demo-settings/', (request, reply) => {
    const body = validate(settingsForm, request.body) as unknown as Record<string, string>;
    const sessionId = ensureSession(db, request, reply);
    if (!verifyNonce(db, SETTINGS_NONCE, sessionFromRequest(db, request), body._wpnonce)) {
      addNotice(db, sessionId, 'error', SESSION_EXPIRED);
      return reply.redirect('/demo-settings/', 303);
    }
    const value = new URLSearchParams({ header: body.header ?? DEFAULT_SETTINGS.header });
    for (const name of ['notice', 'coming_soon', 'cart_popup', 'search_lightbox', 'single_variations']) if (body[name] === '1') value.set(name, '1');
    reply.setCookie(COOKIE, value.toString(), { path: '/', sameSite: 'lax', secure: cookieSettings.secure, maxAge: YEAR_S });
    // Switching the banner on shows it again.
    if (body.coming_soon === '1') reply.clearCookie(BANNER_DISMISSED_COOKIE, { path: '/' });
    addNotice(db, sessionId, 'success', 'Settings saved.');
    return reply.redirect('/demo-settings/', 303);
  });

  // WordPress's REST users/me update, as the coming-soon banner's dismiss link calls it.
  app.post(USERS_ME, (request, reply) => {
    const nonce = request.headers['x-wp-nonce'];
    if (!verifyNonce(db, REST_NONCE, sessionFromRequest(db, request), typeof nonce === 'string' ? nonce : ''))
      return restError(reply, 403, 'rest_cookie_invalid_nonce', 'Cookie check failed');
    let meta: { woocommerce_coming_soon_banner_dismissed: string };
    try {
      meta = (validate(dismissBody, request.body) as { meta: typeof meta }).meta;
    } catch (error) {
      if (error instanceof BadRequest) return restError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): meta. ${error.message}`);
      throw error;
    }
    if (meta.woocommerce_coming_soon_banner_dismissed === 'yes')
      reply.setCookie(BANNER_DISMISSED_COOKIE, 'yes', { path: '/', sameSite: 'lax', secure: cookieSettings.secure, maxAge: YEAR_S });
    else reply.clearCookie(BANNER_DISMISSED_COOKIE, { path: '/' });
    return reply.send({ id: 0, meta });
  });
}
