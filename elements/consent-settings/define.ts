import { defineOnce } from '../../shared/platform/define-once.ts';
import { ConsentSettingsElement } from './consent-settings.ts';

/**
 * A "Cookie settings" button that reopens <shop-consent-banner>'s choice per category. Its own
 * text (or its own button or link) is kept. Any element with `data-shop-consent-open` does the same.
 *
 * @tag shop-consent-settings
 */
defineOnce('shop-consent-settings', ConsentSettingsElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-consent-settings': ConsentSettingsElement;
  }
}
