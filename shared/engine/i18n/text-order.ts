/**
 * Alphabetical order of short labels as `Intl.Collator(locale, { numeric: true, sensitivity: 'base' })`
 * gives it. A page's first Collator costs 12-26 ms in a fresh renderer (ICU loads its collation
 * data), inside the filter's first render; labels of printable ASCII in a language whose collation
 * leaves ASCII in the root order are compared here instead, by the root order's primary weights:
 * spaces, then punctuation and symbols in ICU's order, then numbers by value (leading zeros
 * ignored), then letters without case. Anything else goes to a Collator, made once per language.
 * text-order.test.ts pins this to Intl.Collator for every language listed.
 */

/**
 * Languages whose collation keeps ASCII text in the root order: none of the digraphs that are
 * letters of their own (cs "ch", da "aa", cy "ll", hu "cs", tl "ng"), no dotless i (tr, az), no
 * "y" among the i's (lt, lv), punctuation not ignored (th).
 */
export const ROOT_ORDER_LANGUAGES: ReadonlySet<string> = new Set(
  'af bg ca de el en es eu fi fr ga gl he id is it ja ko ms nl pl pt ro ru sl sv sw uk zh zu'.split(' '),
);

/** Printable ASCII below letters, in the root collation's primary order (digits are numbers, between these and letters). */
const SYMBOLS = ` _-,;:!?.'"()[]{}@*/\\&#%\`^+<=>|~$`;
const DIGITS = SYMBOLS.length;
const LETTERS = DIGITS + 1;
const weights = new Uint8Array(128).fill(255);
for (let i = 0; i < SYMBOLS.length; i++) weights[SYMBOLS.charCodeAt(i)] = i;
for (let code = 48; code <= 57; code++) weights[code] = DIGITS;
for (let code = 65; code <= 90; code++) weights[code] = weights[code + 32] = LETTERS + code - 65;

const PLAIN = /^[ -~]{0,200}$/;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Compares two runs of digits by value: leading zeros ignored, then length, then digit by digit. */
function compareNumbers(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): number {
  while (aStart < aEnd - 1 && a.charCodeAt(aStart) === 48) aStart++;
  while (bStart < bEnd - 1 && b.charCodeAt(bStart) === 48) bStart++;
  if (aEnd - aStart !== bEnd - bStart) return aEnd - aStart < bEnd - bStart ? -1 : 1;
  for (; aStart < aEnd; aStart++, bStart++) {
    const difference = a.charCodeAt(aStart) - b.charCodeAt(bStart);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

function comparePlain(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      let endA = i;
      while (endA < a.length && isDigit(a.charCodeAt(endA))) endA++;
      let endB = j;
      while (endB < b.length && isDigit(b.charCodeAt(endB))) endB++;
      const order = compareNumbers(a, i, endA, b, j, endB);
      if (order !== 0) return order;
      i = endA;
      j = endB;
      continue;
    }
    if (weights[x] !== weights[y]) return weights[x]! < weights[y]! ? -1 : 1;
    i++;
    j++;
  }
  return i < a.length ? 1 : j < b.length ? -1 : 0;
}

const languageOf = (locale: string) => (/^([a-z]{2,3})(?:-[A-Z]{2}|-\d{3})?$/i.exec(locale)?.[1] ?? '').toLowerCase();

function orderIn(locale: string): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  const full = (a: string, b: string) => (collator ??= new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })).compare(a, b);
  if (!ROOT_ORDER_LANGUAGES.has(languageOf(locale))) return full;
  return (a, b) => (PLAIN.test(a) && PLAIN.test(b) ? comparePlain(a, b) : full(a, b));
}

const orders = new Map<string, (a: string, b: string) => number>();

/** A compare function for Array.prototype.sort: alphabetical in `locale`, made once per language. */
export function textOrder(locale: string): (a: string, b: string) => number {
  let order = orders.get(locale);
  if (!order) orders.set(locale, (order = orderIn(locale)));
  return order;
}
