/**
 * An order's billing address as WooCommerce prints it (WC_Countries::get_formatted_address): the
 * lines in the order the country's post expects, empty lines dropped, the country's name in the
 * shopper's language, and no country line for the shop's own country.
 */
import { BASE_COUNTRY, countryName } from './countries.ts';
import { stateName } from './country-states.ts';

const DEFAULT_FORMAT = '{name}\n{company}\n{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}';
const COMPANY_FIRST_POSTCODE_CITY = '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}';

/** WooCommerce's formats for the countries the demo sells to (others: the default). */
const FORMATS: Record<string, string> = {
  AU: '{name}\n{company}\n{address_1}\n{address_2}\n{city} {state} {postcode}\n{country}',
  AT: COMPANY_FIRST_POSTCODE_CITY,
  BE: COMPANY_FIRST_POSTCODE_CITY,
  CA: '{company}\n{name}\n{address_1}\n{address_2}\n{city} {state_code} {postcode}\n{country}',
  CH: COMPANY_FIRST_POSTCODE_CITY,
  DE: COMPANY_FIRST_POSTCODE_CITY,
  DK: COMPANY_FIRST_POSTCODE_CITY,
  ES: '{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}\n{state}\n{country}',
  FR: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city_upper}\n{country}',
  IT: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode}\n{city}\n{state_upper}\n{country}',
  NL: COMPANY_FIRST_POSTCODE_CITY,
  NO: COMPANY_FIRST_POSTCODE_CITY,
  NZ: '{name}\n{company}\n{address_1}\n{address_2}\n{city} {postcode}\n{country}',
  PL: COMPANY_FIRST_POSTCODE_CITY,
  PT: COMPANY_FIRST_POSTCODE_CITY,
  SE: COMPANY_FIRST_POSTCODE_CITY,
  US: '{name}\n{company}\n{address_1}\n{address_2}\n{city}, {state_code} {postcode}\n{country}',
};

/** The billing fields as the checkout stores them (billing_first_name, billing_city, …). */
export type BillingFields = Record<string, string | undefined>;

/** The address's lines, plain text (the caller escapes them); none when nothing was given. */
export function formattedAddressLines(billing: BillingFields): string[] {
  const field = (name: string) => (billing[`billing_${name}`] ?? '').trim();
  const country = field('country');
  const format = (FORMATS[country] ?? DEFAULT_FORMAT).replace('{country}', country === BASE_COUNTRY ? '' : '{country}');
  const values: Record<string, string> = {
    first_name: field('first_name'),
    last_name: field('last_name'),
    name: `${field('first_name')} ${field('last_name')}`,
    company: field('company'),
    address_1: field('address_1'),
    address_2: field('address_2'),
    city: field('city'),
    city_upper: field('city').toUpperCase(),
    // The state's name where the country lists it ("TX" is "Texas"), else as typed.
    state: stateName(country, field('state')),
    state_code: field('state').toUpperCase(),
    state_upper: stateName(country, field('state')).toUpperCase(),
    postcode: field('postcode'),
    country: country ? countryName(country) : '',
  };
  return format
    .replace(/\{(\w+)\}/g, (token, key: string) => values[key] ?? token)
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').replace(/^[\s,]+|[\s,]+$/g, ''))
    .filter((line) => line !== '');
}
