/**
 * Which live searches analytics hears of. A box answers each pause in the typing ('hoo',
 * 'hood', 'hoodie'); the shopper searched for the last of them. A query is reported once it has
 * stood for LIVE_SEARCH_SETTLE_MS without a newer answer, or when the suggestions close before
 * that; the same phrase twice in a row is one search.
 */
export const LIVE_SEARCH_SETTLE_MS = 1000;

export interface LiveSearchAnswer {
  query: string;
  /** Suggestions that can be chosen (0: "No results"). */
  count: number;
}

const normal = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

export class LiveSearchSettler {
  private pending: LiveSearchAnswer | null = null;
  private lastReported: string | null = null;

  /** A box answered `answer`: it waits to settle (replacing the one waiting). */
  answered(answer: LiveSearchAnswer): void {
    this.pending = normal(answer.query) === '' ? null : answer;
  }

  /** The search to report now (settled, or the suggestions closed), or null. */
  settle(): LiveSearchAnswer | null {
    const answer = this.pending;
    this.pending = null;
    if (!answer || normal(answer.query) === this.lastReported) return null;
    this.lastReported = normal(answer.query);
    return answer;
  }
}
