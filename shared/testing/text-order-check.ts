/**
 * Checks textOrder against Intl.Collator (numeric, base) where the test runs: Node's ICU in
 * vitest, Chromium's in the browser test. Seeded, so a failure names the same pair on every run.
 */
import { textOrder } from '../engine/i18n/text-order.ts';

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

function generator(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Labels a shop has, random printable ASCII with numbers, and every pair of letters (digraphs some languages sort as letters). */
export function probeLabels(count: number, seed: number): string[] {
  const random = generator(seed);
  const out = [
    '',
    '0',
    '00',
    '007',
    '7',
    'XS',
    'S',
    'M',
    'L',
    'XL',
    '2XL',
    '10',
    '10.5',
    '9',
    'T-shirts & Tops',
    'T-shirts',
    'Tshirts',
    'a b',
    'ab',
    'a-b',
    "Men's",
    'Mens',
  ];
  for (let i = 0; i < count; i++) {
    let label = '';
    const length = 1 + Math.floor(random() * 8);
    for (let k = 0; k < length; k++)
      label +=
        random() < 0.3
          ? String(Math.floor(random() * 1200))
          : random() < 0.6
            ? String.fromCharCode(97 + Math.floor(random() * 26))
            : PRINTABLE[Math.floor(random() * 95)];
    out.push(random() < 0.3 ? label.toUpperCase() : label);
  }
  for (const a of 'abcdefghijklmnopqrstuvwxyz') for (const b of 'abcdefghijklmnopqrstuvwxyz') out.push(a + b, `${a}${b}a`, `${a.toUpperCase()}${b}z`);
  return out;
}

const sign = (x: number) => (x < 0 ? -1 : x > 0 ? 1 : 0);

/** The pairs textOrder(tag) orders otherwise than Intl.Collator: every two printable characters, then `pairs` drawn from `words`. */
export function orderDifferences(tag: string, words: readonly string[], pairs: number): string[] {
  const intl = new Intl.Collator(tag, { numeric: true, sensitivity: 'base' });
  const ours = textOrder(tag);
  const found: string[] = [];
  const random = generator(pairs);
  const check = (a: string, b: string) => {
    if (sign(ours(a, b)) !== sign(intl.compare(a, b))) found.push(`${tag}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  };
  for (const a of PRINTABLE) for (const b of PRINTABLE) check(a, b);
  for (let i = 0; i < pairs; i++) check(words[Math.floor(random() * words.length)]!, words[Math.floor(random() * words.length)]!);
  for (let i = 1; i < words.length && i < pairs; i++) check(words[i - 1]!, words[i]!);
  return found;
}
