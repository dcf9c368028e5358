/**
 * WooCommerce replaces every element matching a fragment's selector. We do the same for the
 * theme's own markup, but leave alone anything inside an element that renders fragments itself
 * (marked data-shop-fragment-owner), since React owns that DOM.
 */
import type { FragmentsPayload } from '../engine/cart/cart-responses.ts';
import { sanitizedFragment, withSanitizer } from './sanitize.ts';

/** The theme's elements a fragment selector replaces (not those inside an element that renders fragments itself). */
export function fragmentTargets(selector: string): HTMLElement[] {
  try {
    return [...document.querySelectorAll<HTMLElement>(selector)].filter((target) => !target.closest('[data-shop-fragment-owner]'));
  } catch {
    return []; // a selector the browser cannot parse is skipped, not fatal
  }
}

/** Replaces the theme's fragment targets (once the sanitiser is there: the first time, a moment later). */
export function applyFragmentsToDocument(payload: FragmentsPayload): void {
  const entries = Object.entries(payload.fragments);
  withSanitizer(
    () => {
      for (const [selector, html] of entries) {
        for (const target of fragmentTargets(selector)) target.replaceWith(sanitizedFragment(html));
      }
    },
    ...entries.map(([, html]) => html),
  );
}
