/**
 * Connects the live search box's layers: its state (use-suggestions, use-search-history,
 * use-search-details), its behaviour (use-search-keys, use-search-layout, use-search-choice,
 * use-voice-search) and its view. It never blocks typing: requests are debounced (100 ms), the
 * one in flight is aborted by the next, answers are cached per query, a query that extends one
 * that found nothing is not sent, and a failed request leaves the box usable (Enter still searches).
 */
import { useCallback, useRef } from 'react';
import { searchableQuery, MIN_CHARS } from '../../shared/engine/search/query-rules.ts';
import { EMPTY_HISTORY } from '../../shared/engine/search/search-history.ts';
import { t } from '../../shared/messages/catalog.ts';
import { useMediaQuery } from '../../shared/platform/media.ts';
import { searchEvent } from './live-search-events.ts';
import { LiveSearchView } from './live-search.view.tsx';
import { useSearchChoice } from './use-search-choice.ts';
import { useSearchDetails } from './use-search-details.ts';
import { useSearchHistory } from './use-search-history.ts';
import { useActiveInView, useSearchKeys, useSearchTyping } from './use-search-keys.ts';
import { useFallbackCarriedOver, useSearchDismissal } from './use-search-focus.ts';
import { useSearchLayout, useWideForm } from './use-search-layout.ts';
import { useSuggestions, type Emit } from './use-suggestions.ts';
import { useVoiceSearch } from './use-voice-search.ts';

export interface LiveSearchProps {
  container?: HTMLElement | ShadowRoot;
  /** The search add-on's action prefix: endpoints are ?wc-ajax=<prefix>_ajax_search, …_result_details. */
  prefix?: string;
  /** How suggestions are asked: 'get' (default, the query in the address) or 'post' (a form body). */
  requestMethod?: string;
  /** This box's own parameters sent with every search (a JSON object), over the shop's (#shop-search-custom-params). */
  customParams?: string;
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
  /** No submit button; Enter with nothing chosen stays in the box (never the results page). */
  noSubmit?: boolean;
  /** No pictures in the suggestions; recently viewed products show a history icon. */
  noImages?: boolean;
  /** The look: 'solaris' (default: the field and a Search button), 'pirx' (a tall round field, the button an icon inside it) or 'pirx-compact'. */
  variant?: string;
  /** From this form width (px) the suggestions and the details panel split the form's width in halves (default 550). */
  detailsBreakpoint?: number;
}

const DETAILS_QUERY = '(min-width: 768px) and (hover: hover) and (pointer: fine)';

export function LiveSearch({
  container,
  prefix = 'shop',
  requestMethod = 'get',
  customParams,
  minChars = MIN_CHARS,
  debounceMs = 100,
  placeholder,
  grouping = 'headline',
  noHistory = false,
  noDetailsPanel = false,
  voice: voiceOn = false,
  mobileBreakpoint = 850,
  exactMatch = false,
  firstVariation = false,
  darken = false,
  layout = 'classic',
  layoutBreakpoint = 850,
  noPrices = false,
  dynamicPrices = false,
  delimiter,
  disableHits = false,
  noSubmit = false,
  noImages = false,
  variant = 'solaris',
  detailsBreakpoint = 550,
}: LiveSearchProps) {
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
  const inputRef = useRef<HTMLInputElement>(null);
  const emit: Emit = useCallback((name, detail) => host?.dispatchEvent(searchEvent(name, detail)), [host]);
  const history = useSearchHistory(!noHistory);
  const initialText = useFallbackCarriedOver(host, inputRef);
  const request = { prefix, method: requestMethod.toLowerCase() === 'post' ? ('POST' as const) : ('GET' as const), customParams, grouping };
  const state = useSuggestions({ request, exactMatch, noPrices, dynamicPrices, initialText, history, emit });
  const { typed, listing, shown, active, activeByKeys, close, showHistory, run } = state;
  const wide = useMediaQuery(DETAILS_QUERY);
  const { details, onAddToCart } = useSearchDetails(state, { on: !noDetailsPanel && wide, host, emit });
  const box = useSearchLayout({ layout, layoutBreakpoint, mobileBreakpoint, inputRef, closeList: close, emit });
  const split = useWideForm(inputRef, detailsBreakpoint, !!details);
  const { pick, submitSearch, rememberTyped, onSubmit } = useSearchChoice(state, history, inputRef, disableHits);
  const typing = { minChars, delimiter, debounceMs };
  const onInput = useSearchTyping(state, typing);
  const onKeyDown = useSearchKeys(state, { ...typing, history, layout: box, firstVariation, onInput, pick, rememberTyped });
  const focus = useSearchDismissal(host, listing !== null || box.iconOpen, close, box.setIconOpen);
  useActiveInView(inputRef, active, activeByKeys);
  const { voice, onVoice } = useVoiceSearch(
    voiceOn,
    (transcript) => {
      onInput(transcript);
      inputRef.current?.focus();
    },
    () => state.setAnnouncement(t('search.voiceOff')),
  );

  return (
    <LiveSearchView
      typed={typed}
      placeholder={placeholder ?? t('search.placeholder')}
      status={state.status}
      listing={listing}
      suggestions={shown}
      active={active}
      activeByKeys={activeByKeys}
      historyPhrases={listing === 'history' ? history.history.phrases : []}
      hint={state.hint}
      details={details}
      announcement={state.announcement}
      voice={voice}
      inputRef={inputRef}
      onInput={onInput}
      onKeyDown={focus.lightenOnEscape(onKeyDown)}
      onFocus={() => {
        focus.enter();
        emit('shop-search-open', {});
        const query = searchableQuery(typed, { minChars, delimiter });
        if (typed.trim() === '') showHistory();
        else if (listing === null && query) run(query);
      }}
      onSubmit={(event) => onSubmit(event, { firstVariation, noSubmit })}
      darken={darken && (focus.dark || listing !== null)}
      clearable={searchableQuery(typed, { minChars, delimiter }) !== null}
      noSubmit={noSubmit}
      noImages={noImages}
      variant={variant}
      split={split}
      focused={focus.focused}
      onFocusLeave={focus.leave}
      icon={box.iconMode ? { open: box.iconOpen, ref: box.iconRef, onToggle: () => box.setIconOpen((was) => !was) } : null}
      onDarkenClick={focus.dismiss}
      onClear={() => {
        onInput('');
        inputRef.current?.focus();
      }}
      onPick={pick}
      onHover={(index) => state.choose(index, false)}
      onPickPhrase={submitSearch}
      onTryPhrase={(phrase) => {
        onInput(phrase);
        inputRef.current?.focus();
      }}
      onClearHistory={() => {
        history.save(EMPTY_HISTORY);
        state.setListing(null);
        inputRef.current?.focus();
      }}
      onAddToCart={onAddToCart}
      onVoice={onVoice}
      overlay={box.overlay}
      overlayOpen={box.overlayOpen}
      onOpenOverlay={box.openOverlay}
      onCloseOverlay={box.closeOverlay}
    />
  );
}
