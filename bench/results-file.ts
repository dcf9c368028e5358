/**
 * Where a benchmark writes its figures: bench/results/, or, in quick mode (BENCH_QUICK=1, the
 * smoke run `npm run bench:quick` that CI makes), a temporary folder, so that a run at toy
 * sizes never replaces the measured figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const QUICK = process.env.BENCH_QUICK === '1';

const folder = QUICK ? join(tmpdir(), 'storefront-bench-quick') : resolve(import.meta.dirname, 'results');

/** Writes `value` as pretty JSON to the results file `name` (e.g. 'filter.json'); returns its path. */
export function writeResults(name: string, value: unknown): string {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  return path;
}
