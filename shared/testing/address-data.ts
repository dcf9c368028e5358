/** A small country locale for the address tests: no country, Germany, the UK and the US. */
import type { AddressData } from '../engine/address/address-locale.ts';

export const SAMPLE_ADDRESS_DATA: AddressData = {
  locale: {
    default: {
      city: { label: 'Town / City', required: true, priority: 70 },
      state: { label: 'State / County', required: true, priority: 80 },
      postcode: { label: 'Postcode / ZIP', required: true, priority: 90 },
    },
    DE: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
    GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
    US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
  },
  states: {
    US: [
      ['CA', 'California'],
      ['TX', 'Texas'],
    ],
    DE: [],
  },
  text: { required: 'required', optional: '(optional)', chooseState: 'Select an option…' },
};
