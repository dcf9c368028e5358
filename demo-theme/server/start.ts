/**
 * `npm start`: builds the elements when dist/ is missing, opens (and on first start seeds) the
 * SQLite database, and serves the store. PORT, HOST and SHOP_DB override the defaults;
 * SHOP_HTTPS=1 behind HTTPS (Secure cookies, HSTS), SHOP_TRUST_PROXY=1 behind a proxy,
 * SHOP_ADMIN_TOKEN sets the admin token instead of the random one made at first start,
 * SHOP_MANAGER_PASSWORD the shop manager's (manager@luma.example) instead of a random one,
 * SHOP_SITE_URL the address shoppers use (absolute URLs; default: the listening address).
 */
import './production-mode.ts';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { warmUp } from './warm-up.ts';
import { openDb } from './db.ts';
import { seedIfEmpty } from './catalogue/seed.ts';
import { ensureAdminToken } from './security/admin-token.ts';
import { ensureShopManager, MANAGER_EMAIL } from './owner/shop-manager.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.SHOP_DB ?? resolve(ROOT, 'demo-theme/shop.sqlite');

// SHOP_SKIP_BUILD=1: server-only test suites, which need no built elements.
if (!existsSync(resolve(ROOT, 'dist/loader.js')) && process.env.SHOP_SKIP_BUILD !== '1') {
  console.log('Building the elements (dist/ is missing)…');
  execFileSync(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

const db = openDb(dbPath);
if (seedIfEmpty(db)) console.log(`Seeded the catalogue into ${dbPath}`);
const adminToken = ensureAdminToken(db);
if (adminToken) console.log(`Admin token (shown once; only its hash is kept): ${adminToken}`);
const managerPassword = await ensureShopManager(db);
if (managerPassword) console.log(`Shop manager (owner pages at /shop-owner/): ${MANAGER_EMAIL}, password ${managerPassword} (shown once)`);
const app = await buildApp(db);
await app.listen({ port, host });
console.log(`Demo store: http://${host}:${port}/shop/`);
// A failed warm-up only leaves the work to the first shopper.
void warmUp(app).catch(() => undefined);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
