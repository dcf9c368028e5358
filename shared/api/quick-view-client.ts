/**
 * The theme's quick view call: POST admin-ajax.php with
 * action={theme}_quickview and product=<id>; the answer is the product box's HTML (sanitised by
 * the view before it reaches the page). Each product's answer is kept for the page's life.
 */
import type { CartParams } from '../engine/cart/cart-params.ts';
import { fetchOrFail, RequestFailure } from './request-failure.ts';

export class QuickViewClient {
  private readonly cache = new Map<string, string>();

  constructor(private readonly params: CartParams) {}

  async product(productId: string): Promise<string> {
    const known = this.cache.get(productId);
    if (known !== undefined) return known;
    const body = new URLSearchParams({ action: `${this.params.themePrefix}_quickview`, product: productId });
    const response = await fetchOrFail(this.params.adminAjaxUrl, {
      method: 'POST',
      credentials: 'same-origin',
      body,
      signal: AbortSignal.timeout(this.params.requestTimeoutMs),
    });
    if (!response.ok) throw new RequestFailure('invalid', response.status);
    const html = await response.text();
    // admin-ajax answers '0' or '-1' for an action nobody handles.
    if (html.trim() === '' || html.trim() === '0' || html.trim() === '-1') throw new RequestFailure('invalid');
    this.cache.set(productId, html);
    return html;
  }
}
