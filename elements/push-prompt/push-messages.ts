/** The push prompt's words in English, translated by the page's translation file (keyed by these strings). */
import { translateAll } from '../../shared/messages/translations.ts';

export const PUSH_MESSAGES = {
  title: 'Get a reminder about your cart?',
  body: 'We can send you one notification if you leave items in your cart, so you do not lose them. Your browser will ask you to confirm; you can turn it off at any time in its settings.',
  allow: 'Allow notifications',
  noThanks: 'No thanks',
  close: 'Close',
  asking: 'Waiting for your browser…',
  granted: 'Done: we will remind you about your cart.',
  denied: 'Notifications are blocked in your browser, so we will not ask again.',
  failed: 'We could not turn reminders on just now. Please try again later.',
};

export type PushMessages = typeof PUSH_MESSAGES;

/** The words in the page's language. */
export const pushMessages = (): PushMessages => translateAll(PUSH_MESSAGES);
