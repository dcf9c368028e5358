/**
 * A seeded demo database for test stores, built once and copied for each: seeding the three
 * catalogues (their descriptions sanitised) cost about 3 s of CPU per store, and one CI run opens
 * some sixty stores (every e2e file, the Vitest suites with a store, the benches). A copy opens
 * as a restarted store does. The seed is the store's own (openDb + seedIfEmpty), so a change to
 * the schema, the seed, its data or a dependency makes a new one: the file's name carries a hash
 * of all of them, and of the day (the seed dates products from "now").
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDb } from '../db.ts';
import { seedIfEmpty } from '../catalogue/seed.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/** What the seed is made from: the server's code, its catalogue data, the shared code it imports, the installed versions. */
const SOURCES = ['demo-theme/server', 'demo-theme/data', 'shared', 'package-lock.json'];

function addToHash(hash: ReturnType<typeof createHash>, path: string): void {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) if (name !== 'node_modules') addToHash(hash, join(path, name));
    return;
  }
  hash.update(path.slice(ROOT.length)).update(readFileSync(path));
}

function templatePath(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const source of SOURCES) addToHash(hash, resolve(ROOT, source));
  return join(tmpdir(), `shop-seeded-${hash.digest('hex').slice(0, 16)}.sqlite`);
}

function buildTemplate(path: string): void {
  // Built beside and renamed into place: stores starting at once each see a whole file or none.
  const dir = mkdtempSync(join(tmpdir(), 'shop-seeding-'));
  try {
    const db = openDb(join(dir, 'shop.sqlite'));
    seedIfEmpty(db);
    db.close(); // checkpoints the write-ahead log into the one file
    renameSync(join(dir, 'shop.sqlite'), path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A seeded database at `dbPath` unless a file is already there (a suite's own preparation). */
export function copySeededDatabase(dbPath: string): void {
  if (existsSync(dbPath)) return;
  const template = templatePath();
  if (!existsSync(template)) buildTemplate(template);
  copyFileSync(template, dbPath);
}
