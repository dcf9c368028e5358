import { describe, expect, it } from 'vitest';
import { latinDigitLanguages, plainCount } from './plain-count.ts';

const REGIONS = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
const SAMPLES = [0, 1, 2, 7, 10, 42, 100, 555, 999];

describe('plainCount', () => {
  // A sweep of some 45,000 tags (a formatter's first format alone costs about 60 µs): one test per
  // language, so that no single test runs near the time limit on a slow machine.
  it.each(latinDigitLanguages())('writes what Intl.NumberFormat writes in %s, in every region', (language) => {
    const differing: string[] = [];
    for (const tag of [language, ...REGIONS.map((region) => `${language}-${region}`)]) {
      const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
      for (const n of SAMPLES) if (plainCount(n, tag) !== intl.format(n)) differing.push(`${tag} ${n}`);
    }
    expect(differing).toEqual([]);
  });

  it('leaves to Intl what it might write otherwise', () => {
    // Other digits, a script or an extension named, grouping, signs, fractions.
    for (const tag of ['ar-EG', 'fa-IR', 'bn', 'mr', 'ne', 'my', 'pa-PK', 'uz-AF', 'sr-Latn-RS', 'en-u-nu-arab', 'xx', ''])
      expect(plainCount(5, tag), tag).toBeUndefined();
    for (const n of [1000, 12345, -1, -0, 2.5, Number.NaN, Infinity]) expect(plainCount(n, 'en'), String(n)).toBeUndefined();
    expect(plainCount(12, 'de_DE')).toBe('12');
    expect(plainCount(12, 'es-419')).toBe('12');
  });
});
