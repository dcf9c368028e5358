/**
 * WooCommerce replaces every element matching a fragment's selector. We do the same for the
 * theme's own markup, but leave alone anything inside an element that renders fragments itself
 * (marked data-shop-fragment-owner), since React owns that DOM.
 */
import type { FragmentsPayload } from '../engine/cart/cart-responses.ts';
import { sanitizedFragment } from './sanitize.ts';

export function applyFragmentsToDocument(payload: FragmentsPayload): void {
  for (const [selector, html] of Object.entries(payload.fragments)) {
    let targets: Element[];
    try {
      targets = [...document.querySelectorAll(selector)];
    } catch {
      continue; // a selector the browser cannot parse is skipped, not fatal
    }
    for (const target of targets) {
      if (target.closest('[data-shop-fragment-owner]')) continue;
      target.replaceWith(sanitizedFragment(html));
    }
  }
}
