/**
 * Finding values by their label: the select's type-to-narrow and the 'show
 * all' view's search box and A–Z groups. Labels may carry HTML; they are compared as plain text,
 * case- and accent-insensitively ("Été" is found by "ete").
 */
import type { FilterValue } from '../config/filter-config.ts';

// The named entities shop labels carry (WordPress writes ® and ™ as &reg; and &trade;).
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  reg: '®',
  trade: '™',
  copy: '©',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  deg: '°',
  times: '×',
  frac12: '½',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
};

/** A label's text: tags dropped, the common entities decoded. */
export function plainLabel(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}

/** Lower case without diacritics, for comparing. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The values whose label contains the typed text (all of them for empty text). */
export function narrowValues<V extends FilterValue>(values: readonly V[], typed: string): V[] {
  const needle = foldText(typed.trim());
  if (needle === '') return values.slice();
  return values.filter((v) => foldText(plainLabel(v.label)).includes(needle));
}

export interface ValueGroup<V> {
  /** The first letter, upper case; '#' for digits and other signs. */
  key: string;
  values: V[];
}

/** Values grouped by the first letter of their label, groups A–Z with '#' last; values A–Z within a group. */
export function groupByFirstChar<V extends FilterValue>(values: readonly V[], locale = 'en'): ValueGroup<V>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, V[]>();
  for (const v of values) {
    const first = foldText(plainLabel(v.label)).charAt(0).toUpperCase();
    const key = /\p{L}/u.test(first) ? first : '#';
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : collator.compare(a, b)))
    .map(([key, list]) => ({ key, values: list.sort((a, b) => collator.compare(plainLabel(a.label), plainLabel(b.label))) }));
}
