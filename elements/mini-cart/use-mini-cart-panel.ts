/**
 * Behaviour of the mini-cart's panel: open and closed, dropdown (wide) or drawer (narrow); what an
 * add reveals (the dropdown closing by itself after autoCloseMs while neither the pointer nor the
 * focus is in it; on phones a short notice, or the drawer); the hover-intent close (70 ms after a
 * mouse leaves, never while the keyboard works inside); a click outside; and where the focus goes
 * (back to the control the shopper came from, the header cart, or the drawer's heading).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { t } from '../../shared/messages/catalog.ts';
import { useMediaQuery } from '../../shared/platform/media.ts';
import type { MiniCartMode } from './mini-cart.view.tsx';

/** The spec's hover-intent timeout: how long the pointer may be outside before the dropdown closes. */
export const HOVER_INTENT_TIMEOUT_MS = 70;

export interface PanelOptions {
  host: HTMLElement | null;
  drawerBreakpoint: number;
  autoCloseMs: number;
  narrowReveal: 'notice' | 'drawer';
  widgetRef: RefObject<HTMLDivElement | null>;
  announce(message: string): void;
}

/** Clears timers held in refs (the timers running when it is called: what a cleanup wants). */
const clearTimers = (...timers: RefObject<number | undefined>[]) => timers.forEach((timer) => window.clearTimeout(timer.current));

interface RevealOptions {
  host: HTMLElement | null;
  autoCloseMs: number;
  narrowReveal: 'notice' | 'drawer';
  narrowNow(): boolean;
  focusInside(): boolean;
  setOpen(open: boolean): void;
  setNotice(notice: string | null): void;
  closeTimer: RefObject<number | undefined>;
  leaveTimer: RefObject<number | undefined>;
  noticeTimer: RefObject<number | undefined>;
  pointerInside: RefObject<boolean>;
  returnTo: RefObject<HTMLElement | null>;
}

/** Reveal after an add: the dropdown (closing by itself while neither pointer nor focus is in it), or on phones the notice or the drawer. */
function useRevealOnAdd({
  host,
  autoCloseMs,
  narrowReveal,
  narrowNow,
  focusInside,
  setOpen,
  setNotice,
  closeTimer,
  leaveTimer,
  noticeTimer,
  pointerInside,
  returnTo,
}: RevealOptions): void {
  useEffect(() => {
    /** Runs `done` after autoCloseMs, waiting again while `keep` says so. */
    const later = (timer: RefObject<number | undefined>, done: () => void, keep: () => boolean) => {
      const check = () => {
        timer.current = window.setTimeout(() => (keep() ? check() : done()), autoCloseMs);
      };
      window.clearTimeout(timer.current);
      check();
    };
    const reveal = (event: CustomEvent<{ message?: string }>) => {
      // An add inside a modal dialog (the quick view) is confirmed there; the cart would open
      // behind the dialog, where the shopper cannot reach it.
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body && !host?.contains(active) ? active : null;
      window.clearTimeout(leaveTimer.current);
      // Marked at once, not when React next draws (a busy phone: later than the others look):
      // the elements that wait for the cart's panel (the push prompt) see it opening on this add.
      const opening = () => {
        host?.toggleAttribute('data-open', true);
        setOpen(true);
      };
      if (!narrowNow()) {
        opening();
        later(
          closeTimer,
          () => setOpen(false),
          () => pointerInside.current || focusInside(),
        );
      } else if (narrowReveal === 'drawer')
        opening(); // any other value is the default, 'notice'
      else {
        // Phones: a confirmation that leaves the shopper in the grid; the drawer only on request.
        setNotice(event.detail?.message || t('cart.addedPlain'));
        later(noticeTimer, () => setNotice(null), focusInside);
      }
    };
    document.addEventListener('shop-cart-added', reveal);
    return () => {
      document.removeEventListener('shop-cart-added', reveal);
      clearTimers(closeTimer, leaveTimer, noticeTimer);
    };
  }, [autoCloseMs, narrowNow, focusInside, host, narrowReveal, setOpen, setNotice, closeTimer, leaveTimer, noticeTimer, pointerInside, returnTo]);
}

export function useMiniCartPanel({ host, drawerBreakpoint, autoCloseMs, narrowReveal, widgetRef, announce }: PanelOptions) {
  const narrowQuery = `(max-width: ${drawerBreakpoint}px)`;
  const mode: MiniCartMode = useMediaQuery(narrowQuery) ? 'drawer' : 'dropdown';
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusToggle, setFocusToggle] = useState(0);
  const toggleRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const leaveTimer = useRef<number | undefined>(undefined);
  const noticeTimer = useRef<number | undefined>(undefined);
  const pointerInside = useRef(false);
  // Where the shopper was when an add revealed the cart (their add button): closing the drawer
  // takes them back there, not to the header.
  const returnTo = useRef<HTMLElement | null>(null);
  const narrowNow = useCallback(() => window.matchMedia(narrowQuery).matches, [narrowQuery]);
  const focusInside = useCallback(() => !!host && host.contains(document.activeElement), [host]);

  const clearNoticeTimer = () => window.clearTimeout(noticeTimer.current);
  const cancelAutoClose = () => {
    window.clearTimeout(closeTimer.current);
    window.clearTimeout(leaveTimer.current);
  };
  const close = useCallback((returnFocus: boolean) => {
    cancelAutoClose();
    setOpen(false);
    const back = returnTo.current?.isConnected ? returnTo.current : null;
    returnTo.current = null;
    if (returnFocus) requestAnimationFrame(() => (back ?? toggleRef.current)?.focus());
  }, []);
  const hideNotice = useCallback(() => {
    clearNoticeTimer();
    setNotice(null);
  }, []);

  useRevealOnAdd({ host, autoCloseMs, narrowReveal, narrowNow, focusInside, setOpen, setNotice, closeTimer, leaveTimer, noticeTimer, pointerInside, returnTo });

  // A click outside the dropdown closes it.
  useEffect(() => {
    if (!open || mode !== 'dropdown' || !host) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!host.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, mode, host, close]);

  // The toggle is re-rendered (a link once the cart is empty) before it takes the focus.
  useEffect(() => {
    if (focusToggle > 0) toggleRef.current?.focus();
  }, [focusToggle]);

  return {
    mode,
    open,
    notice,
    toggleRef,
    headingRef,
    close,
    setOpen,
    /** The last line was removed with the focus in the panel: the dropdown closes onto the header's cart link; the drawer stays, its heading focused. */
    onWidgetFocus: useCallback(
      (outcome: string) => {
        if (outcome !== 'no-lines-left') return;
        announce(`${t('cart.removed')} ${t('cart.empty')}`);
        if (narrowNow()) return headingRef.current?.focus();
        cancelAutoClose();
        setOpen(false);
        setFocusToggle((n) => n + 1);
      },
      [announce, narrowNow],
    ),
    /** A dropdown never stays over the control that now has the focus (WCAG 2.4.11). */
    onFocusLeave: () => open && mode === 'dropdown' && close(false),
    /** The notice goes; the drawer opens; closing it returns to the add button. */
    onViewCart: () => {
      hideNotice();
      setOpen(true);
    },
    onDismissNotice: () => {
      hideNotice();
      (returnTo.current?.isConnected ? returnTo.current : toggleRef.current)?.focus();
    },
    onToggle: () => {
      cancelAutoClose();
      hideNotice();
      returnTo.current = null;
      setOpen((was) => !was);
    },
    /** A mouse left: closed after the hover-intent timeout, unless the keyboard is working inside the panel. */
    onPointerInside: (inside: boolean) => {
      pointerInside.current = inside;
      window.clearTimeout(leaveTimer.current);
      if (inside || !open || mode !== 'dropdown') return;
      leaveTimer.current = window.setTimeout(() => {
        const inPanel = !!widgetRef.current?.parentElement?.contains(document.activeElement) && document.activeElement !== toggleRef.current;
        if (!pointerInside.current && !inPanel) close(false);
      }, HOVER_INTENT_TIMEOUT_MS);
    },
  };
}
