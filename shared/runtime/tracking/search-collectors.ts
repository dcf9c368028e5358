/**
 * Live searches: each box's answers (its show-suggestions and no-results events) become one
 * `live_search` per phrase the shopper settled on, reported once it has stood a second or when
 * the suggestions close (shared/engine/search/search-analytics.ts).
 */
import { LIVE_SEARCH_SETTLE_MS, LiveSearchSettler } from '../../engine/search/search-analytics.ts';
import type { Pipeline } from './pipeline.ts';

export function searchEvents({ track }: Pipeline, signal: AbortSignal): void {
  const settler = new LiveSearchSettler();
  let timer = 0;
  const report = () => {
    clearTimeout(timer);
    const search = settler.settle();
    if (search) track('live_search', { searchTerm: search.query, resultsCount: search.count });
  };
  const answered = (query: string, count: number) => {
    settler.answered({ query, count });
    clearTimeout(timer);
    timer = window.setTimeout(report, LIVE_SEARCH_SETTLE_MS);
  };
  document.addEventListener('shop-search-show-suggestions', (event) => answered(event.detail.query, event.detail.count), { signal });
  document.addEventListener('shop-search-no-results', (event) => answered(event.detail.query, 0), { signal });
  // Closed (a choice, Escape, a click away) or leaving the page: the phrase counts now.
  document.addEventListener('shop-search-close', report, { signal });
  addEventListener('pagehide', report, { signal });
  signal.addEventListener('abort', () => clearTimeout(timer));
}
