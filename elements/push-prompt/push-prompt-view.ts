/** The push prompt's dialog: why first, then the browser's own question. Built with DOM calls only. */
import { el } from '../../shared/platform/build-element.ts';
import type { PushMessages } from './push-messages.ts';

export interface PushPromptView {
  dialog: HTMLDialogElement;
  allow: HTMLButtonElement;
  noThanks: HTMLButtonElement;
  close: HTMLButtonElement;
  status: HTMLElement;
}

export function pushPromptView(words: PushMessages, id: string): PushPromptView {
  const allow = el('button', { type: 'button', class: 'button alt' }, words.allow);
  const noThanks = el('button', { type: 'button', class: 'button' }, words.noThanks);
  const close = el('button', { type: 'button', class: 'shop-PushPrompt-close', 'aria-label': words.close }, '×');
  const status = el('p', { class: 'shop-PushPrompt-status', role: 'status' });
  const dialog = el(
    'dialog',
    { class: 'shop-PushPrompt', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-body` },
    close,
    el('h2', { id: `${id}-title`, class: 'shop-PushPrompt-title' }, words.title),
    el('p', { id: `${id}-body` }, words.body),
    el('p', { class: 'shop-PushPrompt-actions' }, allow, noThanks),
    status,
  );
  return { dialog, allow, noThanks, close, status };
}
