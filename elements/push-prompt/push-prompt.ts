/**
 * <shop-push-prompt>: after a cart add, asks whether the shopper wants one reminder about their
 * cart as a browser notification — explaining why before the browser's own permission question.
 * Under marketing consent only (its behaviour loads only then); not within 48 hours of the last
 * time; never again after "No thanks". An allowed permission keeps the subscription saved at the
 * shop; a refused one removes it.
 */
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent } from '../../shared/stores/consent.ts';

export class PushPromptElement extends HTMLElement {
  private controller: AbortController | null = null;

  connectedCallback(): void {
    const layer = pageDataLayer();
    const publicKey = this.getAttribute('public-key') ?? '';
    const worker = this.getAttribute('worker') ?? '';
    if (!layer || !publicKey || !worker || this.controller) return;
    void startConsentInPage(consentOptionsOf(layer));
    const controller = new AbortController();
    this.controller = controller;
    // A cart add made while the behaviour is still loading counts: it is handed over.
    let addedBeforeReady = false;
    const early = () => (addedBeforeReady = true);
    document.addEventListener('shop-cart-added', early, { signal: controller.signal });
    let watching = false;
    const stop = $consent.subscribe((consent) => {
      if (!consent.marketing || watching) return;
      watching = true;
      void import('./push-prompt-controller.ts').then((m) => {
        if (controller.signal.aborted) return;
        document.removeEventListener('shop-cart-added', early);
        m.watchPushPrompt(this, layer.api, worker, publicKey, controller.signal, addedBeforeReady);
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
