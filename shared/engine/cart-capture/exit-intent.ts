/**
 * When the exit-intent form may show: the shopper allowed marketing, has a cart, has not left a
 * contact yet, is not on the checkout (its own form asks), and has not seen it in this browser
 * session; on a desktop when the pointer leaves through the top of the window, on a touch screen
 * when the page is scrolled back up fast (towards the address bar and the tabs), after the
 * shopper has spent a few seconds on the page.
 */
export const EXIT_INTENT = {
  /** No trigger in the page's first seconds (a visitor who is just arriving is not leaving). */
  settleMs: 4000,
  /** Touch: this many pixels upwards within this time, from below the first screen. */
  fastScrollPx: 120,
  fastScrollMs: 250,
} as const;

export interface ExitIntentContext {
  marketing: boolean;
  hasCart: boolean;
  contactSaved: boolean;
  onCheckout: boolean;
  shownThisSession: boolean;
}

export const exitIntentAllowed = (c: ExitIntentContext): boolean => c.marketing && c.hasCart && !c.contactSaved && !c.onCheckout && !c.shownThisSession;

/** The pointer left through the top edge of the window (not into the page's own elements). */
export const leftThroughTop = (clientY: number, relatedTarget: unknown): boolean => relatedTarget === null && clientY <= 0;

/** A fast scroll back up on a touch screen: from a scroll position and time to another. */
export const fastScrollUp = (from: { y: number; at: number }, to: { y: number; at: number }, viewportHeight: number): boolean =>
  from.y > viewportHeight && from.y - to.y >= EXIT_INTENT.fastScrollPx && to.at - from.at <= EXIT_INTENT.fastScrollMs;
