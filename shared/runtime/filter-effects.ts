/**
 * The filter stores' effects on this page: the address bar, and queries answered by the engine
 * (results over 100 ms cached per URL). Before it is ready, on a page the server printed its first
 * answer in: that answer for the very query it answered, and for any other the server's answer
 * for its address or the engine's, whichever comes first.
 */
import { answersQuery, type FirstResult } from '../engine/filter/core/first-result.ts';
import { ResultCache } from '../engine/filter/core/result-cache.ts';
import type { FilterResult } from '../engine/filter/core/types.ts';
import { fetchServerResult } from '../api/first-result-client.ts';
import { yieldToMain } from '../platform/main-thread.ts';
import type { FilterEffects } from '../stores/filter.actions.ts';
import type { FilterRunner } from './engine-host.ts';

/**
 * The stores' effects on this page. Queries go to the engine once it is ready. Before (or if it
 * never starts), where the server printed its first answer: that answer stands for the very
 * query it answered; any other is answered by the server's JSON for its address or the engine,
 * whichever comes first, and by loading the address if neither can.
 */
export function effectsFor(engine: Promise<FilterRunner | null>, first: FirstResult | null): FilterEffects {
  const cache = new ResultCache<FilterResult>();
  let asked = 0;
  let runner: FilterRunner | null = null;
  void engine.then((ready) => (runner = ready));
  return {
    location: () => ({ pathname: location.pathname, search: location.search }),
    pushUrl: (url) => history.pushState({ shopFilter: true }, '', url),
    replaceUrl: (url) => history.replaceState(history.state, '', url),
    async query(query, cacheKey) {
      const mine = ++asked;
      // The browser gets a turn between computing a result and drawing it: the two together
      // made one long task. A query asked meanwhile makes this one superseded.
      const answer = (result: FilterResult | 'superseded') => yieldToMain().then(() => (mine === asked ? result : 'superseded'));
      if (!runner && first && answersQuery(first, query)) return answer(first.result);
      // The URL's parameters, plus its path (category, page) and the pages shown at once.
      const url = new URL(cacheKey, location.origin);
      url.searchParams.set('_path', url.pathname);
      url.searchParams.set('_pages', `${query.page}:${query.pages ?? 1}`);
      const key = url.search;
      const hit = cache.get(key);
      if (hit) return answer(hit);
      if (!runner && first) {
        // The engine still loading: whichever answers first, the server (for this address) or it.
        const result = await firstOf(
          fetchServerResult(cacheKey).then((served) => (served && answersQuery(served, query) ? served.result : null)),
          engine.then((ready) => (ready ? ready.query(query, { presets: true }) : null)),
        );
        if (result) return answer(result);
        // Neither can: the page goes to the address, which the server renders.
        if (mine === asked) location.assign(cacheKey);
        return 'superseded';
      }
      const ready = runner ?? (await engine);
      if (!ready) return 'superseded';
      const started = performance.now();
      const result = await ready.query(query, { presets: true });
      if (result !== 'superseded') cache.offer(key, result, performance.now() - started);
      return answer(result);
    },
  };
}

export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The first of two answers that is not null (null when neither gives one). */
function firstOf<T>(a: Promise<T | null>, b: Promise<T | null>): Promise<T | null> {
  return new Promise((resolve) => {
    let left = 2;
    const take = (value: T | null) => {
      if (value !== null) resolve(value);
      else if (--left === 0) resolve(null);
    };
    for (const each of [a, b]) each.then(take, () => take(null));
  });
}
