/** The push prompt's dialog: why first, then the browser's own question. Built with DOM calls only. */
import { el } from '../../shared/platform/build-element.ts';

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

export interface PushPromptView {
  dialog: HTMLDialogElement;
  allow: HTMLButtonElement;
  noThanks: HTMLButtonElement;
  close: HTMLButtonElement;
  status: HTMLElement;
}

export function pushPromptView(id: string): PushPromptView {
  const allow = el('button', { type: 'button', class: 'button alt' }, PUSH_MESSAGES.allow);
  const noThanks = el('button', { type: 'button', class: 'button' }, PUSH_MESSAGES.noThanks);
  const close = el('button', { type: 'button', class: 'shop-PushPrompt-close', 'aria-label': PUSH_MESSAGES.close }, '×');
  const status = el('p', { class: 'shop-PushPrompt-status', role: 'status' });
  const dialog = el(
    'dialog',
    { class: 'shop-PushPrompt', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-body` },
    close,
    el('h2', { id: `${id}-title`, class: 'shop-PushPrompt-title' }, PUSH_MESSAGES.title),
    el('p', { id: `${id}-body` }, PUSH_MESSAGES.body),
    el('p', { class: 'shop-PushPrompt-actions' }, allow, noThanks),
    status,
  );
  return { dialog, allow, noThanks, close, status };
}
