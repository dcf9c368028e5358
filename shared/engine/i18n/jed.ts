/**
 * A WordPress JSON translation file (the Jed 1.x format `wp i18n make-json` writes and `wp.i18n`
 * reads): `locale_data[domain]` maps each English string (with `context\u0004` before it when it has
 * a context) to its translated forms, and its "" entry carries the language and the
 * `plural-forms` header. Unknown shapes give an empty translation, never an exception.
 * The header's plural expression is left as text here: only plural messages need it compiled
 * (plural-forms.ts), so the banner and dialogs that load before consent do not carry the parser.
 */
export interface Translations {
  /** The file's language ("de_DE"), or '' when it does not say. */
  locale: string;
  /** The file's `plural-forms` header, when it has one. */
  pluralHeader: string | undefined;
  /** The translated forms of `source` (in `context`), or undefined when the file has none. */
  forms(source: string, context?: string): string[] | undefined;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseJedTranslations(file: unknown, domain = 'messages'): Translations {
  const data = isObject(file) && isObject(file.locale_data) ? file.locale_data : {};
  const entries = isObject(data[domain]) ? data[domain] : isObject(file) && isObject(file[domain]) ? file[domain] : {};
  const header = isObject(entries['']) ? entries[''] : {};
  const locale = typeof header.lang === 'string' ? header.lang : '';
  const pluralHeader = typeof header['plural-forms'] === 'string' ? header['plural-forms'] : undefined;
  const count = Number(/nplurals\s*=\s*(\d+)/.exec(pluralHeader ?? '')?.[1]) || 2;
  return {
    locale,
    pluralHeader,
    forms(source, context) {
      const value = entries[context ? `${context}\u0004${source}` : source];
      if (!Array.isArray(value)) return undefined;
      // Jed 1.x files may start with the plural source (null or a string) before the forms.
      const forms = value.length > count ? value.slice(value.length - count) : value;
      return forms.every((form) => typeof form === 'string') && forms.some((form) => form !== '') ? (forms as string[]) : undefined;
    },
  };
}
