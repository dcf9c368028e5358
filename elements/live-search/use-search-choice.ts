/**
 * State actions that leave the box: following a suggestion (or opening it in a new tab), searching
 * a phrase on the results page (the no-script form's own submit), and remembering either in the
 * history. A suggestion's URL is followed only when it is http(s).
 */
import { useCallback, useRef, type FormEvent, type RefObject } from 'react';
import { firstVariationIndex } from './use-search-keys.ts';
import { rememberPhrase, rememberProduct } from '../../shared/engine/search/search-history.ts';
import type { SearchHistoryState } from './use-search-history.ts';
import type { SuggestionsState } from './use-suggestions.ts';
import { safeUrl } from '../../shared/platform/safe-url.ts';

/** A second choice this soon after one is the same click or key twice: ignored (one page, one tab). */
export const DUPLICATE_PICK_MS = 500;

export function useSearchChoice(
  state: SuggestionsState,
  { history, save }: SearchHistoryState,
  inputRef: RefObject<HTMLInputElement | null>,
  disableHits: boolean,
) {
  const { shown, listing, typed } = state;

  const submitSearch = useCallback(
    (phrase: string) => {
      save(rememberPhrase(history, phrase));
      const input = inputRef.current;
      if (input) input.value = phrase;
      input?.form?.submit(); // the results page (/?s=…&post_type=product), as without JavaScript
    },
    [history, save, inputRef],
  );

  /** Enter or Search with nothing chosen: the form goes to the results page, remembered as a phrase. */
  const rememberTyped = useCallback(() => save(rememberPhrase(history, typed)), [history, save, typed]);

  const lastPick = useRef(-Infinity);
  const pick = useCallback(
    (index: number, newTab: boolean) => {
      const suggestion = shown[index];
      if (!suggestion) return;
      const now = performance.now();
      if (now - lastPick.current < DUPLICATE_PICK_MS) return;
      lastPick.current = now;
      if (listing === 'history' && index >= history.products.length) return submitSearch(history.phrases[index - history.products.length]!);
      if (suggestion.type === 'more_products' || disableHits) return submitSearch(typed);
      // A vendor may bring only its shop's address.
      const url = safeUrl(suggestion.url ?? (suggestion.type === 'vendor' ? suggestion.vendor_url : undefined));
      if (!url) return;
      if (suggestion.type === 'product' || suggestion.type === 'product_variation') save(rememberProduct(history, suggestion));
      if (newTab) window.open(url, '_blank', 'noopener');
      else location.assign(url);
    },
    [shown, listing, history, save, typed, submitSearch, disableHits],
  );

  /**
   * The form's submit (Enter or Search with nothing chosen): the results page, remembered as a
   * phrase — or the first variation listed (first-variation); nothing for an empty box or with
   * no-submit.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>, { firstVariation, noSubmit }: { firstVariation: boolean; noSubmit: boolean }) => {
    if (typed.trim() === '' || noSubmit) return event.preventDefault();
    const variation = firstVariationIndex(state, firstVariation);
    if (variation < 0) return rememberTyped();
    event.preventDefault();
    pick(variation, false);
  };

  return { pick, submitSearch, rememberTyped, onSubmit };
}
