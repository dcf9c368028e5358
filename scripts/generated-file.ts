/** A file a script writes from the code, which `--check` (in `npm run lint`) compares with the committed copy instead. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Writes `text` to `path`, or with `--check` fails (exit 1) when the committed file differs, naming the command that updates it. */
export function writeOrCheck(path: string, text: string, command: string, summary: string): void {
  const name = relative(ROOT, path);
  if (!process.argv.includes('--check')) {
    writeFileSync(path, text);
    console.log(`${name}: ${summary}, written.`);
    return;
  }
  if (!existsSync(path) || readFileSync(path, 'utf8') !== text) {
    console.error(`${name} is out of date with the code: run \`${command}\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${name}: ${summary}, up to date.`);
}
