/**
 * The demo store's language, as a WordPress site has one: English, German (the shipped
 * translation, languages/storefront-elements-de_DE.json) or a right-to-left pseudo-translation
 * (he_IL) to check the layout mirrored. A visitor picks it in the footer (a cookie, so the
 * choice works without JavaScript). The page prints the translation file for the elements
 * (#shop-translations) and the server's own words inside the elements come from the same file,
 * as WooCommerce's templates print translated words with __().
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseJedTranslations, type Translations } from '../../../shared/engine/i18n/jed.ts';
import { sourceStrings, type SourceString } from '../../../shared/messages/sources.ts';
import { safeRedirect } from '../security/redirects.ts';
import { cookieSettings } from '../cookie-settings.ts';
import { pseudoRtlFile } from './pseudo-rtl.ts';

export const LOCALE_COOKIE = 'shop_demo_locale';
const ROOT = resolve(import.meta.dirname, '../../..');

export interface DemoLocale {
  /** WordPress's locale name (de_DE). */
  id: string;
  /** The html lang attribute (BCP 47). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, for the footer's switcher. */
  name: string;
  /** The translation file the page prints for the elements (null: English). */
  file: Record<string, unknown> | null;
  /** The elements' translation, then the theme's own (its header, the WooCommerce markup it prints). */
  translations: Translations[];
}

type JedFile = Record<string, unknown>;

function locale(id: string, lang: string, dir: 'ltr' | 'rtl', name: string, files: [JedFile, JedFile] | null): DemoLocale {
  return { id, lang, dir, name, file: files?.[0] ?? null, translations: (files ?? []).map((file) => parseJedTranslations(file)) };
}

const readJson = (path: string) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as JedFile;
const themeGerman = readJson('demo-theme/languages/theme-de_DE.json');

/** The theme's English strings, as the German theme file lists them (its keys). */
function themeSources(): SourceString[] {
  const entries = (themeGerman.locale_data as Record<string, Record<string, string[]>>).messages!;
  return Object.entries(entries)
    .filter(([msgid]) => msgid !== '')
    .map(([msgid, forms]) => ({ msgid, msgidPlural: forms.length > 1 ? msgid : undefined, where: 'theme' }));
}

export const DEMO_LOCALES: readonly DemoLocale[] = [
  locale('en_US', 'en', 'ltr', 'English', null),
  locale('de_DE', 'de-DE', 'ltr', 'Deutsch', [readJson('languages/storefront-elements-de_DE.json'), themeGerman]),
  locale('he_IL', 'he', 'rtl', 'עברית (pseudo)', [pseudoRtlFile(sourceStrings()), pseudoRtlFile(themeSources())]),
];

const current = new AsyncLocalStorage<DemoLocale>();

/** The language of the request being answered (English outside a request). */
export const requestLocale = (): DemoLocale => current.getStore() ?? DEMO_LOCALES[0]!;

function forms(english: string): string[] | undefined {
  for (const translations of requestLocale().translations) {
    const found = translations.forms(english);
    if (found) return found;
  }
  return undefined;
}

/** Runs `work` as if answering a request in `locale` (what a request's hook does; tests and scripts use it). */
export const runInLocale = <T>(locale: DemoLocale, work: () => T): T => current.run(locale, work);

/** An English string of the elements or the theme in the request's language (WordPress's __()). */
export function __(english: string): string {
  return forms(english)?.[0] ?? english;
}

/** A plural string by count, `%d` left for the caller (WordPress's _n(); every demo language has two forms). */
export function _n(single: string, plural: string, count: number): string {
  const found = forms(single);
  if (!found) return count === 1 ? single : plural;
  return found[count === 1 ? 0 : found.length - 1]!;
}

/** The request's language from its cookie, for the handler and everything it calls; and the switcher's route. */
export function registerDemoLocale(app: FastifyInstance): void {
  // preValidation: after the body is read (so for every method), before the Ajax answers given in that step.
  app.addHook('preValidation', (request, _reply, done) => {
    const chosen = DEMO_LOCALES.find((l) => l.id === request.cookies[LOCALE_COOKIE]) ?? DEMO_LOCALES[0]!;
    current.run(chosen, done);
  });
  app.get<{ Querystring: { locale?: string; back?: string } }>(
    '/demo-language/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { locale: { type: 'string', enum: DEMO_LOCALES.map((l) => l.id) }, back: { type: 'string', maxLength: 500 } },
          required: ['locale'],
        },
      },
    },
    (request, reply) => {
      reply.setCookie(LOCALE_COOKIE, request.query.locale!, { path: '/', sameSite: 'lax', httpOnly: true, secure: cookieSettings.secure, maxAge: 365 * 86400 });
      return reply.redirect(safeRedirect(request.query.back ?? '/') ?? '/', 303);
    },
  );
}
