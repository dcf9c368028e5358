/**
 * Behaviour: typing and the keyboard of WAI-ARIA's combobox. Typing is debounced (a newer text
 * drops the older answers at once); the arrows move through the suggestions (skipping headlines),
 * or open the list; Right at the end of the text accepts the hint; Enter follows the suggestion
 * chosen with the keys, else the form searches; Escape closes the list, then folds the icon,
 * then closes the phone dialog, then empties the box. The list closes when the focus or a click
 * goes elsewhere, and the suggestion reached by the keys stays in view.
 */
import { textDirection } from '../../shared/platform/text-direction.ts';
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { moveActive, searchableQuery } from '../../shared/engine/search/query-rules.ts';
import type { SearchHistoryState } from './use-search-history.ts';
import type { SearchLayout } from './use-search-layout.ts';
import type { SuggestionsState } from './use-suggestions.ts';

export interface TypingOptions {
  minChars: number;
  delimiter: string | undefined;
  debounceMs: number;
}

/** The box's input handler: the query checked at once, the request after a pause in the typing. */
export function useSearchTyping(state: SuggestionsState, { minChars, delimiter, debounceMs }: TypingOptions) {
  const timer = useRef<number | undefined>(undefined);
  const { setTyped, aim, stop, showHistory, setListing, run } = state;
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (value: string) => {
      setTyped(value);
      window.clearTimeout(timer.current);
      const query = searchableQuery(value, { minChars, delimiter });
      if (value.trim() === '') {
        stop();
        showHistory();
        return;
      }
      if (query === null) {
        // Below the minimum: no dropdown, nothing sent.
        stop();
        setListing(null);
        return;
      }
      aim(query);
      timer.current = window.setTimeout(() => run(query), debounceMs);
    },
    [setTyped, aim, stop, showHistory, setListing, run, minChars, delimiter, debounceMs],
  );
}

export interface KeysOptions extends TypingOptions {
  history: SearchHistoryState;
  layout: SearchLayout;
  firstVariation: boolean;
  onInput(value: string): void;
  pick(index: number, newTab: boolean): void;
  rememberTyped(): void;
}

/** The first variation listed, when go-to-first-variation is on (Enter opens it instead of the results page). */
export const firstVariationIndex = (state: SuggestionsState, on: boolean) =>
  on && state.listing === 'results' ? state.shown.findIndex((s) => s.type === 'product_variation') : -1;

export function useSearchKeys(state: SuggestionsState, options: KeysOptions) {
  const { listing, shown, active, activeByKeys, typed, hint, choose, close, showHistory, run } = state;
  const {
    history: { history },
    layout,
    firstVariation,
    minChars,
    delimiter,
    onInput,
    pick,
    rememberTyped,
  } = options;
  return useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const newTab = event.ctrlKey || event.metaKey;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (listing === null) {
          const query = searchableQuery(typed, { minChars, delimiter });
          if (typed.trim() === '') showHistory();
          else if (query) run(query);
          return;
        }
        const count = listing === 'history' ? history.products.length + history.phrases.length : shown.length;
        const types = listing === 'history' ? Array.from({ length: count }, () => 'product') : shown.map((s) => s.type);
        choose(moveActive(types, activeByKeys ? active : null, event.key === 'ArrowDown' ? 1 : -1), true);
      } else if (
        (event.key === 'ArrowRight' || event.key === 'ArrowLeft') &&
        hint &&
        event.currentTarget.selectionStart === typed.length &&
        // The arrow toward the end of the text: the left one right to left.
        event.key === (textDirection(event.currentTarget) === 'rtl' ? 'ArrowLeft' : 'ArrowRight')
      ) {
        event.preventDefault();
        onInput(hint);
      } else if (event.key === 'Enter') {
        const variation = firstVariationIndex(state, firstVariation);
        if (listing !== null && active !== null && activeByKeys) {
          event.preventDefault();
          pick(active, newTab);
        } else if (typed.trim() === '') event.preventDefault();
        else if (variation >= 0) {
          event.preventDefault();
          pick(variation, newTab);
        } else rememberTyped(); // nothing chosen with the keys: the form goes to the results page
      } else if (event.key === 'Escape') {
        if (listing === null && !(layout.iconMode && layout.iconOpen) && !layout.overlayOpen && typed === '') return;
        event.preventDefault();
        if (listing !== null) close();
        else if (layout.iconMode && layout.iconOpen) layout.foldIcon();
        // In the phone dialog Escape closes it and keeps the phrase (a search field's own Escape would clear it first).
        else if (layout.overlayOpen) layout.closeOverlay();
        else onInput(''); // an empty box shows the history, as on focus
      }
    },
    [
      state,
      listing,
      shown,
      active,
      activeByKeys,
      typed,
      hint,
      choose,
      close,
      showHistory,
      run,
      history,
      layout,
      firstVariation,
      minChars,
      delimiter,
      onInput,
      pick,
      rememberTyped,
    ],
  );
}

/** Closes the list (and folds an opened icon) when the focus leaves the element or a click lands outside it. */
export function useDismissOutside(host: HTMLElement | undefined, open: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!host || !open) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !host.contains(next)) dismiss();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!host.contains(event.target as Node)) dismiss();
    };
    host.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      host.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [host, open, dismiss]);
}

/** The suggestion reached with the keys is scrolled into view in a dropdown that scrolls. */
export function useActiveInView(inputRef: RefObject<HTMLInputElement | null>, active: number | null, activeByKeys: boolean): void {
  useEffect(() => {
    if (active === null || !activeByKeys) return;
    const id = inputRef.current?.getAttribute('aria-activedescendant');
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  }, [inputRef, active, activeByKeys]);
}
