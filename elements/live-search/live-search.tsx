/**
 * Connects the live search box to the search endpoints, the history in localStorage and the cart
 * (storefront spec §2, §4 'Live search box', §5, §7, §8, §9). It never blocks typing: requests
 * are debounced (100 ms), the one in flight is aborted by the next, answers are cached per URL,
 * a query that extends one that found nothing is not sent, and a failed request leaves the box
 * usable (Enter still searches).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { endpointsFor, SearchClient } from '../../shared/api/search-client.ts';
import { BadQueries, completionHint, isSelectable, moveActive, searchableQuery, MIN_CHARS } from '../../shared/engine/search/query-rules.ts';
import { EMPTY_HISTORY, readHistory, rememberPhrase, rememberProduct, type SearchHistory } from '../../shared/engine/search/search-history.ts';
import { missingPriceIds, withPrices } from '../../shared/engine/search/suggestion-prices.ts';
import { objectId, type Suggestion } from '../../shared/engine/search/suggestions.ts';
import { cartEvent } from '../../shared/events/cart-events.ts';
import { t, tn } from '../../shared/messages/catalog.ts';
import { useMediaQuery } from '../../shared/platform/media.ts';
import { readStorage, writeStorage } from '../../shared/platform/storage.ts';
import { addToCart } from '../../shared/stores/cart.actions.ts';
import { LiveSearchView, type DetailsView, type SearchStatus } from './live-search.view.tsx';
import { useVoiceSearch } from './use-voice-search.ts';

export interface LiveSearchProps {
  container?: HTMLElement | ShadowRoot;
  /** The search add-on's action prefix: endpoints are ?wc-ajax=<prefix>_ajax_search, …_result_details. */
  prefix?: string;
  minChars?: number;
  debounceMs?: number;
  placeholder?: string;
  /** Headline style of the suggestions: 'headline' (default), 'headline-v2' or 'none'. */
  grouping?: string;
  /** Do not remember viewed products and searched phrases (5 each, shown when the box is empty). */
  noHistory?: boolean;
  /** No details panel beside the suggestions (shown on wide screens with a fine pointer). */
  noDetailsPanel?: boolean;
  /** Voice search (off in this store): shown only where the browser has speech recognition. */
  voice?: boolean;
  /** Below this window width (px) the box opens as a full-screen dialog (default 850). */
  mobileBreakpoint?: number;
  /** A single product whose title is exactly the query is selected at once (Enter opens it). */
  exactMatch?: boolean;
  /** Enter (or Search) with nothing chosen opens the first variation listed, when there is one. */
  firstVariation?: boolean;
  /** Darken the page while the suggestions are open (a click on it closes them). */
  darken?: boolean;
  /** 'classic' (the box), 'icon' (an icon opens the box) or 'icon-flexible' (the icon below layout-breakpoint). */
  layout?: string;
  layoutBreakpoint?: number;
  /** Hide the prices in the suggestions (they are shown by default). */
  noPrices?: boolean;
  /** Ask the prices endpoint for the current prices of the products suggested (off by default). */
  dynamicPrices?: boolean;
  /** Only the text after the last occurrence of this delimiter is searched (e.g. ','). */
  delimiter?: string;
  /** Suggestions are shown but not followed: choosing one, or Enter, searches the typed text. */
  disableHits?: boolean;
}

export const HISTORY_KEY = 'shop_search_history';
const DETAILS_QUERY = '(min-width: 768px) and (hover: hover) and (pointer: fine)';

type Listing = 'results' | 'history' | null;

/** A suggestion's URL when it is an http(s) address (never javascript:, data: and the like). */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function LiveSearch({ container, prefix = 'shop', minChars = MIN_CHARS, debounceMs = 100, placeholder, grouping = 'headline', noHistory = false, noDetailsPanel = false, voice: voiceOn = false, mobileBreakpoint = 850, exactMatch = false, firstVariation = false, darken = false, layout = 'classic', layoutBreakpoint = 850, noPrices = false, dynamicPrices = false, delimiter, disableHits = false }: LiveSearchProps) {
  const historyOn = !noHistory;
  const detailsPanel = !noDetailsPanel;
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const client = useMemo(() => new SearchClient(endpointsFor(prefix)), [prefix]);
  const badQueries = useMemo(() => new BadQueries(), []);
  const inputRef = useRef<HTMLInputElement>(null);
  // A results page prints its phrase in the no-script form: the box starts with it.
  const [typed, setTyped] = useState(() => host?.querySelector<HTMLInputElement>('input[name="s"]')?.value ?? '');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [listing, setListing] = useState<Listing>(null);
  const [results, setResults] = useState<Suggestion[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const [activeByKeys, setActiveByKeys] = useState(false);
  const [history, setHistory] = useState<SearchHistory>(() => (historyOn ? readHistory(readStorage('local', HISTORY_KEY)) : EMPTY_HISTORY));
  const [details, setDetails] = useState<DetailsView | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const current = useRef('');
  const wide = useMediaQuery(DETAILS_QUERY);
  const overlay = useMediaQuery(`(max-width: ${Math.max(0, mobileBreakpoint - 1)}px)`);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const narrowLayout = useMediaQuery(`(max-width: ${Math.max(0, layoutBreakpoint - 1)}px)`);
  const iconMode = !overlay && (layout === 'icon' || (layout === 'icon-flexible' && narrowLayout));
  const [iconOpen, setIconOpen] = useState(false);
  const iconRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (iconOpen) inputRef.current?.focus();
  }, [iconOpen]);
  // The dialog's box takes the focus when it opens (its content renders after showModal).
  useEffect(() => {
    if (overlayOpen) requestAnimationFrame(() => inputRef.current?.focus());
  }, [overlayOpen]);
  useEffect(() => {
    if (!overlay) setOverlayOpen(false);
  }, [overlay]);
  const params = useMemo(() => {
    const extra: Record<string, string> = {};
    if (grouping !== 'headline') extra.grouping = grouping;
    const language = document.documentElement.lang;
    if (language) extra.l = language.split('-')[0]!;
    return extra;
  }, [grouping]);

  const emit = useCallback((name: string, detail: Record<string, unknown> = {}) => host?.dispatchEvent(new CustomEvent(`shop-search-${name}`, { bubbles: true, detail })), [host]);

  const [, setPricesArrived] = useState(0);
  const shown: Suggestion[] = listing === 'history' ? history.products : listing === 'results' ? withPrices(results, client.prices, !noPrices) : [];
  // The hint completes the typed text while no suggestion was chosen with the keys.
  const hint = listing === 'results' && status === 'done' && !activeByKeys ? completionHint(typed, results) : '';
  // Dynamic prices: the current prices of what is suggested, asked once per id; a failure is ignored (§8).
  useEffect(() => {
    if (!dynamicPrices || noPrices || listing !== 'results') return;
    client.fetchPrices(missingPriceIds(results, client.prices)).then((changed) => changed && setPricesArrived((n) => n + 1), () => undefined);
  }, [dynamicPrices, noPrices, listing, results, client]);
  const saveHistory = (next: SearchHistory) => {
    setHistory(next);
    if (historyOn) writeStorage('local', HISTORY_KEY, JSON.stringify(next));
  };

  const showHistory = useCallback(() => {
    if (historyOn && (history.products.length > 0 || history.phrases.length > 0)) {
      setListing('history');
      setActive(null);
      setAnnouncement(t('search.historyShown'));
      emit('show-pre-suggestions');
    } else setListing(null);
  }, [historyOn, history, emit]);

  const close = useCallback(() => {
    if (listing !== null) emit('close');
    setListing(null);
    setActive(null);
    setActiveByKeys(false);
  }, [listing, emit]);

  /** Shows an answer: the first real suggestion is made active (not announced, not for Enter). */
  const show = useCallback((query: string, suggestions: Suggestion[]) => {
    if (current.current !== query) return;
    setResults(suggestions);
    setListing('results');
    setStatus('done');
    const first = suggestions.findIndex((s) => isSelectable(s.type) && s.type !== 'more_products');
    // Exact single match (an option): the one product named exactly so is selected as if chosen.
    const products = suggestions.map((s, i) => [s, i] as const).filter(([s]) => s.type === 'product' || s.type === 'product_variation');
    const exact = exactMatch && products.length === 1 && String(products[0]![0].value).trim().toLowerCase() === query.toLowerCase() ? products[0]![1] : null;
    setActive(exact ?? (first >= 0 ? first : null));
    setActiveByKeys(exact !== null);
    const count = suggestions.filter((s) => isSelectable(s.type) && s.type !== 'more_products').length;
    if (count === 0) {
      badQueries.remember(query);
      setAnnouncement(t('search.noneAnnounced', query));
      emit('no-results', { query });
    } else {
      setAnnouncement(tn('search.suggestions', count));
      emit('show-suggestions', { query, count });
    }
  }, [badQueries, emit, exactMatch]);

  const run = useCallback((query: string) => {
    if (badQueries.covers(query)) return show(query, [{ type: 'no-results', value: '' }]);
    const cached = client.cached(query, params);
    if (cached) return show(query, cached.suggestions);
    setStatus('loading');
    client.suggestions(query, params).then(
      (answer) => show(query, answer.suggestions),
      (error: unknown) => {
        if ((error as { kind?: string }).kind === 'timeout' && current.current !== query) return; // aborted by a newer query
        if (current.current !== query) return;
        setStatus('failed');
        setResults([]);
        setListing('results');
        setActive(null);
        setAnnouncement(t('search.failed'));
        emit('error', { query });
      },
    );
  }, [badQueries, client, params, show, emit]);

  const onInput = useCallback((value: string) => {
    setTyped(value);
    window.clearTimeout(timer.current);
    const query = searchableQuery(value, { minChars, delimiter });
    current.current = query ?? '';
    if (value.trim() === '') {
      client.abort();
      setStatus('idle');
      showHistory();
      return;
    }
    if (query === null) {
      // Below the minimum: no dropdown, no close button's results, nothing sent.
      client.abort();
      setStatus('idle');
      setListing(null);
      return;
    }
    timer.current = window.setTimeout(() => run(query), debounceMs);
  }, [client, debounceMs, minChars, delimiter, run, showHistory]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Details of the active product or category, on wide screens with a fine pointer.
  const activeSuggestion = active !== null ? shown[active] : undefined;
  const detailsId = activeSuggestion && detailsPanel && wide && listing === 'results' ? objectId(activeSuggestion) : null;
  useEffect(() => {
    if (!detailsId || !activeSuggestion) return setDetails(null);
    setDetails({ suggestion: activeSuggestion, html: null, adding: false, message: '' });
    let live = true;
    client.details([{ objectID: detailsId, value: String(activeSuggestion.value) }]).then(
      (found) => {
        if (!live) return;
        const item = found.get(detailsId);
        setDetails(item ? { suggestion: activeSuggestion, html: item.html, adding: false, message: '' } : null);
        if (item) emit('show-details-panel', { objectID: detailsId });
      },
      // §8: a failed details request hides the preloader and clears the panel.
      () => live && setDetails(null),
    );
    return () => {
      live = false;
    };
    // activeSuggestion follows detailsId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detailsId, client, emit]);

  const { voice, onVoice } = useVoiceSearch(voiceOn, (transcript) => {
    onInput(transcript);
    inputRef.current?.focus();
  }, () => setAnnouncement(t('search.voiceOff')));

  const submitSearch = useCallback((phrase: string) => {
    saveHistory(rememberPhrase(history, phrase));
    const form = inputRef.current?.form;
    if (inputRef.current) inputRef.current.value = phrase;
    form?.submit(); // the results page (/?s=…&post_type=product), as without JavaScript
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);

  const pick = useCallback((index: number, newTab: boolean) => {
    const suggestion = shown[index];
    if (!suggestion) return;
    if (listing === 'history' && index >= history.products.length) return submitSearch(history.phrases[index - history.products.length]!);
    if (suggestion.type === 'more_products' || disableHits) return submitSearch(typed);
    const url = safeUrl(suggestion.url);
    if (!url) return;
    if (suggestion.type === 'product' || suggestion.type === 'product_variation') saveHistory(rememberProduct(history, suggestion));
    if (newTab) window.open(url, '_blank', 'noopener');
    else location.assign(url);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, listing, history, typed, submitSearch, disableHits]);

  const closeOverlay = useCallback(() => {
    setOverlayOpen(false);
    close();
    emit('hide-mobile-overlay');
  }, [close, emit]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    const count = listing === 'history' ? history.products.length + history.phrases.length : shown.length;
    const types = listing === 'history' ? Array.from({ length: count }, () => 'product') : shown.map((s) => s.type);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (listing === null) {
        if (typed.trim() === '') showHistory();
        else if (searchableQuery(typed, { minChars, delimiter })) run(searchableQuery(typed, { minChars, delimiter })!);
        event.preventDefault();
        return;
      }
      event.preventDefault();
      const from = activeByKeys ? active : null;
      setActive(moveActive(types, from, event.key === 'ArrowDown' ? 1 : -1));
      setActiveByKeys(true);
    } else if (event.key === 'ArrowRight' && hint && event.currentTarget.selectionStart === typed.length) {
      // Right arrow at the end of the text accepts the hint and searches it.
      event.preventDefault();
      onInput(hint);
    } else if (event.key === 'Enter') {
      if (listing !== null && active !== null && activeByKeys) {
        event.preventDefault();
        pick(active, event.ctrlKey || event.metaKey);
      } else if (typed.trim() !== '') {
        const variation = firstVariation && listing === 'results' ? shown.findIndex((s) => s.type === 'product_variation') : -1;
        if (variation >= 0) {
          // go-to-first-variation (an option): the first variation listed instead of the results page.
          event.preventDefault();
          pick(variation, event.ctrlKey || event.metaKey);
          return;
        }
        // Nothing chosen with the keys: the search form goes to the results page (spec §4).
        saveHistory(rememberPhrase(history, typed));
      } else event.preventDefault();
    } else if (event.key === 'Escape') {
      if (listing !== null) {
        event.preventDefault();
        close();
      } else if (iconMode && iconOpen) {
        // Icon mode: Escape folds the box back into its icon.
        event.preventDefault();
        setIconOpen(false);
        iconRef.current?.focus();
      } else if (overlayOpen) {
        // In the phone dialog Escape closes the dialog and keeps the phrase (a search field's
        // own Escape would clear it first).
        event.preventDefault();
        closeOverlay();
      } else if (typed !== '') {
        event.preventDefault();
        onInput(''); // an empty box shows the history, as on focus
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listing, history, shown, active, activeByKeys, typed, minChars, run, pick, close, showHistory, onInput, overlayOpen, closeOverlay, firstVariation, iconMode, iconOpen, hint, delimiter]);

  // The dropdown closes (and an opened icon folds) when the focus leaves the element, or on a click outside it.
  useEffect(() => {
    if (!host || (listing === null && !iconOpen)) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !host.contains(next)) {
        close();
        setIconOpen(false);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (host.contains(event.target as Node)) return;
      close();
      setIconOpen(false);
    };
    host.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      host.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [host, listing, close, iconOpen]);

  // The active suggestion is kept in view in a dropdown that scrolls.
  useEffect(() => {
    if (active === null || !activeByKeys || !host) return;
    const input = inputRef.current;
    const id = input?.getAttribute('aria-activedescendant');
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  }, [active, activeByKeys, host]);

  const onAddToCart = useCallback((quantity: number) => {
    if (!details || details.suggestion.type !== 'product') return;
    const { suggestion } = details;
    const name = String(suggestion.value);
    setDetails({ ...details, adding: true, message: '' });
    void addToCart({ product_id: String(suggestion.post_id), quantity: String(quantity) }).then((outcome) => {
      const added = outcome.kind === 'added';
      const message = added ? t('search.added', `“${name}”`) : t('search.addFailed', `“${name}”`);
      setDetails((now) => (now && now.suggestion === suggestion ? { ...now, adding: false, message } : now));
      setAnnouncement(message);
      if (added && host) host.dispatchEvent(cartEvent('shop-cart-added', { fragments: outcome.payload.fragments, cartHash: outcome.payload.cartHash, productId: String(suggestion.post_id), message }));
    });
  }, [details, host]);


  return (
    <LiveSearchView
      typed={typed}
      placeholder={placeholder ?? t('search.placeholder')}
      status={status}
      listing={listing}
      suggestions={shown}
      active={active}
      activeByKeys={activeByKeys}
      historyPhrases={listing === 'history' ? history.phrases : []}
      hint={hint}
      details={details}
      announcement={announcement}
      voice={voice}
      inputRef={inputRef}
      onInput={onInput}
      onKeyDown={onKeyDown}
      onFocus={() => {
        emit('open');
        if (typed.trim() === '') showHistory();
        else if (listing === null && searchableQuery(typed, { minChars, delimiter })) run(searchableQuery(typed, { minChars, delimiter })!);
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        if (typed.trim() === '') return event.preventDefault();
        const variation = firstVariation && listing === 'results' ? shown.findIndex((s) => s.type === 'product_variation') : -1;
        if (variation >= 0) {
          event.preventDefault();
          pick(variation, false);
        } else saveHistory(rememberPhrase(history, typed));
      }}
      darken={darken && listing !== null}
      icon={iconMode ? { open: iconOpen, ref: iconRef, onToggle: () => setIconOpen((was) => !was) } : null}
      onDarkenClick={close}
      onClear={() => {
        onInput('');
        inputRef.current?.focus();
      }}
      onPick={pick}
      onHover={(index) => {
        setActive(index);
        setActiveByKeys(false);
      }}
      onPickPhrase={submitSearch}
      onClearHistory={() => {
        saveHistory(EMPTY_HISTORY);
        setListing(null);
        inputRef.current?.focus();
      }}
      onAddToCart={onAddToCart}
      onVoice={onVoice}
      overlay={overlay}
      overlayOpen={overlayOpen}
      onOpenOverlay={() => {
        setOverlayOpen(true);
        emit('show-mobile-overlay');
      }}
      onCloseOverlay={closeOverlay}
    />
  );
}
