/** Postcodes written and checked the way WooCommerce writes and checks them, country by country. */
import { describe, expect, test } from 'vitest';
import { formatPostcode, isPostcode } from './postcode.ts';

describe('formatPostcode', () => {
  test.each([
    ['sw1a1aa', 'GB', 'SW1A 1AA'],
    [' k1a 0b1 ', 'CA', 'K1A 0B1'],
    ['d02x285', 'IE', 'D02 X285'],
    ['00950', 'PL', '00-950'],
    ['1000001', 'PT', '1000-001'],
    ['737011234', 'US', '73701-1234'],
    ['73701', 'US', '73701'],
    ['1012ab', 'NL', '1012 AB'],
    ['dk1050', 'DK', 'DK-1050'],
    ['10115', 'DE', '10115'],
    ['114 53', 'SE', '11453'],
  ])('%s in %s is written %s', (typed, country, written) => {
    expect(formatPostcode(typed, country)).toBe(written);
  });
});

describe('isPostcode (on the written form)', () => {
  test.each([
    ['SW1A 1AA', 'GB', true],
    ['N1', 'GB', false],
    ['GIR 0AA', 'GB', true],
    ['K1A 0B1', 'CA', true],
    ['W1A 0B1', 'CA', false],
    ['D02 X285', 'IE', true],
    ['73701-1234', 'US', true],
    ['7370', 'US', false],
    ['10115', 'DE', true],
    ['00115', 'DE', false],
    ['1010', 'AT', true],
    ['75001', 'FR', true],
    ['7500', 'FR', false],
    ['1012 AB', 'NL', true],
    ['1012 SA', 'NL', false],
    ['11453', 'SE', true],
    ['00-950', 'PL', true],
    ['1000-001', 'PT', true],
    ['DK-1050', 'DK', true],
    ['2000', 'AU', true],
    ['6011', 'NZ', true],
    ['10<b>', 'AU', false],
    ['12345', '__proto__', true],
    ['12345', 'constructor', true],
  ])('%s in %s: %s', (postcode, country, valid) => {
    expect(isPostcode(postcode, country)).toBe(valid);
  });
});
