/** Addresses as WooCommerce prints them under an order, and its country list in the shopper's language. */
import { describe, expect, test } from 'vitest';
import { formattedAddressLines } from './formatted-address.ts';
import { countryName, countryOptions, isSoldTo } from './countries.ts';
import { DEMO_LOCALES, runInLocale } from '../i18n/demo-locale.ts';

const german = DEMO_LOCALES.find((l) => l.id === 'de_DE')!;
const address = (fields: Record<string, string>) =>
  formattedAddressLines(Object.fromEntries(Object.entries(fields).map(([name, value]) => [`billing_${name}`, value])));

describe('formattedAddressLines', () => {
  test("a German address: the company first, the postcode before the city, the country's name", () => {
    expect(
      address({
        first_name: 'Lena',
        last_name: 'Müller',
        company: 'Muster GmbH',
        address_1: 'Hauptstraße 5',
        city: 'Berlin',
        postcode: '10115',
        country: 'DE',
      }),
    ).toEqual(['Muster GmbH', 'Lena Müller', 'Hauptstraße 5', '10115 Berlin', 'Germany']);
  });

  test("the shop's own country (US) has no country line; the state's code after the city and a comma", () => {
    expect(
      address({
        first_name: 'Ada',
        last_name: 'King',
        address_1: '1 Main St',
        address_2: 'Apt 4',
        city: 'Austin',
        state: 'TX',
        postcode: '73301',
        country: 'US',
      }),
    ).toEqual(['Ada King', '1 Main St', 'Apt 4', 'Austin, TX 73301']);
  });

  test('France writes the city in capitals; the United Kingdom takes the default order; empty fields leave no line', () => {
    expect(address({ first_name: 'Élise', last_name: 'Roy', address_1: '3 rue Nationale', city: 'Lille', postcode: '59000', country: 'FR' })).toEqual([
      'Élise Roy',
      '3 rue Nationale',
      '59000 LILLE',
      'France',
    ]);
    expect(address({ first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Analytical Row', city: 'London', postcode: 'N1 9GU', country: 'GB' })).toEqual([
      'Ada Lovelace',
      '12 Analytical Row',
      'London',
      'N1 9GU',
      'United Kingdom (UK)',
    ]);
    expect(address({})).toEqual([]);
  });

  test('what a shopper typed is not read as a placeholder', () => {
    expect(address({ first_name: '{country}', last_name: 'X', city: '{postcode}', postcode: '1000', country: 'BE' })).toEqual([
      '{country} X',
      '1000 {postcode}',
      'Belgium',
    ]);
  });

  test("the country's name in the shopper's language", () => {
    expect(runInLocale(german, () => address({ first_name: 'Lena', last_name: 'Müller', city: 'Wien', postcode: '1010', country: 'AT' }))).toEqual([
      'Lena Müller',
      '1010 Wien',
      'Österreich',
    ]);
  });
});

describe('the countries sold to', () => {
  test('in German, sorted as WooCommerce sorts them (accents aside: Österreich between Norwegen and Polen)', () => {
    const names = runInLocale(german, () => countryOptions().map(([, name]) => name));
    expect(names.slice(10, 13)).toEqual(['Norwegen', 'Österreich', 'Polen']);
    expect(names.at(-2)).toBe('Vereinigte Staaten (USA)');
    expect(runInLocale(german, () => countryName('GB'))).toBe('Vereinigtes Königreich (UK)');
  });

  test("only the list's own codes: an object's inherited names are not countries", () => {
    expect(isSoldTo('DE')).toBe(true);
    for (const code of ['constructor', '__proto__', 'toString', 'de', '']) expect(isSoldTo(code)).toBe(false);
    expect(countryName('XX')).toBe('XX');
  });
});
