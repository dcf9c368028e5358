/** `npm run size`: gzip size of every file in dist/. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const files: string[] = [];
const walk = (dir: string) =>
  readdirSync(dir).forEach((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : files.push(join(dir, name))));
walk(dist);
let total = 0;
for (const file of files.sort()) {
  const gz = gzipSync(readFileSync(file)).length;
  if (file.endsWith('.js')) total += gz;
  console.log(`${(gz / 1024).toFixed(2).padStart(8)} kB  ${relative(dist, file)}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} kB  all JavaScript (gzip)`);
