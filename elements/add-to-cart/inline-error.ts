/**
 * A failed add told next to its button: visible, announced (role=alert), dismissible, with
 * "Try again" when trying again can help. Built from text nodes: no markup from anywhere.
 * Dismissing or retrying puts the focus back on the button.
 */
import { t } from '../../shared/messages/catalog.ts';

const shown = new WeakMap<HTMLElement, HTMLElement>();

export function clearInlineError(trigger: HTMLElement): void {
  shown.get(trigger)?.remove();
  shown.delete(trigger);
  trigger.removeAttribute('aria-describedby');
}

let sequence = 0;

export function showInlineError(trigger: HTMLElement, message: string, retry?: () => void): HTMLElement {
  clearInlineError(trigger);
  const box = document.createElement('div');
  box.className = 'shop-Notice shop-Notice--error shop-AddToCart-error';
  box.setAttribute('role', 'alert');
  box.id = `shop-add-error-${++sequence}`;
  const text = document.createElement('p');
  text.className = 'shop-Notice-text';
  text.textContent = message;
  box.append(text);
  const button = (className: string, label: string, onClick: () => void, ariaLabel?: string) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = className;
    element.textContent = label;
    if (ariaLabel) element.setAttribute('aria-label', ariaLabel);
    element.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      clearInlineError(trigger);
      trigger.focus();
      onClick();
    });
    box.append(element);
  };
  if (retry) button('button shop-Notice-retry', t('cart.retry'), retry);
  button('shop-Notice-dismiss', '×', () => undefined, t('cart.dismiss'));
  const after = trigger.nextElementSibling?.classList.contains('added_to_cart') ? trigger.nextElementSibling : trigger;
  after.after(box);
  trigger.setAttribute('aria-describedby', box.id);
  shown.set(trigger, box);
  return box;
}
