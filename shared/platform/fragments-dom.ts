/**
 * WooCommerce replaces every element matching a fragment's selector. We do the same for the
 * theme's own markup, but leave alone anything inside an element that renders fragments itself
 * (marked data-shop-fragment-owner), since React owns that DOM.
 */
import type { FragmentsPayload } from '../engine/cart/cart-responses.ts';
import { sanitizedFragment } from './sanitize.ts';

/** The theme's elements a fragment selector replaces (not those inside an element that renders fragments itself). */
export function fragmentTargets(selector: string): HTMLElement[] {
  try {
    return [...document.querySelectorAll<HTMLElement>(selector)].filter((target) => !target.closest('[data-shop-fragment-owner]'));
  } catch {
    return []; // a selector the browser cannot parse is skipped, not fatal
  }
}

export function applyFragmentsToDocument(payload: FragmentsPayload): void {
  for (const [selector, html] of Object.entries(payload.fragments)) {
    for (const target of fragmentTargets(selector)) target.replaceWith(sanitizedFragment(html));
  }
}
