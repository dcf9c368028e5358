/**
 * Finds the elements' English words on a page that should be in another language: every
 * catalogue string the translation file translates differently, as a pattern (placeholders
 * match any value, tags are ignored), looked for in the text, labels and placeholders inside
 * every <shop-*> element and every live region and dialog (a whole text node, a whole
 * element's text, or a whole attribute).
 */
import type { Page } from 'playwright-core';
import { parseJedTranslations } from '../shared/engine/i18n/jed.ts';
import { sourceStrings } from '../shared/messages/sources.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Regular expressions (as source text) for the English strings `file` translates into other words. */
export function untranslatedPatterns(file: unknown): string[] {
  const translations = parseJedTranslations(file);
  const sources = sourceStrings();
  // A word that is also the translation of another string is no sign of English (German's "Filter" for "Filters").
  const translatedWords = new Set(sources.flatMap((source) => translations.forms(source.msgid) ?? []));
  const patterns: string[] = [];
  for (const source of sources) {
    for (const [index, english] of [source.msgid, source.msgidPlural].entries()) {
      if (english === undefined) continue;
      const forms = translations.forms(source.msgid);
      const translated = forms?.[Math.min(index, (forms?.length ?? 1) - 1)];
      if (translated === english || translatedWords.has(english)) continue; // the same word in both languages ("Marketing")
      const words = english.replace(/<[^>]+>/g, '');
      // Too few letters of its own to tell the string from product data ("%1$s to %2$s").
      if (words.replace(/%(?:\d+\$)?[sd]/g, '').replace(/[^a-z]/gi, '').length < 3) continue;
      // Placeholders are split out first so the literal parts can be escaped.
      const parts = words.split(/(%(?:\d+\$)?[sd])/);
      const body = parts.map((part, i) => (i % 2 ? (part.endsWith('d') ? '[\\d.,\\s]+' : '.{1,80}?') : escape(part).replace(/\s+/g, '\\s+'))).join('');
      patterns.push(`^${body}$`);
    }
  }
  return [...new Set(patterns)];
}

export interface Leftover {
  element: string;
  where: string;
  text: string;
}

/**
 * The scan, as the text of a function run in the page (a string: the test runner's TypeScript
 * transform would otherwise add helpers the page does not have).
 */
const SCAN = `(sources) => {
  // Elements that only wrap the theme's markup (the header, a popup's content): the words inside are the theme's.
  const WRAPPERS = ['shop-sticky-header', 'shop-popup'];
  const regexes = sources.map((source) => new RegExp(source));
  const found = [];
  const seen = new Set();
  const report = (element, where, text) => {
    const value = (text ?? '').replace(/\\s+/g, ' ').trim();
    if (value !== '' && regexes.some((r) => r.test(value))) found.push({ element, where, text: value });
  };
  // The elements, and what is announced or opened anywhere (live regions, dialogs).
  const isHost = (node) => node.localName.startsWith('shop-') && !WRAPPERS.includes(node.localName);
  for (const host of document.querySelectorAll('*')) {
    if (!isHost(host) && !host.matches('[aria-live], [role="status"], [role="alert"], dialog')) continue;
    for (const node of [host, ...host.querySelectorAll('*')]) {
      if (seen.has(node) || node.closest('script, style, template')) continue;
      seen.add(node);
      // What a sighted shopper or a screen reader meets: parts hidden from both are not checked.
      if (node.checkVisibility && !node.checkVisibility()) continue;
      // A text node whole, or an element's whole text when it holds only inline words ("Viewed <b>3</b> of <b>9</b>").
      for (const child of node.childNodes) if (child.nodeType === 3) report(host.localName, node.localName + ' text', child.textContent);
      if (node.children.length && [...node.querySelectorAll('*')].every((inner) => ['b', 'strong', 'em', 'i', 'span', 'bdi', 'mark'].includes(inner.localName))) {
        report(host.localName, node.localName + ' text', node.textContent);
      }
      for (const attribute of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        report(host.localName, node.localName + '[' + attribute + ']', node.getAttribute(attribute));
      }
      if (node.localName === 'input' && (node.type === 'submit' || node.type === 'button')) report(host.localName, 'input value', node.value);
    }
  }
  return found;
}`;

/** Every English catalogue string left inside the page's <shop-*> elements (empty: none), one entry per text. */
export async function findUntranslated(page: Page, patterns: string[]): Promise<Leftover[]> {
  const found = (await page.evaluate(`(${SCAN})(${JSON.stringify(patterns)})`)) as Leftover[];
  return [...new Map(found.map((f) => [`${f.element} ${f.text}`, f])).values()];
}
