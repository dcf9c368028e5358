/** Item count and total shown by the header mini-cart, read from the fragments without a DOM. */
import { htmlToText } from './html-text.ts';
import { COUNT_SELECTOR, TOTAL_SELECTOR, WIDGET_SELECTOR } from './cart-responses.ts';
import type { FragmentMap } from './fragment-cache.ts';

export interface CartSummary {
  count: number;
  totalText: string;
}

export function summariseFragments(fragments: FragmentMap): CartSummary {
  const countHtml = fragments[COUNT_SELECTOR];
  const parsed = countHtml === undefined ? Number.NaN : Number.parseInt(htmlToText(countHtml).replace(/[^\d]/g, ''), 10);
  // Shops without our count fragment: count the mini-cart's item rows instead.
  const rows = (fragments[WIDGET_SELECTOR] ?? '').match(/class\s*=\s*["'][^"']*\bwoocommerce-mini-cart-item\b/g)?.length ?? 0;
  const totalHtml = fragments[TOTAL_SELECTOR];
  return {
    count: Number.isFinite(parsed) ? parsed : rows,
    totalText: totalHtml === undefined ? '' : htmlToText(totalHtml),
  };
}
