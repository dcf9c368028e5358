import { defineOnce } from '../../shared/platform/define-once.ts';
import { PushPromptElement } from './push-prompt.ts';

/**
 * The cart push prompt: after a cart add, under marketing consent and at most every 48 hours,
 * offers one reminder about the cart as a browser notification (VAPID push, a service worker).
 *
 * @tag shop-push-prompt
 * @attr {string} public-key - The shop's public VAPID key (base64url); without it the prompt stays silent. The WordPress plugin fills it in.
 * @attr {string} worker - The address of the service worker (`push-sw.js`, served with `Service-Worker-Allowed: /`); without it the prompt stays silent. The WordPress plugin fills it in.
 */
defineOnce('shop-push-prompt', PushPromptElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-push-prompt': PushPromptElement;
  }
}
