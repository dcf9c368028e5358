/**
 * Alphabetical order of short labels as `Intl.Collator(locale, { numeric: true, sensitivity: 'base' })`
 * gives it. A page's first Collator costs 12-26 ms in a fresh renderer (ICU loads its collation
 * data), inside the filter's first render. In a language whose collation leaves ASCII in the root
 * order, two labels are compared here instead, by the root order's primary weights (spaces, then
 * punctuation and symbols in ICU's order, then numbers by value with leading zeros ignored, then
 * letters without case), as long as the first difference comes in printable ASCII: "CoolTech™"
 * and "Cocona® Fabric" differ at their third letter, and what follows cannot change that. Anything
 * else (a difference at or after a character outside printable ASCII) goes to a Collator, made
 * once per language. text-order.test.ts pins this to Intl.Collator for every language listed.
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

/** ICU splits longer digit runs; labels this long are left to the Collator. */
const LONGEST = 200;
const UNDECIDED = 2;
const isDigit = (code: number) => code >= 48 && code <= 57;
const isPrintableAscii = (code: number) => code >= 32 && code <= 126;
/**
 * What may not follow the character that decides, nor a number: a combining mark (it may make a
 * letter of its own, "c\u030C" is a letter after "c" in Slovenian), a format, control or unassigned
 * character (it may stand between a letter and its mark), or a digit of another script (it would
 * go on with the number). Anything else after it cannot change its weight.
 */
const MAY_COMBINE = /[\p{M}\p{C}\p{Nd}]/uy;
/**
 * Blocks that hold none of those (but the soft hyphen), checked first: the Unicode classes above
 * cost a few milliseconds the first time the expression runs. Latin-1 and Latin Extended letters
 * and symbols, dashes, quotes and other punctuation, currency signs, ™ and the letterlike symbols.
 */
const NEVER_COMBINE: readonly (readonly [number, number])[] = [
  [0xa0, 0x24f],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x20a0, 0x20c0],
  [0x2100, 0x214f],
];
const safeAfter = (text: string, index: number) => {
  if (index >= text.length) return true;
  const code = text.charCodeAt(index);
  if (isPrintableAscii(code)) return true;
  if (code !== 0xad && NEVER_COMBINE.some(([first, last]) => code >= first && code <= last)) return true;
  MAY_COMBINE.lastIndex = index;
  return !MAY_COMBINE.test(text);
};

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

/** -1, 0 or 1 where the first difference is in printable ASCII; UNDECIDED otherwise. */
function compareAsciiStart(a: string, b: string): number {
  if (a.length > LONGEST || b.length > LONGEST) return UNDECIDED;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (!isPrintableAscii(x) || !isPrintableAscii(y)) return UNDECIDED;
    if (isDigit(x) && isDigit(y)) {
      const endA = digitRunEnd(a, i);
      const endB = digitRunEnd(b, j);
      if (!safeAfter(a, endA) || !safeAfter(b, endB)) return UNDECIDED;
      const order = compareNumbers(a, i, endA, b, j, endB);
      if (order !== 0) return order;
      i = endA;
      j = endB;
      continue;
    }
    if (weights[x] !== weights[y]) {
      // A number on one side: it may go on beyond ASCII, and a mark may follow the other side's character.
      const afterA = isDigit(x) ? digitRunEnd(a, i) : i + 1;
      const afterB = isDigit(y) ? digitRunEnd(b, j) : j + 1;
      if (!safeAfter(a, afterA) || !safeAfter(b, afterB)) return UNDECIDED;
      return weights[x]! < weights[y]! ? -1 : 1;
    }
    i++;
    j++;
  }
  // One label is the other's start: the longer is later, unless what it goes on with could be ignorable.
  if (i < a.length) return isPrintableAscii(a.charCodeAt(i)) ? 1 : UNDECIDED;
  if (j < b.length) return isPrintableAscii(b.charCodeAt(j)) ? -1 : UNDECIDED;
  return 0;
}

function digitRunEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end;
}

const languageOf = (locale: string) => (/^([a-z]{2,3})(?:-[A-Z]{2}|-\d{3})?$/i.exec(locale)?.[1] ?? '').toLowerCase();

function orderIn(locale: string): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  const full = (a: string, b: string) => (collator ??= new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })).compare(a, b);
  if (!ROOT_ORDER_LANGUAGES.has(languageOf(locale))) return full;
  return (a, b) => {
    const order = compareAsciiStart(a, b);
    return order === UNDECIDED ? full(a, b) : order;
  };
}

const orders = new Map<string, (a: string, b: string) => number>();

/** A compare function for Array.prototype.sort: alphabetical in `locale`, made once per language. */
export function textOrder(locale: string): (a: string, b: string) => number {
  let order = orders.get(locale);
  if (!order) orders.set(locale, (order = orderIn(locale)));
  return order;
}
