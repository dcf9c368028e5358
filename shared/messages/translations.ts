/**
 * The page's translation: a WordPress JSON translation file (wp.i18n / Jed) keyed by the English
 * strings of the elements' messages. The shop prints it once per page in
 * `<script type="application/json" id="shop-translations">`, read here the first time any element's
 * words are needed (so before any element renders); a theme may pass one itself with
 * setTranslations() before the elements load. Without one, everything stays English.
 */
import { parseJedTranslations, type Translations } from '../engine/i18n/jed.ts';

const BLOCK_ID = 'shop-translations';

function fromPage(): Translations | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(BLOCK_ID)?.textContent;
  if (!text) return null;
  try {
    return parseJedTranslations(JSON.parse(text));
  } catch {
    console.error(`[shop] The #${BLOCK_ID} block is not JSON; the elements stay in English.`);
    return null;
  }
}

let current: Translations | null | undefined;

/** The translation in use (the page's block, read once), or null. */
export function pageTranslations(): Translations | null {
  if (current === undefined) current = fromPage();
  return current;
}

/** Uses this translation file from now on (null: English again). Returns what was parsed. */
export function loadTranslationFile(file: unknown, domain = 'messages'): Translations | null {
  current = file === null ? null : parseJedTranslations(file, domain);
  return current;
}

/** The translated text of one English string (no plural), or the English itself. */
export function translate(source: string, context?: string): string {
  return pageTranslations()?.forms(source, context)?.[0] ?? source;
}

/** Each string of a table of English words, translated. */
export function translateAll<T extends Record<string, string>>(table: T): T {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(table)) out[key] = translate(value);
  return out as T;
}

/** The translation's language as BCP 47 ("de-DE"), or undefined when there is none. */
export function translationLocale(): string | undefined {
  return pageTranslations()?.locale.replace('_', '-') || undefined;
}
