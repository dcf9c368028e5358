/** The exit-intent form's words in English, translated by the page's translation file (keyed by these strings). */
import { translateAll } from '../../shared/messages/translations.ts';

export interface ExitIntentMessages {
  title: string;
  body: string;
  email: string;
  save: string;
  saving: string;
  noThanks: string;
  invalid: string;
  failed: string;
  saved: string;
}

export const EXIT_INTENT_MESSAGES = {
  title: 'Before you go',
  body: 'Leave your e-mail address and we will keep your cart for you, so you can come back to it later.',
  email: 'Email address',
  save: 'Keep my cart',
  saving: 'Saving…',
  noThanks: 'No thanks',
  invalid: 'Please enter a valid email address, for example name@example.com.',
  failed: 'We could not save your address just now. Please try again.',
  saved: 'Thank you: your cart is kept.',
};

/** The words in the page's language. */
export const exitIntentMessages = (): ExitIntentMessages => translateAll(EXIT_INTENT_MESSAGES);
