/**
 * The translations the package ships (languages/*.json): every string the elements show is
 * translated, with its plural forms, the same placeholders and tags, and no string the elements
 * no longer have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseJedTranslations } from '../engine/i18n/jed.ts';
import { pluralForms } from '../engine/i18n/plural-forms.ts';
import { sourceStrings } from './sources.ts';

const LANGUAGES = resolve(import.meta.dirname, '../../languages');
const files = readdirSync(LANGUAGES).filter((name) => name.endsWith('.json'));
/** Placeholders and tags of a string, in order of kind (a translation may reorder %1$s and %2$s). */
const markers = (text: string) => [...text.matchAll(/%(?:\d+\$)?[sd]|<\/?[a-z]+>/g)].map((m) => m[0]).sort();

describe.each(files)('%s', (name) => {
  const file = JSON.parse(readFileSync(resolve(LANGUAGES, name), 'utf8')) as { locale_data: { messages: Record<string, unknown> } };
  const translations = parseJedTranslations(file);
  const plural = pluralForms(translations.pluralHeader);
  const sources = sourceStrings();

  test('names its language and a plural rule', () => {
    expect(translations.locale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
    expect(name).toBe(`storefront-elements-${translations.locale}.json`);
    expect(translations.pluralHeader).toMatch(/nplurals=\d+;\s*plural=/);
  });

  test.each(sources.map((source) => [source.msgid, source] as const))('translates “%s”', (_, source) => {
    const forms = translations.forms(source.msgid);
    expect(forms, 'missing').toBeDefined();
    expect(forms!.length).toBe(source.msgidPlural ? plural.count : 1);
    for (const [index, form] of forms!.entries()) {
      const english = source.msgidPlural && index > 0 ? source.msgidPlural : source.msgid;
      // A singular form may leave out the count ("Zeige das einzige Ergebnis"); nothing else may go.
      const expected = markers(english).filter((m) => !(source.msgidPlural && index === 0 && m === '%d'));
      expect(
        markers(form).filter((m) => !(source.msgidPlural && index === 0 && m === '%d')),
        form,
      ).toEqual(expected);
    }
  });

  test('has no string the elements no longer show', () => {
    const known = new Set(sources.map((s) => s.msgid));
    expect(Object.keys(file.locale_data.messages).filter((key) => key !== '' && !known.has(key))).toEqual([]);
  });
});
