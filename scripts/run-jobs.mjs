#!/usr/bin/env node
/**
 * `node scripts/run-jobs.mjs <npm script>...`: runs the named npm scripts as one job per core
 * (the type check and the linters are each single-threaded: one after another they left a core
 * idle for a minute and a half of every CI run). Each job's output is printed whole when it
 * ends, so logs do not interleave; the exit code is 1 when any job failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const lanes = Math.max(1, Math.min(availableParallelism(), scripts.length));
const queue = [...scripts];
const failed = [];

function run(script) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${script} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n${output}`);
      if (code !== 0) failed.push(script);
      done();
    });
  });
}

async function lane() {
  for (let script = queue.shift(); script; script = queue.shift()) await run(script);
}

await Promise.all(Array.from({ length: lanes }, lane));
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
