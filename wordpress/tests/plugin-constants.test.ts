/**
 * What the plugin's PHP repeats from the elements' TypeScript, held equal: the tracking library's
 * version (a data layer of another version is reported on the console as a mismatch) and the cart
 * capture's field names (a field the PHP does not know is refused with a 400), and what the A/B
 * head script's settings are made of (the consent's storage key, VWO's version and tolerances, the
 * built-in excluded domains).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LIBRARY_VERSION } from '../../shared/engine/tracking/data-layer.ts';
import { CAPTURE_FIELDS } from '../../shared/engine/cart-capture/capture-rules.ts';
import { TRACKING } from '../../shared/engine/tracking/constants.ts';
import { BUILT_IN_EXCLUDED_DOMAINS } from '../../shared/engine/tracking/excluded-domain.ts';
import { CONSENT_STORAGE_KEY } from '../../shared/engine/consent/consent-storage-names.ts';

const INCLUDES = resolve(import.meta.dirname, '../storefront-elements/includes/woocommerce');
const php = (file: string) => readFileSync(resolve(INCLUDES, file), 'utf8');

describe("the plugin's PHP and the elements agree", () => {
  test('the data layer carries the library version the tracking expects', () => {
    expect(/LIBRARY_VERSION = '([^']+)'/.exec(php('class-tracking-data.php'))?.[1]).toBe(LIBRARY_VERSION);
  });
  test("the cart capture's save accepts exactly the fields the element sends", () => {
    const list = /const FIELDS = array\(([^)]*)\)/.exec(php('class-cart-capture.php'))?.[1] ?? '';
    expect([...list.matchAll(/'([a-z_0-9]+)'/g)].map((match) => match[1])).toEqual(CAPTURE_FIELDS);
  });
  test("the A/B head script's settings are made of the elements' constants", () => {
    const source = php('class-ab-head-script.php');
    const constant = (name: string) => new RegExp(`const ${name}\\s*=\\s*([^;]+);`).exec(source)?.[1]?.trim();
    expect(constant('CONSENT_STORAGE_KEY')).toBe(`'${CONSENT_STORAGE_KEY}'`);
    expect(constant('VERSION')).toBe(String(TRACKING.abTest.version));
    expect(constant('SETTINGS_TOLERANCE_MS')).toBe(String(TRACKING.abTest.settingsToleranceMs));
    expect(constant('LIBRARY_TOLERANCE_MS')).toBe(String(TRACKING.abTest.libraryToleranceMs));
    expect([...(constant('BUILT_IN_EXCLUDED_DOMAINS') ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1])).toEqual(BUILT_IN_EXCLUDED_DOMAINS);
  });
});
