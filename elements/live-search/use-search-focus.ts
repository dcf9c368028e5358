/**
 * Behaviour: the box's focus. What the no-script form held when the element took over carries
 * over (its text and, when the shopper was typing in it, the focus). While the focus is in the form it is marked active; with
 * `darken` the page darkens from that moment, and lightens on a click on the dark page, Escape
 * or the focus leaving the box.
 */
import { useCallback, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useDismissOutside } from './use-search-keys.ts';

/**
 * The no-script form's text to start with (a results page prints its phrase there). Loaded on the
 * shopper's intent, so they may already be typing in it: the focus carries over too, caret at the
 * end (the focus then runs the search).
 */
export function useFallbackCarriedOver(host: HTMLElement | undefined, inputRef: RefObject<HTMLInputElement | null>): string {
  const initialText = host?.querySelector<HTMLInputElement>('input[name="s"]')?.value ?? '';
  const [fallbackFocused] = useState(() => !!host && document.activeElement instanceof HTMLInputElement && host.contains(document.activeElement));
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!fallbackFocused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [fallbackFocused, inputRef]);
  return initialText;
}

export function useSearchFocus() {
  const [focused, setFocused] = useState(false);
  const [dark, setDark] = useState(false);
  const enter = useCallback(() => {
    setFocused(true);
    setDark(true);
  }, []);
  const leave = useCallback(() => {
    setFocused(false);
    setDark(false);
  }, []);
  const lighten = useCallback(() => setDark(false), []);
  /** The input's key handler, Escape lightening the page first. */
  const lightenOnEscape = (next: (event: KeyboardEvent<HTMLInputElement>) => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setDark(false);
    next(event);
  };
  return { focused, dark, enter, leave, lighten, lightenOnEscape };
}

/**
 * The focus state, with what a click or the focus going outside the box dismisses: the
 * suggestions, the opened icon and the dark page.
 */
export function useSearchDismissal(host: HTMLElement | undefined, open: boolean, close: () => void, setIconOpen: (open: boolean) => void) {
  const focus = useSearchFocus();
  const { lighten } = focus;
  const dismiss = useCallback(() => {
    close();
    setIconOpen(false);
    lighten();
  }, [close, setIconOpen, lighten]);
  useDismissOutside(host, open, dismiss);
  return { ...focus, dismiss };
}
