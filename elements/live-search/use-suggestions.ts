/**
 * State: what the search box knows and the actions that change it: the typed text, the request's
 * status, what the dropdown lists (results or history), the active suggestion and whether the
 * keys reached it, the announcement for screen readers. Answers are cached per query, a query
 * that extends one that found nothing is not sent, and an answer for an older query is dropped.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { endpointsFor, SearchClient, type SearchMethod } from '../../shared/api/search-client.ts';
import { mergeCustomParams } from '../../shared/engine/search/custom-params.ts';
import { BadQueries, completionHint, isSelectable } from '../../shared/engine/search/query-rules.ts';
import { missingPriceIds, withPrices } from '../../shared/engine/search/suggestion-prices.ts';
import type { Suggestion } from '../../shared/engine/search/suggestions.ts';
import { t, tn } from '../../shared/messages/catalog.ts';
import type { SearchEventDetails } from './live-search-events.ts';
import type { SearchStatus } from './live-search.view.tsx';
import type { SearchHistoryState } from './use-search-history.ts';

export type Listing = 'results' | 'history' | null;
export type Emit = <N extends keyof SearchEventDetails>(name: N, detail: SearchEventDetails[N]) => void;

/** What every search request is made of. */
export interface SearchRequest {
  prefix: string;
  /** 'GET' (default) or 'POST'. */
  method: SearchMethod;
  /** The box's own custom parameters (JSON), over the shop's (#shop-search-custom-params). */
  customParams: string | undefined;
  grouping: string;
}

export interface SuggestionsOptions {
  request: SearchRequest;
  exactMatch: boolean;
  noPrices: boolean;
  dynamicPrices: boolean;
  initialText: string;
  history: SearchHistoryState;
  emit: Emit;
}

/** The shop's custom parameters for every search box: a JSON object in the page. */
export const SITE_SEARCH_PARAMS_ID = 'shop-search-custom-params';

/**
 * The request's extra parameters: the custom ones (the shop's, then the box's own), the headline
 * style when not the default, the page's language.
 */
function searchParams(grouping: string, customParams: string | undefined): Record<string, string> {
  const extra: Record<string, string> = mergeCustomParams(document.getElementById(SITE_SEARCH_PARAMS_ID)?.textContent ?? '', customParams);
  if (grouping !== 'headline') extra.grouping = grouping;
  const language = document.documentElement.lang;
  if (language) extra.l = language.split('-')[0]!;
  return extra;
}

/** Dynamic prices: the current prices of what is suggested, asked once per id (a failure is ignored); a re-render when they arrive. */
function useDynamicPrices(client: SearchClient, on: boolean, results: Suggestion[]): void {
  const [, setPricesArrived] = useState(0);
  useEffect(() => {
    if (!on) return;
    client.fetchPrices(missingPriceIds(results, client.prices)).then(
      (changed) => changed && setPricesArrived((n) => n + 1),
      () => undefined,
    );
  }, [on, results, client]);
}

/** The client for these endpoints and method, and the parameters every search sends. */
function useSearchRequest({ prefix, method, grouping, customParams }: SearchRequest) {
  const client = useMemo(() => new SearchClient(endpointsFor(prefix), method), [prefix, method]);
  const params = useMemo(() => searchParams(grouping, customParams), [grouping, customParams]);
  return { client, params };
}

export function useSuggestions({
  request,
  exactMatch,
  noPrices,
  dynamicPrices,
  initialText,
  history: { enabled: historyOn, history },
  emit,
}: SuggestionsOptions) {
  const { client, params } = useSearchRequest(request);
  const badQueries = useMemo(() => new BadQueries(), []);
  const [typed, setTyped] = useState(initialText);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [listing, setListing] = useState<Listing>(null);
  const [results, setResults] = useState<Suggestion[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const [activeByKeys, setActiveByKeys] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** The query whose answer may still be shown (a newer one drops the older answers). */
  const current = useRef('');

  const shown: Suggestion[] = listing === 'history' ? history.products : listing === 'results' ? withPrices(results, client.prices, !noPrices) : [];
  // The hint completes the typed text while no suggestion was chosen with the keys.
  const hint = listing === 'results' && status === 'done' && !activeByKeys ? completionHint(typed, results) : '';

  useDynamicPrices(client, dynamicPrices && !noPrices && listing === 'results', results);

  const choose = useCallback((index: number | null, byKeys: boolean) => {
    setActive(index);
    setActiveByKeys(byKeys);
  }, []);

  const showHistory = useCallback(() => {
    if (historyOn && (history.products.length > 0 || history.phrases.length > 0)) {
      setListing('history');
      setActive(null);
      setAnnouncement(t('search.historyShown'));
      emit('shop-search-show-pre-suggestions', {});
    } else setListing(null);
  }, [historyOn, history, emit]);

  const close = useCallback(() => {
    if (listing !== null) emit('shop-search-close', {});
    setListing(null);
    choose(null, false);
  }, [listing, emit, choose]);

  /** The text changed: only answers for `query` may be shown from now on ('' for none). */
  const aim = useCallback((query: string) => {
    current.current = query;
  }, []);

  /** Nothing to search (an empty box, or under the minimum): no request, no dropdown. */
  const stop = useCallback(() => {
    current.current = '';
    client.abort();
    setStatus('idle');
  }, [client]);

  /** Shows an answer: the first real suggestion is made active (not announced, not for Enter). */
  const show = useCallback(
    (query: string, suggestions: Suggestion[], remember = true) => {
      if (current.current !== query) return;
      setResults(suggestions);
      setListing('results');
      setStatus('done');
      const first = suggestions.findIndex((s) => isSelectable(s.type) && s.type !== 'more_products');
      // Exact single match (an option): the one product named exactly so is selected as if chosen.
      const products = suggestions.map((s, i) => [s, i] as const).filter(([s]) => s.type === 'product' || s.type === 'product_variation');
      const exact = exactMatch && products.length === 1 && String(products[0]![0].value).trim().toLowerCase() === query.toLowerCase() ? products[0]![1] : null;
      choose(exact ?? (first >= 0 ? first : null), exact !== null);
      const count = suggestions.filter((s) => isSelectable(s.type) && s.type !== 'more_products').length;
      if (count === 0) {
        if (remember) badQueries.remember(query);
        const instead = suggestions[0]?.did_you_mean;
        setAnnouncement(
          typeof instead === 'string' && instead !== ''
            ? `${t('search.noneAnnounced', query)} ${t('search.didYouMean', instead)}`
            : t('search.noneAnnounced', query),
        );
        emit('shop-search-no-results', { query });
      } else {
        setAnnouncement(tn('search.suggestions', count));
        emit('shop-search-show-suggestions', { query, count });
      }
    },
    [badQueries, emit, exactMatch, choose],
  );

  const run = useCallback(
    (query: string) => {
      current.current = query;
      // Not sent: what it extends found nothing (or the word it adds is still being typed, not remembered then).
      const verdict = badQueries.verdict(query);
      if (verdict !== 'send') return show(query, [{ type: 'no-results', value: '' }], verdict === 'covered');
      const cached = client.cached(query, params);
      if (cached) return show(query, cached.suggestions);
      setStatus('loading');
      client.suggestions(query, params).then(
        (answer) => show(query, answer.suggestions),
        () => {
          if (current.current !== query) return; // aborted by a newer query
          setStatus('failed');
          setResults([]);
          setListing('results');
          setActive(null);
          setAnnouncement(t('search.failed'));
          emit('shop-search-error', { query });
        },
      );
    },
    [badQueries, client, params, show, emit],
  );

  return {
    client,
    typed,
    setTyped,
    status,
    listing,
    setListing,
    results,
    shown,
    hint,
    active,
    activeByKeys,
    choose,
    announcement,
    setAnnouncement,
    showHistory,
    close,
    aim,
    stop,
    run,
  };
}

export type SuggestionsState = ReturnType<typeof useSuggestions>;
