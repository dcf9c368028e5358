import { afterEach, describe, expect, test } from 'vitest';
import { ENGLISH, messagesLocale, setMessages, setTranslations, t, tn } from './catalog.ts';
import { loadTranslationFile } from './translations.ts';

/** A WordPress JSON translation file for two of the catalogue's strings, as `wp i18n make-json` writes it. */
const GERMAN = {
  domain: 'messages',
  locale_data: {
    messages: {
      '': { domain: 'messages', lang: 'de_DE', 'plural-forms': 'nplurals=2; plural=(n != 1);' },
      'View cart': ['Warenkorb anzeigen'],
      '%d item': ['%d Artikel', '%d Artikel'],
      '%s has been added to your cart.': ['%s wurde deinem Warenkorb hinzugefügt.'],
    },
  },
};

describe('the message catalogue', () => {
  afterEach(() => {
    setTranslations(null);
    setMessages({});
  });

  test('English by default, with plurals', () => {
    expect(t('cart.viewCart')).toBe('View cart');
    expect(tn('cart.items', 1)).toBe('1 item');
    expect(tn('cart.items', 3)).toBe('3 items');
  });

  test('a translation file translates what it has, by the English string; the rest stays English', () => {
    const translated = setTranslations(GERMAN);
    // Every key whose English is one of the file's strings (two keys may share one), and no other.
    expect(translated).toEqual(expect.arrayContaining(['cart.added', 'cart.items', 'cart.viewCart']));
    const sources = translated.map((key) => {
      const english = ENGLISH[key];
      return typeof english === 'string' ? english : '%d item';
    });
    expect(new Set(sources)).toEqual(new Set(['View cart', '%d item', '%s has been added to your cart.']));
    expect(t('cart.viewCart')).toBe('Warenkorb anzeigen');
    expect(t('cart.added', '„Mütze“')).toBe('„Mütze“ wurde deinem Warenkorb hinzugefügt.');
    expect(tn('cart.items', 1)).toBe('1 Artikel');
    expect(tn('cart.items', 4)).toBe('4 Artikel');
    expect(t('cart.title')).toBe('Cart');
    expect(messagesLocale()).toBe('de-DE');
  });

  test('plural forms follow the file’s header, not the English rule', () => {
    setTranslations({
      locale_data: {
        messages: {
          '': { lang: 'pl_PL', 'plural-forms': 'nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);' },
          '%d item': ['%d produkt', '%d produkty', '%d produktów'],
        },
      },
    });
    expect([1, 2, 5, 22].map((n) => tn('cart.items', n))).toEqual(['1 produkt', '2 produkty', '5 produktów', '22 produkty']);
  });

  test('a file of another shape leaves the catalogue English', () => {
    expect(setTranslations({ nonsense: true })).toEqual([]);
    expect(t('cart.viewCart')).toBe('View cart');
  });

  test('a theme’s own words win over the file, with plurals by the locale it names', () => {
    setTranslations(GERMAN);
    setMessages({ 'cart.viewCart': 'Zum Warenkorb', 'cart.items': { one: 'ein Teil', other: '%d Teile' } }, 'de-DE');
    expect(t('cart.viewCart')).toBe('Zum Warenkorb');
    expect([tn('cart.items', 1), tn('cart.items', 2)]).toEqual(['ein Teil', '2 Teile']);
    expect(t('cart.added', 'Mütze')).toBe('Mütze wurde deinem Warenkorb hinzugefügt.');
  });

  test('counts are written in the catalogue’s language', () => {
    expect(tn('cart.items', 12345)).toBe('12,345 items');
    setTranslations(GERMAN);
    expect(tn('cart.items', 12345)).toBe('12.345 Artikel');
  });

  test('a translation file read by any path changes how counts are written (no earlier language kept)', () => {
    expect(tn('cart.items', 12345)).toBe('12,345 items');
    loadTranslationFile(GERMAN);
    expect(tn('cart.items', 12345)).toBe('12.345 Artikel');
    loadTranslationFile(null);
    expect(tn('cart.items', 12345)).toBe('12,345 items');
  });

  test('a theme’s plural forms follow the language it names now, not the first one asked', () => {
    setMessages({ 'cart.items': { one: '%d piece', few: '%d pieces (few)', other: '%d pieces' } }, 'en');
    expect(tn('cart.items', 3)).toBe('3 pieces');
    setMessages({ 'cart.items': { one: '%d piece', few: '%d pieces (few)', other: '%d pieces' } }, 'pl');
    expect(tn('cart.items', 3)).toBe('3 pieces (few)');
  });
});
