/**
 * What the plugin's PHP repeats from the elements' TypeScript, held equal: the tracking library's
 * version (a data layer of another version is reported on the console as a mismatch) and the cart
 * capture's field names (a field the PHP does not know is refused with a 400).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LIBRARY_VERSION } from '../../shared/engine/tracking/data-layer.ts';
import { CAPTURE_FIELDS } from '../../shared/engine/cart-capture/capture-rules.ts';

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
});
