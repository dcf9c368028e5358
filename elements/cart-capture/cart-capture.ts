/**
 * <shop-cart-capture>: non-visual, one per page. Under marketing consent only, it captures the
 * checkout's contact and address fields as the shopper types, and e-mails typed into other forms,
 * so the shop can follow up a cart that was not completed. Before consent it loads nothing; a
 * refusal stops it (and the consent layer deletes its browser state).
 */
import { startConsentInPage } from '../../shared/runtime/consent-runtime.ts';
import { consentOptionsOf, pageDataLayer } from '../../shared/runtime/tracking/page-data-layer.ts';
import { $consent } from '../../shared/stores/consent.ts';

export class CartCaptureElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    const layer = pageDataLayer();
    if (!layer || this.stop) return;
    void startConsentInPage(consentOptionsOf(layer));
    let running: AbortController | null = null;
    const stopConsent = $consent.subscribe((consent) => {
      if (consent.marketing && !running) {
        const controller = new AbortController();
        running = controller;
        void import('../../shared/runtime/cart-capture/start-cart-capture.ts').then((m) => {
          if (!controller.signal.aborted) m.startCartCapture(layer.api, controller.signal);
        });
      } else if (!consent.marketing && running) {
        running.abort();
        running = null;
      }
    });
    this.stop = () => {
      stopConsent();
      running?.abort();
    };
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}
