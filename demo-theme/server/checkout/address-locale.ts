/**
 * WooCommerce's country locale (WC_Countries::get_country_locale) for the countries the demo
 * sells to: how each country changes the default address fields — the state's and the
 * postcode's names, whether they are asked for and required, the postcode before the city where
 * the country writes it so. The checkout and my account's address form print and check the
 * fields of the country chosen; with no country chosen, WooCommerce's defaults.
 */
export interface FieldLocale {
  label?: string;
  required?: boolean;
  /** WooCommerce's scripts hide the field (nothing to ask in this country). */
  hidden?: boolean;
  priority?: number;
}

type AddressLocale = Partial<Record<'city' | 'state' | 'postcode', FieldLocale>>;

/** The postcode before the city, no state: most of continental Europe. */
const POSTCODE_FIRST_NO_STATE: AddressLocale = { postcode: { priority: 65 }, state: { required: false, hidden: true } };

const LOCALES: Record<string, AddressLocale> = {
  AT: POSTCODE_FIRST_NO_STATE,
  AU: { city: { label: 'Suburb' }, postcode: { label: 'Postcode' }, state: { label: 'State' } },
  BE: POSTCODE_FIRST_NO_STATE,
  CA: { postcode: { label: 'Postal code' }, state: { label: 'Province' } },
  CH: { postcode: { priority: 65 }, state: { label: 'Canton', required: false } },
  DE: POSTCODE_FIRST_NO_STATE,
  DK: POSTCODE_FIRST_NO_STATE,
  ES: { postcode: { priority: 65 }, state: { label: 'Province' } },
  FR: POSTCODE_FIRST_NO_STATE,
  GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
  IE: { postcode: { label: 'Eircode', required: false }, state: { label: 'County' } },
  IT: { postcode: { priority: 65 }, state: { label: 'Province', required: true } },
  NL: POSTCODE_FIRST_NO_STATE,
  NO: POSTCODE_FIRST_NO_STATE,
  NZ: { postcode: { label: 'Postcode' }, state: { label: 'Region', required: false } },
  PL: POSTCODE_FIRST_NO_STATE,
  PT: { state: { required: false, hidden: true } },
  SE: POSTCODE_FIRST_NO_STATE,
  US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
};

/** The locale's name for a billing field (`billing_state` → `state`). */
const localeKey = (name: string) => name.replace(/^billing_/, '') as keyof AddressLocale;

/**
 * The billing fields for `country` (WC_Countries::get_address_fields): the defaults with the
 * country's changes, in WooCommerce's priority order.
 */
export function addressFields<Field extends FieldLocale & { name: string; priority: number }>(defaults: readonly Field[], country: string): Field[] {
  const locale = Object.hasOwn(LOCALES, country) ? LOCALES[country]! : {};
  return defaults.map((field) => ({ ...field, ...locale[localeKey(field.name)] })).sort((a, b) => a.priority - b.priority);
}

/** Each country's changes, for the page's script that applies them when the shopper picks one. */
export const addressLocales = (): Readonly<Record<string, AddressLocale>> => LOCALES;
