/**
 * When a search runs: the query trimmed (with a delimiter, only its last
 * segment), at least the minimum characters (3 in this store); and bad-query prevention — after
 * a query got no suggestions, any later query that starts with it is not sent — unless it adds
 * a word: the server's relaxed search answers with the products that match most of the words,
 * so 'xqz hoodie' may find hoodies where 'xqz' found nothing. The added word is sent once it has
 * the minimum characters.
 */
export const MIN_CHARS = 3;

export function searchableQuery(typed: string, options: { minChars?: number; delimiter?: string } = {}): string | null {
  let query = typed.trim();
  if (options.delimiter) query = (query.split(options.delimiter).at(-1) ?? '').trim();
  return query.length >= (options.minChars ?? MIN_CHARS) ? query : null;
}

export class BadQueries {
  private readonly bad: string[] = [];

  remember(query: string): void {
    if (!this.bad.includes(query)) this.bad.push(query);
  }

  /**
   * 'covered': `query` extends a query that found nothing within its last word (it finds nothing
   * either). 'word-in-progress': it adds a word to one, still shorter than the minimum: not sent
   * yet, nor remembered as bad (sent, 'xqz h' finds nothing and then covers 'xqz hoodie', which a
   * slow typist would never see found). 'send' otherwise.
   */
  verdict(query: string): 'send' | 'covered' | 'word-in-progress' {
    const extended = this.bad.filter((bad) => query.startsWith(bad)).map((bad) => query.slice(bad.length));
    if (extended.some((rest) => !/\s/.test(rest))) return 'covered';
    if (extended.length > 0 && (query.split(/\s+/).at(-1) ?? '').length < MIN_CHARS) return 'word-in-progress';
    return 'send';
  }
}

/** Suggestions the arrows can land on: not headlines, not the no-results entry. */
export function isSelectable(type: string): boolean {
  return type !== 'headline' && type !== 'headline-v2' && type !== 'no-results';
}

/**
 * The next active suggestion for an arrow key: down from none goes to the first, up from the
 * first goes back to none (the input shows the typed text again), the ends do not wrap.
 */
export function moveActive(types: string[], active: number | null, direction: 1 | -1): number | null {
  const selectable = types.map((type, i) => (isSelectable(type) ? i : -1)).filter((i) => i >= 0);
  if (selectable.length === 0) return null;
  if (active === null) return direction === 1 ? selectable[0]! : null;
  const at = selectable.indexOf(active);
  if (direction === -1) return at <= 0 ? null : selectable[at - 1]!;
  return at < 0 ? selectable[0]! : selectable[Math.min(at + 1, selectable.length - 1)]!;
}

/**
 * The autocomplete hint: the typed text completed by
 * the first suggestion when its name starts with what was typed (ignoring case), the typed part
 * kept as typed; '' otherwise.
 */
export function completionHint(typed: string, suggestions: { type: string; value?: unknown }[]): string {
  const first = suggestions.find((s) => isSelectable(s.type) && s.type !== 'more_products');
  if (!first || typed.trim() === '' || typeof first.value !== 'string') return '';
  const name = first.value;
  return name.length > typed.length && name.toLowerCase().startsWith(typed.toLowerCase()) ? typed + name.slice(typed.length) : '';
}
