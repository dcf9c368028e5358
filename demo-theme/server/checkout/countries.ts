/**
 * The countries the demo sells to, as WooCommerce names them (its English names are the strings
 * its translations know), in the shopper's language and in WooCommerce's order for a select.
 */
import { __ } from '../i18n/demo-locale.ts';

const COUNTRY_NAMES = new Map<string, string>([
  ['AU', 'Australia'],
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['CA', 'Canada'],
  ['DK', 'Denmark'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['NZ', 'New Zealand'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['GB', 'United Kingdom (UK)'],
  ['US', 'United States (US)'],
]);

/**
 * The shop's own country (WooCommerce's store address; the demo sells in US dollars). Its
 * addresses are printed without the country line, as WooCommerce prints them.
 */
export const BASE_COUNTRY = 'US';

/** A code the checkout accepts (an own entry: "constructor" or "__proto__" are not countries). */
export const isSoldTo = (code: string): boolean => COUNTRY_NAMES.has(code);

/** The country's name in the request's language; an unknown code as it is. */
export function countryName(code: string): string {
  const english = COUNTRY_NAMES.get(code);
  return english ? __(english) : code;
}

/**
 * WooCommerce's comparison for its country list (wc_ascii_uasort_comparison): accents removed,
 * then byte order, so "Österreich" sorts as "Osterreich".
 */
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const asciiOrder = (a: string, b: string) => {
  const [x, y] = [withoutAccents(a), withoutAccents(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The country select's options: [code, name] in the request's language, sorted by that name. */
export function countryOptions(): [code: string, name: string][] {
  return [...COUNTRY_NAMES.keys()].map((code): [string, string] => [code, countryName(code)]).sort(([, a], [, b]) => asciiOrder(a, b));
}
