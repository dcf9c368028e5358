/**
 * <shop-exit-intent>: asks a shopper who is about to leave with a cart for an e-mail, to keep the
 * cart. Shown at most once per browser session, only under marketing consent, with a cart, before
 * the shop has a contact, never on the checkout; removed once the shop saved a contact (from this
 * form or the checkout's capture). Its behaviour loads only once marketing is allowed.
 */
import { EXIT_INTENT } from '../../shared/engine/cart-capture/exit-intent.ts';
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent } from '../../shared/stores/consent.ts';

export class ExitIntentElement extends HTMLElement {
  private controller: AbortController | null = null;

  connectedCallback(): void {
    const layer = pageDataLayer();
    if (!layer || this.controller) return;
    void startConsentInPage(consentOptionsOf(layer));
    const controller = new AbortController();
    this.controller = controller;
    const settle = Number(this.getAttribute('settle-ms') ?? EXIT_INTENT.settleMs);
    let watching = false;
    const stop = $consent.subscribe((consent) => {
      if (!consent.marketing || watching) return;
      watching = true;
      void import('./exit-intent-controller.ts').then((m) => {
        if (!controller.signal.aborted)
          m.watchExitIntent(this, layer.api, Number.isFinite(settle) && settle >= 0 ? settle : EXIT_INTENT.settleMs, controller.signal);
      });
    });
    controller.signal.addEventListener('abort', stop);
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
