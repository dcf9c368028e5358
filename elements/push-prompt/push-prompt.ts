/**
 * <shop-push-prompt>: after a cart add, asks whether the shopper wants one reminder about their
 * cart as a browser notification — explaining why before the browser's own permission question.
 * Under marketing consent only (its behaviour loads only then); not within 48 hours of the last
 * time; never again after "No thanks". An allowed permission keeps the subscription saved at the
 * shop; a refused one removes it.
 */
import { onCartAdded, takeEarlyCartAdd } from '../../shared/runtime/cart-adds.ts';
import { whileMarketingAllowed } from '../../shared/runtime/marketing-gate.ts';

export class PushPromptElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    const publicKey = this.getAttribute('public-key') ?? '';
    const worker = this.getAttribute('worker') ?? '';
    if (!publicKey || !worker || this.stop) return;
    // A cart add made before this element loaded (the loader watched for it) or while its
    // behaviour is still loading counts: it is handed over.
    let addedBeforeReady = takeEarlyCartAdd();
    const early = new AbortController();
    onCartAdded(() => (addedBeforeReady = true), early.signal);
    const stopGate = whileMarketingAllowed((layer, signal) => {
      void import('./push-prompt-controller.ts').then((m) => {
        if (signal.aborted) return;
        early.abort();
        m.watchPushPrompt(this, layer.api, worker, publicKey, signal, addedBeforeReady);
        addedBeforeReady = false;
      });
    });
    if (!stopGate) return early.abort();
    this.stop = () => {
      stopGate();
      early.abort();
    };
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}
