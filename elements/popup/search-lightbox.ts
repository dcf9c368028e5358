/**
 * The theme's glue for a popup holding the live search (the header's search lightbox): the
 * input takes the focus once the opening fade has ended (a phone's keyboard does not slide up
 * mid-animation), the box moves up once the shopper has typed enough for suggestions (room for
 * them below it), and the suggestions are fitted into the room left below the box once the
 * lightbox has settled, again after each move and resize.
 */
import { prefersReducedMotion } from '../../shared/platform/reduced-motion.ts';

/** storefront.md's timings: the input focused after 300 ms, the dropdown placed after 400 ms. */
export const SEARCH_LIGHTBOX_FOCUS_DELAY_MS = 300;
export const SEARCH_LIGHTBOX_REPOSITION_DELAY_MS = 400;
/** The box moves up from this many characters (the live search's default minimum). */
export const SEARCH_LIGHTBOX_SHIFT_CHARS = 3;
/** Kept free below the suggestions, and the least room they get however little is left. */
const ROOM_MARGIN_PX = 16;
const MIN_ROOM_PX = 160;

export interface SearchLightbox {
  /** Before showModal(): keeps its focus off the input. */
  opening(): void;
  /** After showModal(). */
  opened(): void;
  closed(): void;
}

/** Glue for `dialog` when it holds a live search's input, else null (an ordinary popup). */
export function searchLightbox(dialog: HTMLDialogElement, signal: AbortSignal): SearchLightbox | null {
  if (!dialog.querySelector('shop-live-search')) return null;
  const input = () => dialog.querySelector<HTMLInputElement>('.shop-LiveSearch-input, input[type="search"]');
  let timers: number[] = [];

  const fitSuggestions = () => {
    const box = input()?.form ?? input();
    if (!dialog.open || !box) return;
    const room = Math.max(MIN_ROOM_PX, Math.floor(innerHeight - box.getBoundingClientRect().bottom - ROOM_MARGIN_PX));
    dialog.style.setProperty('--shop-search-room', `${room}px`);
  };
  const shift = () => {
    const shifted = (input()?.value.length ?? 0) >= SEARCH_LIGHTBOX_SHIFT_CHARS;
    if (shifted === (dialog.dataset.shifted !== undefined)) return;
    dialog.toggleAttribute('data-shifted', shifted);
    // With motion the move ends in a transition (transitionend measures); without, at once.
    requestAnimationFrame(fitSuggestions);
  };

  // Until the input takes it, the dialog holds the focus: showModal() would give it to the input
  // at once, opening the suggestions and the keyboard before the lightbox has settled.
  dialog.tabIndex = -1;
  dialog.addEventListener('input', shift, { signal });
  dialog.addEventListener('transitionend', (event) => event.target === dialog && fitSuggestions(), { signal });
  addEventListener('resize', fitSuggestions, { signal, passive: true });

  const clear = () => {
    timers.forEach((id) => clearTimeout(id));
    timers = [];
  };
  signal.addEventListener('abort', clear);

  const content = () => dialog.firstElementChild as HTMLElement | null;
  return {
    opening() {
      const inner = content();
      if (inner && !prefersReducedMotion()) inner.inert = true;
    },
    opened() {
      clear();
      shift();
      const inner = content();
      if (inner?.inert) {
        inner.inert = false;
        dialog.focus();
      }
      // Not when the shopper has moved on (a Tab during the fade).
      const focusInput = () => (document.activeElement === dialog || !dialog.contains(document.activeElement)) && input()?.focus();
      if (prefersReducedMotion()) {
        focusInput();
        fitSuggestions();
        return;
      }
      timers.push(window.setTimeout(focusInput, SEARCH_LIGHTBOX_FOCUS_DELAY_MS), window.setTimeout(fitSuggestions, SEARCH_LIGHTBOX_REPOSITION_DELAY_MS));
    },
    closed: clear,
  };
}
