/**
 * `npm run import -- <file.csv> [--only]`: loads a WooCommerce product CSV export into the demo
 * store's database (SHOP_DB, default demo-theme/shop.sqlite) and prints what was imported and
 * every row skipped with its reason. Without --only the demo catalogue is seeded first (as
 * `npm start` would) and the file adds to it; with --only, a new database holds just the file.
 * Exit code 1 when the file cannot be read or nothing was imported.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDb } from '../db.ts';
import { seedIfEmpty } from '../catalogue/seed.ts';
import { setOption } from '../db.ts';
import { formatReport, importWooCommerceCsv } from './woocommerce-csv.ts';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run import -- <products.csv> [--only]');
  process.exit(2);
}
const dbPath = process.env.SHOP_DB ?? resolve(import.meta.dirname, '../../shop.sqlite');
let csv: Buffer;
try {
  csv = readFileSync(resolve(process.cwd(), file));
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const db = openDb(dbPath);
if (args.includes('--only')) setOption(db, 'seeded', '1');
else if (seedIfEmpty(db)) console.log(`Seeded the demo catalogue into ${dbPath}`);
const report = importWooCommerceCsv(db, csv);
db.close();
console.log(formatReport(report));
console.log(`Database: ${dbPath}. Start the store with \`npm start\` to see the products.`);
process.exit(report.imported.simple + report.imported.variable + report.imported.variation > 0 ? 0 : 1);
