import { defineOnce } from '../../shared/platform/define-once.ts';
import { CartCaptureElement } from './cart-capture.ts';

/**
 * Abandoned-cart capture under marketing consent: the checkout's contact fields as typed, and
 * e-mails typed into other forms, saved by the shop (retried until saved).
 *
 * @tag shop-cart-capture
 */
defineOnce('shop-cart-capture', CartCaptureElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-capture': CartCaptureElement;
  }
}
