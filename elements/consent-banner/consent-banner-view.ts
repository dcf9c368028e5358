/**
 * The banner's markup from its state: the question with reject all and accept all side by side
 * (same element, same class: neither is the easier one) and "Choose"; or the choice per category,
 * each with its one-line description. Markup as data (shared/engine/html/markup-tree.ts): the
 * element builds it as DOM (no HTML parsing) and a shop's server may print the question as HTML,
 * so the banner paints with the page (see bannerMarkup).
 */
import type { ConsentState, OptionalCategory } from '../../shared/engine/consent/consent-state.ts';
import { h, type MarkupNode } from '../../shared/engine/html/markup-tree.ts';
import type { ConsentMessages } from './consent-messages.ts';

export interface ConsentIds {
  title: string;
  body: string;
}

/** The ids of the first banner on a page: what a server printing the banner uses. */
export const FIRST_BANNER_IDS: ConsentIds = { title: 'shop-consent-title-1', body: 'shop-consent-body-1' };

const button = (action: string, label: string) => h('button', { type: 'button', class: 'shop-Consent-button button', 'data-consent-action': action }, label);

function choiceButtons(m: ConsentMessages, last: MarkupNode): MarkupNode {
  // Reject comes first: refusing never takes more steps (clicks or Tab presses) than accepting.
  return h('div', { class: 'shop-Consent-actions' }, button('reject', m.rejectAll), button('accept', m.acceptAll), last);
}

export function questionView(m: ConsentMessages, ids: ConsentIds, policyUrl: string | null): MarkupNode[] {
  const body = h('p', { id: ids.body, class: 'shop-Consent-body' }, m.body);
  if (policyUrl) body.children.push(' ', h('a', { href: policyUrl }, m.policy));
  return [h('h2', { id: ids.title, class: 'shop-Consent-title' }, m.title), body, choiceButtons(m, button('customize', m.customize))];
}

const CATEGORY_ORDER: (OptionalCategory | 'necessary')[] = ['necessary', 'statistics', 'marketing', 'preferences'];

export function customizeView(m: ConsentMessages, ids: ConsentIds, consent: ConsentState): MarkupNode[] {
  const list = h('ul', { class: 'shop-Consent-categories' });
  for (const category of CATEGORY_ORDER) {
    const inputId = `${ids.title}-${category}`;
    const attrs: Record<string, string> = { type: 'checkbox', id: inputId, name: category, 'aria-describedby': `${inputId}-help` };
    if (category === 'necessary' || consent[category]) attrs.checked = '';
    if (category === 'necessary') attrs.disabled = '';
    list.children.push(
      h(
        'li',
        { class: 'shop-Consent-category' },
        h('label', { for: inputId }, h('input', attrs), ' ', m[category]),
        h('p', { id: `${inputId}-help`, class: 'shop-Consent-help' }, m[`${category}Help`]),
      ),
    );
  }
  return [
    h('h2', { id: ids.title, class: 'shop-Consent-title' }, m.customizeTitle),
    h('p', { id: ids.body, class: 'shop-Consent-body' }, m.body),
    list,
    choiceButtons(m, button('save', m.save)),
  ];
}

/** The banner region (mode "banner"), its content one of the views above. */
export function bannerSurface(m: ConsentMessages, content: MarkupNode[], extra: Record<string, string> = {}): MarkupNode {
  return h(
    'section',
    { class: 'shop-Consent shop-Consent--banner', role: 'region', 'aria-label': m.regionLabel, ...extra },
    h('div', { class: 'shop-Consent-inner' }, ...content),
  );
}

/**
 * What a server prints inside `<shop-consent-banner>` so the question paints with the page: the
 * banner, hidden, marked `data-consent-printed`; a small inline script right after it shows it
 * when no choice is stored (see consentRevealScript). The element takes it over when it starts.
 */
export function printedBanner(m: ConsentMessages, policyUrl: string | null): MarkupNode {
  return bannerSurface(m, questionView(m, FIRST_BANNER_IDS, policyUrl), { hidden: '', 'data-consent-printed': '' });
}
