/**
 * The base of the small enhancements of the theme's markup (no React): tabs, popups, the store
 * notice, the category menu, listing swatches. It starts once the markup inside it is parsed (the
 * loader may define it while the page is still loading), once per connection, and every
 * listener added with the given signal goes when the element leaves the page.
 */
export abstract class EnhancementElement extends HTMLElement {
  private controller: AbortController | null = null;

  connectedCallback(): void {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.begin(), { once: true });
    else this.begin();
  }

  disconnectedCallback(): void {
    this.controller?.abort();
    this.controller = null;
    this.stop();
  }

  private begin(): void {
    if (this.controller || !this.isConnected) return;
    const controller = new AbortController();
    // false: the markup it needs is not there; it stays inert (and tries again when reconnected).
    if (this.start(controller.signal) === false) return;
    this.controller = controller;
  }

  /** Wires up the markup; returns false when the markup it needs is missing. */
  protected abstract start(signal: AbortSignal): boolean | void;

  /** Clean-up beyond the listeners (observers, timers). */
  protected stop(): void {}
}
