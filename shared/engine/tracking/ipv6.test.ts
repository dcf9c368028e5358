import { describe, expect, test } from 'vitest';
import { ipv6FromLookup, validIpv6 } from './ipv6.ts';

describe('the IPv6 address kept for server events', () => {
  test('accepts full, compressed and unspecified-part forms, in lower case', () => {
    expect(validIpv6('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:0db8:85a3:0000:0000:8a2e:0370:7334');
    expect(validIpv6(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(validIpv6('::1')).toBe('::1');
    expect(validIpv6('fe80::')).toBe('fe80::');
    expect(validIpv6('1:2:3:4:5:6:7::')).toBe('1:2:3:4:5:6:7::');
  });
  test('refuses IPv4, two "::", too many or too long groups, zones and anything else', () => {
    for (const bad of [
      '127.0.0.1',
      '2001::db8::1',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7:8::',
      '12345::1',
      'fe80::1%eth0',
      '::ffff:1.2.3.4',
      '1:2:3',
      '',
      ':',
      'g::1',
      '<script>',
    ]) {
      expect(validIpv6(bad), bad).toBeNull();
    }
  });
  test('reads a lookup answer as plain text or as JSON with ip', () => {
    expect(ipv6FromLookup('2001:db8::7\n')).toBe('2001:db8::7');
    expect(ipv6FromLookup('{"ip":"2001:db8::8"}')).toBe('2001:db8::8');
    expect(ipv6FromLookup('{"ip":"203.0.113.9"}')).toBeNull();
    expect(ipv6FromLookup('{not json')).toBeNull();
  });
});
