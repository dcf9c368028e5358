import { translate } from '../../shared/messages/translations.ts';
import { DEFAULT_CONSENT_MESSAGES } from '../consent-banner/consent-messages.ts';

/** <shop-consent-settings>: a "Cookie settings" button that reopens the choice (its own content, when given, is the button's label). */
export class ConsentSettingsElement extends HTMLElement {
  connectedCallback(): void {
    if (this.querySelector('button, a')) {
      this.querySelector('button, a')!.setAttribute('data-shop-consent-open', '');
      return;
    }
    const label = this.textContent?.trim() || translate(DEFAULT_CONSENT_MESSAGES.settings);
    this.textContent = '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'shop-ConsentSettings button-link';
    // <shop-consent-banner> opens the choice for any element with this attribute.
    button.setAttribute('data-shop-consent-open', '');
    button.textContent = label;
    this.append(button);
  }
}
