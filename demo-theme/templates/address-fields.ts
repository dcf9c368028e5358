/**
 * <shop-address-fields> around an address form's rows, with what it needs to follow the country
 * chosen: WooCommerce's country locale for the fields that change (city, state, postcode), the
 * states of each country sold to, and the words it writes, all in the shopper's language.
 */
import type { AddressData } from '../../shared/engine/address/address-locale.ts';
import { addressLocales } from '../server/checkout/address-locale.ts';
import { CHECKOUT_FIELDS } from '../server/checkout/checkout.ts';
import { countryOptions } from '../server/checkout/countries.ts';
import { stateChoices } from '../server/checkout/country-states.ts';
import { html, type Raw } from '../server/html.ts';
import { __ } from '../server/i18n/demo-locale.ts';
import { jsonScript } from './layout.ts';

const LOCALE_FIELDS = ['city', 'state', 'postcode'] as const;

function addressData(): AddressData {
  const defaults = Object.fromEntries(
    CHECKOUT_FIELDS.filter((f) => (LOCALE_FIELDS as readonly string[]).includes(f.name.replace(/^billing_/, ''))).map((f) => [
      f.name.replace(/^billing_/, ''),
      { label: __(f.label), required: f.required, priority: f.priority },
    ]),
  );
  const countries = Object.entries(addressLocales()).map(([country, fields]) => [
    country,
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label ? { ...field, label: __(field.label) } : field])),
  ]);
  const states = countryOptions().flatMap(([country]) => {
    const list = stateChoices(country);
    return list ? [[country, list.map(([code, name]) => [code, name])]] : [];
  });
  return {
    locale: { default: defaults, ...Object.fromEntries(countries) },
    states: Object.fromEntries(states),
    text: { required: __('required'), optional: __('(optional)'), chooseState: __('Select an option…') },
  };
}

/** The rows (`fields`, WooCommerce's field wrapper) inside the element, its data after them. */
export const addressFieldsElement = (fields: Raw): Raw =>
  html`<shop-address-fields>${fields}${jsonScript('shop-address-data', addressData())}</shop-address-fields>`;
