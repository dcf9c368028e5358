/**
 * One overlay at a time: the prompt waits while the cart's own panel is open (the dropdown or the
 * drawer an add reveals, `shop-mini-cart[data-open]`) or any modal dialog is (the quick view, a popup),
 * and opens once they have closed. Opened over them, it hid the cart the shopper had just added
 * to, behind a backdrop. Checked after `settleMs`: the add's reveal is drawn a moment after the
 * add event this follows.
 */
// Modal dialogs only where the browser can tell (a theme's non-modal <dialog open> stays open for good).
const DIALOG = typeof CSS !== 'undefined' && CSS.supports?.('selector(:modal)') ? 'dialog:modal' : 'dialog[open]';
const BUSY = `shop-mini-cart[data-open], ${DIALOG}`;

export function afterOverlays(signal: AbortSignal, settleMs = 300): Promise<void> {
  return new Promise((resolve) => {
    let observer: MutationObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      if (!document.querySelector(BUSY)) return done();
      observer = new MutationObserver(() => {
        if (!document.querySelector(BUSY)) done();
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'data-open'] });
    }, settleMs);
    signal.addEventListener('abort', () => {
      observer?.disconnect();
      clearTimeout(timer);
    });
  });
}
