/**
 * Groups of alternatives as an SQLite FTS5 query: every group must match (AND) — or, relaxed,
 * any group (OR) — each alternative as a prefix (so 'hood' finds 'hoodie'). Words are quoted,
 * so nothing a shopper types is read as FTS5 syntax (column filters, NEAR, parentheses, '-').
 */
import type { WordGroups } from './query-forms.ts';

const quote = (word: string) => `"${word.replaceAll('"', '""')}"`;

export function groupQuery(group: string[]): string {
  const alternatives = group.map((form) => `${quote(form)}*`);
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`;
}

export function ftsQuery(groups: WordGroups, join: 'AND' | 'OR' = 'AND'): string {
  return groups.map(groupQuery).join(` ${join} `);
}
