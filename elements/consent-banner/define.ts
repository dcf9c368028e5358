import { defineOnce } from '../../shared/platform/define-once.ts';
import { ConsentBannerElement } from './consent-banner.ts';

/**
 * Asks for the shopper's consent (accept all, reject all, or a choice per category) and lets them
 * change it later. Reads the consent settings from the page's data layer (#shop-tracking-data).
 *
 * @tag shop-consent-banner
 * @attr {'banner' | 'modal'} mode - "banner" (default, a region at the bottom) or "modal" (a modal dialog)
 * @attr {string} policy-url - the shop's privacy policy, linked from the question
 * @fires {{ kind: 'default' | 'update'; consent: ConsentState }} shop-consent-update - On document: the defaults, then every change of the shopper's choice.
 */
defineOnce('shop-consent-banner', ConsentBannerElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-consent-banner': ConsentBannerElement;
  }
}
