/**
 * <shop-push-prompt>: after a cart add, asks whether the shopper wants one reminder about their
 * cart as a browser notification — explaining why before the browser's own permission question.
 * Under marketing consent only (its behaviour loads only then); not within 48 hours of the last
 * time; never again after "No thanks". An allowed permission keeps the subscription saved at the
 * shop; a refused one removes it.
 */
import { takeEarlyCartAdd, watchEarlyCartAdds } from '../../shared/runtime/cart-adds.ts';
import { whileMarketingAllowed } from '../../shared/runtime/marketing-gate.ts';
import { $consentChosenAt } from '../../shared/stores/consent.ts';

export class PushPromptElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    const publicKey = this.getAttribute('public-key') ?? '';
    const worker = this.getAttribute('worker') ?? '';
    if (!publicKey || !worker || this.stop) return;
    // A cart add made before the behaviour has loaded counts: the loader's watch (started when the
    // page had this element) or, for an element added later, this one's; taken as it loads. Not one
    // made before the shopper's choice on this page: it was made without that consent (and they
    // have just answered one question); adds after it count.
    watchEarlyCartAdds();
    const stopGate = whileMarketingAllowed(
      'push-prompt',
      () => import('./push-prompt-controller.ts'),
      (m, layer, signal) => m.watchPushPrompt(this, layer.api, worker, publicKey, signal, takeEarlyCartAdd($consentChosenAt.get() ?? 0)),
    );
    if (!stopGate) return void takeEarlyCartAdd();
    this.stop = () => {
      stopGate();
      takeEarlyCartAdd();
    };
    this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}
