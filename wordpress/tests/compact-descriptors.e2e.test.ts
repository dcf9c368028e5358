/**
 * The plugin's compact descriptors (PHP) against the browser's reader and the demo's encoder
 * (TypeScript): the same JSON given to both, the PHP bytes decoded by decodeCompact give what
 * the TypeScript bytes give, and are byte for byte the same. Runs PHP's command line (Debian's,
 * installed with the WordPress suite), no WordPress.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { decodeCompact } from '../../shared/engine/filter/compact/decode-compact.ts';
import { encodeCompact } from '../../shared/engine/filter/compact/encode-compact.ts';
import { openTestStore } from '../../demo-theme/server/test-store.ts';
import { buildDescriptors } from '../../demo-theme/server/filter/filter-index.ts';

const ENCODER = resolve(import.meta.dirname, '../storefront-elements/includes/woocommerce/class-compact-descriptors.php');
/** PHP reading the JSON as the plugin does: as objects, or as arrays (the plugin's own file updates). */
const run = (asArrays: boolean) =>
  `define('ABSPATH', '/'); require ${JSON.stringify(ENCODER)}; echo base64_encode(\\StorefrontElements\\WooCommerce\\Compact_Descriptors::encode(json_decode(stream_get_contents(STDIN), ${asArrays})));`;

/** The PHP encoder's bytes for a descriptors JSON text. */
function phpEncode(json: string, asArrays = false): Uint8Array {
  const done = spawnSync('php', ['-d', 'display_errors=stderr', '-r', run(asArrays)], { input: json, encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(done.status, 0, done.stderr);
  assert.equal(done.stderr, '', 'no PHP warning');
  return new Uint8Array(Buffer.from(done.stdout, 'base64'));
}

/** The header: after "SHPX", the version and a varint length. */
function headerOf(bytes: Uint8Array): { sources: { id: string; scale?: number }[] } {
  let length = 0;
  let at = 5;
  for (let shift = 1; ; shift *= 128) {
    const byte = bytes[at++]!;
    length += (byte & 0x7f) * shift;
    if (byte < 0x80) break;
  }
  return JSON.parse(new TextDecoder().decode(bytes.subarray(at, at + length)));
}

function sameAsTheDemo(json: string, what: string) {
  const ts = encodeCompact(JSON.parse(json));
  for (const asArrays of [false, true]) {
    const php = phpEncode(json, asArrays);
    assert.deepEqual(decodeCompact(php), decodeCompact(ts), `${what} (PHP arrays: ${asArrays}): decoded the same`);
    assert.ok(Buffer.from(php).equals(Buffer.from(ts)), `${what} (PHP arrays: ${asArrays}): the same bytes`);
  }
  return decodeCompact(ts);
}

test("the demo store's catalogue (simple and variable products, 'any' variations), in both variants", async () => {
  const store = await openTestStore('compact-php');
  try {
    for (const singleVariations of [false, true]) {
      const descriptors = buildDescriptors(store.db, undefined, { singleVariations });
      const decoded = sameAsTheDemo(JSON.stringify(descriptors), `single variations ${singleVariations}`);
      assert.equal(Object.keys(decoded).length, Object.keys(descriptors).length, 'every descriptor');
    }
  } finally {
    await store.close();
  }
});

test("variation prices coded as differences from their product's (256 distinct or more), at 0, 1 and 2 decimals", () => {
  for (const [step, scale] of [
    [1, 1],
    [0.5, 10],
    [0.01, 100],
  ] as const) {
    const map: Record<string, unknown> = {};
    for (let p = 1; p <= 40; p++) {
      map[p] = [p, p, { 1: [10 + p], 3: ['red', 'blue'] }, 'variable'];
      for (let v = 0; v < 8; v++) {
        const id = 1000 + p * 10 + v;
        map[id] = [id, p, { 1: [Number((10 + (p * 8 + v) * step).toFixed(2))], 3: [v % 2 ? 'red' : 'green'] }, 'variation'];
      }
    }
    const json = JSON.stringify(map);
    sameAsTheDemo(json, `step ${step}`);
    assert.equal(headerOf(phpEncode(json)).sources.find((source) => source.id === '1')?.scale, scale, `prices at step ${step} scaled by ${scale}`);
  }
});

test('what a real catalogue holds at its edges: texts, numbers as JavaScript writes them, odd values and ids, orphans', () => {
  const json = `{
    "7": [7, 7, {"14": ["Caf\\u00e9 \\"Noir\\" \\\\ 50/50 \\u2028 tab\\t nul\\u0001 \\ud83d\\udc55"], "1": [30.0], "9": [true], "brand": ["acme"], "2": [15, 3]}, "simple"],
    "3": [3, 3, {"1": [0.1, 1e21, 1e-7, -0, 19.5, 123456789.125], "3": ["", "red"], "20": null, "21": {"x": 1}, "22": [null, [], {}], "9": [false]}, "variable"],
    "4": [4, 3, {"1": [2.5], "3": [""], "12": ["instock"]}, "variation"],
    "5": ["5", "3", {"3": ["blue"], "1": [1e-7]}],
    "6": [6, 4, {"3": ["red"]}, "variation"],
    "8": [8, 99, {"3": ["lost"]}, "variation"],
    "9": [9, 9, [], "bundle"],
    "10": [10, "x", {"1": [5]}],
    "4294967296": [4294967296, 4294967296, {"1": [1]}],
    "11": "not a descriptor",
    "12": [12, 12, {"12": "outofstock", "3": "blue"}]
  }`;
  const decoded = sameAsTheDemo(json, 'edges');
  assert.deepEqual(
    Object.keys(decoded).map(Number),
    [3, 4, 5, 7, 9, 10, 12],
    'orphans, a variation of a variation, a too large id and a non-descriptor left out',
  );
  assert.deepEqual(decoded[3]![2]['1'], ['0.1', '1e+21', '1e-7', '0', '19.5', '123456789.125']);
  assert.deepEqual(decoded[7]![2]['1'], ['30']);
});
