/**
 * Finding values by their label: the select's type-to-narrow and the 'show
 * all' view's search box and A–Z groups. Labels may carry HTML; they are compared as plain text,
 * case- and accent-insensitively ("Été" is found by "ete").
 */
import { ancestorsOf, type FilterValue } from '../config/filter-config.ts';
import { textOrder } from '../../i18n/text-order.ts';

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
  const compare = textOrder(locale);
  const groups = new Map<string, V[]>();
  for (const v of values) {
    const first = foldText(plainLabel(v.label)).charAt(0).toUpperCase();
    const key = /\p{L}/u.test(first) ? first : '#';
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : compare(a, b)))
    .map(([key, list]) => ({ key, values: list.sort((a, b) => compare(plainLabel(a.label), plainLabel(b.label))) }));
}

export interface BranchRow<V> {
  value: V;
  /** 0 for a top-level value. */
  depth: number;
  /** The label holds the typed text (otherwise the row is an ancestor shown for context). */
  match: boolean;
}

/**
 * A hierarchical list searched: the matching values with their branches expanded — each match
 * under its ancestors, in the tree's order, children in the list's order. Values whose parents
 * loop (bad data) come last, at the top level.
 */
export function matchingBranches<V extends FilterValue>(values: readonly V[], typed: string): BranchRow<V>[] {
  const byValue = new Map<string, V>(values.map((v) => [v.value, v]));
  const matches = new Set(narrowValues(values, typed));
  const kept = new Set<FilterValue>();
  for (const match of matches) {
    kept.add(match);
    for (const ancestor of ancestorsOf(match, byValue)) kept.add(ancestor);
  }
  const children = new Map<string, V[]>();
  const roots: V[] = [];
  for (const v of values) {
    const hasParent = v.parent_value !== '0' && v.parent_value !== v.value && byValue.has(v.parent_value);
    if (hasParent) children.set(v.parent_value, [...(children.get(v.parent_value) ?? []), v]);
    else roots.push(v);
  }
  const rows: BranchRow<V>[] = [];
  const placed = new Set<V>();
  const walk = (list: V[], depth: number) => {
    for (const v of list) {
      if (!kept.has(v) || placed.has(v)) continue;
      placed.add(v);
      rows.push({ value: v, depth, match: matches.has(v) });
      walk(children.get(v.value) ?? [], depth + 1);
    }
  };
  walk(roots, 0);
  for (const v of values) if (kept.has(v) && !placed.has(v)) rows.push({ value: v, depth: 0, match: matches.has(v) });
  return rows;
}
