/**
 * <shop-cart-capture>: non-visual, one per page. Under marketing consent only, it captures the
 * checkout's contact and address fields as the shopper types, and e-mails typed into other forms,
 * so the shop can follow up a cart that was not completed. Before consent it loads nothing; a
 * refusal stops it (and the consent layer deletes its browser state).
 */
import { whileMarketingAllowed } from '../../shared/runtime/marketing-gate.ts';

export class CartCaptureElement extends HTMLElement {
  private stop: (() => void) | null = null;

  connectedCallback(): void {
    if (this.stop) return;
    this.stop = whileMarketingAllowed(
      'cart-capture',
      () => import('../../shared/runtime/cart-capture/start-cart-capture.ts'),
      (m, layer, signal) => m.startCartCapture(layer, signal),
    );
    if (this.stop) this.dataset.shopReady = '';
  }

  disconnectedCallback(): void {
    this.stop?.();
    this.stop = null;
  }
}
