/**
 * The exit-intent form: a modal dialog (the browser's own <dialog>, with its backdrop, focus kept
 * inside, Escape to close) asking for an e-mail to keep the cart. Built with DOM calls only.
 */
import { el } from '../../shared/platform/build-element.ts';
import type { ExitIntentMessages } from './exit-intent-messages.ts';

export interface ExitIntentView {
  dialog: HTMLDialogElement;
  form: HTMLFormElement;
  input: HTMLInputElement;
  error: HTMLElement;
  status: HTMLElement;
  submit: HTMLButtonElement;
}

export function exitIntentView(m: ExitIntentMessages, id: string): ExitIntentView {
  const input = el('input', {
    type: 'email',
    id: `${id}-email`,
    name: 'email',
    autocomplete: 'email',
    required: '',
    'aria-describedby': `${id}-error`,
    class: 'input-text',
  });
  const error = el('p', { id: `${id}-error`, class: 'shop-ExitIntent-error', role: 'alert' });
  const status = el('p', { class: 'shop-ExitIntent-status', role: 'status' });
  const submit = el('button', { type: 'submit', class: 'button alt' }, m.save);
  const form = el(
    'form',
    { class: 'shop-ExitIntent-form', novalidate: '' },
    el('p', { class: 'form-row' }, el('label', { for: `${id}-email` }, m.email), input),
    error,
    el('p', { class: 'shop-ExitIntent-actions' }, submit, el('button', { type: 'button', class: 'button', 'data-exit-intent': 'close' }, m.noThanks)),
  );
  const dialog = el(
    'dialog',
    { class: 'shop-ExitIntent', 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-body` },
    el('h2', { id: `${id}-title`, class: 'shop-ExitIntent-title' }, m.title),
    el('p', { id: `${id}-body` }, m.body),
    form,
    status,
  );
  return { dialog, form, input, error, status, submit };
}
