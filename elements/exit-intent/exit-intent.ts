/**
 * <shop-exit-intent>: asks a shopper who is about to leave with a cart for an e-mail, to keep the
 * cart. Shown at most once per browser session, only under marketing consent, with a cart, before
 * the shop has a contact, never on the checkout; removed once the shop saved a contact (from this
 * form or the checkout's capture). Its behaviour loads only once marketing is allowed.
 */
import { EXIT_INTENT } from '../../shared/engine/cart-capture/exit-intent.ts';
import { whileMarketingAllowed } from '../../shared/runtime/marketing-gate.ts';

export class ExitIntentElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    if (this.stop) return;
    const settle = Number(this.getAttribute('settle-ms') ?? EXIT_INTENT.settleMs);
    const settleMs = Number.isFinite(settle) && settle >= 0 ? settle : EXIT_INTENT.settleMs;
    this.stop = whileMarketingAllowed(
      'exit-intent',
      () => import('./exit-intent-controller.ts'),
      (m, layer, signal) => m.watchExitIntent(this, layer, settleMs, signal),
    );
    if (this.stop) this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}
