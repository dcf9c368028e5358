/**
 * The banner's markup from its state: the question with reject all and accept all side by side
 * (same element, same class: neither is the easier one) and "Choose"; or the choice per category,
 * each with its one-line description. Built with DOM calls and textContent only: no HTML parsing.
 */
import type { ConsentState, OptionalCategory } from '../../shared/engine/consent/consent-state.ts';
import type { ConsentMessages } from './consent-messages.ts';

import { el } from '../../shared/platform/build-element.ts';

export { el };

const button = (action: string, label: string) => el('button', { type: 'button', class: 'shop-Consent-button button', 'data-consent-action': action }, label);

export function choiceButtons(m: ConsentMessages): HTMLElement {
  // Reject comes first: refusing never takes more steps (clicks or Tab presses) than accepting.
  return el('div', { class: 'shop-Consent-actions' }, button('reject', m.rejectAll), button('accept', m.acceptAll));
}

export function questionView(m: ConsentMessages, ids: { title: string; body: string }, policyUrl: string | null): HTMLElement[] {
  const body = el('p', { id: ids.body, class: 'shop-Consent-body' }, m.body);
  if (policyUrl) body.append(' ', el('a', { href: policyUrl }, m.policy));
  const actions = choiceButtons(m);
  actions.append(button('customize', m.customize));
  return [el('h2', { id: ids.title, class: 'shop-Consent-title' }, m.title), body, actions];
}

const CATEGORY_ORDER: (OptionalCategory | 'necessary')[] = ['necessary', 'statistics', 'marketing', 'preferences'];

export function customizeView(m: ConsentMessages, ids: { title: string; body: string }, consent: ConsentState): HTMLElement[] {
  const list = el('ul', { class: 'shop-Consent-categories' });
  for (const category of CATEGORY_ORDER) {
    const inputId = `${ids.title}-${category}`;
    const input = el('input', { type: 'checkbox', id: inputId, name: category, 'aria-describedby': `${inputId}-help` });
    input.checked = category === 'necessary' || consent[category];
    if (category === 'necessary') input.disabled = true;
    list.append(
      el(
        'li',
        { class: 'shop-Consent-category' },
        el('label', { for: inputId }, input, ' ', m[category]),
        el('p', { id: `${inputId}-help`, class: 'shop-Consent-help' }, m[`${category}Help`]),
      ),
    );
  }
  const actions = choiceButtons(m);
  actions.append(button('save', m.save));
  return [
    el('h2', { id: ids.title, class: 'shop-Consent-title' }, m.customizeTitle),
    el('p', { id: ids.body, class: 'shop-Consent-body' }, m.body),
    list,
    actions,
  ];
}
