/**
 * The cart capture's bot check: a guest's save carries a token from the shop's bot-challenge
 * service (reCAPTCHA v3's browser API: `grecaptcha.ready`, `grecaptcha.execute(siteKey, {action})`),
 * so a script cannot fill the shop's contact list. Signed-in shoppers send none; with the check
 * off nobody does. Tokens are single-use and short-lived: one is asked for every save attempt.
 */
import { CAPTURE } from './capture-rules.ts';

export interface BotCheckSettings {
  /** The service's public site key. */
  site_key: string;
  /** Its browser library (the real service's, or the demo store's local stand-in). */
  script_url: string;
}

export const BOT_CHECK = {
  /** The action name the token is asked for and the shop checks. */
  action: 'cart_capture',
  /** The field the token travels in. */
  tokenField: `${CAPTURE.prefix}recaptcha_token`,
  /** A token older than this is refused by the service (reCAPTCHA: 2 minutes). */
  maxAgeMs: 120_000,
  /** How long the browser waits for the library and its token before the save counts as failed (and is retried). */
  timeoutMs: 10_000,
} as const;

export const botCheckApplies = (general: { user_logged_in: boolean; bot_check?: BotCheckSettings | null }): boolean =>
  !general.user_logged_in && !!general.bot_check?.site_key;

/** The library's URL with the site key as reCAPTCHA v3 takes it (`?render=`). */
export function botCheckScriptUrl(settings: BotCheckSettings, base: string): string {
  const url = new URL(settings.script_url, base);
  url.searchParams.set('render', settings.site_key);
  return url.href;
}
