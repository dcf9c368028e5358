/**
 * `npm run bench:quick`: every benchmark once at toy sizes, as CI runs it (after the e2e tests
 * have built dist/), so that none can break unnoticed. No figure is asserted and none is kept:
 * the results go to a temporary folder (bench/results-file.ts). A bench that fails fails the run.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

const RUNS: [script: string, env: Record<string, string>][] = [
  ['bench:filter', { BENCH_SIZES: '2000', BENCH_QUERIES: '10' }],
  ['bench:transfer', { BENCH_SIZES: '2000' }],
  ['bench:coldstart', { BENCH_SIZES: '2000' }],
  ['bench:ui', { BENCH_UI_PRODUCTS: '500', BENCH_UI_CHANGES: '5' }],
  ['bench:search', { BENCH_QUERIES: '50', BENCH_LABELLED: '20', BENCH_GENERATED: '500' }],
  ['bench:descriptors', { BENCH_CONNECTIONS: '4', BENCH_SECONDS: '1' }],
  ['bench:after-change', {}],
  ['bench:load', { BENCH_CONNECTIONS: '4', BENCH_SECONDS: '2' }],
  ['bench:page-js', {}],
  ['bench:tracking', { BENCH_VIEWS: '1' }],
  ['bench:lighthouse', { BENCH_RUNS: '1' }],
];

const failed: string[] = [];
for (const [script, env] of RUNS) {
  const started = Date.now();
  console.log(`\n── ${script} (quick)`);
  const run = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env, BENCH_QUICK: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) failed.push(script);
  console.log(`── ${script}: ${run.status === 0 ? 'ran' : `FAILED (exit ${run.status ?? run.signal})`} in ${seconds} s`);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
