import { defineOnce } from '../../shared/platform/define-once.ts';
import { ExitIntentElement } from './exit-intent.ts';

/**
 * The exit-intent form: a shopper with a cart who is about to leave is asked, once per session and
 * under marketing consent, for an e-mail to keep the cart.
 *
 * @tag shop-exit-intent
 */
defineOnce('shop-exit-intent', ExitIntentElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-exit-intent': ExitIntentElement;
  }
}
