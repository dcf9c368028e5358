import { describe, expect, test } from 'vitest';
import { parseJedTranslations } from './jed.ts';
import { pluralForms } from './plural-forms.ts';

const GERMAN = {
  'translation-revision-date': '2026-11-26 12:00+0000',
  generator: 'WP-CLI/2.11',
  domain: 'messages',
  locale_data: {
    messages: {
      '': { domain: 'messages', lang: 'de_DE', 'plural-forms': 'nplurals=2; plural=(n != 1);' },
      Cart: ['Warenkorb'],
      '%d item': ['%d Artikel', '%d Artikel'],
      'button\u0004Close': ['Schließen'],
      Untranslated: [''],
    },
  },
};

describe('WordPress JSON translation files', () => {
  const german = parseJedTranslations(GERMAN);

  test('the language and the plural rule come from the header', () => {
    expect(german.locale).toBe('de_DE');
    const plural = pluralForms(german.pluralHeader);
    expect(plural.count).toBe(2);
    expect(plural.index(1)).toBe(0);
    expect(plural.index(3)).toBe(1);
  });

  test('strings, plurals and strings with a context', () => {
    expect(german.forms('Cart')).toEqual(['Warenkorb']);
    expect(german.forms('%d item')).toEqual(['%d Artikel', '%d Artikel']);
    expect(german.forms('Close', 'button')).toEqual(['Schließen']);
    expect(german.forms('Close')).toBeUndefined();
  });

  test('missing and empty translations are no translation', () => {
    expect(german.forms('Checkout')).toBeUndefined();
    expect(german.forms('Untranslated')).toBeUndefined();
  });

  test('Jed 1.x entries that start with the plural source', () => {
    const old = parseJedTranslations({
      locale_data: { messages: { '': { 'plural-forms': 'nplurals=2; plural=(n != 1);' }, '%d item': ['%d items', '%d Artikel', '%d Artikel'] } },
    });
    expect(old.forms('%d item')).toEqual(['%d Artikel', '%d Artikel']);
  });

  test.each([null, 'text', [], { locale_data: 'x' }, { locale_data: { messages: { Cart: 'Warenkorb' } } }])(
    'a file of another shape (%j) translates nothing',
    (file) => {
      const nothing = parseJedTranslations(file);
      expect(nothing.forms('Cart')).toBeUndefined();
      expect(nothing.pluralHeader).toBeUndefined();
    },
  );
});
