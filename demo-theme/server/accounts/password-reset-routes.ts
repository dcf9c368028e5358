/**
 * /my-account/lost-password/: WooCommerce's lost password endpoint. The request form (nonce
 * `lost_password`), then "Password reset email has been sent."; the mailed link
 * (`?key=…&id=…`) puts the key in a cookie and reloads the page without it (so the key never
 * sits in the address bar, the history or a Referer), which shows the new password form (nonce
 * `reset_password`); a spent, expired or wrong key gets WooCommerce's "This key is invalid…".
 * A signed-in customer changes their password on Account details instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db.ts';
import type { Raw } from '../html.ts';
import type { PageRenderer } from '../pages/page-frame.ts';
import { cookieSettings } from '../cookie-settings.ts';
import { createNonce, verifyNonce, SESSION_EXPIRED } from '../security/nonces.ts';
import { addNotice, ensureSession, sessionFromRequest } from '../session.ts';
import { __ } from '../i18n/demo-locale.ts';
import { checks, validate } from '../validation.ts';
import { noticesHtml } from '../../templates/layout.ts';
import { lostPasswordForm, lostPasswordPage, resetLinkSent, resetPasswordForm } from '../../templates/lost-password.ts';
import { currentUser } from './accounts.ts';
import { INVALID_KEY, LOST_PASSWORD_URL, requestPasswordReset, resetPassword, userOfResetKey } from './password-reset.ts';
import { EDIT_ACCOUNT_URL } from '../../templates/account-details.ts';

const LOST = 'lost_password';
const RESET = 'reset_password';
const KEY_COOKIE = 'wp-resetpass';
const keyCookie = { path: LOST_PASSWORD_URL, httpOnly: true, sameSite: 'lax' as const, secure: cookieSettings.secure };

/** The cookie's `<id>:<key>`. */
function keyFrom(request: FastifyRequest): { id: number; key: string } | null {
  const [id, key] = (request.cookies[KEY_COOKIE] ?? '').split(':');
  return id && key && /^\d{1,10}$/.test(id) ? { id: Number(id), key } : null;
}

export function registerPasswordResetRoutes(app: FastifyInstance, db: Db, page: PageRenderer): void {
  const show = (request: FastifyRequest, reply: FastifyReply, content: (nonce: (action: string) => string) => Raw, error?: string) => {
    const sessionId = sessionFromRequest(db, request);
    reply.header('Cache-Control', 'no-store');
    return page(request, reply, __('Lost password'), 'woocommerce-account woocommerce-page woocommerce-lost-password', (notices) =>
      lostPasswordPage(
        error ? noticesHtml([{ kind: 'error', message: error }]) : notices,
        content((action) => createNonce(db, action, sessionId)),
      ),
    );
  };
  const requestForm = (request: FastifyRequest, reply: FastifyReply, error?: string, login = '') =>
    show(request, reply, (nonce) => lostPasswordForm(nonce(LOST), login, error !== undefined), error);

  app.get(LOST_PASSWORD_URL, (request, reply) => {
    if (currentUser(db, request)) return reply.redirect(EDIT_ACCOUNT_URL, 302);
    const query = validate(checks.lostPasswordQuery, request.query);
    if (query.key !== undefined || query.id !== undefined) {
      const id = Number(query.id ?? '');
      if (!userOfResetKey(db, id, query.key ?? '')) return requestForm(request, reply, __(INVALID_KEY));
      reply.setCookie(KEY_COOKIE, `${id}:${query.key}`, keyCookie);
      return reply.redirect(`${LOST_PASSWORD_URL}?show-reset-form=true`, 302);
    }
    if (query['show-reset-form'] !== undefined) {
      const given = keyFrom(request);
      const user = given && userOfResetKey(db, given.id, given.key);
      if (!given || !user) return requestForm(request, reply, __(INVALID_KEY));
      return show(request, reply, (nonce) => resetPasswordForm(nonce(RESET), given.key, String(user.id)));
    }
    if (query['reset-link-sent'] !== undefined) return show(request, reply, () => resetLinkSent());
    return requestForm(request, reply);
  });

  app.post(LOST_PASSWORD_URL, async (request, reply) => {
    if (currentUser(db, request)) return reply.redirect(EDIT_ACCOUNT_URL, 303);
    const body = validate(checks.lostPassword, request.body);
    const sessionId = sessionFromRequest(db, request);
    if (body.password_1 === undefined) {
      const login = body.user_login ?? '';
      if (!verifyNonce(db, LOST, sessionId, body['woocommerce-lost-password-nonce'])) return requestForm(request, reply, __(SESSION_EXPIRED), login);
      const result = requestPasswordReset(db, request, login, request.server.siteUrl());
      if (!result.ok) return requestForm(request, reply, result.message, login);
      addNotice(db, ensureSession(db, request, reply), 'success', __('Password reset email has been sent.'));
      return reply.redirect(`${LOST_PASSWORD_URL}?reset-link-sent=true`, 303);
    }
    const id = /^\d{1,10}$/.test(body.reset_login ?? '') ? Number(body.reset_login) : NaN;
    const key = body.reset_key ?? '';
    const again = (message: string) => show(request, reply, (nonce) => resetPasswordForm(nonce(RESET), key, String(id), true), message);
    if (!verifyNonce(db, RESET, sessionId, body['woocommerce-reset-password-nonce'])) return again(__(SESSION_EXPIRED));
    const result = await resetPassword(db, id, key, body.password_1, body.password_2 ?? '');
    if (!result.ok) return result.invalidKey ? requestForm(request, reply, result.message) : again(result.message);
    reply.setCookie(KEY_COOKIE, '', { ...keyCookie, expires: new Date(0) });
    addNotice(db, ensureSession(db, request, reply), 'success', __('Your password has been reset successfully.'));
    return reply.redirect('/my-account/', 303);
  });
}
