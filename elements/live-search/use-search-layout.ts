/**
 * Behaviour: where the box lives. On phones (below the mobile breakpoint) it opens as a
 * full-screen dialog whose box takes the focus; in icon mode (or icon-flexible below its
 * breakpoint) it is folded into an icon that opens it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useMediaQuery } from '../../shared/platform/media.ts';
import type { Emit } from './use-suggestions.ts';

export interface LayoutOptions {
  layout: string;
  layoutBreakpoint: number;
  mobileBreakpoint: number;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Closes the suggestions (the dialog closing closes them too). */
  closeList(): void;
  emit: Emit;
}

export function useSearchLayout({ layout, layoutBreakpoint, mobileBreakpoint, inputRef, closeList, emit }: LayoutOptions) {
  const overlay = useMediaQuery(`(max-width: ${Math.max(0, mobileBreakpoint - 1)}px)`);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const narrowLayout = useMediaQuery(`(max-width: ${Math.max(0, layoutBreakpoint - 1)}px)`);
  const iconMode = !overlay && (layout === 'icon' || (layout === 'icon-flexible' && narrowLayout));
  const [iconOpen, setIconOpen] = useState(false);
  const iconRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (iconOpen) inputRef.current?.focus();
  }, [iconOpen, inputRef]);
  // The dialog's box takes the focus when it opens (its content renders after showModal).
  useEffect(() => {
    if (overlayOpen) requestAnimationFrame(() => inputRef.current?.focus());
  }, [overlayOpen, inputRef]);
  useEffect(() => {
    if (!overlay) setOverlayOpen(false);
  }, [overlay]);

  const openOverlay = useCallback(() => {
    setOverlayOpen(true);
    emit('shop-search-show-mobile-overlay', {});
  }, [emit]);

  const closeOverlay = useCallback(() => {
    setOverlayOpen(false);
    closeList();
    emit('shop-search-hide-mobile-overlay', {});
  }, [closeList, emit]);

  /** Folds an opened icon back, the focus on the icon. */
  const foldIcon = useCallback(() => {
    setIconOpen(false);
    iconRef.current?.focus();
  }, []);

  return { overlay, overlayOpen, openOverlay, closeOverlay, iconMode, iconOpen, setIconOpen, iconRef, foldIcon };
}

export type SearchLayout = ReturnType<typeof useSearchLayout>;

/**
 * Whether the search form is at least `breakpoint` px wide (the details panel's breakpoint, 550
 * by default): the dropdown and the details panel then split the form's width in halves; a
 * narrower form keeps its suggestions at its width and the panel goes beside them.
 */
export function useWideForm(inputRef: RefObject<HTMLInputElement | null>, breakpoint: number, watching: boolean): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!watching || !form || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => setWide((entry?.contentRect.width ?? 0) >= breakpoint));
    observer.observe(form);
    return () => observer.disconnect();
  }, [inputRef, breakpoint, watching]);
  return wide;
}
