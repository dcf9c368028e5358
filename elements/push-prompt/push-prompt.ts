/**
 * <shop-push-prompt>: after a cart add, asks whether the shopper wants one reminder about their
 * cart as a browser notification — explaining why before the browser's own permission question.
 * Under marketing consent only (its behaviour loads only then); not within 48 hours of the last
 * time; never again after "No thanks". An allowed permission keeps the subscription saved at the
 * shop; a refused one removes it.
 */
import { whileMarketingAllowed } from '../../shared/runtime/marketing-gate.ts';

export class PushPromptElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    const publicKey = this.getAttribute('public-key') ?? '';
    const worker = this.getAttribute('worker') ?? '';
    if (!publicKey || !worker || this.stop) return;
    // A cart add made while the behaviour is still loading counts: it is handed over.
    let addedBeforeReady = false;
    const early = () => (addedBeforeReady = true);
    document.addEventListener('shop-cart-added', early);
    const stopGate = whileMarketingAllowed((layer, signal) => {
      void import('./push-prompt-controller.ts').then((m) => {
        if (signal.aborted) return;
        document.removeEventListener('shop-cart-added', early);
        m.watchPushPrompt(this, layer.api, worker, publicKey, signal, addedBeforeReady);
        addedBeforeReady = false;
      });
    });
    if (!stopGate) return document.removeEventListener('shop-cart-added', early);
    this.stop = () => {
      stopGate();
      document.removeEventListener('shop-cart-added', early);
    };
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}
