/**
 * Adds the bot check's token to a guest's capture: the service's library is loaded on the first
 * save (never before marketing consent, since the capture itself waits for it) and asked for a
 * fresh token each time, because tokens are single-use and expire. A library that does not load
 * or answer in time rejects, so the save is kept and retried like any other failure.
 */
import { BOT_CHECK, botCheckApplies, botCheckScriptUrl, type BotCheckSettings } from '../../engine/cart-capture/bot-check.ts';
import type { DataLayer } from '../../engine/tracking/data-layer.ts';
import { loadVendorScript, whenReady } from '../tracking/vendor-script.ts';

interface BotChallenge {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: BotChallenge;
  }
}

function withTimeout<T>(promise: PromiseLike<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The bot check did not answer (${what}).`)), BOT_CHECK.timeoutMs);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

async function botCheckToken(settings: BotCheckSettings): Promise<string> {
  loadVendorScript(botCheckScriptUrl(settings, location.href));
  if (!(await whenReady(() => typeof window.grecaptcha?.execute === 'function', undefined, BOT_CHECK.timeoutMs)))
    throw new Error('The bot check could not load.');
  const challenge = window.grecaptcha!;
  await withTimeout(new Promise<void>((resolve) => challenge.ready(resolve)), 'ready');
  const token = await withTimeout(challenge.execute(settings.site_key, { action: BOT_CHECK.action }), 'token');
  if (typeof token !== 'string' || !token) throw new Error('The bot check gave no token.');
  return token;
}

/** The fields to save, with a fresh token when this visitor's saves need one. */
export async function withBotCheck(general: DataLayer['general'], fields: Record<string, string>): Promise<Record<string, string>> {
  if (!botCheckApplies(general)) return fields;
  return { ...fields, [BOT_CHECK.tokenField]: await botCheckToken(general.bot_check!) };
}
