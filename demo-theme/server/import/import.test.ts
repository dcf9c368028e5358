/**
 * `npm run import`: WooCommerce's product CSV into the store — the sample data
 * WooCommerce ships, and a generated file with every kind of row the report must explain.
 * The imported catalogue then serves pages, descriptors and the cart, ids above 2^31 included.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { openDb, setOption } from '../db.ts';
import { importWooCommerceCsv } from './woocommerce-csv.ts';

const dir = mkdtempSync(join(tmpdir(), 'shop-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER = [
  'ID',
  'Type',
  'SKU',
  'Name',
  'Published',
  'Is featured?',
  'Short description',
  'Description',
  'In stock?',
  'Stock',
  'Sold individually?',
  'Sale price',
  'Regular price',
  'Categories',
  'Parent',
  'Attribute 1 name',
  'Attribute 1 value(s)',
  'Attribute 1 visible',
  'Attribute 1 global',
  'Attribute 2 name',
  'Attribute 2 value(s)',
  'Attribute 2 visible',
  'Attribute 2 global',
];
const csvLine = (cells: (string | number)[]) => cells.map((c) => `"${String(c).replaceAll('"', '""')}"`).join(',');
const row = (r: Partial<Record<(typeof HEADER)[number], string | number>>) => csvLine(HEADER.map((h) => r[h] ?? ''));

const BIG = 3_000_000_000;
const GENERATED = [
  csvLine(HEADER),
  row({
    ID: BIG,
    Type: 'simple',
    SKU: 'TEE-BIG',
    Name: 'Organic Crew Tee',
    Published: 1,
    'In stock?': 1,
    Stock: 12,
    'Regular price': '24.00',
    Categories: 'Clothing > Tees',
    'Attribute 1 name': 'Color',
    'Attribute 1 value(s)': 'Green',
    'Attribute 1 global': 1,
  }),
  row({
    ID: 900001,
    Type: 'variable',
    SKU: 'PARKA',
    Name: 'Harbour Parka &amp; Hood',
    Published: 1,
    'Regular price': '',
    Categories: 'Clothing > Jackets, Sale',
    'Attribute 1 name': 'Color',
    'Attribute 1 value(s)': 'Black, Blue',
    'Attribute 2 name': 'Size',
    'Attribute 2 value(s)': 'M, L',
  }),
  row({
    ID: 900002,
    Type: 'variation',
    SKU: 'PARKA-BLACK-M',
    Name: 'Harbour Parka - Black, M',
    Published: 1,
    'In stock?': 1,
    'Regular price': '120',
    Parent: 'id:900001',
    'Attribute 1 name': 'Color',
    'Attribute 1 value(s)': 'Black',
    'Attribute 2 name': 'Size',
    'Attribute 2 value(s)': 'M',
  }),
  row({
    ID: 900003,
    Type: 'variation',
    SKU: 'PARKA-BLUE-ANY',
    Name: 'Harbour Parka - Blue',
    Published: 1,
    'In stock?': 1,
    'Regular price': '110',
    'Sale price': '99',
    Parent: 'PARKA',
    'Attribute 1 name': 'Color',
    'Attribute 1 value(s)': 'Blue',
    'Attribute 2 name': 'Size',
    'Attribute 2 value(s)': '',
  }),
  row({ Type: 'variation', SKU: 'ORPHAN', Name: 'Orphan', Published: 1, 'Regular price': '5', Parent: 'id:424242' }),
  row({ Type: 'simple', SKU: 'BADPRICE', Name: 'Bad price', Published: 1, 'Regular price': 'ten' }),
  row({ Type: 'simple', SKU: 'DRAFT', Name: 'Draft', Published: 0, 'Regular price': '5' }),
  row({ Type: 'simple', SKU: 'TEE-BIG', Name: 'Same SKU', Published: 1, 'Regular price': '5' }),
  row({ ID: 4_294_967_296, Type: 'simple', SKU: 'TOOBIG', Name: 'Too big', Published: 1, 'Regular price': '5' }),
  row({ Type: 'grouped', SKU: 'GROUP', Name: 'A group', Published: 1 }),
  row({ Type: 'simple', SKU: 'NONAME', Name: '', Published: 1, 'Regular price': '5' }),
].join('\n');

describe('npm run import', () => {
  test("WooCommerce's own sample data imports into an empty store, with grouped and external products reported", () => {
    const db = openDb(join(dir, 'sample.sqlite'));
    setOption(db, 'seeded', '1');
    const report = importWooCommerceCsv(db, readFileSync(resolve(import.meta.dirname, '../../data/sample_products.csv')));
    expect(report.imported.simple).toBeGreaterThan(5);
    expect(report.imported.variable).toBeGreaterThan(1);
    expect(report.imported.variation).toBeGreaterThan(5);
    expect(report.skipped.every((s) => /is not sold here/.test(s.reason))).toBe(true);
    expect(report.skipped.length).toBeGreaterThan(0);
    db.close();
  });

  test('a generated file: each bad row reported with its reason; the store then serves the imported products', async () => {
    const file = join(dir, 'generated.csv');
    writeFileSync(file, GENERATED);
    const dbPath = join(dir, 'generated.sqlite');
    const output = execFileSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'cli.ts'), file, '--only'], {
      env: { ...process.env, SHOP_DB: dbPath },
      encoding: 'utf8',
    });
    expect(output).toContain('Imported 1 simple, 1 variable product(s) and 2 variation(s).');
    for (const reason of [
      '(ORPHAN): Its parent "id:424242" is not a variable product in the file or the store.',
      '(BADPRICE): The price is not a number.',
      '(DRAFT): Not published (draft or private).',
      '(TEE-BIG): SKU "TEE-BIG" is already used by another product.',
      '(TOOBIG): ID 4294967296 is above 4294967295.',
      '(GROUP): Type "grouped" is not sold here',
      '(NONAME): No name.',
    ])
      expect(output).toContain(reason);

    const db = openDb(dbPath);
    const app = await buildApp(db);
    const shop = (await app.inject({ method: 'GET', url: '/shop/' })).body;
    expect(shop).toContain('Organic Crew Tee');
    expect(shop).toContain('Harbour Parka &amp; Hood');
    expect(shop).toContain(`post-${BIG}`);
    const descriptors = (await app.inject({ method: 'GET', url: '/wp-json/storefront/v1/filters/descriptors' })).json() as Record<string, unknown>;
    expect(Object.keys(descriptors)).toContain(String(BIG));
    const tees = (await app.inject({ method: 'GET', url: '/product-category/tees/' })).body;
    expect(tees).toContain('Organic Crew Tee');
    const parka = (await app.inject({ method: 'GET', url: '/product/harbour-parka-hood/' })).body;
    expect(parka).toMatch(/<option value="black"( data-color="#[0-9a-f]{6}")?>Black<\/option>/);
    const added = await app.inject({
      method: 'POST',
      url: '/?wc-ajax=add_to_cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_id=${BIG}&quantity=2`,
    });
    expect(added.json().fragments['span.shop-MiniCart-count']).toContain('>2<');
    const any = await app.inject({
      method: 'POST',
      url: '/?wc-ajax=add_to_cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: added.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      payload: 'product_id=900001&attribute_pa_color=blue&attribute_pa_size=l',
    });
    expect(any.json().fragments['span.shop-MiniCart-count']).toContain('>3<');
    await app.close();
    db.close();
  }, 60_000);
});
