/**
 * `npm run bench:quick`: every benchmark once at toy sizes, as CI runs it (after the e2e tests
 * have built dist/), so that none can break unnoticed. No figure is asserted and none is kept:
 * the results go to a temporary folder (bench/results-file.ts). A bench that fails fails the run.
 * One bench per core (their figures mean nothing at these sizes, so sharing the cores costs
 * nothing but halves the wait), longest first; each one's output printed whole when it ends.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

const RUNS: [script: string, env: Record<string, string>][] = [
  ['bench:coldstart', { BENCH_SIZES: '2000' }],
  ['bench:tracking', { BENCH_VIEWS: '1' }],
  ['bench:lighthouse', { BENCH_RUNS: '1' }],
  ['bench:page-js', {}],
  ['bench:filter', { BENCH_SIZES: '2000', BENCH_QUERIES: '10' }],
  ['bench:descriptors', { BENCH_CONNECTIONS: '4', BENCH_SECONDS: '1' }],
  ['bench:search', { BENCH_QUERIES: '50', BENCH_LABELLED: '20', BENCH_GENERATED: '500' }],
  ['bench:load', { BENCH_CONNECTIONS: '4', BENCH_SECONDS: '2' }],
  ['bench:ui', { BENCH_UI_PRODUCTS: '500', BENCH_UI_CHANGES: '5' }],
  ['bench:after-change', {}],
  ['bench:transfer', { BENCH_SIZES: '2000' }],
];

const failed: string[] = [];

function run([script, env]: (typeof RUNS)[number]): Promise<void> {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, BENCH_QUICK: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (code !== 0) failed.push(script);
      process.stdout.write(`\n── ${script} (quick)\n${output}── ${script}: ${code === 0 ? 'ran' : `FAILED (exit ${code ?? signal})`} in ${seconds} s\n`);
      done();
    });
  });
}

const queue = [...RUNS];
const lane = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) await run(next);
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), RUNS.length) }, lane));
if (failed.length > 0) {
  console.error(`\nBenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
