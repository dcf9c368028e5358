/**
 * Checks textOrder against Intl.Collator (numeric, base) where the test runs: Node's ICU in
 * vitest, Chromium's in the browser test. Seeded, so a failure names the same pair on every run.
 */
import { textOrder } from '../engine/i18n/text-order.ts';

const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
/**
 * Beyond ASCII, what shops' labels hold and what could change a neighbour's weight: symbols,
 * accented letters precomposed and as a letter and its mark, digits of other scripts, format
 * characters (soft hyphen, zero-width joiner), letters of other scripts.
 */
const BEYOND_ASCII = [
  '®',
  '™',
  '©',
  '°',
  '·',
  'é',
  'e\u0301',
  '\u0301',
  '\u030C',
  '\u0308',
  'ä',
  'å',
  'ö',
  'ñ',
  'ß',
  'ł',
  'ı',
  '–',
  '—',
  '１',
  '٣',
  '\u00AD',
  '\u200D',
  'Ω',
  'ж',
  '中',
  'ー',
  '\u{1F600}',
];

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
    'Cocona® performance Fabric',
    'CoolTech™',
    'EverCool™',
    'Lycra®',
    'Lycra',
    'Größe',
    'Grün',
    'Crème',
    'Creme',
    'Cotton',
  ];
  for (let i = 0; i < count; i++) {
    let label = '';
    const length = 1 + Math.floor(random() * 8);
    for (let k = 0; k < length; k++)
      label +=
        random() < 0.1
          ? BEYOND_ASCII[Math.floor(random() * BEYOND_ASCII.length)]
          : random() < 0.3
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
  // A label's start alike, then a difference in ASCII followed by a character beyond it, or one going on beyond the other.
  for (const start of ['', 'a', 'l', 'c', 'n', '1', '12']) {
    for (const extra of BEYOND_ASCII) {
      for (const [a, b] of [
        [start + extra, start],
        [start + 'a' + extra, start + 'b'],
        [start + 'b' + extra, start + 'a'],
        [start + 'z' + extra, start + 'a' + extra],
        [start + '2' + extra, start + '12'],
        [start + '9' + extra, start + '10'],
        [start + extra + 'a', start + 'b'],
      ]) {
        check(a!, b!);
        check(b!, a!);
      }
    }
  }
  for (let i = 0; i < pairs; i++) check(words[Math.floor(random() * words.length)]!, words[Math.floor(random() * words.length)]!);
  for (let i = 1; i < words.length && i < pairs; i++) check(words[i - 1]!, words[i]!);
  return found;
}
