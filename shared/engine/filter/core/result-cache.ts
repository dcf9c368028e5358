/**
 * Result caching: a result is kept, keyed by a hash of the URL
 * parameters, when computing it took more than 100 ms, so going back to a slow state is
 * instant. The parameters themselves are stored beside the result and compared on a hit, so a
 * hash collision can never show the wrong products. Bounded (least recently used out first).
 */
export const SLOW_RESULT_MS = 100;

/** The parameters sorted by name then value: the same state written in another order is equal. */
export function canonicalParams(search: string): string {
  const params = [...new URLSearchParams(search)].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(params).toString();
}

/** FNV-1a, 32 bits. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export class ResultCache<T> {
  private readonly entries = new Map<string, { params: string; result: T }>();

  constructor(private readonly limit = 50) {}

  /** The cached result for these URL parameters (a query string), if any. */
  get(search: string): T | undefined {
    const params = canonicalParams(search);
    const key = hashText(params);
    const hit = this.entries.get(key);
    if (!hit || hit.params !== params) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit); // most recently used last
    return hit.result;
  }

  /** Keeps the result only when it was slow to compute. Returns whether it was kept. */
  offer(search: string, result: T, computeMs: number): boolean {
    if (!(computeMs > SLOW_RESULT_MS)) return false;
    const params = canonicalParams(search);
    const key = hashText(params);
    this.entries.delete(key);
    this.entries.set(key, { params, result });
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }

  /** After the catalogue changes (incremental update), every cached result is stale. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
